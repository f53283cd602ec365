import type { SessionKind } from '@benefits/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { employees, loginFailures, partners, passwordResetTokens } from '../../db/schema';

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

/** Sets a new password hash and clears REQUIRE_WEB_PASSWORD_RESET. */
export async function setPasswordHash(db: Tx, kind: AccountKind, id: number, passwordHash: string) {
  const table = tableOf(kind);
  await db.update(table).set({ passwordHash, requireWebPasswordReset: false }).where(eq(table.id, id));
}

export async function insertResetToken(tx: Tx, values: typeof passwordResetTokens.$inferInsert) {
  await tx.insert(passwordResetTokens).values(values);
}

/** Marks a reset token used (at `usedAt`), if it is of this area, unused and unexpired at `now`; answers whose it was. */
export async function claimResetToken(tx: Tx, tokenHash: string, kind: AccountKind, usedAt: Date, now: Date) {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        eq(passwordResetTokens.kind, kind),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ subjectId: passwordResetTokens.subjectId });
  return claimed;
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
