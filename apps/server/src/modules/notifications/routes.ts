import { API_MESSAGES, type Api } from '@benefits/contract';
import { notFound } from '../../platform/errors';
import type { Ctx, ModuleHandlers } from '../../platform/http';
import { dismiss, listNotifications } from './queries';

const list = ({ input, session, services }: Ctx<Api['getNotifications']>) =>
  listNotifications(services.db, session!.kind, session!.subjectId, input.offset, input.limit);

export const notificationHandlers: ModuleHandlers<
  'getNotifications' | 'employeeGetNotifications' | 'dismissNotification'
> = {
  getNotifications: list,
  employeeGetNotifications: list,
  dismissNotification: async ({ input, session, services }) => {
    const done = await dismiss(services.db, session!.kind, session!.subjectId, input.id, services.now());
    if (!done) throw notFound(API_MESSAGES.notificationNotFound);
    return { id: input.id };
  },
};
