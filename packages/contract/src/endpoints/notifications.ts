import { NOTIFICATIONS_PAGE_SIZE } from '@benefits/domain';
import { z } from 'zod';
import { EMPLOYEE, EMPLOYEE_OR_PARTNER } from '../access';
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
export const getNotifications = endpoint({
  path: '/get-notifications',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  example: { offset: 0, limit: 10 },
  summary: "The caller's notifications, newest first, not dismissed; 5 at a time by default.",
  request: page,
  response: pageAnswer,
});

export const employeeGetNotifications = endpoint({
  path: '/employee/get-notifications',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: EMPLOYEE,
  example: { offset: 0, limit: 10 },
  summary: "The signed-in employee's notifications (same answer as /get-notifications).",
  request: page,
  response: pageAnswer,
});

export const dismissNotification = endpoint({
  path: '/dismiss-notification',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  example: { id: 1 },
  summary: 'Dismisses one of the caller’s notifications.',
  request: z.object({
    id: z.coerce
      .number({ error: 'Invalid notification' })
      .int({ error: 'Invalid notification' })
      .positive({ error: 'Invalid notification' }),
  }),
  response: z.object({ id: z.number().int() }),
});
