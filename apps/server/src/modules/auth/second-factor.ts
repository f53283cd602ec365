/**
 * The staff's second factor (decision 0032): TOTP (RFC 6238: SHA-1, 6 digits, 30 s) enrolled on
 * the first sign-in, each code accepted once, with single-use recovery codes. The secret is sealed
 * at rest (Sealer, like bank numbers); recovery codes and challenges are kept only as SHA-256 hashes.
 */
import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  ErrorCode,
  type ToolsChallengeAnswer,
  type ToolsLoginAnswer,
} from '@benefits/contract';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, type Language } from '@benefits/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken, newToken } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http';
import type { Services } from '../../platform/services';
import { unixSeconds } from '../../platform/sessions';
import { blockedPaths, rememberLanguage } from '../general/service';
import { loadStaffPermissions } from '../tools/service/staff';
import {
  countChallengeAttempt,
  findLiveChallenge,
  findStaffTotp,
  insertLoginChallenge,
  saveStaffTotp,
  useChallenge,
  useRecoveryCode,
  useTotpStep,
} from './queries';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle';

/** How long the step between the password and the code lasts. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it is used up (the password is then asked again). */
export const CHALLENGE_MAX_ATTEMPTS = 5;
const PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift). */
const WINDOW = 1;

/** The TOTP time step of a moment (RFC 6238: Unix time / 30 s). */
const timeStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

const totpFor = (secret: Secret, issuer: string, username: string) =>
  new TOTP({
    issuer,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    secret,
  });

/** A recovery code as shown: xxxxx-xxxxx, lowercase letters and digits (about 50 bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What is stored for a recovery code: the hash of its normalised form (no dash, lowercase). */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]+/g, '').toLowerCase());

/**
 * After a right password: a challenge for the second factor. Without a confirmed factor, the
 * challenge carries a new secret and recovery codes (sealed and hashed), shown this once.
 */
export async function issueStaffChallenge(
  s: Services,
  staffMember: { id: number; username: string },
): Promise<ToolsChallengeAnswer> {
  const challenge = newToken();
  const expiresAt = new Date(s.now().getTime() + CHALLENGE_TTL_SECONDS * 1000);
  const existing = await findStaffTotp(s.db, staffMember.id);
  if (existing) {
    await insertLoginChallenge(s.db, { tokenHash: hashToken(challenge), staffId: staffMember.id, expiresAt });
    return {
      username: staffMember.username,
      secondFactor: 'code',
      challenge,
      challengeExpiry: unixSeconds(expiresAt),
    };
  }
  const secret = new Secret({ size: 20 });
  const uri = totpFor(secret, s.config.PROVIDER_NAME, staffMember.username).toString();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await insertLoginChallenge(s.db, {
    tokenHash: hashToken(challenge),
    staffId: staffMember.id,
    expiresAt,
    enrolSecretSealed: s.sealer.seal(secret.base32),
    enrolRecoveryHashes: recoveryCodes.map(recoveryHash),
  });
  return {
    username: staffMember.username,
    secondFactor: 'enrol',
    challenge,
    challengeExpiry: unixSeconds(expiresAt),
    enrolment: {
      secret: secret.base32,
      uri,
      qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      recoveryCodes,
    },
  };
}

/** A used, unknown or late challenge: like a spent reset link, a validation failure (400). */
const expired = () =>
  new AppError(ErrorCode.VALIDATION, {
    GENERAL: API_MESSAGES.secondFactorExpired,
    challenge: API_MESSAGES.secondFactorExpired,
  });
const wrongCode = () =>
  new AppError(ErrorCode.UNAUTHENTICATED, {
    GENERAL: API_MESSAGES.secondFactorWrong,
    code: API_MESSAGES.secondFactorWrong,
  });

/**
 * The second step: a live challenge and a right code open the session. During enrolment only an
 * authenticator code of the new secret counts (it proves the app holds it); afterwards an
 * authenticator code of a step after the last one used (no replay), or an unused recovery code. A
 * code used already is a wrong code. Wrong codes count on the challenge and as failed sign-ins of
 * the username (the password step's throttle, decision 0003), checked first.
 */
export async function completeStaffSignIn(
  s: Services,
  caller: Caller,
  input: { challenge: string; code: string },
  language: Language = 'en',
): Promise<ToolsLoginAnswer> {
  const tokenHash = hashToken(input.challenge);
  const code = input.code.replace(/\s+/g, '');
  const now = s.now();
  const peek = await findLiveChallenge(s.db, tokenHash, now);
  if (!peek) throw expired();
  await assertNotThrottled(s, 'tools', peek.username, caller.ip);
  const outcome = await s.db.transaction(async (tx) => {
    const challenge = await findLiveChallenge(tx, tokenHash, now);
    if (!challenge) return { kind: 'expired' as const };
    const staffMember = { id: challenge.staffId, username: challenge.username };
    const enrolling = challenge.enrolSecretSealed
      ? { sealed: challenge.enrolSecretSealed, recovery: challenge.enrolRecoveryHashes ?? [] }
      : undefined;
    const confirmed = await findStaffTotp(tx, challenge.staffId);
    // An enrolment finished meanwhile (another tab) makes this one stale: sign in with its codes.
    if (enrolling && confirmed) return { kind: 'expired' as const };
    const sealed = enrolling?.sealed ?? confirmed?.secretSealed;
    if (!sealed) return { kind: 'expired' as const };
    const secret = Secret.fromBase32(s.sealer.open(sealed));
    const totp = totpFor(secret, s.config.PROVIDER_NAME, challenge.username);
    let ok = false;
    let step: number | null = null;
    if (/^\d+$/.test(code)) {
      const delta = totp.validate({ token: code, window: WINDOW, timestamp: now.getTime() });
      if (delta !== null) {
        step = timeStep(now) + delta;
        // A code is taken once: its step must be after the last one used (RFC 6238 §5.2). An
        // enrolment has none used yet; its code's step is stored with the factor below.
        ok = enrolling ? true : await useTotpStep(tx, challenge.staffId, step);
      }
    } else if (!enrolling) {
      ok = await useRecoveryCode(tx, challenge.staffId, recoveryHash(code), now);
    }
    if (!ok) {
      await countChallengeAttempt(tx, tokenHash, CHALLENGE_MAX_ATTEMPTS, now);
      return { kind: 'wrong' as const, username: challenge.username };
    }
    await useChallenge(tx, tokenHash, now);
    if (enrolling) {
      await saveStaffTotp(tx, challenge.staffId, enrolling.sealed, enrolling.recovery, now, step);
    }
    return { kind: 'ok' as const, staffMember };
  });
  if (outcome.kind === 'expired') throw expired();
  if (outcome.kind === 'wrong') {
    await recordFailure(s, 'tools', outcome.username, caller.ip);
    throw wrongCode();
  }
  const { staffMember } = outcome;
  await clearFailures(s, 'tools', staffMember.username);
  const { token, expiresAt } = await s.sessions.create('tools', String(staffMember.id), caller);
  await rememberLanguage(s.db, 'tools', String(staffMember.id), language);
  const expiry = unixSeconds(expiresAt);
  const [permissions, blockList] = await Promise.all([
    loadStaffPermissions(s.db, staffMember.id),
    blockedPaths(s.db),
  ]);
  return {
    username: staffMember.username,
    permissions,
    token,
    expiry,
    TOKEN_EXPIRY: expiry,
    adList: [],
    blockList,
  };
}
