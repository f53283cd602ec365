import { ledgerReference } from '@benefits/domain';
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
} from '../schema';

/**
 * Work for the tools area's auditors (decision 0029), so `auditor` sees something on first sign-in:
 * Noah MacDonald (100004) has an HSA claim of $1,250.00 in audit (submitted two days ago, before he left;
 * selected because it is above $1,000.00), his audit state is 1; his direct-deposit details and
 * Prairie Sky Logistics' (5002) pre-authorised debit account wait for verification. The seed has no
 * FileStore, so these carry no documents: the screens say so. Partners have no banking details in
 * the product yet, so no agent PAD waits.
 */
export async function seedAudits(tx: Tx, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  const submittedAt = new Date(today.getTime() - 2 * 86_400_000);
  // Before his last day (30 September), or ten days ago early in the year.
  const tenDaysAgo = new Date(today.getTime() - 10 * 86_400_000).toISOString().slice(0, 10);
  const serviceDate = tenDaysAgo < `${year}-09-15` ? tenDaysAgo : `${year}-09-15`;
  const amount = 125_000;
  const payable = 100_000; // his whole balance this plan year
  const [claim] = await tx
    .insert(claims)
    .values({
      employeeId: 100004,
      type: 'HSA',
      status: 'A',
      origin: 'O',
      planYear: year,
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
    planYear: year,
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
    note: 'Selected for audit: amount claimed above $1,000.00',
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
