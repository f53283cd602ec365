import { LEGACY_REDIRECTS, legacyRedirect, legacyPaths, paths } from '@benefits/domain';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadFeatureText } from '../lib/i18n';
import type { FeatureRoutes } from '../lib/routing';
import { RequireSession, UnknownRoute } from './guards';
import { InitialLoading, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { loadAreaShell } from './shells/AreaShell';
import { PublicShell } from './shells/PublicShell';
import { AREA_ROUTES, type Area } from '../lib/session/areas';

// Every feature's route manifest (features/<f>/routes.tsx); the screens themselves load lazily.
const manifests = import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', {
  eager: true,
  import: 'featureRoutes',
});

/**
 * features/placeholders registers every signed-in route of docs/product §2 with a "not available yet" screen.
 * A placeholder only stands in while no other feature registers the same path, so a feature that
 * implements a screen replaces its placeholder without any other change.
 */
const PLACEHOLDERS = '../features/placeholders/routes.tsx';

/**
 * A feature's signed-in routes load the feature's text (features/<feature>/i18n, decision 0018)
 * alongside their screens, so a screen never renders before its text and an area never downloads
 * another area's text.
 */
function withFeatureText(feature: string, routes: RouteObject[] | undefined): RouteObject[] | undefined {
  return routes?.map((route): RouteObject => {
    const { lazy } = route;
    const children = withFeatureText(feature, route.children);
    // (A per-property `lazy` object is not used by any feature; it would need its own wrapping.)
    if (lazy !== undefined && typeof lazy !== 'function') return route;
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => {
        const [own] = await Promise.all([lazy ? lazy() : {}, loadFeatureText(feature)]);
        return own;
      },
    } as RouteObject;
  });
}

const textOf = (file: string, routes: FeatureRoutes): FeatureRoutes => {
  const feature = /\/features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1] ?? '';
  return {
    ...routes,
    employee: withFeatureText(feature, routes.employee),
    partner: withFeatureText(feature, routes.partner),
    tools: withFeatureText(feature, routes.tools),
  };
};
const withText = Object.fromEntries(
  Object.entries(manifests).map(([file, routes]) => [file, textOf(file, routes)]),
);
const features = Object.entries(withText)
  .filter(([file]) => file !== PLACEHOLDERS)
  .map(([, routes]) => routes);
const placeholders = withText[PLACEHOLDERS] ?? {};

/** The absolute path a route answers, for comparing features with placeholders ('' for layouts). */
function routePath(route: RouteObject, base: string): string {
  if (route.index) return base;
  if (route.path === undefined) return '';
  const path = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
  return path.replace(/\/+$/, '') || '/';
}

const AREA_BASE: Record<keyof FeatureRoutes, string> = {
  public: paths.employee.dashboard.path,
  employee: AREA_ROUTES.employee.home,
  partner: AREA_ROUTES.partner.home,
  tools: AREA_ROUTES.tools.home,
};

function routesOf(key: keyof FeatureRoutes): RouteObject[] {
  const base = AREA_BASE[key];
  const real = features.flatMap((f) => f[key] ?? []);
  const taken = new Set(real.map((r) => routePath(r, base)).filter(Boolean));
  const fallback = (placeholders[key] ?? []).filter((r) => !taken.has(routePath(r, base)));
  return [...real, ...fallback];
}

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

/** A signed-in area: session check, the area's shell (its own chunk), the access rules, the screens. */
function area(name: Area, path: string): RouteObject {
  return {
    path,
    element: <RequireSession area={name} />,
    children: [
      {
        lazy: () => loadAreaShell(name),
        children: [
          {
            lazy: async () => {
              const { AreaAccess } = await import('./access');
              return { element: <AreaAccess area={name} /> };
            },
            children: routesOf(name),
          },
        ],
      },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoading,
    children: [
      ...legacyRedirects,
      {
        Component: PublicShell,
        children: [...routesOf('public'), { path: '*', Component: UnknownRoute }],
      },
      area('employee', AREA_ROUTES.employee.home),
      area('partner', AREA_ROUTES.partner.home),
      area('tools', AREA_ROUTES.tools.home),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
