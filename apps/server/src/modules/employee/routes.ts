import { API_MESSAGES } from '@benefits/contract';
import { unauthenticated } from '../../platform/errors';
import type { ModuleHandlers } from '../../platform/http';
import { loadEmployeeUser } from './queries';

export const employeeHandlers: ModuleHandlers<'employeeProfile'> = {
  employeeProfile: async ({ session, services }) => {
    const user = await loadEmployeeUser(services.db, Number(session!.subjectId), services.now());
    if (!user) throw unauthenticated(API_MESSAGES.sessionExpired, true);
    return user;
  },
};
