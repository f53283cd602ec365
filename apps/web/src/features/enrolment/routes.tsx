import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * Adding employees and non-plan administrators (docs/product §2 /add-employee, /add-employee/success);
 * each replaces its placeholder by registering the same path. The employee shell's guard and menu
 * keep them to company admins of contract types 3, 8, 13, and so do the server's endpoints.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.company.addEmployee.path,
      handle: { titleKey: 'pages.addEmployees' },
      lazy: async () => ({ Component: (await import('./AddEmployeeScreen')).AddEmployeeScreen }),
    },
    {
      path: paths.company.addEmployeeSuccess.path,
      handle: { titleKey: 'pages.employeeAdded' },
      lazy: async () => ({ Component: (await import('./AddedScreen')).AddedScreen }),
    },
  ],
};
