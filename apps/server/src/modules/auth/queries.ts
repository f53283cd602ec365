import type { SessionKind } from '@benefits/contract';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  employees,
  loginFailures,
  partners,
  passwordResetTokens,
  staff,
  staffLoginChallenges,
  staffRecoveryCodes,
  staffTotp,
} from '../../db/schema';

/** The two kinds of account that sign in with an ID and a password of their own row. */
export type AccountKind = 'employee' | 'partner';

const tableOf = (kind: AccountKind) => (kind === 'employee' ? employees : partners);

/** The stored password hash of an employee or a partner. */
export async function findPasswordHash(db: Tx, kind: AccountKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

/** The account whose ID and e-mail (any case) match, for a password reset. */
export async function findResettable(db: Db, kind: AccountKind, id: number, email: string) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, email: table.email })
    .from(table)
    .where(and(eq(table.id, id), sql`lower(${table.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

/**
 * Sets a new password hash and clears REQUIRE_WEB_PASSWORD_RESET; with `onlyIfPending`, only while
 * that flag is set (the forced change). Answers the account's e-mail, or undefined when nothing was set.
 */
export async function setPasswordHash(
  db: Tx,
  kind: AccountKind,
  id: number,
  passwordHash: string,
  opts: { onlyIfPending?: boolean } = {},
) {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set({ passwordHash, requireWebPasswordReset: false })
    .where(and(eq(table.id, id), opts.onlyIfPending ? eq(table.requireWebPasswordReset, true) : undefined))
    .returning({ email: table.email });
  return row;
}

/** The stored password hash of an employee or a partner, and whether its forced change is pending. */
export async function findPasswordState(db: Tx, kind: AccountKind, id: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ passwordHash: table.passwordHash, pending: table.requireWebPasswordReset })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function insertResetToken(tx: Tx, values: typeof passwordResetTokens.$inferInsert) {
  await tx.insert(passwordResetTokens).values(values);
}

/** A reset token of this hash and account type, unused and unexpired at `now`. */
const usableToken = (tokenHash: string, kind: AccountKind, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.kind, kind),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Marks a reset token used (at `usedAt`), if it is of this area, unused and unexpired at `now`; answers whose it was. */
export async function claimResetToken(tx: Tx, tokenHash: string, kind: AccountKind, usedAt: Date, now: Date) {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt })
    .where(usableToken(tokenHash, kind, now))
    .returning({ subjectId: passwordResetTokens.subjectId });
  return claimed;
}

/** Whether a reset token can still be claimed (claimResetToken's conditions), without claiming it. */
export async function resetTokenUsable(db: Db, tokenHash: string, kind: AccountKind, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(usableToken(tokenHash, kind, now))
    .limit(1);
  return row !== undefined;
}

/** Failed sign-ins of one ID since a time. */
export async function countFailuresForId(db: Db, kind: SessionKind, subjectKey: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, kind),
        eq(loginFailures.subjectKey, subjectKey),
        gt(loginFailures.at, since),
      ),
    );
  return row?.n ?? 0;
}

/** Failed sign-ins from one address since a time. */
export async function countFailuresForIp(db: Db, ip: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

export async function insertFailure(db: Db, kind: SessionKind, subjectKey: string, ip: string, at: Date) {
  await db.insert(loginFailures).values({ kind, subjectKey, ip, at });
}

export async function deleteFailures(db: Db, kind: SessionKind, subjectKey: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.kind, kind), eq(loginFailures.subjectKey, subjectKey)));
}

/** A staff member's confirmed second factor (its sealed secret), if any. */
export async function findStaffTotp(db: Tx, staffId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).limit(1);
  return row;
}

export async function insertLoginChallenge(db: Tx, values: typeof staffLoginChallenges.$inferInsert) {
  await db.insert(staffLoginChallenges).values(values);
}

/** A live challenge (unused, unexpired at `now`), locked for the transaction. */
export async function findLiveChallenge(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ challenge: staffLoginChallenges, username: staff.username })
    .from(staffLoginChallenges)
    .innerJoin(staff, eq(staff.id, staffLoginChallenges.staffId))
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, tokenHash),
        isNull(staffLoginChallenges.usedAt),
        gt(staffLoginChallenges.expiresAt, now),
      ),
    )
    .for('update', { of: staffLoginChallenges })
    .limit(1);
  return row && { ...row.challenge, username: row.username };
}

/** Counts a wrong code on a challenge; at `maxAttempts` the challenge is used up. */
export async function countChallengeAttempt(tx: Tx, tokenHash: string, maxAttempts: number, now: Date) {
  await tx
    .update(staffLoginChallenges)
    .set({
      attempts: sql`${staffLoginChallenges.attempts} + 1`,
      usedAt: sql`case when ${staffLoginChallenges.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(staffLoginChallenges.tokenHash, tokenHash));
}

export async function useChallenge(tx: Tx, tokenHash: string, now: Date) {
  await tx
    .update(staffLoginChallenges)
    .set({ usedAt: now })
    .where(eq(staffLoginChallenges.tokenHash, tokenHash));
}

/**
 * Stores a confirmed second factor and its recovery codes (hashes), replacing any earlier ones;
 * `lastStep` is the time step of the code that confirmed it (used, so not accepted again).
 */
export async function saveStaffTotp(
  tx: Tx,
  staffId: number,
  secretSealed: string,
  recoveryHashes: string[],
  now: Date,
  lastStep: number | null,
) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx
    .insert(staffTotp)
    .values({ staffId, secretSealed, confirmedAt: now, lastStep })
    .onConflictDoUpdate({ target: staffTotp.staffId, set: { secretSealed, confirmedAt: now, lastStep } });
  if (recoveryHashes.length > 0) {
    await tx.insert(staffRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ staffId, codeHash })));
  }
}

/** Marks an unused recovery code of this staff member used; answers whether there was one. */
export async function useRecoveryCode(tx: Tx, staffId: number, codeHash: string, now: Date) {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/**
 * Records an authenticator code's time step as used, if it is after the last one used (RFC 6238
 * §5.2); answers whether it was. One conditional update: of two sign-ins sending the same code at
 * once, the second waits for the first's row lock, then finds the step used and changes nothing.
 */
export async function useTotpStep(tx: Tx, staffId: number, step: number) {
  const rows = await tx
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.staffId, staffId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ staffId: staffTotp.staffId });
  return rows.length > 0;
}
