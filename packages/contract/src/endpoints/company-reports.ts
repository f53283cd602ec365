// The company reports (docs/product/company-reports.md; decision 35): which reports the caller's
// own company may see, and §7's `POST /company/report/{reportName}`, an alias of the generic runner
// (endpoints/reports.ts) for the company reports. The company is the caller's (COMPANY_ADMIN scope),
// never one named in the payload. Only endpoints are exported (the module is spread into `api`).
import {
  COMPANY_REPORTS,
  COMPANY_REPORT_NAMES,
  INSURANCE_PRODUCTS,
  REPORT_MESSAGES,
  type CompanyReportId,
} from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN, scopeByField } from '../access';
import { endpoint } from '../endpoint';
import { optionalDateText, reportAfterLines, reportCellSchema } from '../report-shapes';
import { cents, isoDate } from '../shapes';

export const companyReports = endpoint({
  path: '/company/reports',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    'What the company report visibility rule reads about the caller’s own company (plan code, wellness, insurance add-ons held) and the reports it may see.',
  request: z.object({}),
  response: z.object({
    planCode: z.number().int(),
    hasWellness: z.boolean(),
    insurance: z.array(z.enum(INSURANCE_PRODUCTS)),
    reports: z.array(z.enum(COMPANY_REPORT_NAMES)),
  }),
});

const COMPANY_REPORT_IDS = Object.keys(COMPANY_REPORTS) as [CompanyReportId, ...CompanyReportId[]];
const companyReportId = z.enum(COMPANY_REPORT_IDS, { error: REPORT_MESSAGES.invalidReport });
const totals = z.record(z.string(), cents);

export const companyReport = endpoint({
  path: '/company/report/:report',
  method: 'POST',
  access: scopeByField(
    'report',
    Object.fromEntries(COMPANY_REPORT_IDS.map((id) => [id, { kind: 'companyAdmin' } as const])),
  ),
  example: { report: 'accountBalance' },
  summary:
    'docs/product §7 Company reports: one company report by its name in the path, over fromDate–toDate (default the last month), whole (up to its row limit) with its totals. userId and token are accepted and not read: the session decides.',
  request: z.object({
    report: companyReportId,
    userId: z.unknown().optional(),
    token: z.unknown().optional(),
    fromDate: optionalDateText,
    toDate: optionalDateText,
  }),
  response: z.object({
    report: companyReportId,
    /** null for the request for funding, which is as of today. */
    range: z.object({ startdate: isoDate, enddate: isoDate }).nullable(),
    rows: z.array(z.record(z.string(), reportCellSchema)),
    total: z.number().int(),
    truncated: z.boolean(),
    totals,
    groups: z.array(z.object({ value: z.string(), count: z.number().int(), totals })),
    after: reportAfterLines,
  }),
});
