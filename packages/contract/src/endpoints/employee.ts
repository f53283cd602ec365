import { z } from 'zod';
import { EMPLOYEE } from '../access';
import { endpoint } from '../endpoint';
import { employeeUserSchema } from '../shapes';

export const employeeProfile = endpoint({
  path: '/employee',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: "The signed-in employee's User fields.",
  request: z.object({}).passthrough(),
  response: employeeUserSchema,
});
