import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  balanceLedger,
  classifications,
  employeeClassifications,
  employees,
  employers,
} from '../../db/schema';

/** An employee with their company's plan-year terms and their classification (if any), for the recalculation. */
export async function employeeForRecalc(db: Db | Tx, employeeId: number, lock = false) {
  const query = db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      wellness: employees.wellness,
      nonMemberAdminOnly: employees.nonMemberAdminOnly,
      effectiveDate: employees.effectiveDate,
      terminated: employees.terminated,
      terminationDate: employees.terminationDate,
      companyName: employers.name,
      planYearEndType: employers.planYearEndType,
      fiscalYearEnd: employers.fiscalYearEnd,
      cancellationDate: employers.cancellationDate,
      planClosed: sql<boolean>`${employers.planClosedAt} is not null`,
      classification: classifications.name,
      hsaAmountCents: classifications.hsaAmountCents,
      wsaAmountCents: classifications.wsaAmountCents,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .leftJoin(employeeClassifications, eq(employeeClassifications.employeeId, employees.id))
    .leftJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
    .where(eq(employees.id, employeeId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: employees }) : await query;
  return row;
}

export async function insertLimitRecalcRow(
  tx: Tx,
  row: {
    employeeId: number;
    account: 'HSA' | 'WSA';
    planYear: number;
    amountCents: number;
    reference: string;
  },
) {
  await tx.insert(balanceLedger).values({ ...row, kind: 'LIMIT_CHANGE' });
}
