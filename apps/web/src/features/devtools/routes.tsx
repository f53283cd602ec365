import { paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The tools area's developer and audit tools (decision 0032): Api Routes, Api Tester (PERMIT_DEVELOPER)
 * and Recalc Employee Limit (PERMIT_AUDIT). They replaced their placeholders
 * by registering the same paths; each screen tells a staff member without the permission so.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.apiRoutes.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ApiRoutesScreen'))).ApiRoutesScreen,
      }),
    },
    {
      path: paths.tools.apiTester.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./ApiTesterScreen'))).ApiTesterScreen,
      }),
    },
    {
      path: paths.tools.recalcEmployeeLimit.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./RecalcLimitScreen'))).RecalcLimitScreen,
      }),
    },
  ],
};
