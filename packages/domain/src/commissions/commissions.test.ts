import { describe, expect, it } from 'vitest';
import {
  COMMISSION_PAYOUT_MINIMUM_CENTS,
  commissionLines,
  isPayable,
  monthEnd,
  nextMonth,
  payoutReference,
  previousMonth,
} from './commissions';

describe('commission lines', () => {
  it('gives an agent 20 % of a sign-up plan fee and their manager a 5 % override', () => {
    // HSA Plus in Ontario: $499.00 with 13 % included, so $441.59 before tax.
    expect(commissionLines('SIGNUP', 44_159, { id: 200001, managerId: 200002 })).toEqual([
      { partnerId: 200001, role: 'DIRECT', rateBps: 2_000, baseCents: 44_159, amountCents: 8_832 },
      { partnerId: 200002, role: 'OVERRIDE', rateBps: 500, baseCents: 44_159, amountCents: 2_208 },
    ]);
  });

  it('gives a manager who sold the plan themself the direct line only', () => {
    expect(commissionLines('SIGNUP', 33_500, { id: 200002, managerId: 200002 })).toEqual([
      { partnerId: 200002, role: 'DIRECT', rateBps: 2_000, baseCents: 33_500, amountCents: 6_700 },
    ]);
  });

  it('rounds each line half-up to the cent, on the base (10 % and 2.5 % of a claim fee)', () => {
    const [direct, override] = commissionLines('CLAIM_FEE', 1_245, { id: 1, managerId: 2 });
    expect(direct!.amountCents).toBe(125); // 124.5 → 125
    expect(override!.amountCents).toBe(31); // 31.125 → 31
    const [d2, o2] = commissionLines('CLAIM_FEE', 1_260, { id: 1, managerId: 2 });
    expect(d2!.amountCents).toBe(126);
    expect(o2!.amountCents).toBe(32); // 31.5 → 32
  });

  it('leaves out lines that round to nothing, and refuses a bad base', () => {
    expect(commissionLines('CLAIM_FEE', 1, { id: 1, managerId: 2 })).toEqual([]);
    expect(commissionLines('CLAIM_FEE', 5, { id: 1, managerId: 2 }).map((l) => l.role)).toEqual(['DIRECT']);
    expect(() => commissionLines('SIGNUP', -1, { id: 1, managerId: 1 })).toThrow(RangeError);
    expect(() => commissionLines('SIGNUP', 1.5, { id: 1, managerId: 1 })).toThrow(RangeError);
  });
});

describe('payout and months', () => {
  it('pays a statement from the minimum up', () => {
    expect(isPayable(COMMISSION_PAYOUT_MINIMUM_CENTS - 1)).toBe(false);
    expect(isPayable(COMMISSION_PAYOUT_MINIMUM_CENTS)).toBe(true);
  });

  it('knows month ends, next and previous months, and the payout reference', () => {
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(payoutReference('2026-10', 200001)).toBe('EFT-202610-200001');
  });
});
