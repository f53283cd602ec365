/** The staff second factor's code rules (decision 0032); no zod, so the sign-in screen stays light. */

/** How many digits a staff member's authenticator code has, and how many recovery codes they get (decision 0032). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 8;

/** A recovery code as shown: 10 letters or digits in two groups of 5 (xxxxx-xxxxx), any case. */
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A staff member's second-factor code as typed: 6 digits, or a recovery code (spaces ignored). */
export const isSecondFactorCode = (code: string): boolean => {
  const c = code.replace(/\s+/g, '');
  return TOTP_CODE.test(c) || RECOVERY_CODE.test(c);
};
