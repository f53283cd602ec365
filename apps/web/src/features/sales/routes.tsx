import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The Sales Report and Transfer Details (decision 0033), for PERMIT_SALES_REPORT inside the tools
 * shell. /tools/sales is listed among docs/product §2's public routes, but it shows every company's
 * sales: it is a tools page behind the tools sign-in, and its public placeholder is gone.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.public.toolsSales.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./SalesReportScreen'))).SalesReportScreen,
      }),
    },
    {
      path: paths.tools.transferDetails.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./TransferDetailsScreen'))).TransferDetailsScreen,
      }),
    },
  ],
};
