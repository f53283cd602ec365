import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * Tools "Access Account" (/tools/login-account, decision 0030); it replaces the tools placeholder.
 * The screen tells a staff member without PERMIT_LOGIN_AS that they may not; the server refuses
 * its calls either way.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.loginAccount.path,
      lazy: async () => ({ Component: (await import('./AccessAccountScreen')).AccessAccountScreen }),
    },
  ],
};
