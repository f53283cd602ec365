import { z } from 'zod';
import {
  newPasswordSchema,
  employeeLoginSchema,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  partnerLoginSchema,
  resetRequestSchema,
  toolsLoginSchema,
} from '@benefits/domain';
import { ANY_SESSION, PUBLIC, type Access } from '../access';
import { API_MESSAGES } from '../messages';
import { endpoint } from '../endpoint';
import {
  employeeLoginAnswerSchema,
  messageAnswerSchema,
  partnerLoginAnswerSchema,
  toolsLoginAnswerSchema,
} from '../shapes';

export const employeeLogin = endpoint({
  path: '/login/',
  method: 'POST',
  access: PUBLIC,
  summary: 'Employee sign-in: profile, token, expiry, ad list and block list.',
  request: employeeLoginSchema,
  response: employeeLoginAnswerSchema,
});

export const partnerLogin = endpoint({
  path: '/partner/login/',
  method: 'POST',
  access: PUBLIC,
  summary: 'Partner (agent or manager) sign-in.',
  request: partnerLoginSchema,
  response: partnerLoginAnswerSchema,
});

export const toolsLogin = endpoint({
  path: '/tools/login/',
  method: 'POST',
  access: PUBLIC,
  summary: 'Internal staff sign-in: username, permissions, token, expiry.',
  request: toolsLoginSchema,
  response: toolsLoginAnswerSchema,
});

export const extendToken = endpoint({
  path: '/extend-token',
  method: 'POST',
  access: ANY_SESSION,
  summary: 'Extends the idle expiry of the calling session (within its absolute lifetime).',
  request: z.object({ token: z.string().max(200).optional() }).passthrough(),
  response: z.object({ TOKEN_EXPIRY: z.number().int() }),
});

export const logout = endpoint({
  path: '/logout',
  method: 'POST',
  access: ANY_SESSION,
  summary: 'Revokes the calling session on the server.',
  request: z.object({}).passthrough(),
  response: messageAnswerSchema,
});

export const passwordReset = endpoint({
  path: '/password/reset/',
  method: 'POST',
  access: PUBLIC,
  summary: 'Mails a single-use, expiring reset link; answers the same whether or not the account exists.',
  perMinute: 10,
  request: resetRequestSchema,
  response: messageAnswerSchema,
});

const newPassword = z
  .string({ error: MESSAGES.newPasswordRequired })
  .max(200, API_MESSAGES.passwordTooLong)
  .refine((v) => v.trim().length > 0, MESSAGES.newPasswordRequired)
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

export const passwordUpdate = endpoint({
  path: '/password/update/',
  method: 'POST',
  access: PUBLIC,
  summary: 'Sets a new password with the single-use hash from the reset mail.',
  perMinute: 10,
  request: z.object({
    pw1: newPassword,
    hash: z
      .string({ error: API_MESSAGES.resetLinkInvalid })
      .min(1, API_MESSAGES.resetLinkInvalid)
      .max(200, API_MESSAGES.resetLinkInvalid),
    type: z.enum(['employee', 'partner'], { error: API_MESSAGES.resetLinkInvalid }),
  }),
  response: messageAnswerSchema,
});

/** A signed-in employee or partner (the accounts that have a web password to change). */
const EMPLOYEE_OR_PARTNER: Access = { kind: 'session', sessions: ['employee', 'partner'] };

/**
 * The forced password change (REQUIRE_WEB_PASSWORD_RESET = Y, decision 0020): the new password twice,
 * with the rules of SPEC §5 "Login and passwords" (the web's form schema); it must differ from the
 * current one. The server clears the flag and signs out the account's other sessions.
 */
export const passwordChange = endpoint({
  path: '/password/change',
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  summary:
    'Sets a new password for the signed-in employee or partner, clears REQUIRE_WEB_PASSWORD_RESET and signs out their other sessions.',
  perMinute: 10,
  request: newPasswordSchema.refine((v) => v.npw1.length <= 200, {
    error: API_MESSAGES.passwordTooLong,
    path: ['npw1'],
  }),
  response: messageAnswerSchema,
});
