import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * Send Receipt and Send Partner Receipt (issue #11; decision 0034). They replace the tools
 * placeholders of the same paths; the screens tell staff without PERMIT_SEND_RECEIPTS so, and the
 * server refuses their calls.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.sendReceipt.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./SendReceiptScreen'))).SendReceiptScreen,
      }),
    },
    {
      path: paths.tools.sendPartnerReceipt.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./SendPartnerReceiptScreen'))).SendPartnerReceiptScreen,
      }),
    },
  ],
};
