import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The partner area's dashboard (behind the partner guard, inside the partner shell). Every other
 * partner page of docs/product §2 is a feature of its own: partner-clients, commissions and
 * partner-account.
 */
export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      index: true,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./PartnerHomeScreen'))).PartnerHomeScreen,
      }),
    },
  ],
};
