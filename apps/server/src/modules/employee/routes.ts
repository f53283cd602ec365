import type { ModuleHandlers } from '../../platform/http';
import { employeeProfile } from './service';

export const employeeHandlers: ModuleHandlers<'employeeProfile'> = {
  employeeProfile: ({ employee, services }) => employeeProfile(services, employee.id),
};
