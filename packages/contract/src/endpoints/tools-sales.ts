// The tools area's sales and money reports (docs/product §7 "Tools": fetch-sales, transfer-details;
// decision 0033). Their tables are report definitions run by /report/run and /report/export
// (`salesReport`, `transferBatches`); these two answer what a table does not: the companies sold per
// month for the Sales Report's chart, and the movements of one Transfer Details batch. Both are for
// PERMIT_SALES_REPORT (docs/product §6; decision 0032; ALL_ACCESS grants all).
// Only endpoints are exported (the contract collects every export as an endpoint).
import { EMPLOYER_LEDGER_KINDS } from '@benefits/domain';
import { z } from 'zod';
import { staffWith } from '../access';
import { endpoint } from '../endpoint';
import { optionalDateText } from '../report-shapes';
import { cents, isoDate } from '../shapes';

/** The Sales Report's chart: per calendar month of the range, the companies sold and their members and commission. */
export const toolsFetchSales = endpoint({
  path: '/tools/fetch-sales',
  method: 'POST',
  access: staffWith('PERMIT_SALES_REPORT'),
  example: { startdate: '2026-01-01', enddate: '2026-12-31' },
  summary:
    'The companies sold per month of a range (by plan effective date), with their members and commission, for the Sales Report’s chart.',
  request: z.object({
    /** Inclusive; default one month before `enddate`, as the report's. */
    startdate: optionalDateText,
    enddate: optionalDateText,
  }),
  response: z.object({
    range: z.object({ startdate: isoDate, enddate: isoDate }),
    /** Every month of the range in order (YYYY-MM), months without a sale included. */
    months: z.array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/),
        companies: z.number().int(),
        members: z.number().int(),
        commissionCents: cents,
      }),
    ),
  }),
});

/** One batch of Transfer Details: a day's employer-ledger movements of one kind in one direction. */
export const toolsTransferBatch = endpoint({
  path: '/tools/transfer-details',
  method: 'POST',
  access: staffWith('PERMIT_SALES_REPORT'),
  example: { date: '2026-01-15', kind: 'DEPOSIT', direction: 'IN' },
  summary:
    'The movements of one transfer batch (a day’s employer-ledger movements of one kind in one direction): company, amount, reference.',
  request: z.object({
    date: isoDate,
    kind: z.enum(EMPLOYER_LEDGER_KINDS),
    direction: z.enum(['IN', 'OUT']),
  }),
  response: z.object({
    date: isoDate,
    kind: z.enum(EMPLOYER_LEDGER_KINDS),
    direction: z.enum(['IN', 'OUT']),
    /** Oldest first; amounts signed (in positive, out negative), integer cents. */
    movements: z.array(
      z.object({
        id: z.number().int(),
        employerId: z.number().int(),
        company: z.string(),
        amountCents: cents,
        reference: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** The batch's sum, signed, in cents. */
    totalCents: cents,
  }),
});
