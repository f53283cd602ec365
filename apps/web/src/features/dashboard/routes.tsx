import type { FeatureRoutes } from '../../lib/routing';

/** The employee dashboard at '/' (behind the employee guard, inside the employee shell). */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      index: true,
      handle: { titleKey: 'pages.dashboard' },
      lazy: async () => ({ Component: (await import('./DashboardScreen')).DashboardScreen }),
    },
  ],
};
