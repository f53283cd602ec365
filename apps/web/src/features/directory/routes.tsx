import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The company's employee directory (docs/product §2 "Company admin routes"); it replaces its
 * placeholder (features/placeholders) by registering the same path. The employee shell's guard and
 * menu decide who reaches it (company admins); the server's endpoints are for company admins only.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.employeeDirectory.path,
      handle: { titleKey: 'pages.employeeDirectory' },
      lazy: async () => ({ Component: (await import('./DirectoryScreen')).DirectoryScreen }),
    },
  ],
};
