import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimLedgerEntries, priceClaim, spendableBalances } from './balances';

describe('which balance pays', () => {
  it('uses the previous plan year first, only during the run-out', () => {
    const balances = { currentCents: 250_000, previousCents: 55_000 };
    expect(spendableBalances(balances, true)).toEqual({
      currentBalanceCents: 250_000,
      previousYearBalanceCents: 55_000,
    });
    expect(spendableBalances(balances, false)).toEqual({
      currentBalanceCents: 250_000,
      previousYearBalanceCents: 0,
    });
    expect(spendableBalances({ currentCents: -5, previousCents: -10 }, true)).toEqual({
      currentBalanceCents: 0,
      previousYearBalanceCents: 0,
    });
  });

  it('prices a claim item by item, previous year first, with Ontario taxes', () => {
    const { lines, total } = priceClaim([{ amountCents: 40_000 }, { amountCents: 30_000 }], {
      province: 'ON',
      planCode: 1081,
      balances: { currentCents: 250_000, previousCents: 55_000 },
      runOut: true,
    });
    expect(lines[0]).toMatchObject({ previousYearPayableAmount: 40_000, payableAmount: 0 });
    expect(lines[1]).toMatchObject({ previousYearPayableAmount: 15_000, payableAmount: 15_000 });
    expect(total).toMatchObject({
      totalPayableAmount: 70_000,
      adminFeeAmount: 5_600,
      hstAmount: 728,
      rstAmount: 5_600,
      premAmount: 1_512,
      gstAmount: 0,
    });
    expect(claimLedgerEntries(total, { current: 2026, previous: 2025 })).toEqual([
      { planYear: 2025, amountCents: -55_000 },
      { planYear: 2026, amountCents: -15_000 },
    ]);
  });

  it('writes no ledger row for a zero part', () => {
    expect(
      claimLedgerEntries({ payableAmount: 100, previousYearPayableAmount: 0 }, { current: 2, previous: 1 }),
    ).toEqual([{ planYear: 2, amountCents: -100 }]);
    expect(
      claimLedgerEntries({ payableAmount: 0, previousYearPayableAmount: 0 }, { current: 2, previous: 1 }),
    ).toEqual([]);
  });

  it('property: never draws more than is spendable, and the ledger rows sum to minus the payable total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: -100_000, max: 3_000_000 }),
        fc.integer({ min: -100_000, max: 3_000_000 }),
        fc.boolean(),
        fc.constantFrom('ON', 'AB', 'NS', 'BC', 'QC'),
        (amounts, currentCents, previousCents, runOut, province) => {
          const { total } = priceClaim(
            amounts.map((amountCents) => ({ amountCents })),
            { province, planCode: 1071, balances: { currentCents, previousCents }, runOut },
          );
          const spendable = spendableBalances({ currentCents, previousCents }, runOut);
          expect(total.payableAmount).toBeLessThanOrEqual(spendable.currentBalanceCents);
          expect(total.previousYearPayableAmount).toBeLessThanOrEqual(spendable.previousYearBalanceCents);
          expect(total.totalPayableAmount).toBeLessThanOrEqual(amounts.reduce((a, b) => a + b, 0));
          const rows = claimLedgerEntries(total, { current: 2026, previous: 2025 });
          expect(rows.reduce((a, r) => a + r.amountCents, 0) + total.totalPayableAmount).toBe(0);
          // The previous year's money is used up before any current-year money is drawn.
          if (total.payableAmount > 0)
            expect(total.previousYearPayableAmount).toBe(spendable.previousYearBalanceCents);
        },
      ),
    );
  });
});
