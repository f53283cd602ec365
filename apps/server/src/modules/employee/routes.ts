import { API_MESSAGES } from '@benefits/contract';
import { unauthenticated } from '../../platform/errors';
import type { ModuleHandlers } from '../../platform/http';
import { loadEmployeeUser } from './queries';

export const employeeHandlers: ModuleHandlers<'employeeProfile'> = {
  employeeProfile: async ({ employee, services }) => {
    const user = await loadEmployeeUser(services.db, employee.id, services.now());
    if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
    return user;
  },
};
