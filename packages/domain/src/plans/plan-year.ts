/**
 * Plan years (docs/product §3 "Reference data": plan-year-end types 1 Corporate Fiscal Year End,
 * 2 12 Months after Effective Date, 3 Calendar Year End Date). A plan year runs from `start` to
 * `end`, both inclusive; its `key` is the calendar year it starts in (balances are kept per key).
 */
import {
  addDays,
  addYears,
  compareIsoDates,
  daysInMonth,
  parseIsoDate,
  resolveToday,
  type DateInput,
} from '../dates';

export type PlanYearEndType = 1 | 2 | 3;

export interface PlanYear {
  start: string;
  end: string;
  key: number;
}

export interface PlanYearTerms {
  type: PlanYearEndType;
  /** The company's fiscal year end as MM-DD (type 1). */
  fiscalYearEnd?: string | null;
  /** The employee's or company's plan effective date (type 2). */
  effectiveDate: string;
}

const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** MM-DD in `year`, with 02-29 becoming 02-28 outside leap years. */
function monthDayIn(year: number, monthDay: string): string {
  const [m, d] = monthDay.split('-').map(Number) as [number, number];
  const day = Math.min(d, daysInMonth(year, m));
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The plan year that contains `today`. Unknown or incomplete terms fall back to the calendar year. */
export function planYearOn(terms: PlanYearTerms, today?: DateInput): PlanYear {
  const day = resolveToday(today);
  const year = yearOf(day);
  if (terms.type === 1 && terms.fiscalYearEnd && /^\d{2}-\d{2}$/.test(terms.fiscalYearEnd)) {
    let end = monthDayIn(year, terms.fiscalYearEnd);
    if (compareIsoDates(day, end) > 0) end = monthDayIn(year + 1, terms.fiscalYearEnd);
    const start = addDays(monthDayIn(yearOf(end) - 1, terms.fiscalYearEnd), 1);
    return { start, end, key: yearOf(start) };
  }
  if (terms.type === 2 && parseIsoDate(terms.effectiveDate)) {
    if (compareIsoDates(day, terms.effectiveDate) < 0) {
      return {
        start: terms.effectiveDate,
        end: addDays(addYears(terms.effectiveDate, 1), -1),
        key: yearOf(terms.effectiveDate),
      };
    }
    let years = year - yearOf(terms.effectiveDate);
    if (compareIsoDates(addYears(terms.effectiveDate, years), day) > 0) years -= 1;
    const start = addYears(terms.effectiveDate, years);
    return { start, end: addDays(addYears(terms.effectiveDate, years + 1), -1), key: yearOf(start) };
  }
  return { start: `${year}-01-01`, end: `${year}-12-31`, key: year };
}

/** The plan year before the one containing `today`. */
export function previousPlanYear(terms: PlanYearTerms, today?: DateInput): PlanYear {
  const current = planYearOn(terms, today);
  return planYearOn(terms, addDays(current.start, -1));
}
