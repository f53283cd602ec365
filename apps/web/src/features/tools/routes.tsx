import type { FeatureRoutes } from '../../lib/routing';

/** Tools area routes (behind the tools guard). */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./ToolsHomeScreen')).ToolsHomeScreen }),
    },
  ],
};
