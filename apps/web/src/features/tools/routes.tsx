import type { RouteObject } from 'react-router';
import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';
import { TOOLS_PLACEHOLDER_PAGES, TOOLS_PUBLIC_PLACEHOLDERS, type ToolsPage } from './pages';

const placeholder = (page: ToolsPage): RouteObject => ({
  path: page.path,
  lazy: async () => {
    const { ToolsPlaceholderScreen } = await loadChunk(() => import('./ToolsPlaceholderScreen'));
    return { Component: () => <ToolsPlaceholderScreen page={page} /> };
  },
});

/** Tools area routes (behind the tools guard, inside the tools shell), and its public pages. */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      index: true,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ToolsHomeScreen'))).ToolsHomeScreen,
      }),
    },
    ...TOOLS_PLACEHOLDER_PAGES.map(placeholder),
  ],
  public: [
    {
      // docs/product §2: 'Redirecting to download...', then the browser fetches the ebook file.
      path: paths.public.toolsEbook.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./EbookRedirectScreen'))).EbookRedirectScreen,
      }),
    },
    ...TOOLS_PUBLIC_PLACEHOLDERS.map(placeholder),
  ],
};
