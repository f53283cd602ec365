import type { RouteObject } from 'react-router';
import { authPaths, paths } from '@benefits/domain';
import { withCommonLater } from '../../lib/i18n';
import type { Area } from '../../lib/session/areas';
import type { ResetArea } from './api';

/** Public sign-in, password reset and logout routes of one area; every screen is loaded lazily. */
function areaRoutes(area: ResetArea): RouteObject[] {
  const auth = authPaths[area];
  return [
    {
      path: auth.login.path,
      lazy: async () => {
        const { LoginScreen } = await import('./LoginScreen');
        return { Component: () => <LoginScreen area={area} /> };
      },
    },
    {
      path: auth.reset.path,
      lazy: withCommonLater(async () => {
        const { ResetScreen } = await import('./ResetScreen');
        return () => <ResetScreen area={area} />;
      }),
    },
    {
      path: auth.resetSuccess.path,
      lazy: withCommonLater(async () => {
        const { ResetSuccessScreen } = await import('./ResetScreen');
        return () => <ResetSuccessScreen area={area} />;
      }),
    },
    {
      path: auth.updateSuccess.path,
      lazy: withCommonLater(async () => {
        const { UpdateSuccessScreen } = await import('./UpdatePasswordScreen');
        return () => <UpdateSuccessScreen area={area} />;
      }),
    },
    {
      path: auth.update.path,
      lazy: withCommonLater(async () => {
        const { UpdatePasswordScreen } = await import('./UpdatePasswordScreen');
        return () => <UpdatePasswordScreen area={area} />;
      }),
    },
  ];
}

function logoutRoute(area: Area, path: string): RouteObject {
  return {
    path,
    lazy: withCommonLater(async () => {
      const { LogoutScreen } = await import('./LogoutScreen');
      return () => <LogoutScreen area={area} />;
    }),
  };
}

/** The public pages of sign-in (features/<f>/public-routes.tsx: in the entry, decision 0018 amended). */
export const publicRoutes: RouteObject[] = [
  ...areaRoutes('employee'),
  ...areaRoutes('partner'),
  {
    path: paths.public.toolsLogin.path,
    lazy: async () => {
      const { LoginScreen } = await import('./LoginScreen');
      return { Component: () => <LoginScreen area="tools" /> };
    },
  },
  logoutRoute('employee', paths.public.logout.path),
  logoutRoute('partner', paths.public.partnerLogout.path),
  logoutRoute('tools', paths.public.toolsLogout.path),
  {
    path: paths.public.refresh.path,
    lazy: withCommonLater(async () => (await import('./LogoutScreen')).RefreshScreen),
  },
];
