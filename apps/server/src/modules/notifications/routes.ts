import { API_MESSAGES } from '@benefits/contract';
import { notFound } from '../../platform/errors';
import type { ModuleHandlers } from '../../platform/http';
import { dismiss, listNotifications } from './queries';

export const notificationHandlers: ModuleHandlers<
  'getNotifications' | 'employeeGetNotifications' | 'dismissNotification'
> = {
  getNotifications: ({ input, session, services, language }) =>
    listNotifications(services.db, session.kind, session.subjectId, input.offset, input.limit, language),
  employeeGetNotifications: ({ input, employee, services, language }) =>
    listNotifications(services.db, 'employee', String(employee.id), input.offset, input.limit, language),
  dismissNotification: async ({ input, session, services }) => {
    const done = await dismiss(services.db, session.kind, session.subjectId, input.id, services.now());
    if (!done) throw notFound(API_MESSAGES.notificationNotFound);
    return { id: input.id };
  },
};
