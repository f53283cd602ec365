import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/*
 * The partner sign-up's three public pages (docs/product §2; decision 0036). They are not sign-in
 * pages, so they are not in the entry: they join the router with the signed-in areas (publicLater),
 * each screen in its own chunk, with the feature's text (namespace partner-signup, loaded by the
 * router with the routes), so /login carries none of it.
 */
export const featureRoutes: FeatureRoutes = {
  publicLater: [
    {
      path: paths.public.partnerSignup.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./SignupScreen'))).SignupScreen }),
    },
    {
      path: paths.public.partnerSignupReview.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./ReviewScreen'))).ReviewScreen }),
    },
    {
      path: paths.public.partnerSignupThanks.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./ThanksScreen'))).ThanksScreen }),
    },
  ],
};
