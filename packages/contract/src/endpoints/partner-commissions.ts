// The partner's commission statements (docs/product §2 /partner/commissions and
// /partner/commissions/{id}; decision 0042). The list is the report definition `commissionStatements`
// run by the generic report endpoints; these answer one statement with its lines, and its PDF. A
// partner reads their own statements, a manager also their agents'; any other ID answers "does not
// exist" (404). Money is integer cents. Only endpoints are exported (the module is spread into `api`).
import {
  COMMISSION_MESSAGES as M,
  COMMISSION_ROLES,
  COMMISSION_SOURCES,
  LANGUAGES,
  STATEMENT_STATUSES,
} from '@benefits/domain';
import { z } from 'zod';
import { PARTNER } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { reportPageLength, reportPageNumber } from '../report-shapes';
import { reportRun } from './reports';
import { cents, isoDate } from '../shapes';

const statementId = z.coerce
  .number({ error: M.statementRequired })
  .int({ error: M.statementRequired })
  .positive({ error: M.statementRequired })
  // IDs beyond an integer column match nothing (and must not reach SQL).
  .max(2_147_483_647, { error: M.statementRequired });

export const partnerCommissionStatement = endpoint({
  path: '/partner/commissions/statement',
  method: 'POST',
  access: PARTNER,
  example: { id: 1 },
  summary:
    'One commission statement of the caller (a manager: also of their agents) with its lines (date, client, source, base, rate, commission); its total is the sum of its lines.',
  request: z.object({ id: statementId }),
  response: z.object({
    statement: z.object({
      id: z.number().int(),
      partnerId: z.number().int(),
      partnerName: z.string(),
      status: z.enum(STATEMENT_STATUSES),
      /** The first line's date (null for a statement without lines). */
      periodStart: isoDate.nullable(),
      /** The last day of the month it was closed for (null while open). */
      periodEnd: isoDate.nullable(),
      paidOn: isoDate.nullable(),
      payoutRef: z.string().nullable(),
      totalCents: cents,
    }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        accruedOn: isoDate,
        employerId: z.number().int().nullable(),
        companyName: z.string(),
        source: z.enum(COMMISSION_SOURCES),
        sourceRef: z.string().nullable(),
        role: z.enum(COMMISSION_ROLES),
        baseCents: cents.nullable(),
        rateBps: z.number().int().nullable(),
        amountCents: cents,
      }),
    ),
  }),
});

export const partnerCommissionStatementPdf = binaryEndpoint({
  path: '/partner/commissions/statement/pdf',
  method: 'POST',
  access: PARTNER,
  example: { id: 1 },
  summary: 'One commission statement of the caller as a PDF (its lines and total), in English or French.',
  request: z.object({
    id: statementId,
    language: z.enum(LANGUAGES).default('en'),
  }),
  response: z.object({ fileName: z.string(), mimeType: z.string() }),
});

/**
 * docs/product §7 `/partner/report/commissions-list`: the caller's statements, a page at a time — the
 * `commissionStatements` definition run by the generic runner, answered as `/report/run` answers it.
 */
export const partnerCommissionsList = endpoint({
  path: '/partner/report/commissions-list',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary:
    'docs/product §7: the caller’s commission statements (a manager: also their agents’), open first, a page at a time, with their summed total; the report `commissionStatements` of /report/run.',
  request: z.object({ pageNumber: reportPageNumber, pageLength: reportPageLength }),
  response: reportRun.response,
});
