import type { ModuleHandlers } from '../../platform/http';
import { salesByMonth, transferBatch } from './service';

/**
 * The Sales Report's chart and a Transfer Details batch (decision 0033); their tables run through
 * the generic report endpoints (modules/reports).
 */
export const salesHandlers: ModuleHandlers<'toolsFetchSales' | 'toolsTransferBatch'> = {
  toolsFetchSales: ({ services, input }) => salesByMonth(services, input),
  toolsTransferBatch: ({ services, staff, input }) => transferBatch(services, staff, input),
};
