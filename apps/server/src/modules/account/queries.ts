import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  agreementAcceptances,
  bankingDetails,
  changeLog,
  classifications,
  dependants,
  employeeClassChanges,
  employeeClassifications,
  employees,
  employers,
  updateNotes,
} from '../../db/schema';

export type EmployeeRow = typeof employees.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;
export type DependantRow = typeof dependants.$inferSelect;
export type BankingRow = typeof bankingDetails.$inferSelect;
/** The columns of a banking row the service writes (everything but the employee and the key). */
export type BankingValues = Omit<typeof bankingDetails.$inferInsert, 'employeeId'>;
export type ChangeLogInsert = typeof changeLog.$inferInsert;

/** Largest value of an `integer` column: IDs above it match nothing (and must not reach SQL). */
export const MAX_INT_ID = 2_147_483_647;

/** The employee and their employer. */
export async function loadAccount(db: Tx, employeeId: number) {
  const [row] = await db
    .select({ e: employees, r: employers })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row;
}

/** Locks the employee row for the rest of the transaction: changes to one account run one at a time. */
export async function lockEmployee(tx: Tx, employeeId: number): Promise<EmployeeRow> {
  const [row] = await tx.select().from(employees).where(eq(employees.id, employeeId)).for('update');
  if (!row) throw new Error(`Employee ${employeeId} vanished`);
  return row;
}

/** The employee's dependants that are not removed, oldest first. */
export function listDependants(db: Tx, employeeId: number): Promise<DependantRow[]> {
  return db
    .select()
    .from(dependants)
    .where(and(eq(dependants.employeeId, employeeId), isNull(dependants.removedAt)))
    .orderBy(asc(dependants.id));
}

/** One of the employee's own, not removed dependants; undefined for anyone else's or an unknown ID. */
export async function findDependant(
  db: Tx,
  employeeId: number,
  dependantId: number,
): Promise<DependantRow | undefined> {
  if (!Number.isSafeInteger(dependantId) || dependantId < 1 || dependantId > MAX_INT_ID) return undefined;
  const [row] = await db
    .select()
    .from(dependants)
    .where(
      and(
        eq(dependants.id, dependantId),
        eq(dependants.employeeId, employeeId),
        isNull(dependants.removedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function loadBanking(db: Tx, employeeId: number): Promise<BankingRow | undefined> {
  const [row] = await db
    .select()
    .from(bankingDetails)
    .where(eq(bankingDetails.employeeId, employeeId))
    .limit(1);
  return row;
}

/** The employee's latest online acceptance of the HSA employer agreement. */
export async function latestAcceptance(db: Tx, employeeId: number) {
  const [row] = await db
    .select()
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.employeeId, employeeId))
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id))
    .limit(1);
  return row;
}

/** The employee's classification (limit class), if they have one. */
export async function loadClassification(db: Tx, employeeId: number) {
  const [row] = await db
    .select({ c: classifications })
    .from(employeeClassifications)
    .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
    .where(eq(employeeClassifications.employeeId, employeeId))
    .limit(1);
  return row?.c;
}

/**
 * The employee's classification and the day they last moved into it by a class change (applied),
 * null when they never did: one round trip.
 */
export async function loadClassificationAndMove(db: Tx, employeeId: number) {
  const movedIn = sql<string | null>`(
    select max(${employeeClassChanges.changeDate}) from ${employeeClassChanges}
    where ${employeeClassChanges.employeeId} = ${employeeClassifications.employeeId}
      and ${employeeClassChanges.classificationId} = ${employeeClassifications.classificationId}
      and ${employeeClassChanges.state} = 'applied'
  )`;
  const [row] = await db
    .select({ c: classifications, movedIn })
    .from(employeeClassifications)
    .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
    .where(eq(employeeClassifications.employeeId, employeeId))
    .limit(1);
  return row;
}

/** Release notes for the given audiences published by `today` (ISO), newest first. */
export function listUpdateNotes(db: Tx, audiences: string[], today: string) {
  return db
    .select()
    .from(updateNotes)
    .where(and(inArray(updateNotes.audience, audiences), lte(updateNotes.publishedOn, today)))
    .orderBy(desc(updateNotes.publishedOn), desc(updateNotes.id));
}

/** Sets columns of the employee's row (inside the caller's transaction, which holds its lock). */
export async function updateEmployee(
  tx: Tx,
  employeeId: number,
  values: Partial<typeof employees.$inferInsert>,
): Promise<void> {
  await tx.update(employees).set(values).where(eq(employees.id, employeeId));
}

/** Writes the employee's banking details, or replaces them; answers the saved row. */
export async function upsertBanking(tx: Tx, employeeId: number, values: BankingValues) {
  const [saved] = await tx
    .insert(bankingDetails)
    .values({ employeeId, ...values })
    .onConflictDoUpdate({ target: bankingDetails.employeeId, set: values })
    .returning();
  return saved;
}

/** Records one online acceptance of the HSA employer agreement. */
export async function insertAcceptance(
  tx: Tx,
  values: typeof agreementAcceptances.$inferInsert,
): Promise<void> {
  await tx.insert(agreementAcceptances).values(values);
}

/** Adds a dependant; answers the new row. */
export async function insertDependant(tx: Tx, values: typeof dependants.$inferInsert) {
  const [row] = await tx.insert(dependants).values(values).returning();
  return row;
}

/** Changes a dependant's columns; answers the changed row. */
export async function updateDependant(
  tx: Tx,
  dependantId: number,
  values: Partial<typeof dependants.$inferInsert>,
) {
  const [row] = await tx.update(dependants).set(values).where(eq(dependants.id, dependantId)).returning();
  return row;
}

/** Marks a dependant removed (kept for claim history). */
export async function removeDependant(tx: Tx, dependantId: number, at: Date): Promise<void> {
  await tx.update(dependants).set({ removedAt: at }).where(eq(dependants.id, dependantId));
}

/** Writes change-log rows (already masked by the service). */
export async function insertChangeLog(tx: Tx, rows: ChangeLogInsert[]): Promise<void> {
  await tx.insert(changeLog).values(rows);
}
