import { and, eq, gt, gte, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { demoAccounts, demoClaims, demoProspects } from '../../db/schema';

export async function insertProspect(tx: Tx, row: typeof demoProspects.$inferInsert): Promise<number> {
  const [created] = await tx.insert(demoProspects).values(row).returning({ id: demoProspects.id });
  return created!.id;
}

export async function insertAccount(tx: Tx, row: typeof demoAccounts.$inferInsert): Promise<number> {
  const [created] = await tx.insert(demoAccounts).values(row).returning({ id: demoAccounts.id });
  return created!.id;
}

/** A live demo account by its ID and token hash, locked for the submission (one claim at a time). */
export async function lockLiveAccount(tx: Tx, id: number, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({
      id: demoAccounts.id,
      openingBalanceCents: demoAccounts.openingBalanceCents,
      province: demoProspects.province,
      firstName: demoProspects.firstName,
    })
    .from(demoAccounts)
    .innerJoin(demoProspects, eq(demoProspects.id, demoAccounts.prospectId))
    .where(
      and(eq(demoAccounts.id, id), eq(demoAccounts.tokenHash, tokenHash), gt(demoAccounts.expiresAt, now)),
    )
    .for('update', { of: demoAccounts });
  return row;
}

/** What the demo's claims have drawn from its balance, in cents. */
export async function drawnCents(tx: Tx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ drawn: sql<string>`coalesce(sum(${demoClaims.totalPayableCents}), 0)` })
    .from(demoClaims)
    .where(eq(demoClaims.accountId, accountId));
  return Number(row?.drawn ?? 0);
}

/** Adds a claim to the demo; answers its number within the demo (1 for the first). */
export async function insertClaim(tx: Tx, row: typeof demoClaims.$inferInsert): Promise<number> {
  await tx.insert(demoClaims).values(row);
  const [counted] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(demoClaims)
    .where(eq(demoClaims.accountId, row.accountId));
  return Number(counted?.n ?? 1);
}

/** Deletes a demo account and (by cascade) its claims, once it has expired. Answers whether one went. */
export async function deleteExpiredAccount(tx: Tx, id: number, now: Date): Promise<boolean> {
  const gone = await tx
    .delete(demoAccounts)
    .where(and(eq(demoAccounts.id, id), lte(demoAccounts.expiresAt, now)))
    .returning({ id: demoAccounts.id });
  return gone.length > 0;
}

/**
 * Deletes up to `limit` demo leads whose last activity (the demo's start, its last demo claim) is
 * before `cutoff` (decision 0047), with their demo accounts and (by cascade) claims. Answers how
 * many leads went.
 */
export async function purgeExpiredLeads(tx: Tx, cutoff: Date, limit: number): Promise<number> {
  const expired = await tx
    .select({ id: demoProspects.id })
    .from(demoProspects)
    .where(
      and(
        lt(demoProspects.createdAt, cutoff),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(demoAccounts)
            .leftJoin(demoClaims, eq(demoClaims.accountId, demoAccounts.id))
            .where(
              and(
                eq(demoAccounts.prospectId, demoProspects.id),
                or(gte(demoAccounts.createdAt, cutoff), gte(demoClaims.createdAt, cutoff)),
              ),
            ),
        ),
      ),
    )
    .orderBy(demoProspects.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = expired.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx.delete(demoAccounts).where(inArray(demoAccounts.prospectId, ids));
  const gone = await tx
    .delete(demoProspects)
    .where(inArray(demoProspects.id, ids))
    .returning({ id: demoProspects.id });
  return gone.length;
}
