import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/*
 * The client sign-up's public pages (docs/product §2; decision 0041). Not sign-in pages, so not in
 * the entry: they join the router with the signed-in areas (publicLater), each screen its own chunk,
 * with the feature's text (namespace signup), so /login carries none of it.
 */
export const featureRoutes: FeatureRoutes = {
  publicLater: [
    {
      path: paths.public.signup.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./SignupScreen'))).SignupScreen }),
    },
    {
      path: paths.public.signupStep.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./SignupScreen'))).SignupScreen }),
    },
    {
      path: paths.public.signupReview.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./ReviewScreen'))).ReviewScreen }),
    },
    {
      path: paths.public.signupThanks.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./ThanksScreen'))).ThanksScreen }),
    },
  ],
};
