import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The company's wellness (docs/product §2 "Company admin routes"); each replaces its placeholder
 * (features/placeholders) by registering the same path. The employee shell's guard and menu decide
 * who reaches them (docs/product §6: setup without wellness, manage with it); the screens say so
 * politely when the company is in the other state, and the server refuses.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.wellnessSetup.path,
      handle: { titleKey: 'pages.wellnessSetup' },
      lazy: async () => ({ Component: (await import('./SetupScreen')).SetupScreen }),
    },
    {
      path: paths.company.wellnessSetupSuccess.path,
      handle: { titleKey: 'pages.wellnessSetupComplete' },
      lazy: async () => ({ Component: (await import('./SetupSuccessScreen')).SetupSuccessScreen }),
    },
    {
      path: paths.company.wellnessManage.path,
      handle: { titleKey: 'pages.wellnessManage' },
      lazy: async () => ({ Component: (await import('./ManageScreen')).ManageScreen }),
    },
  ],
};
