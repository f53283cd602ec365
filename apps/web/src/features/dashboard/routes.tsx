import type { FeatureRoutes } from '../../lib/routing';

/** Employee area routes (behind the employee guard). */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./DashboardScreen')).DashboardScreen }),
    },
  ],
};
