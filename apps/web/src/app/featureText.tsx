import type { RouteObject } from 'react-router';
import { loadFeatureText } from '../lib/i18n';

/**
 * A feature's routes load the feature's text (features/<feature>/i18n, decision 0018) alongside
 * their screens, so a screen never renders before its text and an area never downloads another
 * area's text.
 */
export function withFeatureText(
  feature: string,
  routes: RouteObject[] | undefined,
): RouteObject[] | undefined {
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
