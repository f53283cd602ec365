/*
 * The employee's reports as definitions (docs/product §2 employee routes, §3 "Reports state and
 * preferences": a date range of one month by default, pages of 30 read 600 at a time): Claim
 * Activity, Balance History's changes, and the Benefit Summary's two tables. Each reads the caller's
 * own data only (audience `employee`).
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import type { ReportDefinition } from './definition';

/**
 * Claim Activity (/claim-report): the caller's submitted claims whose submission date is in the
 * range, newest first; the range ends today at the latest (no claim is submitted in the future: a
 * later To date is refused, not shown as a period that has not happened). The screen shows eight
 * columns; the CSV every column; the PDF what fits a landscape page.
 */
export const CLAIM_ACTIVITY_REPORT = {
  id: 'claimActivity',
  audience: 'employee',
  params: 'dateRange',
  latestEnd: 'today',
  columns: [
    { key: 'claim', type: 'text', pdfWidth: 0.6 },
    { key: 'submitted', type: 'datetime', pdfWidth: 1.2 },
    { key: 'account', type: 'code', codes: 'account', pdfWidth: 0.6 },
    { key: 'status', type: 'code', codes: 'status', pdfWidth: 0.9 },
    { key: 'firstServiceDate', type: 'date', in: ['csv'] },
    { key: 'lastServiceDate', type: 'date', in: ['csv'] },
    { key: 'patients', type: 'list', pdfWidth: 1.4 },
    { key: 'services', type: 'names', pdfWidth: 1.8 },
    { key: 'items', type: 'count', in: ['csv', 'pdf'], pdfWidth: 0.5 },
    { key: 'claimed', type: 'money' },
    { key: 'payable', type: 'money' },
    { key: 'previousYearPayable', type: 'money', in: ['csv'] },
  ],
  sort: { key: 'submitted', direction: 'desc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'claimActivity'>;

/**
 * Balance History's changes (/balance-report): from `startdate` (2000-01-01 at the earliest; default
 * the previous plan year's start), one group per account and plan year still running at that date
 * (HSA before WSA, the newer plan year first), each opening with its balance at the start of the
 * date, then every ledger row since in time order with the running balance after it. The amounts'
 * subtotal is the group's net change; a grand total across accounts and plan years would mean
 * nothing, so there is none. The chart beside it reads /employee/balance-report/, served by the same
 * query.
 */
export const BALANCE_HISTORY_REPORT = {
  id: 'balanceHistory',
  audience: 'employee',
  params: 'fromDate',
  columns: [
    { key: 'series', type: 'names', in: ['csv'] },
    { key: 'date', type: 'date', pdfWidth: 0.8 },
    { key: 'entry', type: 'code', codes: 'ledger', pdfWidth: 1 },
    { key: 'claim', type: 'text', in: ['csv', 'pdf'], pdfWidth: 0.5 },
    { key: 'reference', type: 'names', in: ['csv', 'pdf'], pdfWidth: 1.4 },
    { key: 'amount', type: 'money', total: true },
    { key: 'balance', type: 'money' },
  ],
  groupBy: 'series',
  grandTotal: false,
  sort: { key: 'date', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 5_000,
} as const satisfies ReportDefinition<'balanceHistory'>;

/**
 * The Benefit Summary's accounts (/summary-of-benefits): per account (HSA, then WSA when the
 * employee has one) and plan year (current, then previous): funded (deposits and other credits),
 * paid (claims), the balance, and what claims may draw on today. Not summed: adding up two plan
 * years' balances means nothing.
 */
export const BENEFIT_ACCOUNTS_REPORT = {
  id: 'benefitAccounts',
  audience: 'employee',
  params: 'none',
  columns: [
    { key: 'account', type: 'code', codes: 'account' },
    { key: 'planYear', type: 'text' },
    { key: 'funded', type: 'money' },
    { key: 'paid', type: 'money' },
    { key: 'balance', type: 'money' },
    { key: 'spendable', type: 'money' },
  ],
  sort: { key: 'account', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 100,
} as const satisfies ReportDefinition<'benefitAccounts'>;

/**
 * The Benefit Summary's claims by service: for the current and the previous plan year, the
 * submitted, audited and paid claims' items per account, plan year and service, with the items,
 * the claimed and the paid amounts summed.
 */
export const BENEFIT_SERVICES_REPORT = {
  id: 'benefitServices',
  audience: 'employee',
  params: 'none',
  columns: [
    { key: 'service', type: 'names', pdfWidth: 1.6 },
    { key: 'account', type: 'code', codes: 'account' },
    { key: 'planYear', type: 'text' },
    { key: 'items', type: 'count', total: true },
    { key: 'claimed', type: 'money', total: true },
    { key: 'paid', type: 'money', total: true },
  ],
  sort: { key: 'account', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 1_000,
} as const satisfies ReportDefinition<'benefitServices'>;

/** Every report an employee runs on their own data, by id. */
export const EMPLOYEE_REPORTS = {
  claimActivity: CLAIM_ACTIVITY_REPORT,
  balanceHistory: BALANCE_HISTORY_REPORT,
  benefitAccounts: BENEFIT_ACCOUNTS_REPORT,
  benefitServices: BENEFIT_SERVICES_REPORT,
} as const;
export type EmployeeReportId = keyof typeof EMPLOYEE_REPORTS;
