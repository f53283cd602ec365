import type { RouteObject } from 'react-router';
import { loadChunk } from '../../lib/crash/chunks';
import type { ToolsPage } from './pages';

/** A tools page not built yet: its title and a note, on the shared placeholder screen. */
export const placeholderRoute = (page: ToolsPage): RouteObject => ({
  path: page.path,
  lazy: async () => {
    const { ToolsPlaceholderScreen } = await loadChunk(() => import('./ToolsPlaceholderScreen'));
    return { Component: () => <ToolsPlaceholderScreen page={page} /> };
  },
});
