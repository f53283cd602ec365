import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';
import { TOOLS_PLACEHOLDER_PAGES } from './pages';
import { placeholderRoute } from './placeholderRoute';

/** Tools area routes (behind the tools guard, inside the tools shell); its public pages are in public-routes.tsx. */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      index: true,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ToolsHomeScreen'))).ToolsHomeScreen,
      }),
    },
    ...TOOLS_PLACEHOLDER_PAGES.map(placeholderRoute),
  ],
};
