import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROVINCE_CODES } from '../reference/provinces';
import { signupPrice } from './signup';

describe('sign-up price (docs/product §9)', () => {
  it('Group and Basic: provincial tax on top', () => {
    expect(signupPrice(1071, 'ON')).toEqual({
      listPriceCents: 33_500,
      priceCents: 33_500,
      taxCents: 4355,
      totalCents: 37_855,
      taxBps: 1300,
      taxIncluded: false,
    });
    expect(signupPrice(1051, 'AB')).toMatchObject({ taxCents: 1245, totalCents: 26_145 });
    expect(signupPrice('1051', 'NS')).toMatchObject({ taxCents: 3486, totalCents: 28_386 });
  });

  it('Group renewal is $99 plus tax', () => {
    expect(signupPrice(1071, 'ON', { renewal: true })).toMatchObject({
      listPriceCents: 9900,
      taxCents: 1287,
      totalCents: 11_187,
    });
    expect(signupPrice(1051, 'ON', { renewal: true })?.listPriceCents).toBe(24_900);
  });

  it('Plus and Deluxe: tax included, extracted as total x rate / (1 + rate)', () => {
    expect(signupPrice(1081, 'ON')).toEqual({
      listPriceCents: 49_900,
      priceCents: 44_159,
      taxCents: 5741,
      totalCents: 49_900,
      taxBps: 1300,
      taxIncluded: true,
    });
    expect(signupPrice(2000, 'AB')).toMatchObject({ priceCents: 66_571, taxCents: 3329, totalCents: 69_900 });
  });

  it('unknown province: 5%; plan without a price: null', () => {
    expect(signupPrice(1071, 'XX')).toMatchObject({ taxBps: 500, taxCents: 1675, totalCents: 35_175 });
    expect(signupPrice(1031, 'ON')).toBeNull();
  });

  it('price plus tax is always the total (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1071, 1051, 1081, 2000, 1061),
        fc.constantFrom(...PROVINCE_CODES, 'XX'),
        fc.boolean(),
        (plan, province, renewal) => {
          const price = signupPrice(plan, province, { renewal });
          expect(price).not.toBeNull();
          if (!price) return;
          expect(price.priceCents + price.taxCents).toBe(price.totalCents);
          expect(price.taxCents).toBeGreaterThan(0);
        },
      ),
    );
  });
});
