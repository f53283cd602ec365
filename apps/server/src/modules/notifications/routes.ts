import type { ModuleHandlers } from '../../platform/http';
import { dismissNotification, listNotifications } from './service';

export const notificationHandlers: ModuleHandlers<
  'getNotifications' | 'employeeGetNotifications' | 'dismissNotification'
> = {
  getNotifications: ({ input, session, services }) =>
    listNotifications(services, session.kind, session.subjectId, input.offset, input.limit),
  employeeGetNotifications: ({ input, employee, services }) =>
    listNotifications(services, 'employee', String(employee.id), input.offset, input.limit),
  dismissNotification: ({ input, session, services }) =>
    dismissNotification(services, session.kind, session.subjectId, input.id),
};
