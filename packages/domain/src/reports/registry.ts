/*
 * Every report the generic endpoints (/report/run, /report/export) run, by id, whatever its audience
 * (docs/decisions/0019-report-definitions.md). A definition says who may run it (`audience`); the
 * contract derives each id's access scope from here and the server checks the caller against it.
 *
 * The company reports (docs/product §9 "Company report definitions", `COMPANY_REPORT_NAMES`) join
 * this registry under their own names, audience `companyAdmin`, as each gets its columns and its
 * query (reports/company.ts, decision 35): an id here is a report the endpoints can run, so the names
 * still to come are not listed.
 */
import type { CompanyReportName } from '../reference/reports';
import type { ReportAudience, ReportDefinition } from './definition';
import { COMPANY_REPORTS } from './company';
import { EMPLOYEE_REPORTS, type EmployeeReportId } from './employee';
import { PARTNER_REPORTS, type PartnerReportId } from './partner';
import { STAFF_REPORTS, type StaffReportId } from './tools';
import { PARTNER_COMMISSION_REPORTS } from './commissions';

export const REPORTS = {
  ...EMPLOYEE_REPORTS,
  ...STAFF_REPORTS,
  ...COMPANY_REPORTS,
  ...PARTNER_REPORTS,
  ...PARTNER_COMMISSION_REPORTS,
} as const;

export type ReportId = keyof typeof REPORTS;
export const REPORT_IDS = Object.keys(REPORTS) as [ReportId, ...ReportId[]];

/** Each id is its definition's own id (a compile error otherwise). */
export const REPORT_DEFINITIONS: { readonly [K in ReportId]: ReportDefinition<K> } = REPORTS;

/** A company report keeps its spec name as its id; no employee or staff report takes one. */
type Clash = Extract<EmployeeReportId | StaffReportId | PartnerReportId, CompanyReportName>;
const noClash: [Clash] extends [never] ? true : never = true;
void noClash;

export const isReportId = (value: unknown): value is ReportId =>
  typeof value === 'string' && Object.hasOwn(REPORTS, value);

/** Who may run a report, by id (the contract's access scope per report). */
export const reportAudience = (id: ReportId): ReportAudience => REPORT_DEFINITIONS[id].audience;

/** The tools permission a staff report needs (undefined for the other audiences). */
export const reportPermission = (id: ReportId) => (REPORT_DEFINITIONS[id] as ReportDefinition).permission;
