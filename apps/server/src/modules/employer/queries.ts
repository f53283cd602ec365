import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyBanking, employees, employers, padAgreements } from '../../db/schema';

export type EmployerRow = typeof employers.$inferSelect;
export type CompanyBankingRow = typeof companyBanking.$inferSelect;

/** The company (undefined when it no longer exists). */
export async function loadEmployer(db: Db | Tx, employerId: number): Promise<EmployerRow | undefined> {
  const [row] = await db.select().from(employers).where(eq(employers.id, employerId)).limit(1);
  return row;
}

/** The company's row, locked until the transaction ends (one change at a time per company). */
export async function lockEmployer(tx: Tx, employerId: number): Promise<EmployerRow> {
  const [row] = await tx.select().from(employers).where(eq(employers.id, employerId)).for('update');
  if (!row) throw new Error(`Employer ${employerId} vanished`);
  return row;
}

export async function updateEmployer(
  tx: Tx,
  employerId: number,
  values: Partial<Omit<EmployerRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await tx.update(employers).set(values).where(eq(employers.id, employerId));
}

export async function loadCompanyBanking(
  db: Db | Tx,
  employerId: number,
): Promise<CompanyBankingRow | undefined> {
  const [row] = await db
    .select()
    .from(companyBanking)
    .where(eq(companyBanking.employerId, employerId))
    .limit(1);
  return row;
}

export async function saveCompanyBanking(
  tx: Tx,
  values: typeof companyBanking.$inferInsert,
): Promise<CompanyBankingRow> {
  const { employerId: _id, ...set } = values;
  const [row] = await tx
    .insert(companyBanking)
    .values(values)
    .onConflictDoUpdate({ target: companyBanking.employerId, set })
    .returning();
  return row!;
}

export async function recordPadAgreement(tx: Tx, values: typeof padAgreements.$inferInsert): Promise<void> {
  await tx.insert(padAgreements).values(values);
}

/** The name and e-mail of the administrator who acts (for the agreement and its confirmation). */
export async function loadAdmin(db: Db | Tx, employeeId: number) {
  const [row] = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName, email: employees.email })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row;
}
