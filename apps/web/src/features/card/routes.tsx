import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * /update-card (docs/product §2 "Company admin routes"; §6 "Update Company Credit Card depends on
 * contract type"): replaces its placeholder by registering the same path; the employee guard keeps
 * it to company admins.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.updateCard.path,
      handle: { titleKey: 'pages.updateCard' },
      lazy: async () => ({ Component: (await import('./UpdateCardScreen')).UpdateCardScreen }),
    },
  ],
};
