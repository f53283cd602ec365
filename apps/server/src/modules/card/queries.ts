import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyCards } from '../../db/schema';

export type CompanyCardRow = typeof companyCards.$inferSelect;

export async function loadCompanyCard(db: Db | Tx, employerId: number): Promise<CompanyCardRow | undefined> {
  const [row] = await db.select().from(companyCards).where(eq(companyCards.employerId, employerId));
  return row;
}

/** The company's row, created empty when missing, locked until the transaction ends. */
export async function lockCompanyCard(tx: Tx, employerId: number): Promise<CompanyCardRow> {
  await tx.insert(companyCards).values({ employerId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyCards)
    .where(eq(companyCards.employerId, employerId))
    .for('update');
  return row!;
}

export async function updateCompanyCard(
  tx: Tx,
  employerId: number,
  values: Partial<Omit<CompanyCardRow, 'employerId'>>,
): Promise<CompanyCardRow> {
  const [row] = await tx
    .update(companyCards)
    .set(values)
    .where(eq(companyCards.employerId, employerId))
    .returning();
  return row!;
}
