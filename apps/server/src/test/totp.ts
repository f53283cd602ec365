import { Secret, TOTP } from 'otpauth';

/** The 6-digit code an authenticator shows at `at` for a base32 secret (SHA-1, 30 s, decision 0032). */
export const totpCode = (base32: string, at: Date = new Date()): string =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
