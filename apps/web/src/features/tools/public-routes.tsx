import type { RouteObject } from 'react-router';
import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import { withCommonLater } from '../../lib/i18n';

/** The tools pages that need no sign-in (features/<f>/public-routes.tsx: in the entry). */
export const publicRoutes: RouteObject[] = [
  {
    // docs/product §2: 'Redirecting to download...', then the browser fetches the ebook file.
    path: paths.public.toolsEbook.path,
    lazy: withCommonLater(
      async () => (await loadChunk(() => import('./EbookRedirectScreen'))).EbookRedirectScreen,
    ),
  },
];
