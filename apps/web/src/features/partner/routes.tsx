import type { FeatureRoutes } from '../../lib/routing';

/** Partner area routes (behind the partner guard). */
export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./PartnerHomeScreen')).PartnerHomeScreen }),
    },
  ],
};
