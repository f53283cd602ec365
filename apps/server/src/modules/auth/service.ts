import {
  API_MESSAGES,
  ErrorCode,
  type EmployeeLoginAnswer,
  type EmployeeUser,
  type PartnerLoginAnswer,
  type SessionKind,
  type ToolsChallengeAnswer,
} from '@benefits/contract';
import { ACCOUNT_MESSAGES, MESSAGES, todayIso, type AdViewer, type Language } from '@benefits/domain';
import { hashToken, newToken } from '../../platform/crypto';
import { AppError, forbidden, validationError } from '../../platform/errors';
import type { Caller } from '../../platform/http';
import { queueMail } from '../../platform/mail';
import { resetMailText } from './text';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { Services } from '../../platform/services';
import type { Tx } from '../../db/client';
import { unixSeconds, type Session } from '../../platform/sessions';
import { loadEmployeeUser } from '../employee/service';
import { activeAds, blockedPaths, rememberLanguage } from '../general/service';
import { loadPartnerUser } from '../partner/service';
import { loadStaffByUsername } from '../tools/service/staff';
import { queueSecurityNotice } from './notices';
import { issueStaffChallenge } from './second-factor';
import {
  claimResetToken,
  resetTokenUsable,
  findPasswordHash,
  findPasswordState,
  findResettable,
  insertResetToken,
  setPasswordHash,
} from './queries';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle';

const MAX_ID = 2_147_483_647;

/** A numeric sign-in ID that fits the id column, or undefined (which then matches no account). */
const numericId = (id: string): number | undefined => {
  const n = Number(id);
  return /^\d{1,10}$/.test(id) && n > 0 && n <= MAX_ID ? n : undefined;
};

const badCredentials = (message: string) => new AppError(ErrorCode.UNAUTHENTICATED, { GENERAL: message });

/**
 * Throttle, then verify the password (against a decoy when there is no such account, so timing does
 * not tell); a failure is recorded and refused.
 */
async function checkPassword(
  s: Services,
  caller: Caller,
  kind: SessionKind,
  subjectKey: string,
  password: string,
  account: { subjectId: string; passwordHash: string } | undefined,
  failureMessage: string,
): Promise<{ subjectId: string; passwordHash: string }> {
  await assertNotThrottled(s, kind, subjectKey, caller.ip);
  // An account without a password yet signs in as no account does (the decoy is verified).
  const stored = account?.passwordHash === NO_PASSWORD_YET ? undefined : account?.passwordHash;
  const ok = await verifyPassword(stored, password);
  if (!ok || !account) {
    await recordFailure(s, kind, subjectKey, caller.ip);
    throw badCredentials(failureMessage);
  }
  return account;
}

/**
 * The sign-in steps every area shares: throttle, verify (against a decoy when there is no such
 * account, so timing does not tell), record or clear failures, open a session.
 */
async function signIn(
  s: Services,
  caller: Caller,
  kind: SessionKind,
  subjectKey: string,
  password: string,
  account: { subjectId: string; passwordHash: string } | undefined,
  failureMessage: string,
  language: Language,
) {
  const { subjectId } = await checkPassword(s, caller, kind, subjectKey, password, account, failureMessage);
  await clearFailures(s, kind, subjectKey);
  const { token, expiresAt } = await s.sessions.create(kind, subjectId, caller);
  await rememberLanguage(s.db, kind, subjectId, language);
  const expiry = unixSeconds(expiresAt);
  return { token, expiry, TOKEN_EXPIRY: expiry };
}

/** What the ads' conditions read of an employee (decision 0031). */
function employeeAdViewer(user: EmployeeUser): AdViewer {
  return {
    kind: 'employee',
    companyAdmin: user.IS_ADMIN === 'Y',
    province: user.PROVINCE,
    contractType: user.CONTRACT_TYPE,
    planType: user.PLAN_TYPE,
    wellness: user.WELLNESS === 'Y',
    member: user.NON_MEMBER_ADMIN_ONLY !== 'Y',
  };
}

export async function employeeLogin(
  s: Services,
  caller: Caller,
  input: { id: string; pw: string },
  language: Language = 'en',
): Promise<EmployeeLoginAnswer> {
  const id = numericId(input.id);
  const row = id ? await findPasswordHash(s.db, 'employee', id) : undefined;
  const account = row && id ? { subjectId: String(id), passwordHash: row.passwordHash } : undefined;
  const session = await signIn(
    s,
    caller,
    'employee',
    input.id,
    input.pw,
    account,
    API_MESSAGES.invalidCredentials,
    language,
  );
  return { ...(await employeeArrival(s, id!)), ...session };
}

/** What an employee session starts with (sign-in, or staff acting for them): the user, ads, block list. */
export async function employeeArrival(s: Pick<Services, 'db' | 'now'>, id: number) {
  const [user, blockList] = await Promise.all([loadEmployeeUser(s.db, id, s.now()), blockedPaths(s.db)]);
  const adList = await activeAds(s.db, employeeAdViewer(user!), todayIso(s.now()));
  return { user: user!, adList, blockList };
}

/** What a partner session starts with (sign-in, or staff acting for them): the user, ads, block list. */
export async function partnerArrival(s: Pick<Services, 'db' | 'now'>, id: number) {
  const [user, adList, blockList] = await Promise.all([
    loadPartnerUser(s.db, id),
    activeAds(s.db, { kind: 'partner' }, todayIso(s.now())),
    blockedPaths(s.db),
  ]);
  return { user: user!, adList, blockList };
}

export async function partnerLogin(
  s: Services,
  caller: Caller,
  input: { id: string; pw: string },
  language: Language = 'en',
): Promise<PartnerLoginAnswer> {
  const id = numericId(input.id);
  const row = id ? await findPasswordHash(s.db, 'partner', id) : undefined;
  const account = row && id ? { subjectId: String(id), passwordHash: row.passwordHash } : undefined;
  const session = await signIn(
    s,
    caller,
    'partner',
    input.id,
    input.pw,
    account,
    API_MESSAGES.invalidCredentials,
    language,
  );
  return { ...(await partnerArrival(s, id!)), ...session };
}

/**
 * The staff sign-in's first step: a right username and password answer a challenge for the second
 * factor (second-factor.ts), never a session (decision 0032). Failures and throttling as the other areas.
 */
export async function toolsLogin(
  s: Services,
  caller: Caller,
  input: { id: string; pw: string },
): Promise<ToolsChallengeAnswer> {
  const username = input.id.trim().toLowerCase().slice(0, 100);
  const row = await loadStaffByUsername(s.db, username);
  const account = row ? { subjectId: String(row.id), passwordHash: row.passwordHash } : undefined;
  await checkPassword(s, caller, 'tools', username, input.pw, account, API_MESSAGES.invalidToolsCredentials);
  return issueStaffChallenge(s, { id: row!.id, username: row!.username });
}

type ResetKind = 'employee' | 'partner';

/**
 * The password of an account that has none yet (a new employee or administrator, decision 0025): no
 * argon2 hash has this form, so no password matches it, and sign-in treats it as no account (the
 * decoy is verified, so timing does not tell). The account gets a password through a set-password
 * link (issueSetPasswordLink).
 */
export const NO_PASSWORD_YET = '!no-password-yet';

/** How long a welcome's set-password link lasts: 7 days (a reset link lasts PASSWORD_RESET_TTL_SECONDS). */
export const WELCOME_LINK_TTL_SECONDS = 7 * 86_400;

/**
 * A single-use link to the web's new-password screen (/login/update/{token}, or the partner's) for an
 * account, valid `ttlSeconds`: the reset mail's link, a new account's welcome link, and the tools'
 * "resend welcome". Only the token's hash is stored, on `tx` (the transaction of the mail that
 * carries it); updatePassword claims it once.
 */
export async function issueSetPasswordLink(
  s: Pick<Services, 'config' | 'now'>,
  tx: Tx,
  opts: { kind: ResetKind; subjectId: number; ttlSeconds: number },
): Promise<{ link: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(s.now().getTime() + opts.ttlSeconds * 1000);
  await insertResetToken(tx, {
    tokenHash: hashToken(token),
    kind: opts.kind,
    subjectId: String(opts.subjectId),
    expiresAt,
  });
  const area = opts.kind === 'partner' ? '/partner/login' : '/login';
  return { link: `${s.config.publicUrl}${area}/update/${token}`, expiresAt };
}

/**
 * Mails a single-use, expiring link when ID and e-mail match; answers the same either way. The mail is
 * in the language of the page that asked (decision 0021).
 */
export async function requestPasswordReset(
  s: Services,
  input: { id: string; email: string; type: ResetKind },
  language: Language = 'en',
) {
  const id = numericId(input.id);
  const account = id ? await findResettable(s.db, input.type, id, input.email) : undefined;
  if (account) {
    const ttl = s.config.PASSWORD_RESET_TTL_SECONDS;
    const minutes = Math.round(ttl / 60);
    // The link and its mail commit together: the mail job sends it (and retries) after commit.
    await s.db.transaction(async (tx) => {
      const { link } = await issueSetPasswordLink(s, tx, {
        kind: input.type,
        subjectId: account.id,
        ttlSeconds: ttl,
      });
      await queueMail(s, tx, {
        to: account.email,
        ...resetMailText(language, {
          provider: s.config.PROVIDER_NAME,
          supportEmail: s.config.SUPPORT_EMAIL,
          account: input.type,
          id: account.id,
          minutes,
          link,
        }),
      });
    });
  }
  return { message: API_MESSAGES.resetRequested };
}

/** /password/check/: whether the reset link can still be used (the page asks before showing its form). */
export async function checkPasswordLink(s: Services, input: { hash: string; type: ResetKind }) {
  return { usable: await resetTokenUsable(s.db, hashToken(input.hash), input.type, s.now()) };
}

/**
 * Sets a new password with a reset hash: single use, unexpired, of the same area; revokes every
 * session. The account's address is told in the same transaction (notices.ts), unless it is the
 * account's first password (a welcome link).
 */
export async function updatePassword(
  s: Services,
  input: { pw1: string; hash: string; type: ResetKind },
  language: Language = 'en',
) {
  const tokenHash = hashToken(input.hash);
  const newHash = await hashPassword(input.pw1);
  const subjectId = await s.db.transaction(async (tx) => {
    const claimed = await claimResetToken(tx, tokenHash, input.type, s.now(), s.now());
    if (!claimed) return undefined;
    const id = Number(claimed.subjectId);
    // A welcome link's first password is no change: only a password that existed is told about.
    const previous = await findPasswordHash(tx, input.type, id);
    const account = await setPasswordHash(tx, input.type, id, newHash);
    if (account && previous && previous.passwordHash !== NO_PASSWORD_YET) {
      const notice = { kind: 'passwordChanged' } as const;
      await queueSecurityNotice(s, tx, { kind: input.type, id }, account.email, notice, language);
    }
    return claimed.subjectId;
  });
  if (!subjectId) {
    throw new AppError(ErrorCode.VALIDATION, {
      GENERAL: API_MESSAGES.resetLinkInvalid,
      hash: API_MESSAGES.resetLinkInvalid,
    });
  }
  await s.sessions.revokeAll(input.type, subjectId);
  return { message: API_MESSAGES.passwordUpdated };
}

/**
 * /password/change: the signed-in employee or partner sets a new password, only for the forced change
 * of REQUIRE_WEB_PASSWORD_RESET (decision 0020, as amended 2026-12-07): without it a session alone
 * does not change the password (403; "Forgot your password?" does, through the account's address).
 * It must differ from the current one; the flag is cleared in the same update, the account's address
 * is told in the same transaction, and every other session of the account is signed out.
 */
export async function changePassword(s: Services, session: Session, input: { npw1: string }) {
  if (session.kind !== 'employee' && session.kind !== 'partner') throw forbidden(API_MESSAGES.notAllowed);
  const kind = session.kind;
  const id = Number(session.subjectId);
  const row = await findPasswordState(s.db, kind, id);
  if (!row) throw forbidden(API_MESSAGES.notAllowed);
  const notPending = () => forbidden(ACCOUNT_MESSAGES.passwordChangeNotPending);
  if (!row.pending) throw notPending();
  if (await verifyPassword(row.passwordHash, input.npw1)) {
    throw validationError({ npw1: ACCOUNT_MESSAGES.samePassword }, MESSAGES.correctInformation);
  }
  const passwordHash = await hashPassword(input.npw1);
  const changed = await s.db.transaction(async (tx) => {
    // Still pending: of two changes at once, the second finds the flag cleared and is refused.
    const account = await setPasswordHash(tx, kind, id, passwordHash, { onlyIfPending: true });
    if (account) await queueSecurityNotice(s, tx, { kind, id }, account.email, { kind: 'passwordChanged' });
    return account !== undefined;
  });
  if (!changed) throw notPending();
  await s.sessions.revokeAll(kind, session.subjectId, session.id);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
