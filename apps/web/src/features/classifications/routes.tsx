import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The company's divisions and classifications (docs/product §2 "Company admin routes"); each replaces
 * its placeholder (features/placeholders) by registering the same path. The employee shell's guard
 * and menu decide who reaches them (company admins of contract types 3, 8, 13); the server's
 * endpoints are for company admins only.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.divisions.path,
      handle: { titleKey: 'pages.divisions' },
      lazy: async () => ({ Component: (await import('./DivisionsScreen')).DivisionsScreen }),
    },
    {
      path: paths.company.classifications.path,
      handle: { titleKey: 'pages.classifications' },
      lazy: async () => ({ Component: (await import('./ClassificationsScreen')).ClassificationsScreen }),
    },
  ],
};
