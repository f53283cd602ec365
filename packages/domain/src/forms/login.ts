/** Login, password reset and new password forms (docs/product §5 "Login and passwords"). */
import { z } from 'zod';
import { API_MESSAGES } from '../messages/api';
import { MESSAGES } from '../validation/messages';
import { isSecondFactorCode } from '../validation/second-factor';
import { isEmail } from '../validation/rules';
import { numericId, requiredText } from './fields';

export const PASSWORD_MIN_LENGTH = 8;

/** A password: any characters, not blank; kept exactly as typed (never trimmed). */
const password = (message: string) =>
  z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

/** Employee login: `id` numeric and nonzero ('Please fill out your Employee ID'), `pw` required. */
export const employeeLoginSchema = z.object(
  { id: numericId(MESSAGES.employeeIdRequired), pw: password(MESSAGES.passwordRequired) },
  { error: MESSAGES.correctInformation },
);

/** Partner login: `id` numeric and nonzero ('Please fill out your Partner ID'), `pw` required. */
export const partnerLoginSchema = z.object(
  { id: numericId(MESSAGES.partnerIdRequired), pw: password(MESSAGES.passwordRequired) },
  { error: MESSAGES.correctInformation },
);

/** Tools login: `id` is the username; both required. */
export const toolsLoginSchema = z.object(
  { id: requiredText(MESSAGES.usernameRequired), pw: password(MESSAGES.passwordRequired) },
  { error: MESSAGES.correctInformation },
);

/** The tools sign-in's second step: the challenge of the first step and a code (decision 0032). */
export const secondFactorSchema = z.object(
  {
    challenge: z
      .string({ error: API_MESSAGES.secondFactorExpired })
      .min(1, API_MESSAGES.secondFactorExpired)
      .max(200, API_MESSAGES.secondFactorExpired),
    code: z
      .string({ error: API_MESSAGES.secondFactorCodeRequired })
      .max(40, API_MESSAGES.secondFactorCodeRequired)
      .refine(isSecondFactorCode, API_MESSAGES.secondFactorCodeRequired),
  },
  { error: MESSAGES.correctInformation },
);

const email = requiredText(MESSAGES.validEmailRequired, isEmail);

/**
 * Password reset request: `type` 'employee' or 'partner' picks the ID message
 * ('Please fill out your Employee ID' / 'Please fill out your Partner ID').
 */
export const resetRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('employee'), id: numericId(MESSAGES.employeeIdRequired), email }),
    z.object({ type: z.literal('partner'), id: numericId(MESSAGES.partnerIdRequired), email }),
  ],
  { error: MESSAGES.invalidAccountType },
);

const newPassword = password(MESSAGES.newPasswordRequired).refine(
  (value) => value.trim() === '' || Array.from(value).length >= PASSWORD_MIN_LENGTH,
  { error: MESSAGES.passwordTooShort },
);

/**
 * New password: both fields required and at least 8 characters; they must be equal, reported on
 * `npw2` (checked once both are filled in).
 */
export const newPasswordSchema = z
  .object({ npw1: newPassword, npw2: newPassword }, { error: MESSAGES.correctInformation })
  .refine((value) => value.npw1.trim() === '' || value.npw2.trim() === '' || value.npw1 === value.npw2, {
    error: MESSAGES.passwordsMustMatch,
    path: ['npw2'],
  });

export type EmployeeLoginInput = z.input<typeof employeeLoginSchema>;
export type LoginData = z.output<typeof employeeLoginSchema>;
export type ToolsLoginData = z.output<typeof toolsLoginSchema>;
export type ResetRequestData = z.output<typeof resetRequestSchema>;
export type NewPasswordData = z.output<typeof newPasswordSchema>;
