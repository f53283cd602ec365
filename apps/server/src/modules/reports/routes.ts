import type { ModuleHandlers } from '../../platform/http';
import { exportReport, runReport } from './service';

/** The generic report endpoints are for an employee session; the session says whose rows are read. */
const me = (session: { subjectId: string } | null) => Number(session!.subjectId);

export const reportHandlers: ModuleHandlers<'reportRun' | 'reportExport'> = {
  reportRun: ({ input, session, services }) => runReport(services, me(session), input),
  reportExport: ({ input, session, services }) => exportReport(services, me(session), input),
};
