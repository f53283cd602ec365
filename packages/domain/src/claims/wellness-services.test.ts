import { describe, expect, it } from 'vitest';
import { WELLNESS_CATEGORIES } from '../reference/wellness';
import { CLAIM_MESSAGES } from './messages';
import {
  claimableServices,
  serviceProblem,
  WSA_SERVICE_CATEGORIES,
  wellnessCategoryOfService,
} from './wellness-services';

const WSA = [101, 102, 103, 104, 105, 106].map((id) => ({ id, name: `service ${id}` }));
const HSA = [1, 2, 3].map((id) => ({ id, name: `service ${id}` }));

describe('WSA services follow the wellness categories the company chose (QA lifecycle F7)', () => {
  it('puts every WSA service of the catalogue in one of the five categories, and each category has one', () => {
    expect(wellnessCategoryOfService(101)).toBe('Fitness');
    expect(wellnessCategoryOfService(102)).toBe('Fitness');
    expect(wellnessCategoryOfService(103)).toBe('Nutrition');
    expect(wellnessCategoryOfService(104)).toBe('Professional/Personal Development');
    expect(wellnessCategoryOfService(105)).toBe('Mental Health');
    expect(wellnessCategoryOfService(106)).toBe('Personal/Family Interest');
    expect(wellnessCategoryOfService(2)).toBeUndefined();
    expect(new Set(Object.values(WSA_SERVICE_CATEGORIES))).toEqual(new Set(WELLNESS_CATEGORIES));
  });

  it('offers only the services of the chosen categories for a WSA claim, every service for an HSA claim', () => {
    const chosen = ['Fitness', 'Mental Health'];
    expect(claimableServices('WSA', WSA, chosen).map((s) => s.id)).toEqual([101, 102, 105]);
    expect(claimableServices('WSA', WSA, [...WELLNESS_CATEGORIES]).map((s) => s.id)).toEqual(
      WSA.map((s) => s.id),
    );
    expect(claimableServices('WSA', WSA, [])).toEqual([]);
    // A WSA service the catalogue gained without a category is in none: not offered.
    expect(claimableServices('WSA', [{ id: 199 }], [...WELLNESS_CATEGORIES])).toEqual([]);
    // The HSA has no categories.
    expect(claimableServices('HSA', HSA, [])).toEqual(HSA);
  });

  it('refuses a WSA service outside the categories with its own message, in the claim rules', () => {
    const chosen = ['Fitness', 'Mental Health'];
    expect(serviceProblem('WSA', 103, chosen)).toBe(CLAIM_MESSAGES.serviceNotInCategories);
    expect(CLAIM_MESSAGES.serviceNotInCategories).toBe(
      'This service is not in the wellness categories your employer chose.',
    );
    expect(serviceProblem('WSA', 101, chosen)).toBeNull();
    expect(serviceProblem('WSA', 105, chosen)).toBeNull();
    expect(serviceProblem('HSA', 2, [])).toBeNull();
  });
});
