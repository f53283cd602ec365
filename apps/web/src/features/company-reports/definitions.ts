import { COMPANY_REPORTS, type CompanyReportId, type CompanyReportName } from '@benefits/domain';

/** The definition of a company report that is built (in the registry), or undefined. */
export const builtDefinition = (name: CompanyReportName) =>
  Object.hasOwn(COMPANY_REPORTS, name) ? COMPANY_REPORTS[name as CompanyReportId] : undefined;
