/*
 * A claim is paid: N → P (docs/product §4 "Allowed moves", decision 0008). This is the one place the
 * move happens, in the caller's transaction, with its status history and the selling partner's
 * commission on the claim's admin fee (decision 0042), so the commission accrues exactly when, and
 * only if, the claim is paid. The payout run that pays claims by EFT is to come; it calls this per claim.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { claims, claimStatusHistory, employees } from '../../db/schema';
import { accrueClaimFeeCommission, type AccrualServices } from '../commissions/accrual';

/**
 * Marks a submitted claim (status N) paid at `at` and accrues its admin-fee commission. A claim that
 * is not in N (already paid, in audit, failed, cancelled) is left as it is: answers false, and
 * nothing accrues (paying twice accrues once).
 */
export async function markClaimPaid(s: AccrualServices, tx: Tx, claimId: number, at: Date): Promise<boolean> {
  const [paid] = await tx
    .update(claims)
    .set({ status: 'P', updatedAt: at })
    .where(and(eq(claims.id, claimId), eq(claims.status, 'N')))
    .returning({ id: claims.id, employeeId: claims.employeeId, adminFeeCents: claims.adminFeeCents });
  if (!paid) return false;
  await tx.insert(claimStatusHistory).values({
    claimId,
    status: 'P',
    actorKind: 'system',
    actorId: 'payments',
    note: 'Paid by direct deposit',
    at,
  });
  const [owner] = await tx
    .select({ employerId: employees.employerId })
    .from(employees)
    .where(eq(employees.id, paid.employeeId))
    .limit(1);
  if (owner && paid.adminFeeCents > 0) {
    await accrueClaimFeeCommission(s, tx, {
      claimId,
      employerId: owner.employerId,
      adminFeeCents: paid.adminFeeCents,
      paidOn: at.toISOString().slice(0, 10),
    });
  }
  return true;
}
