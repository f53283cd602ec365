import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files, partnerBanking, partnerDocuments, partnerFaqs, partners } from '../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerBankingRow = typeof partnerBanking.$inferSelect;

export async function loadPartner(db: Db | Tx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

/** The partner's row, locked until the transaction ends (one change at a time, logged against what it replaced). */
export async function lockPartner(tx: Tx, id: number): Promise<PartnerRow | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  return row;
}

export async function updatePartner(tx: Tx, id: number, values: Partial<typeof partners.$inferInsert>) {
  await tx.update(partners).set(values).where(eq(partners.id, id));
}

export async function loadBanking(db: Db | Tx, partnerId: number): Promise<PartnerBankingRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerBanking)
    .where(eq(partnerBanking.partnerId, partnerId))
    .limit(1);
  return row;
}

export async function upsertBanking(
  tx: Tx,
  values: typeof partnerBanking.$inferInsert,
): Promise<PartnerBankingRow> {
  const { partnerId: _id, ...changes } = values;
  const [row] = await tx
    .insert(partnerBanking)
    .values(values)
    .onConflictDoUpdate({ target: partnerBanking.partnerId, set: changes })
    .returning();
  return row!;
}

/** The account on file, submitted again as it is: it waits for staff verification again. */
export async function requeueBanking(tx: Tx, partnerId: number, at: Date): Promise<PartnerBankingRow> {
  const [row] = await tx
    .update(partnerBanking)
    .set({ verifyRequired: true, updatedAt: at })
    .where(eq(partnerBanking.partnerId, partnerId))
    .returning();
  return row!;
}

/** A partner's uploaded files belong to the partner (the staff PAD audit of agents reads them too). */
export const partnerFileOwner = (partnerId: number) => ({ kind: 'partner', id: String(partnerId) });

/**
 * The void cheque or bank letter of a partner's commission account: the latest banking file the
 * partner sent (each is written in the transaction of the save it came with); undefined when none.
 */
export async function latestBankingDocument(db: Db | Tx, partnerId: number) {
  const owner = partnerFileOwner(partnerId);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id), eq(files.purpose, 'banking')))
    .orderBy(desc(files.id))
    .limit(1);
  return row;
}

export function listFaqs(db: Db) {
  return db
    .select()
    .from(partnerFaqs)
    .where(eq(partnerFaqs.published, true))
    .orderBy(asc(partnerFaqs.sortOrder), asc(partnerFaqs.id));
}

export function listDocuments(db: Db) {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.published, true))
    .orderBy(asc(partnerDocuments.sortOrder), asc(partnerDocuments.id));
}

export async function loadDocument(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(partnerDocuments)
    .where(and(eq(partnerDocuments.id, id), eq(partnerDocuments.published, true)))
    .limit(1);
  return row;
}
