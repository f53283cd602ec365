import { addDays, ledgerReference, planYearOn, todayIso, type PlanYearEndType } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  balanceLedger,
  bankingDetails,
  claimItems,
  claims,
  claimStatusHistory,
  companyBanking,
  employees,
  employers,
} from '../schema';

/**
 * Work for the tools area's auditors (decision 0029), so `auditor` sees something on first sign-in:
 * Noah MacDonald (100004), whose account is terminated (his last day: 30 September of this year), has
 * a paper HSA claim of $1,250.00 in audit (a terminated account claims on paper, decision 0006;
 * received two days ago, for a dental service on or before his last day; selected because it is
 * above $1,000.00), his audit state is 1; his direct-deposit details and
 * Prairie Sky Logistics' (5002) pre-authorised debit account wait for verification. The seed has no
 * FileStore, so these carry no documents: the screens say so. Partners have no banking details in
 * the product yet, so no agent PAD waits.
 */
export async function seedAudits(tx: Tx, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  // In the afternoon (UTC) two days ago, as the other seeded claims: after the deposit (09:00 on its
  // plan year's first day) of the plan year it was submitted in, which early in January is last year's.
  const submittedOn = addDays(todayIso(today), -2);
  const submittedAt = new Date(`${submittedOn}T15:00:00.000Z`);
  const [noah] = await tx
    .select({ e: employees, r: employers })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.id, 100004));
  const planYear = planYearOn(
    {
      type: noah!.r.planYearEndType as PlanYearEndType,
      fiscalYearEnd: noah!.r.fiscalYearEnd,
      effectiveDate: noah!.e.effectiveDate,
    },
    submittedOn,
  ).key;
  // Before his last day (30 September), or ten days ago early in the year.
  const tenDaysAgo = new Date(today.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
  const serviceDate = tenDaysAgo < `${year}-09-15` ? tenDaysAgo : `${year}-09-15`;
  const amount = 125_000;
  const payable = 100_000; // his whole balance of that plan year
  const [claim] = await tx
    .insert(claims)
    .values({
      employeeId: 100004,
      type: 'HSA',
      status: 'A',
      origin: 'P', // paper: the form he mailed in
      planYear,
      claimedCents: amount,
      payableCents: payable,
      totalCents: payable,
      auditSelected: true,
      submittedAt,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning({ id: claims.id });
  const claimId = claim!.id;
  await tx.insert(claimItems).values({
    claimId,
    patientName: 'Noah MacDonald',
    serviceId: 2,
    serviceName: 'Dental',
    provider: 'Harbord Dental Centre',
    providerNumber: 'D-20417',
    serviceDate,
    amountCents: amount,
    createdAt: submittedAt,
  });
  await tx.insert(balanceLedger).values({
    employeeId: 100004,
    account: 'HSA',
    planYear,
    amountCents: -payable,
    kind: 'CLAIM',
    reference: ledgerReference('claim', { id: claimId }),
    claimId,
    createdAt: submittedAt,
  });
  await tx.insert(claimStatusHistory).values({
    claimId,
    status: 'A',
    actorKind: 'employee',
    actorId: '100004',
    note: 'Paper claim received; selected for audit', // as the seed's other paper claims (claims.ts)
    at: submittedAt,
  });
  await tx
    .update(employees)
    .set({ auditState: 1, employeeChequeVerifyRequired: true })
    .where(eq(employees.id, 100004));
  await tx
    .update(bankingDetails)
    .set({ updatedAt: submittedAt })
    .where(eq(bankingDetails.employeeId, 100004));
  await tx.update(companyBanking).set({ verifyRequired: true }).where(eq(companyBanking.employerId, 5002));
}
