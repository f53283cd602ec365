import { z } from 'zod';
import {
  newPasswordSchema,
  employeeLoginSchema,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  partnerLoginSchema,
  resetRequestSchema,
  secondFactorSchema,
  toolsLoginSchema,
} from '@benefits/domain';
import { ANY_SESSION, EMPLOYEE_OR_PARTNER, PUBLIC } from '../access';
import { API_MESSAGES } from '../messages';
import { endpoint } from '../endpoint';
import {
  employeeLoginAnswerSchema,
  messageAnswerSchema,
  partnerLoginAnswerSchema,
  toolsChallengeAnswerSchema,
  toolsLoginAnswerSchema,
} from '../shapes';

export const employeeLogin = endpoint({
  path: '/login/',
  method: 'POST',
  access: PUBLIC,
  example: { id: '100001', pw: 'demo-password' },
  summary: 'Employee sign-in: profile, token, expiry, ad list and block list.',
  request: employeeLoginSchema,
  response: employeeLoginAnswerSchema,
});

export const partnerLogin = endpoint({
  path: '/partner/login/',
  method: 'POST',
  access: PUBLIC,
  example: { id: '200001', pw: 'demo-password' },
  summary: 'Partner (agent or manager) sign-in.',
  request: partnerLoginSchema,
  response: partnerLoginAnswerSchema,
});

export const toolsLogin = endpoint({
  path: '/tools/login/',
  method: 'POST',
  access: PUBLIC,
  example: { id: 'staff', pw: 'demo-password' },
  summary:
    'Internal staff sign-in, first step: a right username and password answer a short-lived challenge for the second factor (enrolment of an authenticator the first time).',
  request: toolsLoginSchema,
  response: toolsChallengeAnswerSchema,
});

/**
 * The staff sign-in's second step (decision 0032): the challenge and a 6-digit authenticator code
 * (or a recovery code, each usable once). A right code finishes the sign-in with the spec's answer
 * (username, permissions, token, expiry); wrong codes count as failed sign-ins (throttled).
 */
export const toolsSecondFactor = endpoint({
  path: '/tools/login/second-factor',
  method: 'POST',
  access: PUBLIC,
  example: { challenge: 'not-a-challenge', code: '123456' },
  summary:
    'Internal staff sign-in, second step: the challenge and an authenticator or recovery code; answers username, permissions, token, expiry.',
  request: secondFactorSchema,
  response: toolsLoginAnswerSchema,
});

export const extendToken = endpoint({
  path: '/extend-token',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: ANY_SESSION,
  example: {},
  summary: 'Extends the idle expiry of the calling session (within its absolute lifetime).',
  request: z.object({ token: z.string().max(200).optional() }).passthrough(),
  response: z.object({ TOKEN_EXPIRY: z.number().int() }),
});

export const logout = endpoint({
  path: '/logout',
  openWhilePasswordChangePending: true,
  method: 'POST',
  access: ANY_SESSION,
  example: {},
  summary: 'Revokes the calling session on the server.',
  request: z.object({}).passthrough(),
  response: messageAnswerSchema,
});

export const passwordReset = endpoint({
  path: '/password/reset/',
  method: 'POST',
  access: PUBLIC,
  example: { type: 'employee', id: '100001', email: 'olivia.tremblay@example.com' },
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

/** A reset link's hash and the account type it resets (a bad one reads as an invalid link). */
const resetLinkShape = {
  hash: z
    .string({ error: API_MESSAGES.resetLinkInvalid })
    .min(1, API_MESSAGES.resetLinkInvalid)
    .max(200, API_MESSAGES.resetLinkInvalid),
  type: z.enum(['employee', 'partner'], { error: API_MESSAGES.resetLinkInvalid }),
};

export const passwordUpdate = endpoint({
  path: '/password/update/',
  method: 'POST',
  access: PUBLIC,
  example: { pw1: 'a-new-password', hash: 'not-a-reset-link', type: 'employee' },
  summary: 'Sets a new password with the single-use hash from the reset mail.',
  perMinute: 10,
  request: z.object({ pw1: newPassword, ...resetLinkShape }),
  response: messageAnswerSchema,
});

/**
 * Whether a reset (or set-password) link can still be used: unused, unexpired, of that area. The page
 * the link opens asks first, so a used or expired link says so at once instead of after the new
 * password is typed twice. Answers nothing more than the update would.
 */
export const passwordLinkCheck = endpoint({
  path: '/password/check/',
  method: 'POST',
  access: PUBLIC,
  example: { hash: 'not-a-reset-link', type: 'employee' },
  summary: 'Answers whether a password reset link can still be used (unused and unexpired).',
  perMinute: 20,
  request: z.object(resetLinkShape),
  response: z.object({ usable: z.boolean() }),
});

/**
 * The forced password change (REQUIRE_WEB_PASSWORD_RESET = Y, decision 0020): the new password twice,
 * with the rules of docs/product §5 "Login and passwords" (the web's form schema); it must differ from the
 * current one. The server clears the flag and signs out the account's other sessions. Only while the
 * flag is set: otherwise 403 `account.passwordChangeNotPending` (a session alone does not change the
 * password; "Forgot your password?" does; decision 0020 as amended 2026-12-07).
 */
export const passwordChange = endpoint({
  path: '/password/change',
  openWhilePasswordChangePending: true,
  closedWhileActing: true,
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  summary:
    'The forced password change: while REQUIRE_WEB_PASSWORD_RESET is set, sets a new password for the signed-in employee or partner, clears the flag, mails them a notice and signs out their other sessions (403 otherwise).',
  perMinute: 10,
  example: { npw1: 'new-password-1', npw2: 'new-password-1' },
  request: newPasswordSchema.refine((v) => v.npw1.length <= 200, {
    error: API_MESSAGES.passwordTooLong,
    path: ['npw1'],
  }),
  response: messageAnswerSchema,
});
