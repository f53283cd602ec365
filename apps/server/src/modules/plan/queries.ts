import type { EmployerLedgerKind } from '@benefits/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  companyBanking,
  companyFunding,
  employees,
  employerLedger,
  employers,
  insuranceProducts,
} from '../../db/schema';

/*
 * All SQL of the plan module (docs/decisions/0027). Every query is bounded by the company's ID,
 * which the service takes from the caller's COMPANY_ADMIN scope.
 */

export type EmployerRow = typeof employers.$inferSelect;
export type FundingRow = typeof companyFunding.$inferSelect;
export type InsuranceRow = typeof insuranceProducts.$inferSelect;

export async function loadEmployer(db: Tx, employerId: number): Promise<EmployerRow | undefined> {
  const [row] = await db.select().from(employers).where(eq(employers.id, employerId)).limit(1);
  return row;
}

/** The company's row, locked until the transaction ends: one money or plan change at a time. */
export async function lockEmployer(tx: Tx, employerId: number): Promise<EmployerRow | undefined> {
  const [row] = await tx.select().from(employers).where(eq(employers.id, employerId)).for('update');
  return row;
}

export async function updateEmployer(
  tx: Tx,
  employerId: number,
  values: Partial<Omit<EmployerRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await tx.update(employers).set(values).where(eq(employers.id, employerId));
}

/** Whether the company's pre-authorised debit account is on file (the /business-banking row). */
export async function padOnFile(db: Tx, employerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyBanking.employerId })
    .from(companyBanking)
    .where(eq(companyBanking.employerId, employerId))
    .limit(1);
  return row !== undefined;
}

// ---- Funding ---------------------------------------------------------------------------------

export async function loadFunding(db: Tx, employerId: number): Promise<FundingRow | undefined> {
  const [row] = await db
    .select()
    .from(companyFunding)
    .where(eq(companyFunding.employerId, employerId))
    .limit(1);
  return row;
}

export async function saveFunding(tx: Tx, values: typeof companyFunding.$inferInsert): Promise<void> {
  const { employerId: _id, ...set } = values;
  await tx
    .insert(companyFunding)
    .values(values)
    .onConflictDoUpdate({ target: companyFunding.employerId, set });
}

// ---- The group account -------------------------------------------------------------------------

/** The company balance: the sum of its employer_ledger rows. */
export async function companyBalance(db: Tx, employerId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${employerLedger.amountCents}), 0)` })
    .from(employerLedger)
    .where(eq(employerLedger.employerId, employerId));
  return Number(row?.cents ?? 0);
}

/** The company's latest ledger rows, newest first. */
export async function recentMovements(db: Tx, employerId: number, limit: number) {
  return db
    .select({
      id: employerLedger.id,
      at: employerLedger.createdAt,
      kind: employerLedger.kind,
      amountCents: employerLedger.amountCents,
      reference: employerLedger.reference,
    })
    .from(employerLedger)
    .where(eq(employerLedger.employerId, employerId))
    .orderBy(desc(employerLedger.createdAt), desc(employerLedger.id))
    .limit(limit);
}

export async function insertLedgerRow(
  tx: Tx,
  values: {
    employerId: number;
    amountCents: number;
    kind: EmployerLedgerKind;
    reference: string;
    createdAt: Date;
    /** The administrator's request ID (a refund); unique per company. */
    requestId?: string;
  },
): Promise<number> {
  const [row] = await tx.insert(employerLedger).values(values).returning({ id: employerLedger.id });
  return row!.id;
}

/** The company's ledger row written for a request ID, if any (employer_ledger_request_idx). */
export async function ledgerRowOfRequest(tx: Tx, employerId: number, requestId: string) {
  const [row] = await tx
    .select({ id: employerLedger.id, kind: employerLedger.kind, amountCents: employerLedger.amountCents })
    .from(employerLedger)
    .where(and(eq(employerLedger.employerId, employerId), eq(employerLedger.requestId, requestId)))
    .limit(1);
  return row;
}

// ---- Members and insurance ---------------------------------------------------------------------

/** The company's employees as insurance coverage and member counts need them. */
export async function companyMembers(db: Tx, employerId: number) {
  return db
    .select({
      terminated: employees.terminated,
      nonMemberAdminOnly: employees.nonMemberAdminOnly,
      eeHasEei: employees.eeHasEei,
    })
    .from(employees)
    .where(eq(employees.employerId, employerId));
}

/** The administrator acting: their own flags (the online-claims rule reads customised benefits). */
export async function loadAdminFlags(db: Tx, employerId: number, employeeId: number) {
  const [row] = await db
    .select({ terminated: employees.terminated, customised: employees.customizedBenefits })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
    .limit(1);
  return row;
}

export async function insuranceOf(db: Tx, employerId: number): Promise<InsuranceRow[]> {
  return db
    .select()
    .from(insuranceProducts)
    .where(eq(insuranceProducts.employerId, employerId))
    .orderBy(insuranceProducts.id);
}

export async function setInsuranceFunding(
  tx: Tx,
  employerId: number,
  product: string,
  funding: string,
  at: Date,
): Promise<void> {
  await tx
    .update(insuranceProducts)
    .set({ funding, updatedAt: at })
    .where(and(eq(insuranceProducts.employerId, employerId), eq(insuranceProducts.product, product)));
}
