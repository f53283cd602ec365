import type { ModuleHandlers } from '../../platform/http';
import { runReport } from '../reports/service';
import { commissionStatement, commissionStatementPdf } from './service';

/** A partner's commission statement, its PDF and §7's list (decision 0042); the screen's list runs through /report/run. */
export const commissionHandlers: ModuleHandlers<
  'partnerCommissionStatement' | 'partnerCommissionStatementPdf' | 'partnerCommissionsList'
> = {
  partnerCommissionStatement: ({ services, partner, input }) =>
    commissionStatement(services, partner, input.id),
  partnerCommissionStatementPdf: ({ services, partner, input }) =>
    commissionStatementPdf(services, partner, input),
  // §7's list: the same runner and definition as /report/run, for the caller's own book.
  partnerCommissionsList: ({ services, partner, input }) =>
    runReport(services, { scopeKind: 'partner', partner }, { report: 'commissionStatements', ...input }),
};
