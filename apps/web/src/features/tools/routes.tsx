import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The tools dashboard (behind the tools guard, inside the tools shell); every other tools page is its
 * feature's (audits, acting, content, devtools, receipts, sales). Public pages: public-routes.tsx.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      index: true,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ToolsHomeScreen'))).ToolsHomeScreen,
      }),
    },
  ],
};
