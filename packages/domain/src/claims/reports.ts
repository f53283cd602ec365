/**
 * Employee report inputs (docs/product §3 "Reports state": startdate one month ago, enddate today,
 * pageNumber 1, pageLength 50; §5 "Date limits": balance reports take one date, 2000-01-01 at the
 * earliest, today at the latest).
 */
import { BALANCE_REPORT_MIN_DATE, REPORT_DEFAULT_RANGE_MONTHS, REPORT_PAGE_LENGTH } from '../constants';
import { addMonths, compareIsoDates, parseDateLike, resolveToday, type DateInput } from '../dates';
import type { ReportDefinition } from '../reports/definition';
import { REPORT_MESSAGES } from '../reports/messages';

export interface ReportRange {
  startdate: string;
  enddate: string;
}

/** The default report range: one month back from today, to today. */
export function defaultReportRange(today?: DateInput): ReportRange {
  const end = resolveToday(today);
  return { startdate: addMonths(end, -REPORT_DEFAULT_RANGE_MONTHS), enddate: end };
}

/**
 * The range asked for, with missing ends filled from the default (a missing start is one month
 * before the end). Answers the field and message of the first problem instead when there is one.
 * `rules` is the report's definition (or its `latestEnd` alone): with `latestEnd: 'today'` an end
 * after today is refused (REPORT_MESSAGES.endAfterToday), as nothing such a report reads happens later;
 * the web's form and the server ask this same rule with the same definition.
 */
export function resolveReportRange(
  input: { startdate?: unknown; enddate?: unknown },
  today?: DateInput,
  rules: Pick<ReportDefinition, 'latestEnd'> = {},
): { ok: true; range: ReportRange } | { ok: false; field: 'startdate' | 'enddate'; message: string } {
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const end = blank(input.enddate) ? resolveToday(today) : parseDateLike(input.enddate);
  if (end === null) return { ok: false, field: 'enddate', message: REPORT_MESSAGES.invalidEndDate };
  if (rules.latestEnd === 'today' && compareIsoDates(end, resolveToday(today)) > 0)
    return { ok: false, field: 'enddate', message: REPORT_MESSAGES.endAfterToday };
  const start = blank(input.startdate)
    ? addMonths(end, -REPORT_DEFAULT_RANGE_MONTHS)
    : parseDateLike(input.startdate);
  if (start === null) return { ok: false, field: 'startdate', message: REPORT_MESSAGES.invalidStartDate };
  if (compareIsoDates(start, end) > 0)
    return { ok: false, field: 'startdate', message: REPORT_MESSAGES.startAfterEnd };
  return { ok: true, range: { startdate: start, enddate: end } };
}

/** The rows of a page: 1-based page number and page length to offset and limit. */
export function reportPage(
  pageNumber = 1,
  pageLength = REPORT_PAGE_LENGTH,
): { offset: number; limit: number } {
  return { offset: (Math.max(1, pageNumber) - 1) * pageLength, limit: pageLength };
}

/**
 * Whether a balance-report date is allowed: a date from 2000-01-01 to `today` (a later date would
 * start the report after its end, today). Without `today`, only the earliest date is checked: for the
 * contract's schema, which has no clock; the web and the server give theirs. Refused:
 * REPORT_MESSAGES.invalidBalanceDate, which names both ends.
 */
export function isBalanceReportDate(value: unknown, today?: DateInput | null): boolean {
  const iso = parseDateLike(value);
  if (iso === null || compareIsoDates(iso, BALANCE_REPORT_MIN_DATE) < 0) return false;
  return today === undefined || today === null || compareIsoDates(iso, resolveToday(today)) <= 0;
}
