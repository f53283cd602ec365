import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/** /notifications: the employee's notifications on a page of their own (docs/product §2 "Employee routes"). */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.employee.notifications.path,
      handle: { titleKey: 'pages.notifications' },
      lazy: async () => ({ Component: (await import('./NotificationsScreen')).NotificationsScreen }),
    },
  ],
};
