import { isNumeric, MESSAGES, required } from '@benefits/domain';
import type { Area } from '../../lib/session/areas';
import type { LoginValues } from './api';

/**
 * The sign-in rules of docs/product §5 ("Login and passwords") with the domain's messages and rule
 * functions, without zod: the domain's login schemas pull in zod (about 25 kB gzip), which /login
 * must not wait for. loginRules.test.ts checks these rules against `employeeLoginSchema`,
 * `partnerLoginSchema` and `toolsLoginSchema` on generated input, and the server still validates
 * every sign-in with those schemas.
 */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const ID_MESSAGE = {
  employee: MESSAGES.employeeIdRequired,
  partner: MESSAGES.partnerIdRequired,
} as const;

/** A positive numeric ID: digits only, at most 12, not all zeros (the domain's `numericId`). */
function isNumericId(id: string): boolean {
  return isNumeric(id) && id.length <= 12 && !/^0+$/.test(id);
}

export function checkLogin(area: Area, values: LoginValues): { values: LoginValues; errors: LoginErrors } {
  const id = typeof values.id === 'string' ? values.id.trim() : '';
  const pw = typeof values.pw === 'string' ? values.pw : '';
  const errors: LoginErrors = {};
  if (area === 'tools') {
    if (!required(id)) errors.id = MESSAGES.usernameRequired;
  } else if (!isNumericId(id)) {
    errors.id = ID_MESSAGE[area];
  }
  // A password is kept exactly as typed; it only must not be blank.
  if (!required(pw)) errors.pw = MESSAGES.passwordRequired;
  return { values: { id, pw }, errors };
}
