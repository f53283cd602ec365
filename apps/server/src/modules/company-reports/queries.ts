import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  claims,
  claimStatusHistory,
  divisions,
  employeeDivisions,
  employees,
  employerLedger,
  employers,
  insuranceProducts,
} from '../../db/schema';

/*
 * All SQL of the company reports (docs/product/company-reports.md; decision 35). Every query is
 * bounded by the caller's own company (`companyId` from the session's scope, never the payload).
 * Sums are bigint in SQL, read as text and checked as safe integers by the service.
 */

/** An instant's SQL literal: a timestamptz parameter. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The company's plan code, wellness flag and the insurance products it holds (ended ones too). */
export async function companyFacts(db: Tx, companyId: number) {
  const [company] = await db
    .select({ planCode: employers.planCode, hasWellness: employers.hasWellness, name: employers.name })
    .from(employers)
    .where(eq(employers.id, companyId));
  const products = await db
    .selectDistinct({ product: insuranceProducts.product })
    .from(insuranceProducts)
    .where(eq(insuranceProducts.employerId, companyId))
    .orderBy(asc(insuranceProducts.product));
  return company ? { ...company, insurance: products.map((p) => p.product) } : null;
}

/** When a claim was paid: its last P status, else its last update (claims paid before the history). */
export const paidAt = sql`coalesce((select max(h.at) from ${claimStatusHistory} h where h.claim_id = ${claims.id} and h.status = 'P'), ${claims.updatedAt})`;

const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * The company's claims of one account (HSA or WSA) paid between two instants (`from` inclusive, `to`
 * exclusive), summed per employee with their division; by name, or by division name (none last) then
 * name.
 */
export async function claimsPaidByEmployee(
  db: Tx,
  companyId: number,
  account: 'HSA' | 'WSA',
  between: { from: Date; to: Date },
  options: { byDivision: boolean; limit: number },
) {
  return db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      division: divisions.name,
      claims: sql<number>`count(*)::int`.mapWith(Number),
      paid: sumText(claims.payableCents),
      adminFee: sumText(claims.adminFeeCents),
      gst: sumText(claims.gstCents),
      rst: sumText(claims.rstCents),
      hst: sumText(claims.hstCents),
      pst: sumText(claims.pstCents),
      prem: sumText(claims.premCents),
      total: sumText(claims.totalCents),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .leftJoin(employeeDivisions, eq(employeeDivisions.employeeId, employees.id))
    .leftJoin(divisions, eq(divisions.id, employeeDivisions.divisionId))
    .where(
      and(
        eq(employees.employerId, companyId),
        eq(claims.type, account),
        eq(claims.status, 'P'),
        sql`${paidAt} >= ${at(between.from)}`,
        sql`${paidAt} < ${at(between.to)}`,
      ),
    )
    .groupBy(employees.id, divisions.name)
    .orderBy(
      ...(options.byDivision ? [sql`${divisions.name} asc nulls last`] : []),
      asc(employees.lastName),
      asc(employees.firstName),
      asc(employees.id),
    )
    .limit(options.limit);
}

/**
 * Each member's ledger of one account around a period: the sum before it (opening), its funding
 * (FUNDING, LIMIT_CHANGE), claims (CLAIM) and other rows within it, and the sum before its end
 * (closing). Members: the company's employees who are not non-member administrators; for the
 * wellness account, those with wellness or any wellness row.
 */
export async function memberBalances(
  db: Tx,
  companyId: number,
  account: 'HSA' | 'WSA',
  between: { from: Date; to: Date },
  limit: number,
) {
  const created = balanceLedger.createdAt;
  const amount = balanceLedger.amountCents;
  const inPeriod = sql`${created} >= ${at(between.from)} and ${created} < ${at(between.to)}`;
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)::text`;
  return db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      opening: sumWhere(sql`${created} < ${at(between.from)}`),
      funded: sumWhere(sql`${inPeriod} and ${balanceLedger.kind} in ('FUNDING', 'LIMIT_CHANGE')`),
      claims: sumWhere(sql`${inPeriod} and ${balanceLedger.kind} = 'CLAIM'`),
      other: sumWhere(sql`${inPeriod} and ${balanceLedger.kind} not in ('FUNDING', 'LIMIT_CHANGE', 'CLAIM')`),
      closing: sumWhere(sql`${created} < ${at(between.to)}`),
    })
    .from(employees)
    .leftJoin(
      balanceLedger,
      and(eq(balanceLedger.employeeId, employees.id), eq(balanceLedger.account, account)),
    )
    .where(and(eq(employees.employerId, companyId), eq(employees.nonMemberAdminOnly, false)))
    .groupBy(employees.id)
    .having(account === 'WSA' ? sql`${employees.wellness} or count(${balanceLedger.id}) > 0` : sql`true`)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(limit);
}

/** The company account before an instant: the sum of its ledger rows (text: a bigint). */
export async function companyBalanceBefore(db: Tx, companyId: number, before: Date) {
  const [row] = await db
    .select({ sum: sumText(employerLedger.amountCents) })
    .from(employerLedger)
    .where(and(eq(employerLedger.employerId, companyId), sql`${employerLedger.createdAt} < ${at(before)}`));
  return row?.sum ?? '0';
}

/** The company account's movements between two instants, oldest first. */
export async function companyMovements(
  db: Tx,
  companyId: number,
  between: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select({
      id: employerLedger.id,
      kind: employerLedger.kind,
      amountCents: employerLedger.amountCents,
      reference: employerLedger.reference,
      createdAt: employerLedger.createdAt,
    })
    .from(employerLedger)
    .where(
      and(
        eq(employerLedger.employerId, companyId),
        sql`${employerLedger.createdAt} >= ${at(between.from)}`,
        sql`${employerLedger.createdAt} < ${at(between.to)}`,
      ),
    )
    .orderBy(asc(employerLedger.createdAt), asc(employerLedger.id))
    .limit(limit);
}
