import type { ModuleHandlers } from '../../platform/http';
import { exportReport, runReport } from './service';

/**
 * The generic report endpoints: the platform checked the caller against the audience of the report
 * asked for (contract scope `byField` on `report`) and hands over that scope's principals, which say
 * whose rows are read.
 */
export const reportHandlers: ModuleHandlers<'reportRun' | 'reportExport'> = {
  reportRun: ({ input, services, ...caller }) => runReport(services, caller, input),
  reportExport: ({ input, services, ...caller }) => exportReport(services, caller, input),
};
