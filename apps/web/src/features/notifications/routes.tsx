import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * /notifications and /partner/notifications: the signed-in user's notifications on a page of their
 * own (docs/product §2 "Employee routes", "Partner routes").
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.employee.notifications.path,
      handle: { titleKey: 'pages.notifications' },
      lazy: async () => ({ Component: (await import('./NotificationsScreen')).NotificationsScreen }),
    },
  ],
  partner: [
    {
      path: paths.partner.notifications.path,
      lazy: async () => ({ Component: (await import('./NotificationsScreen')).PartnerNotificationsScreen }),
    },
  ],
};
