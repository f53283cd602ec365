import { CLAIM_ROUTES, COMPANY_ROUTES, EMPLOYEE_ROUTES } from '@benefits/domain';
import type { RouteObject } from 'react-router';
import { PAGE_TITLES, type SignedInPattern } from '../../lib/pageTitles';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * Every signed-in employee route of docs/product §2 resolves inside the employee shell, so menus and forced
 * redirects always land somewhere: one shared screen with the page's title and a note that the
 * section is not available yet. The router keeps a placeholder only while no other feature
 * registers the same path, so each feature that builds a screen replaces its placeholder.
 */
const placeholder = (path: SignedInPattern): RouteObject => ({
  path,
  handle: { titleKey: PAGE_TITLES[path] },
  lazy: async () => ({ Component: (await import('./PlaceholderScreen')).PlaceholderScreen }),
});

export const featureRoutes: FeatureRoutes = {
  employee: [...EMPLOYEE_ROUTES, ...CLAIM_ROUTES, ...COMPANY_ROUTES].map(placeholder),
};
