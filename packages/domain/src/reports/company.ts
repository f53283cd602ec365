/*
 * The company reports as definitions (docs/product/company-reports.md; docs/product §9 "Company
 * report definitions"; decisions 19 and 35): each keeps its spec name as its id, its audience is
 * `companyAdmin` (an administrator of the caller's own company), and it reads a date range (the last
 * month by default, §9 "Report ranges"). Which a company may see: company-visibility.ts.
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import { compareIsoDates, isIsoDate } from '../dates';
import type { CompanyReportName } from '../reference/reports';
import type { ReportColumn, ReportDefinition } from './definition';
import { monthsBetween } from './tools';

/** The money of claims paid: the claims' own breakdown (§9 "Claim calculation"), each summed. */
const CLAIM_MONEY = [
  { key: 'claims', type: 'count', total: true, pdfWidth: 0.6 },
  { key: 'paid', type: 'money', total: true },
  { key: 'adminFee', type: 'money', total: true },
  { key: 'gst', type: 'money', total: true, pdfWidth: 0.8 },
  { key: 'rst', type: 'money', total: true, pdfWidth: 0.8 },
  { key: 'hst', type: 'money', total: true, pdfWidth: 0.8 },
  // No province charges PST on claims today (reference/taxes.ts); the CSV keeps it so totals add up.
  { key: 'pst', type: 'money', total: true, in: ['csv'] },
  { key: 'premTax', type: 'money', total: true, pdfWidth: 0.8 },
  { key: 'totalDue', type: 'money', total: true },
] as const satisfies readonly ReportColumn[];

const PERSON = [
  { key: 'employeeId', type: 'text', pdfWidth: 0.7 },
  { key: 'name', type: 'text', pdfWidth: 1.6 },
] as const satisfies readonly ReportColumn[];

const common = {
  audience: 'companyAdmin',
  params: 'dateRange',
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const;

/** Claims paid in the period, one row per employee with any (HSA or WSA per report). */
const byEmployee = <Id extends string>(id: Id) =>
  ({
    ...common,
    id,
    columns: [...PERSON, ...CLAIM_MONEY],
    sort: { key: 'name', direction: 'asc' },
  }) as const satisfies ReportDefinition<Id>;

/** The same rows grouped by division (employees in none last), with subtotals. */
const byDivision = <Id extends string>(id: Id) =>
  ({
    ...common,
    id,
    columns: [{ key: 'division', type: 'names', in: ['csv'] }, ...PERSON, ...CLAIM_MONEY],
    groupBy: 'division',
    sort: { key: 'division', direction: 'asc' },
  }) as const satisfies ReportDefinition<Id>;

/**
 * Each member's account in the period: opening, funded, claims, other, expired (a plan year's balance
 * once its run-out ended; `firstClaimablePlanYear`), closing.
 */
const balances = <Id extends string>(id: Id) =>
  ({
    ...common,
    id,
    columns: [
      ...PERSON,
      { key: 'opening', type: 'money', total: true },
      { key: 'funded', type: 'money', total: true },
      { key: 'claimsPaid', type: 'money', total: true },
      { key: 'other', type: 'money', total: true },
      { key: 'expired', type: 'money', total: true },
      { key: 'closing', type: 'money', total: true },
    ],
    sort: { key: 'name', direction: 'asc' },
  }) as const satisfies ReportDefinition<Id>;

export const EMPLOYEES_REPORT = byEmployee('employees');
export const WELLNESS_EMPLOYEE_REPORT = byEmployee('wellnessEmployee');
export const DIVISIONS_REPORT = byDivision('divisions');
export const WELLNESS_DIVISION_REPORT = byDivision('wellnessDivision');
export const EMPLOYEE_BALANCE_REPORT = balances('employeeBalance');
export const WELLNESS_EMPLOYEE_BALANCE_REPORT = balances('wellnessEmployeeBalance');

/**
 * The company account statement (the employer ledger): an opening line, each movement of the period
 * with the running balance, a closing line. Deposits, claims paid, refunds and other (adjustments,
 * premiums; signed) are summed; the balance is not.
 */
export const ACCOUNT_BALANCE_REPORT = {
  ...common,
  id: 'accountBalance',
  columns: [
    { key: 'date', type: 'date', pdfWidth: 0.8 },
    { key: 'entry', type: 'code', codes: 'ledger', pdfWidth: 0.9 },
    { key: 'reference', type: 'names', pdfWidth: 1.5 },
    { key: 'deposits', type: 'money', total: true },
    { key: 'claimsPaid', type: 'money', total: true },
    { key: 'refunds', type: 'money', total: true },
    { key: 'other', type: 'money', total: true },
    { key: 'balance', type: 'money' },
  ],
  sort: { key: 'date', direction: 'asc' },
} as const satisfies ReportDefinition<'accountBalance'>;

/**
 * A premium statement of one insurance add-on (decision 37): one row per month whose first day is in
 * the period (the month, YYYY-MM, as Claims Paid and Fees show theirs), with the members covered that day, the premium per member (when all pay the same), the
 * premium, its premium tax and sales tax, and the total. Money is summed; the count is not (a
 * sum of months' members means nothing to a reader).
 */
const premiumStatement = <Id extends string>(id: Id) =>
  ({
    ...common,
    id,
    columns: [
      { key: 'month', type: 'month', pdfWidth: 0.9 },
      { key: 'covered', type: 'count', pdfWidth: 0.8 },
      { key: 'rate', type: 'money', pdfWidth: 0.9 },
      { key: 'premium', type: 'money', total: true },
      { key: 'premTax', type: 'money', total: true },
      { key: 'rst', type: 'money', total: true },
      { key: 'total', type: 'money', total: true },
    ],
    sort: { key: 'month', direction: 'asc' },
  }) as const satisfies ReportDefinition<Id>;

/**
 * The coverage changes of one add-on in the period (decision 37): each coverage that began (ADDED,
 * on its first day) or ended (REMOVED, on the first day without it), by date then name, with the
 * change to the monthly premium; the premium change is summed.
 */
const coverageActivity = <Id extends string>(id: Id) =>
  ({
    ...common,
    id,
    columns: [
      { key: 'date', type: 'date', pdfWidth: 0.8 },
      ...PERSON,
      { key: 'change', type: 'code', codes: 'coverage', pdfWidth: 0.8 },
      { key: 'premiumChange', type: 'money', total: true },
    ],
    sort: { key: 'date', direction: 'asc' },
  }) as const satisfies ReportDefinition<Id>;

export const TRAVEL_STATEMENT_REPORT = premiumStatement('travelStatement');
export const EEI_STATEMENT_REPORT = premiumStatement('eeiStatement');
export const CAT_STATEMENT_REPORT = premiumStatement('catStatement');
export const TRAVEL_ACTIVITY_REPORT = coverageActivity('travelActivity');
export const EEI_ACTIVITY_REPORT = coverageActivity('eeiActivity');
export const CAT_ACTIVITY_REPORT = coverageActivity('catActivity');

/**
 * Who is covered by what (decision 37), on the period's last day (today by default): each member
 * covered by any add-on, with their monthly premium in the column of each product covering them
 * (empty: not covered) and their total; every premium column summed. Its period reads "As of <the
 * last day>" (`asOfEnd`).
 */
export const INSURANCE_COVERAGE_REPORT = {
  ...common,
  id: 'insuranceCoverage',
  asOfEnd: true,
  columns: [
    ...PERSON,
    { key: 'travel', type: 'money', total: true },
    { key: 'eei', type: 'money', total: true },
    { key: 'catDrug', type: 'money', total: true },
    { key: 'total', type: 'money', total: true },
  ],
  sort: { key: 'name', direction: 'asc' },
} as const satisfies ReportDefinition<'insuranceCoverage'>;
/** A claim's money without the claims count: the columns of a report of one claim a row. */
const ONE_CLAIM_MONEY = CLAIM_MONEY.filter((c) => c.key !== 'claims');

/** Below this many claimants a service category's count is left blank, so no one can be singled out. */
export const MIN_CLAIMANTS_SHOWN = 3;

/**
 * Claims paid in the period by account and service category (docs/product/company-reports.md): the
 * items' own breakdowns summed, so a claim of two categories counts in each for its share. Claimants
 * (employees) are a count that is not summed and is blank below MIN_CLAIMANTS_SHOWN, so no one is
 * singled out.
 */
export const SERVICE_SUMMARY_REPORT = {
  ...common,
  id: 'serviceSummary',
  columns: [
    { key: 'account', type: 'code', codes: 'account', in: ['csv'] },
    { key: 'service', type: 'names', pdfWidth: 1.8 },
    { key: 'items', type: 'count', total: true, pdfWidth: 0.6 },
    { key: 'claimants', type: 'count', pdfWidth: 0.7 },
    ...ONE_CLAIM_MONEY,
  ],
  groupBy: 'account',
  sort: { key: 'account', direction: 'asc' },
} as const satisfies ReportDefinition<'serviceSummary'>;

/**
 * Each claim paid in the period, grouped by the month it was paid (subtotals per month, the chart of
 * claims by month): no services, providers, patients or service dates.
 */
export const CLAIM_SUMMARY_REPORT = {
  ...common,
  id: 'claimSummary',
  columns: [
    { key: 'month', type: 'month', in: ['csv'] },
    { key: 'claim', type: 'text', pdfWidth: 0.6 },
    { key: 'paidOn', type: 'date', pdfWidth: 0.8 },
    ...PERSON,
    { key: 'account', type: 'code', codes: 'account', pdfWidth: 0.5 },
    ...ONE_CLAIM_MONEY,
  ],
  groupBy: 'month',
  sort: { key: 'paidOn', direction: 'asc' },
} as const satisfies ReportDefinition<'claimSummary'>;

/** The provider's charges by month of payment: admin fee and each tax, and fees and taxes together. */
export const FEES_REPORT = {
  ...common,
  id: 'fees',
  columns: [
    { key: 'month', type: 'month', pdfWidth: 1.2 },
    ...CLAIM_MONEY.filter((c) => c.key !== 'totalDue'),
    { key: 'feesAndTaxes', type: 'money', total: true },
  ],
  sort: { key: 'month', direction: 'asc' },
} as const satisfies ReportDefinition<'fees'>;

/**
 * The fees report's rows: every month of the period (a month without claims is a row of zeros), but
 * none before the month of the company's plan effective date: a company signed up on Dec 7 has no
 * November row of zeros under the default "last month" period (2026-12-07, QA lifecycle finding 8).
 * `null` (no effective date known): every month of the period.
 */
export function feeMonths(
  range: { startdate: string; enddate: string },
  planEffectiveDate: string | null,
): string[] {
  const from =
    planEffectiveDate &&
    isIsoDate(planEffectiveDate) &&
    compareIsoDates(planEffectiveDate, range.startdate) > 0
      ? planEffectiveDate
      : range.startdate;
  return monthsBetween(from, range.enddate);
}

/**
 * The request for funding, as of today: each submitted claim not yet funded, the Grand total, less
 * the company account's balance, and the amount due (never below zero).
 */
export const RFF_REPORT = {
  ...common,
  id: 'rff',
  params: 'none',
  columns: [
    { key: 'claim', type: 'text', pdfWidth: 0.6 },
    { key: 'submitted', type: 'date', pdfWidth: 0.8 },
    ...PERSON,
    { key: 'account', type: 'code', codes: 'account', pdfWidth: 0.5 },
    { key: 'status', type: 'code', codes: 'status', pdfWidth: 0.9 },
    ...ONE_CLAIM_MONEY,
  ],
  sort: { key: 'submitted', direction: 'asc' },
  amountDue: { column: 'totalDue' },
} as const satisfies ReportDefinition<'rff'>;

/** The company reports built so far, by id (their spec names). */
export const COMPANY_REPORTS = {
  employees: EMPLOYEES_REPORT,
  wellnessEmployee: WELLNESS_EMPLOYEE_REPORT,
  divisions: DIVISIONS_REPORT,
  wellnessDivision: WELLNESS_DIVISION_REPORT,
  employeeBalance: EMPLOYEE_BALANCE_REPORT,
  wellnessEmployeeBalance: WELLNESS_EMPLOYEE_BALANCE_REPORT,
  serviceSummary: SERVICE_SUMMARY_REPORT,
  claimSummary: CLAIM_SUMMARY_REPORT,
  fees: FEES_REPORT,
  rff: RFF_REPORT,
  accountBalance: ACCOUNT_BALANCE_REPORT,
  travelStatement: TRAVEL_STATEMENT_REPORT,
  travelActivity: TRAVEL_ACTIVITY_REPORT,
  eeiStatement: EEI_STATEMENT_REPORT,
  eeiActivity: EEI_ACTIVITY_REPORT,
  catStatement: CAT_STATEMENT_REPORT,
  catActivity: CAT_ACTIVITY_REPORT,
  insuranceCoverage: INSURANCE_COVERAGE_REPORT,
} as const;
export type CompanyReportId = keyof typeof COMPANY_REPORTS;

/** Every built company report keeps its spec name (docs/product §9) as its id (a compile error otherwise). */
type Unnamed = Exclude<CompanyReportId, CompanyReportName>;
const named: [Unnamed] extends [never] ? true : never = true;
void named;
