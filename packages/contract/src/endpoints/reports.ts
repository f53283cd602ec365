// The generic report endpoints (docs/decisions/0019-report-definitions.md): any report definition of
// the domain, by id, run a page at a time or exported whole as CSV or PDF. The definition says the
// columns, totals and grouping; the server fills it from the caller's own data (the session decides
// whose rows, never the payload). Only endpoints are exported (the module is spread into `api`).
import {
  REPORT_IDS,
  REPORT_MESSAGES,
  reportAudience,
  reportPermission,
  type ReportId,
} from '@benefits/domain';
import { z } from 'zod';
import { scopeByField, type FieldScope } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import {
  optionalDateText,
  reportAfterLines,
  reportCellSchema,
  reportPageLength,
  reportPageNumber,
} from '../report-shapes';
import { cents, isoDate } from '../shapes';

const reportId = z.enum(REPORT_IDS, { error: REPORT_MESSAGES.invalidReport });

/** A report's scope: its audience, and for a staff report the permission it needs. */
function scopeOfReport(id: ReportId): FieldScope {
  const kind = reportAudience(id);
  if (kind !== 'staff') return { kind };
  const permission = reportPermission(id);
  if (!permission) throw new Error(`staff report ${id} names no permission`);
  return { kind, permission };
}

/**
 * Who may run each report: its definition's audience (an employee on their own data, a company
 * administrator on their company's, a partner on their book, staff holding the report's permission),
 * checked per request by the platform.
 */
const REPORT_ACCESS = scopeByField(
  'report',
  Object.fromEntries(REPORT_IDS.map((id) => [id, scopeOfReport(id)])) as Record<ReportId, FieldScope>,
);

/** A report's inputs: the definition says which it reads (a date range: default the last month). */
const reportParams = {
  report: reportId,
  /** Inclusive; default one month before `enddate` to today (docs/product §3 "Reports state"). */
  startdate: optionalDateText,
  enddate: optionalDateText,
};

const totals = z.record(z.string(), cents);

export const reportRun = endpoint({
  path: '/report/run',
  method: 'POST',
  access: REPORT_ACCESS,
  example: { report: 'claimActivity' },
  summary:
    'Runs one of the caller’s reports by id: a page of its rows, the totals and group subtotals of the whole result, and whether more rows follow.',
  request: z.object({ ...reportParams, pageNumber: reportPageNumber, pageLength: reportPageLength }),
  response: z.object({
    report: reportId,
    /** The range the rows are for, defaults filled in; null for a report without one. */
    range: z.object({ startdate: isoDate, enddate: isoDate }).nullable(),
    pageNumber: z.number().int(),
    pageLength: z.number().int(),
    /** This page's rows: one value per column key of the definition. */
    rows: z.array(z.record(z.string(), reportCellSchema)),
    /**
     * Rows in the whole result (all pages), for a report that sums or groups; null for one that
     * does neither (only the page is read: `hasMore` says whether more follow).
     */
    total: z.number().int().nullable(),
    /** True when at least one more row exists after this page. */
    hasMore: z.boolean(),
    /** True when the result was cut at the definition's maxRows (narrow the range to see the rest). */
    truncated: z.boolean(),
    /** Sums of the definition's summed columns over the whole result, in cents (or units). */
    totals,
    /** With a grouped definition: every group of the whole result, in order, with its subtotals. */
    groups: z.array(z.object({ value: z.string(), count: z.number().int(), totals })),
    /** An invoice's lines under the Grand total (the request for funding): absent for other reports. */
    after: reportAfterLines,
  }),
});

export const reportExport = binaryEndpoint({
  path: '/report/export',
  method: 'POST',
  access: REPORT_ACCESS,
  example: { report: 'claimActivity', format: 'csv' },
  summary:
    'One of the caller’s reports by id, whole, as a CSV (UTF-8 with a byte-order mark) or a PDF table with its title, period, totals and page numbers, in English or French.',
  request: z.object({
    ...reportParams,
    format: z.enum(['csv', 'pdf'], { error: REPORT_MESSAGES.invalidFormat }),
    language: z.enum(['en', 'fr'], { error: REPORT_MESSAGES.invalidLanguage }).default('en'),
    /**
     * The reader's IANA time zone (e.g. America/Toronto): for times in the CSV and the PDF, and the
     * day a report without a period is as of; unknown or none: UTC.
     */
    timeZone: z.string().max(64).optional(),
  }),
  response: z.object({ fileName: z.string(), mimeType: z.string() }),
});
