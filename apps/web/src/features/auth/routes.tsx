import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/routing';
import type { Area } from '../../lib/session/areas';
import type { ResetArea } from './api';

/** Public sign-in, password reset and logout routes of one area; every screen is loaded lazily. */
function areaRoutes(area: ResetArea): RouteObject[] {
  const base = area === 'partner' ? '/partner/login' : '/login';
  return [
    {
      path: base,
      lazy: async () => {
        const { LoginScreen } = await import('./LoginScreen');
        return { Component: () => <LoginScreen area={area} /> };
      },
    },
    {
      path: `${base}/reset`,
      lazy: async () => {
        const { ResetScreen } = await import('./ResetScreen');
        return { Component: () => <ResetScreen area={area} /> };
      },
    },
    {
      path: `${base}/reset/success`,
      lazy: async () => {
        const { ResetSuccessScreen } = await import('./ResetScreen');
        return { Component: () => <ResetSuccessScreen area={area} /> };
      },
    },
    {
      path: `${base}/update/success`,
      lazy: async () => {
        const { UpdateSuccessScreen } = await import('./UpdatePasswordScreen');
        return { Component: () => <UpdateSuccessScreen area={area} /> };
      },
    },
    {
      path: `${base}/update/:id`,
      lazy: async () => {
        const { UpdatePasswordScreen } = await import('./UpdatePasswordScreen');
        return { Component: () => <UpdatePasswordScreen area={area} /> };
      },
    },
  ];
}

function logoutRoute(area: Area, path: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { LogoutScreen } = await import('./LogoutScreen');
      return { Component: () => <LogoutScreen area={area} /> };
    },
  };
}

const publicRoutes: RouteObject[] = [
  ...areaRoutes('employee'),
  ...areaRoutes('partner'),
  {
    path: '/tools/login',
    lazy: async () => {
      const { LoginScreen } = await import('./LoginScreen');
      return { Component: () => <LoginScreen area="tools" /> };
    },
  },
  logoutRoute('employee', '/logout'),
  logoutRoute('partner', '/partner/logout'),
  logoutRoute('tools', '/tools/logout'),
  {
    path: '/refresh',
    lazy: async () => {
      const { RefreshScreen } = await import('./LogoutScreen');
      return { Component: RefreshScreen };
    },
  },
];

/** The forced password change of REQUIRE_WEB_PASSWORD_RESET, inside the area's shell (decision 0020). */
function changePasswordRoute(area: ResetArea, path: string): RouteObject {
  return {
    path,
    handle: { titleKey: 'pages.changePassword' },
    lazy: async () => {
      const { ChangePasswordScreen } = await import('./ChangePasswordScreen');
      return { Component: () => <ChangePasswordScreen area={area} /> };
    },
  };
}

export const featureRoutes: FeatureRoutes = {
  public: publicRoutes,
  employee: [changePasswordRoute('employee', '/change-password')],
  partner: [changePasswordRoute('partner', 'change-password')],
};
