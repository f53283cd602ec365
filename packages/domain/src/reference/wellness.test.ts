import { describe, expect, it } from 'vitest';
import { isWellnessCategory, WELLNESS_CATEGORIES } from './wellness';

describe('wellness categories (docs/product §3)', () => {
  it('lists the five categories', () => {
    expect(WELLNESS_CATEGORIES).toEqual([
      'Nutrition',
      'Fitness',
      'Professional/Personal Development',
      'Personal/Family Interest',
      'Mental Health',
    ]);
    expect(isWellnessCategory('Fitness')).toBe(true);
    expect(isWellnessCategory('Travel')).toBe(false);
  });
});
