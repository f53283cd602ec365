import { LEGACY_REDIRECTS, legacyRedirect, legacyPaths, paths } from '@benefits/domain';
import {
  createBrowserRouter,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { UnknownRoute } from './guards';
import { InitialLoading, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PublicShell } from './shells/PublicShell';

// Every feature's public pages (features/<f>/public-routes.tsx): part of the entry, so a sign-in
// page needs nothing else to find its screen. Their text is the public one (common, loaded with
// the entry): a feature's own catalogue loads with its signed-in routes only (FEATURE_NAMESPACES).
// The signed-in areas' manifests load on demand below.
const publicManifests = import.meta.glob<RouteObject[]>('../features/*/public-routes.tsx', {
  eager: true,
  import: 'publicRoutes',
});
const publicRoutes = Object.values(publicManifests).flat();

/**
 * docs/product §2 "Redirects and fallbacks": the domain's legacy addresses. The partner reset link keeps its
 * account type in the query, so the reset still updates the partner account (ADR 0007).
 */
const legacyRedirects: RouteObject[] = LEGACY_REDIRECTS.map(({ from }) => ({
  path: from,
  loader: ({ request }) => {
    const { pathname } = new URL(request.url);
    const target = legacyRedirect(pathname) ?? paths.employee.dashboard.getHref();
    return redirect(from === legacyPaths.partnerNewPassword.path ? `${target}?type=partner` : target);
  },
}));

const ROOT_ID = 'root';

/**
 * The routes a page load starts with: the legacy redirects and the public pages. A path none of
 * them names falls to the public shell's `*` (UnknownRoute), which has React Router ask
 * `patchRoutesOnNavigation` (below) for more before it settles.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoading,
    children: [
      ...legacyRedirects,
      { Component: PublicShell, children: [...publicRoutes, { path: '*', Component: UnknownRoute }] },
    ],
  },
];

/**
 * Adds the three signed-in areas (app/areaRoutes.tsx, with every feature's screens) the first time
 * a navigation reaches a path the public routes do not name: a signed-in page, or an unknown one.
 * The sign-in pages never download the areas' route manifests (issue #15, decision 0018). Each
 * router patches its own copy of the routes.
 */
export function discoverAreas(): PatchRoutesOnNavigationFunction {
  return async ({ patch }) => {
    const { AREA_ROUTES_TREE } = await import('./areaRoutes');
    // Patching routes already there (same ids) adds nothing, so every navigation may call it.
    patch(ROOT_ID, AREA_ROUTES_TREE);
  };
}

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas() });
export type AppRouter = ReturnType<typeof createRouter>;
