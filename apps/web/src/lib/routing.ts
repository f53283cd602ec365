import type { RouteObject } from 'react-router';

/**
 * What a feature contributes to the router: each `features/<f>/routes.tsx` exports `featureRoutes`,
 * and app/router.tsx mounts every feature's routes in the right place (public pages in the public
 * shell, area routes behind that area's guard and shell). Screens inside are loaded lazily.
 * Route paths come from the path table (`paths.<area>.<page>.path` from @benefits/domain, ADR 0017):
 * absolute paths, which React Router accepts below the area's root; the area's home is `index: true`.
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  employee?: RouteObject[];
  partner?: RouteObject[];
  tools?: RouteObject[];
}
