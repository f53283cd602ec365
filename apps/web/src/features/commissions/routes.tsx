import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The partner's commission statements (docs/product §2 /partner/commissions and
 * /partner/commissions/{id}; decision 0042). They replace the partner placeholders of the same paths.
 */
export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      path: paths.partner.commissions.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./CommissionsScreen'))).CommissionsScreen,
      }),
    },
    {
      path: paths.partner.commission.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./CommissionStatementScreen'))).CommissionStatementScreen,
      }),
    },
  ],
};
