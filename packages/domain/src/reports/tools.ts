/*
 * The staff's reports in the tools area (docs/product §2 tools routes, §6 "PERMIT_SALES_REPORT: Sales
 * Report"; docs/decisions/0033-sales-report-and-transfer-details.md). They read every company's data,
 * so their audience is `staff` with the permission each needs (ALL_ACCESS grants all).
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import type { ReportDefinition } from './definition';

/**
 * The Sales Report (/tools/sales): each company whose plan took effect in the range (its effective
 * date, inclusive), grouped by its agent (the partner of the company's first commission row; the
 * agent's manager beside), the companies without one last. Members are the company's plan members
 * today (not non-member administrators, not terminated); the commission is everything accrued for
 * the company, whoever it went to. Members and commission are summed per agent and overall; the
 * row count is the number of companies sold.
 */
export const SALES_REPORT = {
  id: 'salesReport',
  audience: 'staff',
  permission: 'PERMIT_SALES_REPORT',
  params: 'dateRange',
  columns: [
    { key: 'employerId', type: 'text', pdfWidth: 0.7 },
    { key: 'company', type: 'text', pdfWidth: 2 },
    { key: 'planCode', type: 'text', pdfWidth: 0.6 },
    { key: 'effectiveDate', type: 'date', pdfWidth: 0.9 },
    { key: 'agentId', type: 'text', in: ['csv', 'pdf'], pdfWidth: 0.6 },
    { key: 'agent', type: 'text', pdfWidth: 1.2 },
    { key: 'manager', type: 'text', pdfWidth: 1.2 },
    { key: 'members', type: 'count', total: true, pdfWidth: 0.6 },
    { key: 'commission', type: 'money', total: true, pdfWidth: 0.9 },
  ],
  groupBy: 'agent',
  sort: { key: 'agent', direction: 'asc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
} as const satisfies ReportDefinition<'salesReport'>;

/**
 * Transfer Details (/tools/transfer-details): the money moved in and out of the companies' funding
 * accounts (the employer ledger), by batch, newest first. A batch is one day's (UTC) ledger
 * movements of one kind in one direction: deposits in; claims paid, refunds, premiums out;
 * adjustments either way. Each row: the day, the direction, the kind, how many movements, and the
 * money in or out (positive cents); both summed over the range (net = in − out). The direction and
 * the kind are named (In, Deposit; Entrée, Dépôt) on screen, in the PDF and in the CSV alike.
 */
export const TRANSFER_BATCHES_REPORT = {
  id: 'transferBatches',
  audience: 'staff',
  permission: 'PERMIT_SALES_REPORT',
  params: 'dateRange',
  columns: [
    { key: 'date', type: 'date' },
    // Named in the reader's language in the exports too, as on screen (not IN / DEPOSIT).
    { key: 'direction', type: 'code', codes: 'direction' },
    { key: 'kind', type: 'code', codes: 'ledger' },
    { key: 'movements', type: 'count', total: true },
    { key: 'moneyIn', type: 'money', total: true },
    { key: 'moneyOut', type: 'money', total: true },
  ],
  sort: { key: 'date', direction: 'desc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'whenNeeded',
  exports: ['csv', 'pdf'],
  maxRows: 5_000,
} as const satisfies ReportDefinition<'transferBatches'>;

/** Every report of the tools area, by id. */
export const STAFF_REPORTS = {
  salesReport: SALES_REPORT,
  transferBatches: TRANSFER_BATCHES_REPORT,
} as const;
export type StaffReportId = keyof typeof STAFF_REPORTS;

/** The calendar months (YYYY-MM) from the month of `start` to the month of `end`, both ISO dates. */
export function monthsBetween(start: string, end: string): string[] {
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7));
  const months: string[] = [];
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
