import type { BalanceLedgerKind } from '@benefits/domain';
import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  classifications,
  employeeClassifications,
  employees,
  employers,
  wellnessChangeAmounts,
  wellnessChangeEffects,
  wellnessChanges,
} from '../../db/schema';

/*
 * The wellness module's SQL (decision 0026). Every query of a company's rows is bounded by the
 * employer id the caller's scope gave (never one from the payload), or by a change's own employer.
 */

export type WellnessChangeRow = typeof wellnessChanges.$inferSelect;

/** The company's wellness flags, row-locked: every wellness decision of a company is made under it. */
export async function lockEmployer(db: Tx, employerId: number) {
  const [row] = await db
    .select({
      id: employers.id,
      hasWellness: employers.hasWellness,
      categories: employers.wellnessCategories,
    })
    .from(employers)
    .where(eq(employers.id, employerId))
    .for('update');
  return row;
}

export async function employerWellness(db: Tx, employerId: number) {
  const [row] = await db
    .select({
      id: employers.id,
      hasWellness: employers.hasWellness,
      categories: employers.wellnessCategories,
    })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row;
}

export async function setEmployerWellness(
  db: Tx,
  employerId: number,
  hasWellness: boolean,
  categories: string[],
): Promise<void> {
  await db
    .update(employers)
    .set({ hasWellness, wellnessCategories: categories })
    .where(eq(employers.id, employerId));
}

/** The company's classifications with their wellness amounts and active members (who get the account). */
export async function companyClassifications(db: Tx, employerId: number) {
  return db
    .select({
      id: classifications.id,
      name: classifications.name,
      wsaAmountCents: classifications.wsaAmountCents,
      employeeCount:
        sql<number>`count(${employees.id}) filter (where ${employees.terminated} = false and ${employees.nonMemberAdminOnly} = false)`.mapWith(
          Number,
        ),
    })
    .from(classifications)
    .leftJoin(employeeClassifications, eq(employeeClassifications.classificationId, classifications.id))
    .leftJoin(employees, eq(employees.id, employeeClassifications.employeeId))
    .where(eq(classifications.employerId, employerId))
    .groupBy(classifications.id)
    .orderBy(asc(sql`lower(${classifications.name})`), asc(classifications.id));
}

/** The company's classification, row-locked (as the classifications module locks it). */
export async function lockClassification(db: Tx, employerId: number, id: number) {
  const [row] = await db
    .select()
    .from(classifications)
    .where(and(eq(classifications.id, id), eq(classifications.employerId, employerId)))
    .for('update');
  return row;
}

export async function setClassificationWellness(db: Tx, id: number, wsaCents: number): Promise<void> {
  await db.update(classifications).set({ wsaAmountCents: wsaCents }).where(eq(classifications.id, id));
}

// ---- Versions --------------------------------------------------------------------------------

/** The company's pending version, if any (there is at most one). */
export async function pendingChange(db: Tx, employerId: number) {
  const [row] = await db
    .select()
    .from(wellnessChanges)
    .where(and(eq(wellnessChanges.employerId, employerId), eq(wellnessChanges.state, 'pending')))
    .orderBy(asc(wellnessChanges.id))
    .limit(1);
  return row;
}

export async function changeAmounts(db: Tx, changeId: number) {
  return db
    .select({
      classificationId: wellnessChangeAmounts.classificationId,
      wellnessAmountCents: wellnessChangeAmounts.wsaAmountCents,
    })
    .from(wellnessChangeAmounts)
    .where(eq(wellnessChangeAmounts.changeId, changeId))
    .orderBy(asc(wellnessChangeAmounts.classificationId));
}

export async function insertChange(
  db: Tx,
  values: typeof wellnessChanges.$inferInsert,
  amounts: readonly { classificationId: number; wellnessAmountCents: number }[],
): Promise<WellnessChangeRow> {
  const [row] = await db.insert(wellnessChanges).values(values).returning();
  if (amounts.length > 0) {
    await db.insert(wellnessChangeAmounts).values(
      amounts.map((a) => ({
        changeId: row!.id,
        classificationId: a.classificationId,
        wsaAmountCents: a.wellnessAmountCents,
      })),
    );
  }
  return row!;
}

/** A version, unlocked (to learn its company, which is locked first). */
export async function change(db: Tx, id: number) {
  const [row] = await db.select().from(wellnessChanges).where(eq(wellnessChanges.id, id));
  return row;
}

/** A version, row-locked; bounded by the company. */
export async function lockChange(db: Tx, id: number, employerId: number) {
  const [row] = await db
    .select()
    .from(wellnessChanges)
    .where(and(eq(wellnessChanges.id, id), eq(wellnessChanges.employerId, employerId)))
    .for('update');
  return row;
}

export async function setChangeState(
  db: Tx,
  id: number,
  state: 'applied' | 'deleted',
  at: Date,
): Promise<void> {
  await db
    .update(wellnessChanges)
    .set({ state, appliedAt: state === 'applied' ? at : null })
    .where(eq(wellnessChanges.id, id));
}

// ---- A version's effect ----------------------------------------------------------------------

export async function setEmployeesWellness(db: Tx, ids: readonly number[], wellness: boolean): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(employees)
    .set({ wellness })
    .where(inArray(employees.id, [...ids]));
}

/** The company's employees with a wellness account (terminated ones included: their balance closes too). */
export async function wellnessEmployees(db: Tx, employerId: number) {
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employerId, employerId), eq(employees.wellness, true)))
    .orderBy(asc(employees.id));
}

/** An employee's WSA balance by plan year (the sum of its ledger rows). */
export async function wsaBalances(db: Tx, employeeId: number) {
  const rows = await db
    .select({ planYear: balanceLedger.planYear, cents: sum(balanceLedger.amountCents).mapWith(Number) })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.employeeId, employeeId), eq(balanceLedger.account, 'WSA')))
    .groupBy(balanceLedger.planYear)
    .orderBy(asc(balanceLedger.planYear));
  return rows.map((r) => ({ planYear: r.planYear, cents: r.cents ?? 0 }));
}

/**
 * Writes one WSA ledger row of a version for an employee and plan year, keyed by (version, employee,
 * plan year): answers false (and writes nothing) when that effect was already written.
 */
export async function writeEffect(
  db: Tx,
  effect: {
    changeId: number;
    employeeId: number;
    planYear: number;
    kind: BalanceLedgerKind;
    amountCents: number;
    reference: string;
  },
): Promise<boolean> {
  const { reference, ...key } = effect;
  const claimed = await db
    .insert(wellnessChangeEffects)
    .values(key)
    .onConflictDoNothing()
    .returning({ changeId: wellnessChangeEffects.changeId });
  if (claimed.length === 0) return false;
  await db.insert(balanceLedger).values({
    employeeId: effect.employeeId,
    account: 'WSA',
    planYear: effect.planYear,
    amountCents: effect.amountCents,
    kind: effect.kind,
    reference,
  });
  return true;
}

/** How many effects a version wrote (for the tests and the change log). */
export async function effectCount(db: Tx, changeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wellnessChangeEffects)
    .where(eq(wellnessChangeEffects.changeId, changeId));
  return row?.n ?? 0;
}
