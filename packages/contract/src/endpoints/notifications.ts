import { NOTIFICATIONS_PAGE_SIZE } from '@benefits/domain';
import { z } from 'zod';
import { EMPLOYEE, type Access } from '../access';
import { endpoint } from '../endpoint';
import { notificationSchema } from '../shapes';

const page = z.object({
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(100_000).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(50)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
const pageAnswer = z.object({ notifications: z.array(notificationSchema), hasMore: z.boolean() });
const EMPLOYEE_OR_PARTNER: Access = { kind: 'session', sessions: ['employee', 'partner'] };

export const getNotifications = endpoint({
  path: '/get-notifications',
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  summary: "The caller's notifications, newest first, not dismissed; 5 at a time by default.",
  request: page,
  response: pageAnswer,
});

export const employeeGetNotifications = endpoint({
  path: '/employee/get-notifications',
  method: 'POST',
  access: EMPLOYEE,
  summary: "The signed-in employee's notifications (same answer as /get-notifications).",
  request: page,
  response: pageAnswer,
});

export const dismissNotification = endpoint({
  path: '/dismiss-notification',
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  summary: 'Dismisses one of the caller’s notifications.',
  request: z.object({
    id: z.coerce
      .number({ error: 'Invalid notification' })
      .int({ error: 'Invalid notification' })
      .positive({ error: 'Invalid notification' }),
  }),
  response: z.object({ id: z.number().int() }),
});
