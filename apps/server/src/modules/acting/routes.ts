import type { ModuleHandlers } from '../../platform/http';
import { employeeChangeLog, searchAccounts, staffLog, startActing, stopActing } from './service';

/** Tools "Access Account" (decision 0030). */
export const actingHandlers: ModuleHandlers<
  | 'toolsAccessUserSearch'
  | 'toolsAccessUser'
  | 'toolsAccessUserStop'
  | 'toolsStaffLog'
  | 'toolsEmployeeChangeLog'
> = {
  toolsAccessUserSearch: ({ services, input }) => searchAccounts(services, input),
  toolsAccessUser: ({ services, staff, session, caller, input }) =>
    startActing(services, staff, session, caller, input),
  toolsAccessUserStop: ({ services, session }) => stopActing(services, session),
  toolsStaffLog: ({ services, input, language }) => staffLog(services, input, language),
  toolsEmployeeChangeLog: ({ services, user, input }) => employeeChangeLog(services, user, input),
};
