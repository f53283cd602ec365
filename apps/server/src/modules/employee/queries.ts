import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { balanceLedger, employees, employerLedger, employers } from '../../db/schema';

export type LedgerSum = { account: string; planYear: number; cents: string | number };

/**
 * Balances are sums of ledger rows (docs/architecture.md "Data rules"). The per-account, per-plan-year sums
 * and the employer's group balance come back in the same query as the profile: one round trip.
 */
const ledgerSums = sql<LedgerSum[] | null>`(
  select json_agg(json_build_object('account', s.account, 'planYear', s.plan_year, 'cents', s.cents))
  from (
    select ${balanceLedger.account} as account, ${balanceLedger.planYear} as plan_year, sum(${balanceLedger.amountCents}) as cents
    from ${balanceLedger} where ${balanceLedger.employeeId} = ${employees.id}
    group by 1, 2
  ) s
)`;
const groupSum = sql<string | null>`(
  select coalesce(sum(${employerLedger.amountCents}), 0) from ${employerLedger}
  where ${employerLedger.employerId} = ${employers.id}
)`;

/** The employee, their employer, their ledger sums and the employer's group balance: one round trip. */
export async function loadEmployeeRow(db: Db, id: number) {
  const [row] = await db
    .select({ e: employees, r: employers, sums: ledgerSums, group: groupSum })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}
