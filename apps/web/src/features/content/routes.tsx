import { paths, SEND_WELCOME_TYPES } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * What the tools publish and send (issue #11, decision 0031): ads, update notes and the welcome
 * resent to an employer, an employee or an agent; and the partner's update notes. Each replaces its
 * placeholder by registering the same path; the screens tell staff without the permission so, and
 * the server refuses their calls.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.ads.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./AdsScreen'))).AdsScreen }),
    },
    {
      path: paths.tools.ad.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./AdScreen'))).AdScreen }),
    },
    {
      path: paths.tools.updates.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./UpdatesScreen'))).UpdatesScreen }),
    },
    {
      path: paths.tools.update.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./UpdatesScreen'))).UpdateScreen }),
    },
    ...SEND_WELCOME_TYPES.map((type) => ({
      path: paths.tools.sendWelcome.getHref({ type }),
      lazy: async () => {
        const { SendWelcomeScreen } = await loadChunk(() => import('./SendWelcomeScreen'));
        return { Component: () => <SendWelcomeScreen key={type} type={type} /> };
      },
    })),
  ],
  partner: [
    {
      path: paths.partner.updateNotes.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./PartnerUpdateNotesScreen'))).PartnerUpdateNotesScreen,
      }),
    },
  ],
};
