import type { RouteObject } from 'react-router';

/**
 * What a feature contributes to the router: each `features/<f>/routes.tsx` exports `featureRoutes`,
 * and app/router.tsx mounts every feature's routes in the right place (public pages in the public
 * shell, area routes behind that area's guard and shell). Screens inside are loaded lazily.
 * Area routes are relative to the area's root ('/', '/partner', '/tools').
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  employee?: RouteObject[];
  partner?: RouteObject[];
  tools?: RouteObject[];
}
