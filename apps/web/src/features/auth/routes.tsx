import type { RouteObject } from 'react-router';
import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';
import type { ResetArea } from './api';

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
  employee: [changePasswordRoute('employee', paths.employee.changePassword.path)],
  partner: [changePasswordRoute('partner', paths.partner.changePassword.path)],
};
