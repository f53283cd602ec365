/*
 * The partner's commission statements (/partner/commissions; docs/decisions/0042-commissions.md): the
 * caller's statements, a manager's also their agents', the open one first, then the paid ones newest
 * first. Each statement's total is the sum of its lines; the totals are summed into a Grand total.
 */
import { LIST_FETCH_LENGTH, LIST_PAGE_LENGTH } from '../constants';
import type { ReportDefinition } from './definition';

export const COMMISSION_STATEMENTS_REPORT = {
  id: 'commissionStatements',
  audience: 'partner',
  params: 'none',
  columns: [
    { key: 'statement', type: 'text', pdfWidth: 0.7 },
    { key: 'partner', type: 'text', pdfWidth: 1.6 },
    { key: 'status', type: 'code', codes: 'commission', pdfWidth: 0.7 },
    { key: 'periodEnd', type: 'date' },
    { key: 'lines', type: 'count', pdfWidth: 0.6 },
    { key: 'total', type: 'money', total: true },
    { key: 'paidOn', type: 'date' },
    { key: 'payoutRef', type: 'text', in: ['csv', 'pdf'], pdfWidth: 1.3 },
  ],
  sort: { key: 'statement', direction: 'desc' },
  paging: { pageLength: LIST_PAGE_LENGTH, fetchLength: LIST_FETCH_LENGTH },
  pager: 'always',
  exports: ['csv', 'pdf'],
  maxRows: 5_000,
} as const satisfies ReportDefinition<'commissionStatements'>;

export const PARTNER_COMMISSION_REPORTS = {
  commissionStatements: COMMISSION_STATEMENTS_REPORT,
} as const;
