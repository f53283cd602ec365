import type { RouteObject } from 'react-router';

/**
 * What a feature contributes to the router. Signed-in screens: `features/<f>/routes.tsx` exports
 * `featureRoutes`, and app/areaRoutes.tsx mounts them behind each area's guard and shell; those
 * manifests load only when a signed-in path is first visited (app/router.tsx, decision 0018), so the
 * sign-in page never downloads them. Public pages: `features/<f>/public-routes.tsx` exports
 * `publicRoutes`, mounted in the public shell and part of the entry. Screens inside are loaded lazily.
 * Route paths come from the path table (`paths.<area>.<page>.path` from @benefits/domain, ADR 0017):
 * absolute paths, which React Router accepts below the area's root; the area's home is `index: true`.
 */
export interface FeatureRoutes {
  employee?: RouteObject[];
  partner?: RouteObject[];
  tools?: RouteObject[];
  /**
   * Public pages that are not sign-in pages (the partner sign-up, decision 0036): mounted in the
   * public shell with the signed-in areas, when the first path the entry's routes do not name is
   * visited, so neither the entry nor /login carries them.
   */
  publicLater?: RouteObject[];
}

/** The path of a feature's route manifest → the feature's name (its text namespace, decision 0018). */
export const featureOfFile = (file: string): string =>
  /\/features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1] ?? '';

/**
 * A route's own title from its parameters and the reader's language, as its `handle.titleOf` (the
 * employee shell's top bar prefers it to `handle.titleKey`; undefined falls back to the key).
 */
export type RouteTitleOf = (
  params: Record<string, string | undefined>,
  language: string,
) => string | undefined;
