import type { ModuleHandlers } from '../../platform/http';
import { exportReport, runReport } from './service';

/** The generic report endpoints are for an employee; the scope's employee says whose rows are read. */
export const reportHandlers: ModuleHandlers<'reportRun' | 'reportExport'> = {
  reportRun: ({ input, employee, services }) => runReport(services, employee.id, input),
  reportExport: ({ input, employee, services }) => exportReport(services, employee.id, input),
};
