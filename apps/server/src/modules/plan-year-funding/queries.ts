import { LIMIT_LEDGER_KINDS, ledgerReference } from '@benefits/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  balanceLedger,
  classifications,
  employeeClassifications,
  employees,
  employers,
} from '../../db/schema';

/*
 * The plan-year funding run's SQL (decision 0059): the members in ID order with what the domain's
 * funding rules read, the accounts already funded, the locks, and the deposits, each written once.
 */

/** An employee with a classification, their classification's amounts now and their company's terms. */
const memberColumns = {
  id: employees.id,
  employerId: employees.employerId,
  classificationId: employeeClassifications.classificationId,
  effectiveDate: employees.effectiveDate,
  terminated: employees.terminated,
  terminationDate: employees.terminationDate,
  nonMemberAdminOnly: employees.nonMemberAdminOnly,
  wellness: employees.wellness,
  hsaCents: classifications.hsaAmountCents,
  wsaCents: classifications.wsaAmountCents,
  planYearEndType: employers.planYearEndType,
  fiscalYearEnd: employers.fiscalYearEnd,
  cancellationDate: employers.cancellationDate,
  planClosed: sql<boolean>`${employers.planClosedAt} is not null`,
};

function members(db: Tx) {
  return db
    .select(memberColumns)
    .from(employees)
    .innerJoin(employeeClassifications, eq(employeeClassifications.employeeId, employees.id))
    .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
    .innerJoin(employers, eq(employers.id, employees.employerId));
}

export type FundingRow = Awaited<ReturnType<typeof membersAfter>>[number];

/**
 * The next `limit` employees with a classification after ID `afterId`, in ID order (the run's
 * batches). Who among them is funded is the domain's rule (planYearToFund), not this query's.
 */
export async function membersAfter(db: Tx, afterId: number, limit: number) {
  return members(db).where(gt(employees.id, afterId)).orderBy(asc(employees.id)).limit(limit);
}

/** The same reading of these employees (again, once their rows are locked). */
export async function membersWithIds(db: Tx, ids: readonly number[]): Promise<FundingRow[]> {
  if (ids.length === 0) return [];
  return members(db)
    .where(inArray(employees.id, [...ids]))
    .orderBy(asc(employees.id));
}

/**
 * The accounts of these employees that are funded in the given plan years, as
 * `employeeId|planYear|account` keys: those with a row of LIMIT_LEDGER_KINDS, a FUNDING row whoever
 * wrote it (the enrolment, a wellness setup, the run, another writer's deposit, an import) or a limit
 * or class change's row (the domain's `ledgerAccountOf`, which classifications' planYearLedger reads
 * the same way: decision 0059, amended 2026-12-07).
 */
export async function fundedAccounts(
  db: Tx,
  ids: readonly number[],
  planYears: readonly number[],
): Promise<Set<string>> {
  if (ids.length === 0 || planYears.length === 0) return new Set();
  const rows = await db
    .selectDistinct({
      employeeId: balanceLedger.employeeId,
      planYear: balanceLedger.planYear,
      account: balanceLedger.account,
    })
    .from(balanceLedger)
    .where(
      and(
        inArray(balanceLedger.employeeId, [...ids]),
        inArray(balanceLedger.planYear, [...new Set(planYears)]),
        inArray(balanceLedger.kind, [...LIMIT_LEDGER_KINDS]),
      ),
    );
  return new Set(rows.map((r) => fundedKey(r.employeeId, r.planYear, r.account)));
}

export const fundedKey = (employeeId: number, planYear: number, account: string) =>
  `${employeeId}|${planYear}|${account}`;

/**
 * Share-locks, in the order the other writers lock them (the company, then the classification, then
 * the employee; each set in ID order), what a deposit is decided on: a wellness version (which
 * locks the company), a limit change (the classification) or a class change or termination (the
 * employee) committing meanwhile is then either wholly before the deposit, which reads its result,
 * or wholly after it, when it finds the plan year funded and adjusts it as for any funded plan year
 * (decisions 0022, 0024, 0026). Shared locks do not hold each other up, so two runs do not wait on
 * each other (the unique index keeps their deposits once).
 */
export async function lockForFunding(
  db: Tx,
  rows: readonly { id: number; employerId: number; classificationId: number }[],
): Promise<void> {
  const ids = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const companies = ids(rows.map((r) => r.employerId));
  const classes = ids(rows.map((r) => r.classificationId));
  const people = ids(rows.map((r) => r.id));
  if (people.length === 0) return;
  await db
    .select({ id: employers.id })
    .from(employers)
    .where(inArray(employers.id, companies))
    .orderBy(asc(employers.id))
    .for('share');
  await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(inArray(classifications.id, classes))
    .orderBy(asc(classifications.id))
    .for('share');
  await db
    .select({ id: employees.id })
    .from(employees)
    .where(inArray(employees.id, people))
    .orderBy(asc(employees.id))
    .for('share');
}

export interface Deposit {
  employeeId: number;
  account: 'HSA' | 'WSA';
  planYear: number;
  amountCents: number;
  createdAt: Date;
}

/** The reference of a plan-year deposit, the rows the unique index holds once each. */
const REFERENCE = ledgerReference('planYearDeposit');

/**
 * Writes plan-year deposits (kind FUNDING, reference 'Plan year deposit'), each only if its employee, account and plan year has
 * none yet (the unique index `balance_ledger_plan_year_deposit_idx`, ON CONFLICT DO NOTHING; a
 * concurrent writer's row is waited for, then counted as there): answers those written.
 */
export async function insertDeposits(db: Tx, deposits: readonly Deposit[]) {
  if (deposits.length === 0) return [];
  return db
    .insert(balanceLedger)
    .values(deposits.map((d) => ({ ...d, kind: 'FUNDING' as const, reference: REFERENCE })))
    .onConflictDoNothing({
      target: [balanceLedger.employeeId, balanceLedger.account, balanceLedger.planYear],
      where: sql`kind = 'FUNDING' and reference = ${sql.raw(`'${REFERENCE}'`)}`,
    })
    .returning({ employeeId: balanceLedger.employeeId, account: balanceLedger.account });
}
