import { describe, expect, it } from 'vitest';
import { GROUP_RENEWAL_PRICE_CENTS, planPrice } from './prices';

describe('plan prices (docs/product §9)', () => {
  it('Group 335 (renewal 99), Basic 249 tax on top; Plus 499, Deluxe 699 tax included', () => {
    expect(planPrice(1071)).toEqual({ priceCents: 33500, renewalCents: 9900, taxIncluded: false });
    expect(GROUP_RENEWAL_PRICE_CENTS).toBe(9900);
    expect(planPrice('1051')).toEqual({ priceCents: 24900, taxIncluded: false });
    expect(planPrice(1081)).toEqual({ priceCents: 49900, taxIncluded: true });
    expect(planPrice(2000)).toEqual({ priceCents: 69900, taxIncluded: true });
    expect(planPrice(1061)).toEqual({ priceCents: 49900, taxIncluded: true });
    expect(planPrice(1031)).toBeUndefined();
  });
});
