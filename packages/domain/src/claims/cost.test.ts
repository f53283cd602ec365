import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROVINCE_CODES } from '../reference/provinces';
import {
  calculateClaimCost,
  calculateClaimLines,
  type ClaimCostBreakdown,
  EMPTY_BREAKDOWN,
  sumBreakdowns,
} from './cost';

const base = {
  copayBps: 0,
  province: 'ON',
  planCode: 1071,
  currentBalanceCents: 1_000_000,
  previousYearBalanceCents: 0,
};

const partsSum = (b: ClaimCostBreakdown): number =>
  b.totalPayableAmount +
  b.adminFeeAmount +
  b.gstAmount +
  b.hstAmount +
  b.rstAmount +
  b.pstAmount +
  b.premAmount;

describe('claim cost: worked examples (docs/product §9)', () => {
  it('Ontario, $100 claim: 8% fee, 13% HST on fee, 8% RST on payable, 2% premium on payable + fee', () => {
    expect(calculateClaimCost({ ...base, claimedCents: 10_000 })).toEqual({
      payableAmount: 10_000,
      previousYearPayableAmount: 0,
      totalPayableAmount: 10_000,
      adminFeeAmount: 800,
      coPayAmount: 0,
      gstAmount: 0,
      hstAmount: 104,
      rstAmount: 800,
      pstAmount: 0,
      premAmount: 216,
      totalAmount: 11_920,
    });
  });

  it('Alberta, BC, Manitoba, Saskatchewan: 5% GST on the fee', () => {
    for (const province of ['AB', 'BC', 'MB', 'SK']) {
      const b = calculateClaimCost({ ...base, province, claimedCents: 10_000 });
      expect([b.adminFeeAmount, b.gstAmount, b.hstAmount, b.rstAmount, b.premAmount, b.totalAmount]).toEqual([
        800, 40, 0, 0, 0, 10_840,
      ]);
    }
  });

  it('Nova Scotia: 14% HST on the fee', () => {
    const b = calculateClaimCost({ ...base, province: 'NS', claimedCents: 10_000 });
    expect([b.hstAmount, b.gstAmount, b.totalAmount]).toEqual([112, 0, 10_912]);
  });

  it('other provinces: their tax-table rate as GST on the fee', () => {
    expect(calculateClaimCost({ ...base, province: 'QC', claimedCents: 10_000 }).gstAmount).toBe(40);
    expect(calculateClaimCost({ ...base, province: 'NB', claimedCents: 10_000 }).gstAmount).toBe(120);
    expect(calculateClaimCost({ ...base, province: undefined, claimedCents: 10_000 }).gstAmount).toBe(40);
  });

  it('co-pay is taken off the claimed amount first; each line rounds half-up', () => {
    const b = calculateClaimCost({ ...base, copayBps: 2000, claimedCents: 10_000 });
    expect(b).toMatchObject({
      coPayAmount: 2000,
      totalPayableAmount: 8000,
      adminFeeAmount: 640,
      hstAmount: 83, // 83.2
      rstAmount: 640,
      premAmount: 173, // 172.8
      totalAmount: 9536,
    });
  });

  it('payable is capped at the balance, the previous year used first', () => {
    const b = calculateClaimCost({
      ...base,
      claimedCents: 10_000,
      currentBalanceCents: 5000,
      previousYearBalanceCents: 2000,
    });
    expect([b.previousYearPayableAmount, b.payableAmount, b.totalPayableAmount]).toEqual([2000, 5000, 7000]);
    const prevOnly = calculateClaimCost({ ...base, claimedCents: 1500, previousYearBalanceCents: 2000 });
    expect([prevOnly.previousYearPayableAmount, prevOnly.payableAmount]).toEqual([1500, 0]);
    const none = calculateClaimCost({ ...base, claimedCents: 1500, currentBalanceCents: -300 });
    expect(none.totalAmount).toBe(0);
    expect(
      calculateClaimCost({ ...base, claimedCents: 1500, previousYearBalanceCents: undefined }).payableAmount,
    ).toBe(1500);
  });

  it('rejects impossible input', () => {
    expect(() => calculateClaimCost({ ...base, claimedCents: -1 })).toThrow(RangeError);
    expect(() => calculateClaimCost({ ...base, claimedCents: 10.5 })).toThrow(RangeError);
    expect(() => calculateClaimCost({ ...base, claimedCents: 1, copayBps: 10_001 })).toThrow(RangeError);
    expect(() => calculateClaimCost({ ...base, claimedCents: 1, currentBalanceCents: 0.5 })).toThrow(
      RangeError,
    );
    expect(() =>
      calculateClaimCost({ ...base, claimedCents: 1, previousYearBalanceCents: Number.NaN }),
    ).toThrow(RangeError);
  });
});

describe('claim cost: properties', () => {
  const input = fc.record({
    claimedCents: fc.integer({ min: 0, max: 100_000_000 }),
    copayBps: fc.integer({ min: 0, max: 10_000 }),
    province: fc.oneof(fc.constantFrom(...PROVINCE_CODES), fc.constant('XX')),
    planCode: fc.constantFrom(1071, 1051, 1081, 2000, 3),
    currentBalanceCents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
    previousYearBalanceCents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
  });

  it('no part is negative, payable never exceeds the balance nor claimed less co-pay, total is the sum', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = calculateClaimCost(i);
        for (const value of Object.values(b)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(b.totalPayableAmount).toBe(b.payableAmount + b.previousYearPayableAmount);
        expect(b.totalPayableAmount).toBeLessThanOrEqual(i.claimedCents - b.coPayAmount);
        expect(b.payableAmount).toBeLessThanOrEqual(Math.max(0, i.currentBalanceCents));
        expect(b.previousYearPayableAmount).toBeLessThanOrEqual(Math.max(0, i.previousYearBalanceCents));
        expect(b.coPayAmount).toBeLessThanOrEqual(i.claimedCents);
        expect(b.totalAmount).toBe(partsSum(b));
      }),
    );
  });

  it('with enough balance, everything but the co-pay is payable', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = calculateClaimCost({
          ...i,
          currentBalanceCents: i.claimedCents,
          previousYearBalanceCents: 0,
        });
        expect(b.totalPayableAmount + b.coPayAmount).toBe(i.claimedCents);
      }),
    );
  });
});

describe('sumBreakdowns and calculateClaimLines', () => {
  it('sums field by field', () => {
    const a = calculateClaimCost({ ...base, claimedCents: 10_000 });
    const b = calculateClaimCost({ ...base, claimedCents: 5000 });
    const total = sumBreakdowns([a, b]);
    expect(total.totalAmount).toBe(a.totalAmount + b.totalAmount);
    expect(total.hstAmount).toBe(a.hstAmount + b.hstAmount);
    expect(sumBreakdowns([])).toEqual(EMPTY_BREAKDOWN);
  });

  it('lines draw down the balances in order', () => {
    const { lines, total } = calculateClaimLines([{ claimedCents: 6000 }, { claimedCents: 6000 }], {
      ...base,
      currentBalanceCents: 7000,
      previousYearBalanceCents: 3000,
    });
    expect(lines.map((l) => [l.previousYearPayableAmount, l.payableAmount])).toEqual([
      [3000, 3000],
      [0, 4000],
    ]);
    expect(total.totalPayableAmount).toBe(10_000);
    expect(total.totalAmount).toBe(partsSum(total));
  });

  it('a whole claim never pays more than the balances (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (claims, current, previous) => {
          const { total } = calculateClaimLines(
            claims.map((claimedCents) => ({ claimedCents })),
            { ...base, copayBps: 1000, currentBalanceCents: current, previousYearBalanceCents: previous },
          );
          expect(total.payableAmount).toBeLessThanOrEqual(current);
          expect(total.previousYearPayableAmount).toBeLessThanOrEqual(previous);
          expect(total.totalAmount).toBe(partsSum(total));
        },
      ),
    );
  });
});
