import type { ModuleHandlers } from '../../platform/http';
import { runCompanyReport } from '../reports/service';
import { companyReportList } from './service';

/**
 * The company reports (decision 35): the list of what the caller's company may see, and §7's
 * `/company/report/{reportName}`, served by the generic runner. The company is the scope's.
 */
export const companyReportHandlers: ModuleHandlers<'companyReports' | 'companyReport'> = {
  companyReports: ({ services, company }) => companyReportList(services, company.id),
  companyReport: ({ input, services, ...caller }) =>
    runCompanyReport(services, caller as Parameters<typeof runCompanyReport>[1], input),
};
