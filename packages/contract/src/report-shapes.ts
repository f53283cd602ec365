import { LIST_FETCH_LENGTH, REPORT_MESSAGES, REPORT_PAGE_LENGTH } from '@benefits/domain';
import { z } from 'zod';

/* Request and answer pieces shared by the report endpoints (claims.ts, reports.ts). */

/** An optional date as typed (ISO or another date form the domain reads), or null. */
export const optionalDateText = z.union([z.string().max(40), z.null()]).optional();

/** The 1-based page asked for (docs/product §3 "Reports state": pageNumber 1). */
export const reportPageNumber = z.coerce
  .number({ error: REPORT_MESSAGES.invalidPageNumber })
  .int({ error: REPORT_MESSAGES.invalidPageNumber })
  .min(1, { error: REPORT_MESSAGES.invalidPageNumber })
  .max(1_000_000, { error: REPORT_MESSAGES.invalidPageNumber })
  .default(1);

/** Rows per page: 50 by default (docs/product §3), 600 at most (the fetch length). */
export const reportPageLength = z.coerce
  .number({ error: REPORT_MESSAGES.invalidPageLength })
  .int({ error: REPORT_MESSAGES.invalidPageLength })
  .min(1, { error: REPORT_MESSAGES.invalidPageLength })
  .max(LIST_FETCH_LENGTH, { error: REPORT_MESSAGES.invalidPageLength })
  .default(REPORT_PAGE_LENGTH);

/** One value of a report row (domain ReportCell): text, a number, a list, names in two languages. */
export const reportCellSchema = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.array(z.string()).readonly(),
  z.array(z.object({ en: z.string(), fr: z.string() })).readonly(),
]);

/**
 * Lines after the Grand total (domain ReportAfterLine): an invoice's "less the account balance" and
 * amount due, in cents per summed column. Only the request for funding answers them.
 */
export const reportAfterLines = z
  .array(
    z.object({
      key: z.enum(['lessBalance', 'amountDue']),
      totals: z.record(z.string(), z.number().int()),
    }),
  )
  .optional();
