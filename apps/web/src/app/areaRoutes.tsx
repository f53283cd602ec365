import type { RouteObject } from 'react-router';
import { featureOfFile, type FeatureRoutes } from '../lib/routing';
import { AREA_ROUTES, type Area } from '../lib/session/areas';
import { withFeatureText } from './featureText';
import { RequireSession } from './guards';
import { loadAreaShell } from './shells/AreaShell';
import { PublicShell } from './shells/PublicShell';

// Every feature's signed-in route manifest (features/<f>/routes.tsx), in this module's own chunk:
// app/router.tsx loads it the first time a path is not a public page. The screens load lazily.
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

const withText = Object.fromEntries(
  Object.entries(manifests).map(([file, routes]): [string, FeatureRoutes] => {
    const feature = featureOfFile(file);
    return [
      file,
      {
        employee: withFeatureText(feature, routes.employee),
        partner: withFeatureText(feature, routes.partner),
        tools: withFeatureText(feature, routes.tools),
        publicLater: withFeatureText(feature, routes.publicLater),
      },
    ];
  }),
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

function routesOf(name: Area): RouteObject[] {
  const base = AREA_ROUTES[name].home;
  const real = features.flatMap((f) => f[name] ?? []);
  const taken = new Set(real.map((r) => routePath(r, base)).filter(Boolean));
  const fallback = (placeholders[name] ?? []).filter((r) => !taken.has(routePath(r, base)));
  return [...real, ...fallback];
}

/** A signed-in area: session check, the area's shell (its own chunk), the access rules, the screens. */
function area(name: Area): RouteObject {
  return {
    id: `area-${name}`,
    path: AREA_ROUTES[name].home,
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

/**
 * The three signed-in areas, with every feature's screens (or their placeholders), and the public
 * pages that are not in the entry (FeatureRoutes.publicLater), in the public shell.
 */
export const AREA_ROUTES_TREE: RouteObject[] = [
  area('employee'),
  area('partner'),
  area('tools'),
  { id: 'public-later', Component: PublicShell, children: features.flatMap((f) => f.publicLater ?? []) },
];
