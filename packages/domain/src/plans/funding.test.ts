import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates } from '../dates';
import { planYearDeposits, planYearToFund, type FundingMember } from './funding';
import { planYearOn } from './plan-year';

/** A member of a calendar-year plan since 2024, with the wellness account, in a $1,000 / $250 class. */
const member = (over: Partial<FundingMember> = {}): FundingMember => ({
  effectiveDate: '2024-03-01',
  terminated: false,
  terminationDate: null,
  nonMemberAdminOnly: false,
  wellness: true,
  hsaCents: 100_000,
  wsaCents: 25_000,
  planYearEndType: 3,
  fiscalYearEnd: null,
  cancellationDate: null,
  planClosed: false,
  ...over,
});

describe('plan-year funding: who is funded, for which plan year (decision 0059)', () => {
  it('funds the plan year containing today: the new one from its first day, the old one the day before', () => {
    expect(planYearToFund(member(), '2026-12-31')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
      key: 2026,
    });
    expect(planYearToFund(member(), '2027-01-01')?.key).toBe(2027);
  });

  it('follows the company’s plan-year terms: a fiscal year, or twelve months from the member’s effective date', () => {
    const fiscal = member({ planYearEndType: 1, fiscalYearEnd: '03-31' });
    expect(planYearToFund(fiscal, '2027-03-31')?.start).toBe('2026-04-01');
    expect(planYearToFund(fiscal, '2027-04-01')).toEqual({
      start: '2027-04-01',
      end: '2028-03-31',
      key: 2027,
    });
    const anniversary = member({ planYearEndType: 2, effectiveDate: '2024-09-15' });
    expect(planYearToFund(anniversary, '2026-09-14')?.key).toBe(2025);
    expect(planYearToFund(anniversary, '2026-09-15')?.start).toBe('2026-09-15');
  });

  it('funds a member from their effective date, not before', () => {
    const hire = member({ effectiveDate: '2027-01-15' });
    expect(planYearToFund(hire, '2026-12-07')).toBeNull();
    expect(planYearToFund(hire, '2027-01-14')).toBeNull();
    expect(planYearToFund(hire, '2027-01-15')?.key).toBe(2027);
    // Twelve months from the effective date: the first plan year starts on it.
    const anniversary = member({ planYearEndType: 2, effectiveDate: '2027-01-15' });
    expect(planYearToFund(anniversary, '2027-01-15')?.start).toBe('2027-01-15');
  });

  it('funds no non-member admin and no terminated member, nor one terminated from today or earlier', () => {
    expect(planYearToFund(member({ nonMemberAdminOnly: true }), '2027-01-01')).toBeNull();
    expect(
      planYearToFund(member({ terminated: true, terminationDate: '2026-09-30' }), '2027-01-01'),
    ).toBeNull();
    // A termination whose job has not run yet: terminated from its date all the same.
    expect(planYearToFund(member({ terminationDate: '2027-01-01' }), '2027-01-01')).toBeNull();
    // A termination still to come: covered today, so funded today.
    expect(planYearToFund(member({ terminationDate: '2027-01-02' }), '2027-01-01')?.key).toBe(2027);
  });

  it('funds no member of a plan that has ended (cancelled and past its date, or closed)', () => {
    const cancelled = member({ cancellationDate: '2026-12-31' });
    expect(planYearToFund(cancelled, '2026-12-31')?.key).toBe(2026); // still in force on its date
    expect(planYearToFund(cancelled, '2027-01-01')).toBeNull(); // the run-off
    expect(planYearToFund(cancelled, '2027-06-01')).toBeNull(); // closed
    expect(
      planYearToFund(member({ cancellationDate: '2027-01-31', planClosed: true }), '2027-01-01'),
    ).toBeNull();
  });

  it('deposits the classification’s amounts now: HSA always, WSA with the wellness account', () => {
    expect(planYearDeposits(member())).toEqual([
      { account: 'HSA', amountCents: 100_000 },
      { account: 'WSA', amountCents: 25_000 },
    ]);
    expect(planYearDeposits(member({ wellness: false }))).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
    // A classification without a wellness amount opens no wellness deposit.
    expect(planYearDeposits(member({ wsaCents: 0 }))).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
  });

  it('deposits nothing again in an account of the plan year that already has its funding', () => {
    expect(planYearDeposits(member(), ['HSA', 'WSA'])).toEqual([]);
    // A wellness setup funded the WSA of this plan year: the HSA still gets its deposit.
    expect(planYearDeposits(member(), ['WSA'])).toEqual([{ account: 'HSA', amountCents: 100_000 }]);
    expect(planYearDeposits(member(), ['HSA'])).toEqual([{ account: 'WSA', amountCents: 25_000 }]);
  });

  it('funds a member in force the plan year planYearOn gives them, on any day (property)', () => {
    const day = fc.integer({ min: 0, max: 5_000 }).map((n) => addDays('2020-01-01', n));
    const type = fc.constantFrom(1, 2, 3);
    fc.assert(
      fc.property(day, day, type, (effective, today, t) => {
        const m = member({ effectiveDate: effective, planYearEndType: t, fiscalYearEnd: '06-30' });
        const year = planYearToFund(m, today);
        if (compareIsoDates(effective, today) > 0) return year === null;
        return (
          year !== null &&
          JSON.stringify(year) ===
            JSON.stringify(
              planYearOn({ type: t as 1 | 2 | 3, fiscalYearEnd: '06-30', effectiveDate: effective }, today),
            )
        );
      }),
    );
  });
});
