import type { ModuleHandlers } from '../../platform/http';
import { dismissNotification, listNotifications } from './service';

export const notificationHandlers: ModuleHandlers<
  'getNotifications' | 'employeeGetNotifications' | 'dismissNotification'
> = {
  getNotifications: ({ input, session, services, language }) =>
    listNotifications(services, session.kind, session.subjectId, input.offset, input.limit, language),
  employeeGetNotifications: ({ input, employee, services, language }) =>
    listNotifications(services, 'employee', String(employee.id), input.offset, input.limit, language),
  dismissNotification: ({ input, session, services }) =>
    dismissNotification(services, session.kind, session.subjectId, input.id),
};
