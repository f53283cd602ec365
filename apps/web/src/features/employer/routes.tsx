import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The company area's first screens (docs/product §2 "Company admin routes"): the company's details
 * and its pre-authorised debit account. Each replaces its placeholder (features/placeholders) by
 * registering the same path; the employee guard keeps them to company admins.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.employer.path,
      handle: { titleKey: 'pages.employer' },
      lazy: async () => ({ Component: (await import('./EmployerScreen')).EmployerScreen }),
    },
    {
      path: paths.company.businessBanking.path,
      handle: { titleKey: 'pages.businessBanking' },
      lazy: async () => ({ Component: (await import('./BusinessBankingScreen')).BusinessBankingScreen }),
    },
  ],
};
