import type { ModuleHandlers } from '../../platform/http';
import { commissionStatement, commissionStatementPdf } from './service';

/** A partner's commission statement and its PDF (decision 0037); the list runs through modules/reports. */
export const commissionHandlers: ModuleHandlers<
  'partnerCommissionStatement' | 'partnerCommissionStatementPdf'
> = {
  partnerCommissionStatement: ({ services, partner, input }) =>
    commissionStatement(services, partner, input.id),
  partnerCommissionStatementPdf: ({ services, partner, input }) =>
    commissionStatementPdf(services, partner, input),
};
