import { nextMonth, previousMonth, signupPrice, todayIso } from '@benefits/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { accrueLines, closeMonth, type AccrualInput } from '../../modules/commissions/accrual';
import type { Tx } from '../client';
import { claims, claimStatusHistory, employees, employers } from '../schema';

/**
 * The partners' commissions from the demo's own events, by the model of decision 0042 and its code:
 * each company a partner sold earns its sign-up commission on its plan effective date (the plan fee
 * before tax of docs/product §9), each of its paid claims the admin-fee commission on the day it was
 * paid; 200001's sales give their manager 200002 the override. The months are closed in order up to
 * last month, paying what reached the minimum, so the current month's statements stay open and the
 * drawer's unpaid figure is the open statement's total. Runs after the claims and the plan dates.
 */
export async function seedCommissions(tx: Tx, now: Date): Promise<void> {
  const today = todayIso(now);
  const events: AccrualInput[] = [];
  const sold = await tx
    .select({
      id: employers.id,
      planCode: employers.planCode,
      province: employers.province,
      effective: employers.planEffectiveDate,
    })
    .from(employers)
    .where(isNotNull(employers.partnerId));
  for (const company of sold) {
    const price = signupPrice(company.planCode, company.province);
    if (!price || !company.effective || company.effective > today) continue;
    events.push({
      source: 'SIGNUP',
      sourceRef: `SIGNUP-${company.id}`,
      employerId: company.id,
      baseCents: price.priceCents,
      accruedOn: company.effective,
    });
  }
  const paid = await tx
    .select({
      claimId: claims.id,
      employerId: employees.employerId,
      adminFeeCents: claims.adminFeeCents,
      paidAt: claimStatusHistory.at,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .innerJoin(
      claimStatusHistory,
      and(eq(claimStatusHistory.claimId, claims.id), eq(claimStatusHistory.status, 'P')),
    )
    .where(and(eq(claims.status, 'P'), isNotNull(employers.partnerId)));
  for (const claim of paid) {
    if (claim.adminFeeCents <= 0) continue;
    events.push({
      source: 'CLAIM_FEE',
      sourceRef: String(claim.claimId),
      employerId: claim.employerId,
      baseCents: claim.adminFeeCents,
      accruedOn: todayIso(claim.paidAt),
    });
  }
  events.sort((a, b) => a.accruedOn.localeCompare(b.accruedOn) || a.sourceRef.localeCompare(b.sourceRef));
  if (events.length === 0) return;

  // Each month is closed (at 06:00 UTC on the 1st of the next) before the next month's events accrue.
  const lastClosed = previousMonth(today.slice(0, 7));
  let closing = events[0]!.accruedOn.slice(0, 7);
  const closeUpTo = async (month: string) => {
    while (closing < month && closing <= lastClosed) {
      await closeMonth(tx, closing, new Date(`${nextMonth(closing)}-01T06:00:00.000Z`));
      closing = nextMonth(closing);
    }
  };
  for (const event of events) {
    await closeUpTo(event.accruedOn.slice(0, 7));
    await accrueLines(tx, event);
  }
  await closeUpTo(nextMonth(lastClosed));
}
