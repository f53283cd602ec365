/*
 * The employee's tabular reports as definitions (docs/product §2 employee routes, §3 "Reports state and
 * preferences": a date range of one month by default, pages of 30 read 600 at a time).
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import type { ReportDefinition } from './definition';

/**
 * Claim Activity (/claim-report): the caller's submitted claims whose submission date is in the
 * range, newest first. The screen shows eight columns; the CSV every column; the PDF what fits a
 * landscape page.
 */
export const CLAIM_ACTIVITY_REPORT = {
  id: 'claimActivity',
  params: 'dateRange',
  columns: [
    { key: 'claim', type: 'text', pdfWidth: 0.6 },
    { key: 'submitted', type: 'datetime', pdfWidth: 1.2 },
    { key: 'account', type: 'code', codes: 'account', exportCode: true, pdfWidth: 0.6 },
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
  exports: ['csv', 'pdf'],
  maxRows: 10_000,
  fileName: 'claim-activity',
} as const satisfies ReportDefinition<'claimActivity'>;

/** Every report the generic endpoints run for an employee, by id. */
export const EMPLOYEE_REPORTS = { claimActivity: CLAIM_ACTIVITY_REPORT } as const;
export type EmployeeReportId = keyof typeof EMPLOYEE_REPORTS;
export const EMPLOYEE_REPORT_IDS = Object.keys(EMPLOYEE_REPORTS) as [EmployeeReportId, ...EmployeeReportId[]];
