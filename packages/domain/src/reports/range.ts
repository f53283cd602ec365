/*
 * The period a reader types in a report's form (From and To; docs/product §9 "Report ranges"). The
 * API fills a missing end from the default (resolveReportRange: a missing start is a month before the
 * end), which a call without dates needs; a form's blank date is no such choice: the reader cleared
 * it, and running the report over a period they did not ask for would say nothing of it.
 */
import { resolveReportRange } from '../claims/reports';
import type { DateInput } from '../dates';
import type { ReportDefinition } from './definition';
import { REPORT_MESSAGES } from './messages';

/**
 * A report form's From and To: each required (a blank one, which is also what a browser's date field
 * holds while its date is incomplete, answers REPORT_MESSAGES.startDateRequired or endDateRequired on
 * its field), then the reports' rule with the report's `rules` (resolveReportRange).
 */
export function resolveChosenRange(
  input: { startdate: string; enddate: string },
  today?: DateInput,
  rules: Pick<ReportDefinition, 'latestEnd'> = {},
): ReturnType<typeof resolveReportRange> {
  if (input.startdate.trim() === '')
    return { ok: false, field: 'startdate', message: REPORT_MESSAGES.startDateRequired };
  if (input.enddate.trim() === '')
    return { ok: false, field: 'enddate', message: REPORT_MESSAGES.endDateRequired };
  return resolveReportRange(input, today, rules);
}
