import { isCompanyReportName, paths, reportTitle, languageOf } from '@benefits/domain';
import type { FeatureRoutes, RouteTitleOf } from '../../lib/routing';
import { builtDefinition } from './definitions';

/** The top bar of a report's page says the report's own title (its text's), not "Company Report". */
const reportTitleOf: RouteTitleOf = ({ report }, language) => {
  const definition = isCompanyReportName(report) ? builtDefinition(report) : undefined;
  return definition ? reportTitle(definition, languageOf(language)) : undefined;
};

/**
 * The company reports (docs/product §2 /company-reports and /company-reports/{report}; decision 35):
 * the list of what the company may see and one report's page. Each replaces its placeholder by
 * registering the same path; the employee guard keeps them to company admins.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.companyReports.path,
      handle: { titleKey: 'pages.companyReports' },
      lazy: async () => ({ Component: (await import('./CompanyReportsScreen')).CompanyReportsScreen }),
    },
    {
      path: paths.company.companyReport.path,
      handle: { titleKey: 'pages.companyReport', titleOf: reportTitleOf },
      lazy: async () => ({ Component: (await import('./CompanyReportScreen')).CompanyReportScreen }),
    },
  ],
};
