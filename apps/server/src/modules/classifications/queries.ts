import { LIMIT_LEDGER_KINDS, ledgerReference, type LedgerAccount } from '@benefits/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  classificationLimitChanges,
  classifications,
  divisions,
  employeeClassifications,
  employeeDivisions,
  employees,
  employers,
  limitChangeEffects,
} from '../../db/schema';

/*
 * The divisions and classifications module's SQL. Every query of a company's rows is bounded by
 * the employer id the caller's scope gave (never one from the payload).
 */

export type DivisionRow = typeof divisions.$inferSelect;
export type ClassificationRow = typeof classifications.$inferSelect;
export type LimitChangeRow = typeof classificationLimitChanges.$inferSelect;

const sameName = (column: typeof divisions.name | typeof classifications.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** The advisory lock class of a company's names (an arbitrary int4 constant: 'name'); the company is the second key. */
const NAMES_LOCK = 0x6e616d65;

/**
 * Serialises the name checks of one company's divisions and classifications until the transaction
 * ends: two adds of one name at once (a double click, a retried request) cannot both find it free.
 */
export async function lockCompanyNames(db: Tx, employerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${NAMES_LOCK}::int, ${employerId}::int)`);
}

// ---- Divisions -------------------------------------------------------------------------------

export async function listDivisions(db: Tx, employerId: number) {
  return db
    .select({
      id: divisions.id,
      name: divisions.name,
      employeeCount: count(employeeDivisions.employeeId),
    })
    .from(divisions)
    .leftJoin(employeeDivisions, eq(employeeDivisions.divisionId, divisions.id))
    .where(eq(divisions.employerId, employerId))
    .groupBy(divisions.id, divisions.name)
    .orderBy(asc(sql`lower(${divisions.name})`), asc(divisions.id));
}

export async function divisionNamed(db: Tx, employerId: number, name: string) {
  const [row] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(and(eq(divisions.employerId, employerId), sameName(divisions.name, name)))
    .limit(1);
  return row;
}

export async function insertDivision(db: Tx, employerId: number, name: string): Promise<DivisionRow> {
  const [row] = await db.insert(divisions).values({ employerId, name }).returning();
  return row!;
}

/** The company's division, row-locked (an employee being moved into it waits, or is seen). */
export async function lockDivision(db: Tx, employerId: number, id: number) {
  const [row] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.id, id), eq(divisions.employerId, employerId)))
    .for('update');
  return row;
}

export async function divisionEmployeeCount(db: Tx, divisionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employeeDivisions)
    .where(eq(employeeDivisions.divisionId, divisionId));
  return row?.n ?? 0;
}

export async function deleteDivision(db: Tx, id: number): Promise<void> {
  await db.delete(divisions).where(eq(divisions.id, id));
}

// ---- Classifications -------------------------------------------------------------------------

export async function employerHasWellness(db: Tx, employerId: number): Promise<boolean> {
  const [row] = await db
    .select({ hasWellness: employers.hasWellness })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row?.hasWellness ?? false;
}

/**
 * The employees a classification's count and its deletion's guard see: every employee in it
 * (terminated ones too: they keep it for their run-out and reports) but a non-member admin, who holds
 * no account and so is never a member of a classification (domain holdsAccount); a link from before
 * the directory refused it is not counted.
 */
const countedMember = and(
  eq(employees.id, employeeClassifications.employeeId),
  eq(employees.nonMemberAdminOnly, false),
);

export async function listClassifications(db: Tx, employerId: number) {
  const rows = await db
    .select({ c: classifications, employeeCount: count(employees.id) })
    .from(classifications)
    .leftJoin(employeeClassifications, eq(employeeClassifications.classificationId, classifications.id))
    .leftJoin(employees, countedMember)
    .where(eq(classifications.employerId, employerId))
    .groupBy(classifications.id)
    .orderBy(asc(sql`lower(${classifications.name})`), asc(classifications.id));
  const pending = await pendingChanges(
    db,
    employerId,
    rows.map((r) => r.c.id),
  );
  return rows.map((r) => ({ ...r, pending: pending.get(r.c.id) ?? null }));
}

async function pendingChanges(db: Tx, employerId: number, ids: number[]) {
  const out = new Map<number, LimitChangeRow>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(classificationLimitChanges)
    .where(
      and(
        eq(classificationLimitChanges.employerId, employerId),
        inArray(classificationLimitChanges.classificationId, ids),
        eq(classificationLimitChanges.state, 'pending'),
      ),
    )
    .orderBy(asc(classificationLimitChanges.effectiveDate), asc(classificationLimitChanges.id));
  for (const r of rows) if (!out.has(r.classificationId)) out.set(r.classificationId, r);
  return out;
}

export async function classificationNamed(db: Tx, employerId: number, name: string, except?: number) {
  const rows = await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(and(eq(classifications.employerId, employerId), sameName(classifications.name, name)));
  return rows.find((r) => r.id !== except);
}

export async function insertClassification(
  db: Tx,
  values: typeof classifications.$inferInsert,
): Promise<ClassificationRow> {
  const [row] = await db.insert(classifications).values(values).returning();
  return row!;
}

/** The company's classification, row-locked (its pending change and deletion are decided under it). */
export async function lockClassification(db: Tx, employerId: number, id: number) {
  const [row] = await db
    .select()
    .from(classifications)
    .where(and(eq(classifications.id, id), eq(classifications.employerId, employerId)))
    .for('update');
  return row;
}

export async function updateClassification(
  db: Tx,
  id: number,
  values: Partial<typeof classifications.$inferInsert>,
): Promise<void> {
  await db.update(classifications).set(values).where(eq(classifications.id, id));
}

export async function classificationEmployeeCount(db: Tx, classificationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employeeClassifications)
    .innerJoin(employees, countedMember)
    .where(eq(employeeClassifications.classificationId, classificationId));
  return row?.n ?? 0;
}

/**
 * Removes a classification without employees, with its limit changes (and their effect keys) and
 * the links of non-member admins left in it (not members, so not counted).
 */
export async function deleteClassification(db: Tx, id: number): Promise<void> {
  const changes = db
    .select({ id: classificationLimitChanges.id })
    .from(classificationLimitChanges)
    .where(eq(classificationLimitChanges.classificationId, id));
  await db.delete(limitChangeEffects).where(inArray(limitChangeEffects.changeId, changes));
  await db.delete(classificationLimitChanges).where(eq(classificationLimitChanges.classificationId, id));
  await db.delete(employeeClassifications).where(eq(employeeClassifications.classificationId, id));
  await db.delete(classifications).where(eq(classifications.id, id));
}

export async function pendingChangeOf(db: Tx, classificationId: number) {
  const [row] = await db
    .select()
    .from(classificationLimitChanges)
    .where(
      and(
        eq(classificationLimitChanges.classificationId, classificationId),
        eq(classificationLimitChanges.state, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertLimitChange(
  db: Tx,
  values: typeof classificationLimitChanges.$inferInsert,
): Promise<LimitChangeRow> {
  const [row] = await db.insert(classificationLimitChanges).values(values).returning();
  return row!;
}

/** A limit change, unlocked (to learn which classification to lock first). */
export async function limitChange(db: Tx, id: number) {
  const [row] = await db
    .select()
    .from(classificationLimitChanges)
    .where(eq(classificationLimitChanges.id, id));
  return row;
}

/** A limit change, row-locked; bounded by the company when `employerId` is given. */
export async function lockLimitChange(db: Tx, id: number, employerId?: number) {
  const [row] = await db
    .select()
    .from(classificationLimitChanges)
    .where(
      employerId === undefined
        ? eq(classificationLimitChanges.id, id)
        : and(eq(classificationLimitChanges.id, id), eq(classificationLimitChanges.employerId, employerId)),
    )
    .for('update');
  return row;
}

export async function setLimitChangeState(
  db: Tx,
  id: number,
  state: 'applied' | 'deleted',
  at: Date,
): Promise<void> {
  await db
    .update(classificationLimitChanges)
    .set({ state, appliedAt: state === 'applied' ? at : null })
    .where(eq(classificationLimitChanges.id, id));
}

// ---- A limit change's effect -----------------------------------------------------------------

/**
 * The members of a classification whose balances a limit change adjusts: not terminated, not
 * non-member admins; with what the domain's planYearToFund reads of them and their company
 * (FundingFacts: whether they are due a plan year's deposit, decision 0059).
 */
export async function classificationMembers(db: Tx, classificationId: number) {
  return db
    .select({
      id: employees.id,
      wellness: employees.wellness,
      effectiveDate: employees.effectiveDate,
      terminated: employees.terminated,
      terminationDate: employees.terminationDate,
      nonMemberAdminOnly: employees.nonMemberAdminOnly,
      planYearEndType: employers.planYearEndType,
      fiscalYearEnd: employers.fiscalYearEnd,
      cancellationDate: employers.cancellationDate,
      planClosed: sql<boolean>`${employers.planClosedAt} is not null`,
    })
    .from(employeeClassifications)
    .innerJoin(employees, eq(employees.id, employeeClassifications.employeeId))
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(
      and(
        eq(employeeClassifications.classificationId, classificationId),
        eq(employees.terminated, false),
        eq(employees.nonMemberAdminOnly, false),
      ),
    )
    .orderBy(asc(employees.id));
}

/**
 * Takes a member's row lock (the lock claims, one-time and class changes take) for the rest of the
 * transaction, so the balance a limit change reads is the one its decrease is measured against; then
 * answers, read afresh under that lock, whether they still are an active member of the
 * classification (a class change or a termination committed meanwhile leaves them out).
 */
export async function lockMember(db: Tx, employeeId: number, classificationId: number): Promise<boolean> {
  await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
  const [row] = await db
    .select({ id: employees.id })
    .from(employeeClassifications)
    .innerJoin(employees, eq(employees.id, employeeClassifications.employeeId))
    .where(
      and(
        eq(employeeClassifications.employeeId, employeeId),
        eq(employeeClassifications.classificationId, classificationId),
        eq(employees.terminated, false),
        eq(employees.nonMemberAdminOnly, false),
      ),
    );
  return row !== undefined;
}

/**
 * An employee's plan year as the ledger holds it (decisions 0022 and 0059, amended 2026-12-07), per
 * account, in one read: the limit (its rows of LIMIT_LEDGER_KINDS: funding, limit and class
 * changes), the balance (all its rows) and whether that account is funded (it has a row of
 * LIMIT_LEDGER_KINDS): the domain's `ledgerAccountOf` in SQL. Every writer of a plan year's amounts
 * (a limit change, a class change, a wellness change, the limit recalculation) reads it, under the
 * member's row lock, and decides with the domain's `planYearWrites`.
 */
export async function planYearLedger(
  db: Tx,
  employeeId: number,
  planYear: number,
): Promise<{ hsa: LedgerAccount; wsa: LedgerAccount }> {
  const setsLimit = inArray(balanceLedger.kind, [...LIMIT_LEDGER_KINDS]);
  const rows = await db
    .select({
      account: balanceLedger.account,
      limitCents: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${setsLimit}), 0)`,
      balanceCents: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)`,
      limitRows: sql<string>`count(*) filter (where ${setsLimit})`,
    })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.employeeId, employeeId), eq(balanceLedger.planYear, planYear)))
    .groupBy(balanceLedger.account);
  const of = (account: 'HSA' | 'WSA'): LedgerAccount => {
    const row = rows.find((r) => r.account === account);
    return {
      limitCents: Number(row?.limitCents ?? 0),
      balanceCents: Number(row?.balanceCents ?? 0),
      funded: Number(row?.limitRows ?? 0) > 0,
    };
  };
  return { hsa: of('HSA'), wsa: of('WSA') };
}

/**
 * Writes one ledger row of a limit change for an employee and account, keyed by (change, employee,
 * account): answers false (and writes nothing) when that effect was already written.
 */
export async function writeLimitEffect(
  db: Tx,
  effect: {
    changeId: number;
    employeeId: number;
    account: 'HSA' | 'WSA';
    planYear: number;
    amountCents: number;
  },
): Promise<boolean> {
  const claimed = await db
    .insert(limitChangeEffects)
    .values(effect)
    .onConflictDoNothing()
    .returning({ changeId: limitChangeEffects.changeId });
  if (claimed.length === 0) return false;
  await db.insert(balanceLedger).values({
    employeeId: effect.employeeId,
    account: effect.account,
    planYear: effect.planYear,
    amountCents: effect.amountCents,
    kind: 'LIMIT_CHANGE',
    reference: ledgerReference('limitChange', { id: effect.changeId }),
  });
  return true;
}

/**
 * Gives a classification's pending limit changes a wellness amount (for the wellness module, decision
 * 0026): a change scheduled before a company's wellness was set up, changed or ended carries the
 * wellness amount it had then, and would otherwise undo the new one on its date.
 */
export async function setPendingLimitWellness(
  db: Tx,
  classificationId: number,
  wsaCents: number,
): Promise<void> {
  await db
    .update(classificationLimitChanges)
    .set({ wsaAmountCents: wsaCents })
    .where(
      and(
        eq(classificationLimitChanges.classificationId, classificationId),
        eq(classificationLimitChanges.state, 'pending'),
      ),
    );
}
