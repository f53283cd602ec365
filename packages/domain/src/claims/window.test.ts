import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates, formatIsoDate } from '../dates';
import { planYearOn, previousPlanYear, type PlanYearTerms } from '../plans/plan-year';
import {
  CLAIM_RUN_OUT_DAYS,
  claimWindow,
  claimWindowFor,
  classificationSince,
  coverageEnd,
  coveredPlanYears,
  firstClaimablePlanYear,
  isInClaimWindow,
  patientClaimWindow,
  planYearWithKey,
  runOutEnds,
} from './window';

const calendar: PlanYearTerms = { type: 3, effectiveDate: '2020-01-01' };

describe('claim window', () => {
  it('outside the run-out: the current plan year up to today', () => {
    const w = claimWindowFor(calendar, '2026-11-23');
    expect(w).toMatchObject({ minDate: '2026-01-01', maxDate: '2026-11-23', runOut: false });
    expect(w.runOutEnds).toBe('2026-03-31');
    expect(isInClaimWindow(w, '2025-12-31')).toBe(false);
    expect(isInClaimWindow(w, '2026-01-01')).toBe(true);
    expect(isInClaimWindow(w, '2026-11-24')).toBe(false);
  });

  it('during the 90-day run-out the previous plan year is claimable too', () => {
    expect(CLAIM_RUN_OUT_DAYS).toBe(90);
    const w = claimWindowFor(calendar, '2026-02-10');
    expect(w).toMatchObject({ minDate: '2025-01-01', maxDate: '2026-02-10', runOut: true });
    // 2025-12-31 + 90 days: the last day of the run-out, then it is over.
    expect(claimWindowFor(calendar, '2026-03-31').runOut).toBe(true);
    expect(claimWindowFor(calendar, '2026-04-01')).toMatchObject({ runOut: false, minDate: '2026-01-01' });
  });

  it('follows fiscal and anniversary plan years', () => {
    const fiscal = claimWindowFor(
      { type: 1, fiscalYearEnd: '06-30', effectiveDate: '2019-01-01' },
      '2026-08-15',
    );
    expect(fiscal).toMatchObject({ minDate: '2025-07-01', runOut: true, runOutEnds: '2026-09-28' });
    const anniversary = claimWindowFor({ type: 2, effectiveDate: '2021-03-15' }, '2026-11-23');
    expect(anniversary).toMatchObject({ minDate: '2026-03-15', maxDate: '2026-11-23', runOut: false });
  });

  it('never opens before coverage starts or after it ends', () => {
    const w = claimWindowFor(calendar, '2026-02-10', { start: '2025-06-01', end: '2026-01-31' });
    expect(w).toMatchObject({ minDate: '2025-06-01', maxDate: '2026-01-31' });
    const none = claimWindowFor(calendar, '2026-02-10', { start: '2026-05-01' });
    expect(compareIsoDates(none.minDate, none.maxDate)).toBe(1);
    expect(isInClaimWindow(none, '2026-02-10')).toBe(false);
  });

  it("a dependant's window opens on the later of the claim window's start and their effective date", () => {
    const w = claimWindowFor(calendar, '2026-11-23');
    // Covered since the middle of the plan year: earlier service dates are not theirs to claim.
    const mid = patientClaimWindow(w, '2026-06-15');
    expect(mid).toEqual({ minDate: '2026-06-15', maxDate: '2026-11-23' });
    expect(isInClaimWindow(mid, '2026-06-14')).toBe(false);
    expect(isInClaimWindow(mid, '2026-06-15')).toBe(true);
    // Covered before the window opened, or no date known: the claim window itself.
    expect(patientClaimWindow(w, '2019-03-01')).toEqual({ minDate: '2026-01-01', maxDate: '2026-11-23' });
    expect(patientClaimWindow(w, null)).toEqual({ minDate: '2026-01-01', maxDate: '2026-11-23' });
    // Covered from a day still to come: no date is inside.
    const future = patientClaimWindow(w, '2026-12-01');
    expect(isInClaimWindow(future, '2026-11-23')).toBe(false);
  });

  it('a plan year may be claimed until its run-out ends: firstClaimablePlanYear', () => {
    // Calendar plan years: 2025's balance is claimable until 31 March 2026 (90 days after 31 December).
    expect(firstClaimablePlanYear(calendar, '2026-03-31')).toBe(2025);
    expect(firstClaimablePlanYear(calendar, '2026-04-01')).toBe(2026);
    // 2020 is a leap year: 2019's run-out ends on 30 March.
    expect(firstClaimablePlanYear(calendar, '2020-03-30')).toBe(2019);
    expect(firstClaimablePlanYear(calendar, '2020-03-31')).toBe(2020);
  });

  it('firstClaimablePlanYear agrees with each plan year’s run-out end, whatever the terms (property)', () => {
    const terms: PlanYearTerms[] = [
      calendar,
      { type: 1, fiscalYearEnd: '06-30', effectiveDate: '2019-01-01' },
      { type: 1, fiscalYearEnd: '12-31', effectiveDate: '2019-01-01' },
      { type: 2, effectiveDate: '2021-09-15' },
      { type: 2, effectiveDate: '2020-02-29' },
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...terms),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 2021, max: 2029 }),
        (t, offset, key) => {
          const day = addDays('2021-06-01', offset);
          // The plan year of the key, walked back from a day after every key tried.
          const year = planYearWithKey(t, key, '2031-12-31')!;
          const claimable = compareIsoDates(day, runOutEnds(year)) <= 0;
          expect(key >= firstClaimablePlanYear(t, day)).toBe(claimable);
        },
      ),
    );
  });

  it('coverage ends at the earlier of the termination and the plan cancellation', () => {
    expect(coverageEnd(null, null)).toBeNull();
    expect(coverageEnd('2026-05-31', null)).toBe('2026-05-31');
    expect(coverageEnd(null, '2026-06-30')).toBe('2026-06-30');
    expect(coverageEnd('2026-07-15', '2026-06-30')).toBe('2026-06-30');
    expect(coverageEnd('2026-04-01', '2026-06-30')).toBe('2026-04-01');
  });

  it('property: no future date, and nothing older than the previous plan year', () => {
    const day = fc
      .record({
        y: fc.integer({ min: 2001, max: 2098 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => formatIsoDate({ year: y, month: m, day: d }));
    const terms = fc.constantFrom<PlanYearTerms>(
      calendar,
      { type: 1, fiscalYearEnd: '03-31', effectiveDate: '2000-01-01' },
      { type: 2, effectiveDate: '2000-02-29' },
    );
    fc.assert(
      fc.property(terms, day, fc.integer({ min: -400, max: 400 }), (t, today, offset) => {
        const w = claimWindowFor(t, today);
        const date = addDays(today, offset);
        if (isInClaimWindow(w, date)) {
          expect(compareIsoDates(date, today)).toBeLessThanOrEqual(0);
          expect(compareIsoDates(date, previousPlanYear(t, today).start)).toBeGreaterThanOrEqual(0);
          if (!w.runOut) expect(compareIsoDates(date, planYearOn(t, today).start)).toBeGreaterThanOrEqual(0);
        }
        expect(w.runOutEnds).toBe(runOutEnds(previousPlanYear(t, today)));
      }),
    );
  });
});

describe('plan year by key', () => {
  it('walks back to the plan year with the key', () => {
    expect(planYearWithKey(calendar, 2024, '2026-05-01')).toEqual({
      start: '2024-01-01',
      end: '2024-12-31',
      key: 2024,
    });
    const fiscal = { type: 1 as const, fiscalYearEnd: '06-30', effectiveDate: '2019-01-01' };
    expect(planYearWithKey(fiscal, 2025, '2026-08-15')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
      key: 2025,
    });
    expect(planYearWithKey(calendar, 2030, '2026-05-01')).toBeUndefined();
  });

  it('the window carries the plan years it was built from', () => {
    const w = claimWindow({
      today: '2026-01-05',
      current: { start: '2026-01-01', end: '2026-12-31', key: 2026 },
      previous: { start: '2025-01-01', end: '2025-12-31', key: 2025 },
    });
    expect(w.current.key).toBe(2026);
    expect(w.previous.key).toBe(2025);
  });
});

describe('plan years an employee was covered in', () => {
  const current = { start: '2026-01-01', end: '2026-12-31', key: 2026 };
  const previous = { start: '2025-01-01', end: '2025-12-31', key: 2025 };
  it('leaves out the previous plan year when it ended before the effective date', () => {
    expect(coveredPlanYears({ current, previous }, '2026-12-07')).toEqual([current]);
    expect(coveredPlanYears({ current, previous }, '2025-12-31')).toEqual([current, previous]);
    expect(coveredPlanYears({ current, previous }, '2024-03-01')).toEqual([current, previous]);
    expect(coveredPlanYears({ current, previous }, null)).toEqual([current, previous]);
  });
});

describe('since when an employee has their classification', () => {
  it("is the latest of the classification's date, their effective date and their move into it", () => {
    expect(
      classificationSince({ classificationEffective: '2024-03-01', employeeEffective: '2023-01-01' }),
    ).toBe('2024-03-01');
    expect(
      classificationSince({ classificationEffective: '2024-03-01', employeeEffective: '2026-12-07' }),
    ).toBe('2026-12-07');
    expect(
      classificationSince({
        classificationEffective: '2024-03-01',
        employeeEffective: '2025-02-01',
        movedIn: '2026-06-15',
      }),
    ).toBe('2026-06-15');
    expect(
      classificationSince({
        classificationEffective: '2024-03-01',
        employeeEffective: '2025-02-01',
        movedIn: null,
      }),
    ).toBe('2025-02-01');
  });
});
