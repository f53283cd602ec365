import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareIsoDates } from '../dates';
import { planYearOn, previousPlanYear } from './plan-year';

describe('plan years', () => {
  it('type 3, Calendar Year End Date: January 1 to December 31', () => {
    expect(planYearOn({ type: 3, effectiveDate: '2020-06-01' }, '2026-11-23')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
      key: 2026,
    });
  });

  it('type 1, Corporate Fiscal Year End: the day after one fiscal year end to the next', () => {
    const terms = { type: 1 as const, fiscalYearEnd: '03-31', effectiveDate: '2020-01-01' };
    expect(planYearOn(terms, '2026-11-23')).toEqual({ start: '2026-04-01', end: '2027-03-31', key: 2026 });
    expect(planYearOn(terms, '2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31', key: 2025 });
    expect(planYearOn({ ...terms, fiscalYearEnd: '02-29' }, '2027-03-01').end).toBe('2028-02-29');
  });

  it('type 2, 12 Months after Effective Date: anniversary to the day before the next', () => {
    const terms = { type: 2 as const, effectiveDate: '2023-09-15' };
    expect(planYearOn(terms, '2026-11-23')).toEqual({ start: '2026-09-15', end: '2027-09-14', key: 2026 });
    expect(planYearOn(terms, '2026-09-14')).toEqual({ start: '2025-09-15', end: '2026-09-14', key: 2025 });
    expect(planYearOn(terms, '2023-01-01')).toEqual({ start: '2023-09-15', end: '2024-09-14', key: 2023 });
  });

  it('the previous plan year ends the day before the current one starts', () => {
    const terms = { type: 1 as const, fiscalYearEnd: '06-30', effectiveDate: '2020-01-01' };
    expect(previousPlanYear(terms, '2026-11-23')).toEqual({
      start: '2025-07-01',
      end: '2026-06-30',
      key: 2025,
    });
  });

  it('always contains today and lasts about a year (property)', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(
        day,
        day,
        fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
        fc.constantFrom('12-31', '03-31', '02-29', '06-30'),
        (today, effective, type, fiscal) => {
          const y = planYearOn({ type, fiscalYearEnd: fiscal, effectiveDate: effective }, today);
          if (!(type === 2 && compareIsoDates(today, effective) < 0)) {
            expect(compareIsoDates(y.start, today)).toBeLessThanOrEqual(0);
            expect(compareIsoDates(today, y.end)).toBeLessThanOrEqual(0);
          }
          expect(compareIsoDates(y.end, addDays(y.start, 364))).toBeGreaterThanOrEqual(0);
          expect(compareIsoDates(y.end, addDays(y.start, 366))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
