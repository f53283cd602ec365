/**
 * The claim window (docs/decisions/0008-claims-rules.md): which service dates may be claimed today.
 *
 * - A service date is never in the future.
 * - It lies in the current plan year, or in the previous plan year while that year's run-out lasts:
 *   the 90 days after the previous plan year ends (CLAIM_RUN_OUT_DAYS).
 * - It is not before the employee's coverage began (effective date), nor after it ended
 *   (termination date), when those are known.
 * - For a dependant, it is not before the dependant's own coverage began (their effective date;
 *   docs/decisions/0058-a-dependant-is-claimable-from-their-effective-date.md).
 */
import { addDays, compareIsoDates, resolveToday, type DateInput } from '../dates';
import type { ClaimDateWindow } from '../forms/claim-item';
import { planYearOn, previousPlanYear, type PlanYear, type PlanYearTerms } from '../plans/plan-year';

/** Days after the end of a plan year during which its expenses may still be claimed. */
export const CLAIM_RUN_OUT_DAYS = 90;

export interface ClaimWindow extends ClaimDateWindow {
  /** True while the previous plan year's run-out lasts (its dates and balance may be used). */
  runOut: boolean;
  /** The last day of the previous plan year's run-out. */
  runOutEnds: string;
  current: PlanYear;
  previous: PlanYear;
}

export interface ClaimWindowInput {
  today?: DateInput;
  current: PlanYear;
  previous: PlanYear;
  /** The first day the employee was covered (their effective date), if known. */
  coverageStart?: string | null;
  /** The last day the employee was covered (their termination date), if known. */
  coverageEnd?: string | null;
}

/** The last day of a plan year's run-out. */
export function runOutEnds(planYear: PlanYear): string {
  return addDays(planYear.end, CLAIM_RUN_OUT_DAYS);
}

const later = (a: string, b: string) => (compareIsoDates(a, b) >= 0 ? a : b);
const earlier = (a: string, b: string) => (compareIsoDates(a, b) <= 0 ? a : b);

/**
 * The inclusive window of claimable service dates. When coverage bounds leave nothing, `minDate`
 * is after `maxDate` and no date is inside.
 */
export function claimWindow(input: ClaimWindowInput): ClaimWindow {
  const today = resolveToday(input.today);
  const ends = runOutEnds(input.previous);
  const runOut = compareIsoDates(today, ends) <= 0;
  let minDate = runOut ? input.previous.start : input.current.start;
  let maxDate = earlier(today, input.current.end);
  if (input.coverageStart) minDate = later(minDate, input.coverageStart);
  if (input.coverageEnd) maxDate = earlier(maxDate, input.coverageEnd);
  return { minDate, maxDate, runOut, runOutEnds: ends, current: input.current, previous: input.previous };
}

/**
 * The earliest plan year (its key) whose balance may still be claimed on `day`: a plan year's balance
 * may be claimed until its run-out ends, CLAIM_RUN_OUT_DAYS after the plan year; later plan years,
 * the current one and those to come, may be claimed too. (On `day`, the plan year holding the day
 * CLAIM_RUN_OUT_DAYS before it is the oldest whose run-out has not ended.)
 */
export function firstClaimablePlanYear(terms: PlanYearTerms, day: string): number {
  return planYearOn(terms, addDays(day, -CLAIM_RUN_OUT_DAYS)).key;
}

/** The claim window of an employee on `today`, from their plan-year terms. */
export function claimWindowFor(
  terms: PlanYearTerms,
  today?: DateInput,
  coverage: { start?: string | null; end?: string | null } = {},
): ClaimWindow {
  const day = resolveToday(today);
  return claimWindow({
    today: day,
    current: planYearOn(terms, day),
    previous: previousPlanYear(terms, day),
    coverageStart: coverage.start,
    coverageEnd: coverage.end,
  });
}

/**
 * The last day an employee is covered: the earlier of their termination date and the date their
 * company's plan was cancelled on (docs/decisions/0027: expenses after it are not covered), or null.
 */
export function coverageEnd(
  terminationDate: string | null,
  planCancellationDate: string | null,
): string | null {
  if (!terminationDate) return planCancellationDate;
  if (!planCancellationDate) return terminationDate;
  return earlier(terminationDate, planCancellationDate);
}

/**
 * The plan years of a claim window (current, then previous) the employee was covered in: those
 * ending on or after their effective date. A plan year that ended before it never held an account
 * of theirs, so Balance History and the Benefit Summary do not list it at $0.00.
 */
export function coveredPlanYears(
  window: Pick<ClaimWindow, 'current' | 'previous'>,
  coverageStart: string | null | undefined,
): PlanYear[] {
  return [window.current, window.previous].filter(
    (year) => !coverageStart || compareIsoDates(year.end, coverageStart) >= 0,
  );
}

/**
 * Since when the employee has their classification's limits (Plan Details): the latest of the
 * classification's own effective date, the employee's effective date and the day they moved into
 * it (an applied class change), when known.
 */
export function classificationSince(dates: {
  classificationEffective: string;
  employeeEffective: string;
  movedIn?: string | null;
}): string {
  const since = later(dates.classificationEffective, dates.employeeEffective);
  return dates.movedIn ? later(since, dates.movedIn) : since;
}

/**
 * The window of one patient: a dependant's expenses are claimable from the day their coverage began
 * (`coveredSince`, their effective date); the employee's own window is the claim window itself.
 */
export function patientClaimWindow(window: ClaimDateWindow, coveredSince?: string | null): ClaimDateWindow {
  if (!coveredSince) return { minDate: window.minDate, maxDate: window.maxDate };
  return { minDate: later(window.minDate, coveredSince), maxDate: window.maxDate };
}

/** Whether a service date (ISO) lies inside the window. */
export function isInClaimWindow(window: ClaimDateWindow, date: string): boolean {
  return compareIsoDates(date, window.minDate) >= 0 && compareIsoDates(date, window.maxDate) <= 0;
}

/**
 * The plan year whose key is `key`, found by walking back from the plan year containing `today`
 * (at most 200 years); undefined when there is none.
 */
export function planYearWithKey(terms: PlanYearTerms, key: number, today?: DateInput): PlanYear | undefined {
  let year = planYearOn(terms, today);
  for (let i = 0; i < 200 && year.key >= key; i++) {
    if (year.key === key) return year;
    year = planYearOn(terms, addDays(year.start, -1));
  }
  return undefined;
}
