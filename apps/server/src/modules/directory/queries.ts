import type { DirectorySort, BalanceLedgerKind } from '@benefits/domain';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  classifications,
  divisions,
  employeeChangeEffects,
  employeeClassChanges,
  employeeClassifications,
  employeeDivisions,
  employeeOneTimeChanges,
  employees,
  employers,
} from '../../db/schema';

/*
 * The employee directory's SQL. Every query of a company's rows is bounded by the employer id the
 * caller's scope gave (never one from the payload); a job's queries by the change's own employer.
 */

export type ClassChangeRow = typeof employeeClassChanges.$inferSelect;
export type OneTimeChangeRow = typeof employeeOneTimeChanges.$inferSelect;

// ---- The list --------------------------------------------------------------------------------

/** The company's wellness flag, plan-year terms and whether its plan is in force (decision 0059). */
export async function employerOf(db: Tx, employerId: number) {
  const [row] = await db
    .select({
      hasWellness: employers.hasWellness,
      planYearEndType: employers.planYearEndType,
      fiscalYearEnd: employers.fiscalYearEnd,
      cancellationDate: employers.cancellationDate,
      planClosed: sql<boolean>`${employers.planClosedAt} is not null`,
    })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row;
}

/** Changes of an employee waiting for their date (class changes and one-time changes). */
const pendingCount = sql<number>`(
  (select count(*) from ${employeeClassChanges} where ${employeeClassChanges.employeeId} = ${employees.id} and ${employeeClassChanges.state} = 'pending')
  + (select count(*) from ${employeeOneTimeChanges} where ${employeeOneTimeChanges.employeeId} = ${employees.id} and ${employeeOneTimeChanges.state} = 'pending')
)`.mapWith(Number);

/**
 * The directory's status order (domain STATUS_ORDER) on `today`, with the conditions of the domain's
 * employeeStatus in its order: starting 0, active 1, pending 2, terminated 3.
 */
const statusRank = (today: string) =>
  sql`case when ${employees.terminated} then 3 when ${employees.terminationDate} is not null then 2 when ${employees.effectiveDate} > ${today} then 0 when ${pendingCount} > 0 then 2 else 1 end`;

/**
 * A name as it sorts: lower case with French and other Latin accents folded ('Bélanger' between
 * 'Beaulieu' and 'Bouchard'), the same on PGlite and PostgreSQL whatever their collation.
 */
const sortable = (column: SQLWrapper) =>
  sql`translate(lower(${column}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')`;

/** `%text%` for LIKE with the text's own % _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function directoryOrder(sort: DirectorySort, descending: boolean, today: string): SQL[] {
  const dir = (e: SQL) => (descending ? desc(e) : asc(e));
  const byName = [asc(sortable(employees.lastName)), asc(sortable(employees.firstName)), asc(employees.id)];
  switch (sort) {
    case 'id':
      return [dir(sql`${employees.id}`)];
    case 'division':
      return [sql`${divisions.name} is null`, dir(sortable(divisions.name)), ...byName];
    case 'classification':
      return [sql`${classifications.name} is null`, dir(sortable(classifications.name)), ...byName];
    case 'status':
      return [dir(statusRank(today)), ...byName];
    case 'name':
      return descending
        ? [desc(sortable(employees.lastName)), desc(sortable(employees.firstName)), desc(employees.id)]
        : byName;
  }
}

const directoryColumns = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  groupAdmin: employees.groupAdmin,
  nonMemberAdminOnly: employees.nonMemberAdminOnly,
  wellness: employees.wellness,
  terminated: employees.terminated,
  terminationDate: employees.terminationDate,
  claimPeriodEnded: employees.claimPeriodEnded,
  effectiveDate: employees.effectiveDate,
  divisionId: divisions.id,
  divisionName: divisions.name,
  classificationId: classifications.id,
  classificationName: classifications.name,
  pendingChanges: pendingCount,
};

/** Employees with their division and classification, as the directory lists them. */
function directoryQuery(db: Tx, where: SQL | undefined) {
  return (
    db
      .select(directoryColumns)
      .from(employees)
      .leftJoin(employeeDivisions, eq(employeeDivisions.employeeId, employees.id))
      .leftJoin(divisions, eq(divisions.id, employeeDivisions.divisionId))
      // A non-member admin holds no account, so no classification (domain holdsAccount): a link left
      // from before the directory refused it is neither shown nor sorted on.
      .leftJoin(
        employeeClassifications,
        and(eq(employeeClassifications.employeeId, employees.id), eq(employees.nonMemberAdminOnly, false)),
      )
      .leftJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
      .where(where)
      .$dynamic()
  );
}

/** One fetch of the company's employees: searched by name, ID or e-mail, sorted, from `offset`. */
export async function listDirectory(
  db: Tx,
  employerId: number,
  q: { search: string; sort: DirectorySort; descending: boolean; offset: number; limit: number },
  today: string,
) {
  const filters: SQL[] = [eq(employees.employerId, employerId)];
  if (q.search !== '') {
    const like = contains(q.search);
    filters.push(
      or(
        sql`(${employees.firstName} || ' ' || ${employees.lastName}) ilike ${like}`,
        sql`(${employees.lastName} || ' ' || ${employees.firstName}) ilike ${like}`,
        sql`(${employees.lastName} || ', ' || ${employees.firstName}) ilike ${like}`,
        sql`${employees.email} ilike ${like}`,
        sql`cast(${employees.id} as text) like ${like}`,
      )!,
    );
  }
  return directoryQuery(db, and(...filters))
    .orderBy(...directoryOrder(q.sort, q.descending, today))
    .offset(q.offset)
    .limit(q.limit);
}

export type DirectoryRow = Awaited<ReturnType<typeof listDirectory>>[number];

/** One employee of the company as the directory shows them (undefined: not the company's). */
export async function directoryEntry(db: Tx, employerId: number, employeeId: number) {
  const [row] = await directoryQuery(
    db,
    and(eq(employees.employerId, employerId), eq(employees.id, employeeId)),
  );
  return row;
}

/** The employees' ledger sums by account and plan year. */
export async function ledgerSums(db: Tx, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      employeeId: balanceLedger.employeeId,
      account: balanceLedger.account,
      planYear: balanceLedger.planYear,
      cents: sql<number>`coalesce(sum(${balanceLedger.amountCents}), 0)`.mapWith(Number),
    })
    .from(balanceLedger)
    .where(inArray(balanceLedger.employeeId, employeeIds))
    .groupBy(balanceLedger.employeeId, balanceLedger.account, balanceLedger.planYear);
}

/** One account's ledger balance of one plan year, cents (read under the employee's lock). */
export async function ledgerBalance(
  db: Tx,
  employeeId: number,
  account: 'HSA' | 'WSA',
  planYear: number,
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${balanceLedger.amountCents}), 0)`.mapWith(Number) })
    .from(balanceLedger)
    .where(
      and(
        eq(balanceLedger.employeeId, employeeId),
        eq(balanceLedger.account, account),
        eq(balanceLedger.planYear, planYear),
      ),
    );
  return row?.cents ?? 0;
}

/** The employees' class changes waiting for their date, with the new classification's name. */
export async function pendingClassChanges(db: Tx, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({ change: employeeClassChanges, classificationName: classifications.name })
    .from(employeeClassChanges)
    .leftJoin(classifications, eq(classifications.id, employeeClassChanges.classificationId))
    .where(
      and(inArray(employeeClassChanges.employeeId, employeeIds), eq(employeeClassChanges.state, 'pending')),
    )
    .orderBy(asc(employeeClassChanges.changeDate), asc(employeeClassChanges.id));
}

/** The employees' one-time changes waiting for their date, soonest first. */
export async function pendingOneTimeChanges(db: Tx, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(employeeOneTimeChanges)
    .where(
      and(
        inArray(employeeOneTimeChanges.employeeId, employeeIds),
        eq(employeeOneTimeChanges.state, 'pending'),
      ),
    )
    .orderBy(asc(employeeOneTimeChanges.changeDate), asc(employeeOneTimeChanges.id));
}

// ---- An employee -----------------------------------------------------------------------------

/** The company's employee, row-locked (every change to them is decided under it). */
export async function lockEmployee(db: Tx, employerId: number, employeeId: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
    .for('update');
  return row;
}

/**
 * The company's row, locked: administrator changes (BC status, terminations) of one company are
 * decided one at a time, so two admins removing each other cannot leave it with none.
 */
export async function lockEmployer(db: Tx, employerId: number): Promise<void> {
  await db.select({ id: employers.id }).from(employers).where(eq(employers.id, employerId)).for('update');
}

/** The company's active administrators other than `exceptId` (group or non-member admins, not terminated or leaving). */
export async function otherActiveAdmins(db: Tx, employerId: number, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.employerId, employerId),
        ne(employees.id, exceptId),
        or(eq(employees.groupAdmin, true), eq(employees.nonMemberAdminOnly, true)),
        eq(employees.terminated, false),
        sql`${employees.terminationDate} is null`,
      ),
    );
  return row?.n ?? 0;
}

export async function updateEmployee(
  db: Tx,
  employeeId: number,
  values: Partial<typeof employees.$inferInsert>,
): Promise<void> {
  await db.update(employees).set(values).where(eq(employees.id, employeeId));
}

// ---- Division --------------------------------------------------------------------------------

/** The company's division, share-locked (its removal waits until the move is committed, then counts it). */
export async function lockDivisionShared(db: Tx, employerId: number, divisionId: number) {
  const [row] = await db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(and(eq(divisions.id, divisionId), eq(divisions.employerId, employerId)))
    .for('share');
  return row;
}

export async function divisionOf(db: Tx, employeeId: number) {
  const [row] = await db
    .select({ id: divisions.id, name: divisions.name })
    .from(employeeDivisions)
    .innerJoin(divisions, eq(divisions.id, employeeDivisions.divisionId))
    .where(eq(employeeDivisions.employeeId, employeeId));
  return row;
}

export async function setDivision(db: Tx, employeeId: number, divisionId: number | null): Promise<void> {
  if (divisionId === null) {
    await db.delete(employeeDivisions).where(eq(employeeDivisions.employeeId, employeeId));
    return;
  }
  await db
    .insert(employeeDivisions)
    .values({ employeeId, divisionId })
    .onConflictDoUpdate({ target: employeeDivisions.employeeId, set: { divisionId } });
}

// ---- Classification --------------------------------------------------------------------------

/** The company's classification, share-locked (its deletion and limit change wait for the move). */
export async function lockClassificationShared(db: Tx, employerId: number, classificationId: number) {
  const [row] = await db
    .select()
    .from(classifications)
    .where(and(eq(classifications.id, classificationId), eq(classifications.employerId, employerId)))
    .for('share');
  return row;
}

export async function classificationOf(db: Tx, employeeId: number) {
  const [row] = await db
    .select({ c: classifications })
    .from(employeeClassifications)
    .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
    .where(eq(employeeClassifications.employeeId, employeeId));
  return row?.c;
}

export async function setClassification(db: Tx, employeeId: number, classificationId: number): Promise<void> {
  await db
    .insert(employeeClassifications)
    .values({ employeeId, classificationId })
    .onConflictDoUpdate({ target: employeeClassifications.employeeId, set: { classificationId } });
}

// ---- Class changes ---------------------------------------------------------------------------

export async function pendingClassChangeOf(db: Tx, employeeId: number) {
  const [row] = await db
    .select()
    .from(employeeClassChanges)
    .where(and(eq(employeeClassChanges.employeeId, employeeId), eq(employeeClassChanges.state, 'pending')))
    .limit(1);
  return row;
}

export async function insertClassChange(
  db: Tx,
  values: typeof employeeClassChanges.$inferInsert,
): Promise<ClassChangeRow> {
  const [row] = await db.insert(employeeClassChanges).values(values).returning();
  return row!;
}

/** A class change, unlocked (to learn which employee to lock first). */
export async function classChange(db: Tx, id: number, employerId?: number) {
  const [row] = await db
    .select()
    .from(employeeClassChanges)
    .where(
      employerId === undefined
        ? eq(employeeClassChanges.id, id)
        : and(eq(employeeClassChanges.id, id), eq(employeeClassChanges.employerId, employerId)),
    );
  return row;
}

export async function lockClassChange(db: Tx, id: number) {
  const [row] = await db
    .select()
    .from(employeeClassChanges)
    .where(eq(employeeClassChanges.id, id))
    .for('update');
  return row;
}

export async function setClassChangeState(
  db: Tx,
  id: number,
  state: 'applied' | 'deleted' | 'lapsed',
  at: Date,
): Promise<void> {
  await db
    .update(employeeClassChanges)
    .set({ state, appliedAt: state === 'applied' ? at : null })
    .where(eq(employeeClassChanges.id, id));
}

// ---- One-time changes ------------------------------------------------------------------------

/** The company's one-time change made for a request ID, if any (employee_one_time_changes_request_idx). */
export async function oneTimeChangeOfRequest(db: Tx, employerId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(employeeOneTimeChanges)
    .where(
      and(eq(employeeOneTimeChanges.employerId, employerId), eq(employeeOneTimeChanges.requestId, requestId)),
    )
    .limit(1);
  return row;
}

/**
 * A new one-time change, or undefined when the company already has one of its request ID: another
 * employee's, written by a transaction that held no lock this one waited for (the unique index
 * decides; on PostgreSQL this insert waits for that transaction, then finds its row).
 */
export async function insertOneTimeChange(
  db: Tx,
  values: typeof employeeOneTimeChanges.$inferInsert,
): Promise<OneTimeChangeRow | undefined> {
  const [row] = await db
    .insert(employeeOneTimeChanges)
    .values(values)
    .onConflictDoNothing({ target: [employeeOneTimeChanges.employerId, employeeOneTimeChanges.requestId] })
    .returning();
  return row;
}

export async function oneTimeChange(db: Tx, id: number, employerId?: number) {
  const [row] = await db
    .select()
    .from(employeeOneTimeChanges)
    .where(
      employerId === undefined
        ? eq(employeeOneTimeChanges.id, id)
        : and(eq(employeeOneTimeChanges.id, id), eq(employeeOneTimeChanges.employerId, employerId)),
    );
  return row;
}

export async function lockOneTimeChange(db: Tx, id: number) {
  const [row] = await db
    .select()
    .from(employeeOneTimeChanges)
    .where(eq(employeeOneTimeChanges.id, id))
    .for('update');
  return row;
}

export async function setOneTimeChangeState(
  db: Tx,
  id: number,
  state: 'applied' | 'deleted' | 'lapsed',
  at: Date,
): Promise<void> {
  await db
    .update(employeeOneTimeChanges)
    .set({ state, appliedAt: state === 'applied' ? at : null })
    .where(eq(employeeOneTimeChanges.id, id));
}

// ---- Effects ---------------------------------------------------------------------------------

/**
 * Writes one ledger row of a directory change, keyed by (kind, change, account): answers false (and
 * writes nothing) when that effect was already written.
 */
export async function writeChangeEffect(
  db: Tx,
  effect: {
    kind: 'class' | 'otc';
    changeId: number;
    employeeId: number;
    account: 'HSA' | 'WSA';
    planYear: number;
    amountCents: number;
    ledgerKind: BalanceLedgerKind;
    reference: string;
  },
): Promise<boolean> {
  const claimed = await db
    .insert(employeeChangeEffects)
    .values({
      kind: effect.kind,
      changeId: effect.changeId,
      account: effect.account,
      employeeId: effect.employeeId,
      planYear: effect.planYear,
      amountCents: effect.amountCents,
    })
    .onConflictDoNothing()
    .returning({ changeId: employeeChangeEffects.changeId });
  if (claimed.length === 0) return false;
  await db.insert(balanceLedger).values({
    employeeId: effect.employeeId,
    account: effect.account,
    planYear: effect.planYear,
    amountCents: effect.amountCents,
    kind: effect.ledgerKind,
    reference: effect.reference,
  });
  return true;
}
