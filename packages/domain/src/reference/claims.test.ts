import { describe, expect, it } from 'vitest';
import {
  CLAIM_ORIGIN_ONLINE,
  CLAIM_STATUS,
  CLAIM_TYPES,
  DUPLICATE_EXEMPT_SERVICE,
  isClaimType,
} from './claims';

describe('claim reference values', () => {
  it('types HSA and WSA; status N and R; origin O', () => {
    expect(CLAIM_TYPES).toEqual(['HSA', 'WSA']);
    expect(isClaimType('WSA')).toBe(true);
    expect(isClaimType('hsa')).toBe(false);
    expect(CLAIM_STATUS).toEqual({ NEW: 'N', RESUMED: 'R' });
    expect(CLAIM_ORIGIN_ONLINE).toBe('O');
    expect(DUPLICATE_EXEMPT_SERVICE).toBe('1');
  });
});
