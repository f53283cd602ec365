import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  classifications,
  divisions,
  employeeClassifications,
  employeeDivisions,
  employees,
  employers,
} from '../../db/schema';

/*
 * The enrolment module's SQL (decision 0025): what the row rules need to know about a company, the
 * sign-in IDs, and the bulk writes of a batch of new employees.
 */

/** The company's plan and plan-year terms, name and province, and whether its plan has ended. */
export async function companyFacts(db: Tx, employerId: number) {
  const [row] = await db
    .select({
      id: employers.id,
      name: employers.name,
      planCode: employers.planCode,
      planYearEndType: employers.planYearEndType,
      fiscalYearEnd: employers.fiscalYearEnd,
      hasWellness: employers.hasWellness,
      province: employers.province,
      cancellationDate: employers.cancellationDate,
      planClosed: sql<boolean>`${employers.planClosedAt} is not null`,
    })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row;
}

/**
 * The company's classifications with their amounts. With `share`, read FOR SHARE: a classification
 * cannot be deleted (nor its amounts changed) while new employees are being put in it.
 */
export async function companyClassifications(db: Tx, employerId: number, share = false) {
  const query = db
    .select({
      id: classifications.id,
      name: classifications.name,
      hsaAmountCents: classifications.hsaAmountCents,
      wsaAmountCents: classifications.wsaAmountCents,
    })
    .from(classifications)
    .where(eq(classifications.employerId, employerId))
    .orderBy(asc(classifications.name));
  return share ? query.for('share') : query;
}

/** The company's divisions (FOR SHARE with `share`, as classifications). */
export async function companyDivisions(db: Tx, employerId: number, share = false) {
  const query = db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(eq(divisions.employerId, employerId))
    .orderBy(asc(divisions.name));
  return share ? query.for('share') : query;
}

/** The e-mail addresses of the company's people, lowercase. */
export async function companyEmails(db: Tx, employerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(trim(${employees.email}))` })
    .from(employees)
    .where(eq(employees.employerId, employerId));
  return new Set(rows.map((r) => r.email));
}

/** The advisory lock that serialises sign-in ID allocation (an arbitrary constant: 'enrol'). */
const ID_LOCK = 0x656e726f6c;

/**
 * Takes the ID allocation lock for the rest of the transaction and answers the highest employee ID
 * in use (100000 when none): the new IDs are the next ones. A second enrolment waits for the first
 * to commit, so two never take the same IDs; the lock is released with the transaction.
 */
export async function lockHighestEmployeeId(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ID_LOCK})`);
  const [row] = await tx.select({ max: sql<string | null>`max(${employees.id})` }).from(employees);
  return Math.max(100_000, Number(row?.max ?? 0));
}

export type NewEmployee = typeof employees.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with 20-odd columns. */
const CHUNK = 1000;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export async function insertEmployees(tx: Tx, rows: readonly NewEmployee[]): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(employees).values(chunk));
}

export async function insertEmployeeClassifications(
  tx: Tx,
  rows: readonly { employeeId: number; classificationId: number }[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(employeeClassifications).values(chunk));
}

export async function insertEmployeeDivisions(
  tx: Tx,
  rows: readonly { employeeId: number; divisionId: number }[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(employeeDivisions).values(chunk));
}

export async function insertLedgerRows(
  tx: Tx,
  rows: readonly (typeof balanceLedger.$inferInsert)[],
): Promise<void> {
  await inChunks(rows, (chunk) => tx.insert(balanceLedger).values(chunk));
}

/** The people a welcome goes to, with their company's name. */
export async function welcomeRecipients(db: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      email: employees.email,
      nonMemberAdmin: employees.nonMemberAdminOnly,
      company: employers.name,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(and(inArray(employees.id, [...ids])))
    .orderBy(asc(employees.id));
}
