import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/*
 * The public demo's five pages (docs/product §2 /demo, /demo/personal, /demo/claims,
 * /demo/claims/review, /demo/claims/success; decision 0039). Public but not sign-in pages: they join
 * the router with the signed-in areas (publicLater, decision 0036), each screen in its own chunk,
 * with the feature's text (namespace demo), so /login carries none of it.
 */
export const featureRoutes: FeatureRoutes = {
  publicLater: [
    {
      path: paths.public.demo.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./DemoLandingScreen'))).DemoLandingScreen,
      }),
    },
    {
      path: paths.public.demoPersonal.path,
      lazy: async () => ({ Component: (await loadChunk(() => import('./DemoStartScreen'))).DemoStartScreen }),
    },
    {
      path: paths.public.demoClaims.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./DemoClaimsScreen'))).DemoClaimsScreen,
      }),
    },
    {
      path: paths.public.demoClaimsReview.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./DemoReviewScreen'))).DemoReviewScreen,
      }),
    },
    {
      path: paths.public.demoClaimsSuccess.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./DemoSuccessScreen'))).DemoSuccessScreen,
      }),
    },
  ],
};
