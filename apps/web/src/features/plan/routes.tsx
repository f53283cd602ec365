import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The company's funding, insurance add-ons, online claiming and plan (docs/product §2 "Company admin
 * routes"; docs/decisions/0027). Each replaces its placeholder by registering the same path; the
 * employee guard keeps them to company admins.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.companyFunding.path,
      handle: { titleKey: 'pages.companyFunding' },
      lazy: async () => ({ Component: (await import('./CompanyFundingScreen')).CompanyFundingScreen }),
    },
    {
      path: paths.company.insuranceFunding.path,
      handle: { titleKey: 'pages.insuranceFunding' },
      lazy: async () => ({ Component: (await import('./InsuranceFundingScreen')).InsuranceFundingScreen }),
    },
    {
      path: paths.company.enableOnlineClaims.path,
      handle: { titleKey: 'pages.enableOnlineClaims' },
      lazy: async () => ({ Component: (await import('./OnlineClaimsScreen')).OnlineClaimsScreen }),
    },
    {
      path: paths.company.plan.path,
      handle: { titleKey: 'pages.companyPlan' },
      lazy: async () => ({ Component: (await import('./PlanScreen')).PlanScreen }),
    },
  ],
};
