import type { RouteObject } from 'react-router';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';
import { PARTNER_PLACEHOLDER_PAGES } from './pages';

const placeholders: RouteObject[] = PARTNER_PLACEHOLDER_PAGES.map((page) => ({
  path: page.path,
  lazy: async () => {
    const { PartnerPlaceholderScreen } = await loadChunk(() => import('./PartnerPlaceholderScreen'));
    const managersOnly = 'managersOnly' in page && page.managersOnly === true;
    return { Component: () => <PartnerPlaceholderScreen page={page.key} managersOnly={managersOnly} /> };
  },
}));

/** Partner area routes (behind the partner guard, inside the partner shell). */
export const featureRoutes: FeatureRoutes = {
  partner: [
    {
      index: true,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./PartnerHomeScreen'))).PartnerHomeScreen,
      }),
    },
    ...placeholders,
  ],
};
