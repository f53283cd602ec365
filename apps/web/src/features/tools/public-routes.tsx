import type { RouteObject } from 'react-router';
import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import { loadCommonLater } from '../../lib/i18n';

/** The tools pages that need no sign-in (features/<f>/public-routes.tsx: in the entry). */
export const publicRoutes: RouteObject[] = [
  {
    // docs/product §2: 'Redirecting to download...', then the browser fetches the ebook file.
    path: paths.public.toolsEbook.path,
    // With the rest of the public text, which holds its words (lib/i18n loadCommonLater).
    lazy: async () => {
      const [screen] = await Promise.all([
        loadChunk(() => import('./EbookRedirectScreen')),
        loadCommonLater(),
      ]);
      return { Component: screen.EbookRedirectScreen };
    },
  },
];
