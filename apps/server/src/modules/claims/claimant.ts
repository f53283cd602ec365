import { API_MESSAGES, ErrorCode } from '@benefits/contract';
import {
  cancellationState,
  claimBlockMessage,
  claimWindowFor,
  coverageEnd,
  coverageStartsLater,
  MESSAGES,
  onlineClaimBlock,
  terminationInEffect,
  todayIso,
  type ClaimantFlags,
  type ClaimType,
  type ClaimWindow,
  type PlanYearEndType,
  type PlanYearTerms,
} from '@benefits/domain';
import { AppError, unauthenticated, validationError } from '../../platform/errors';
import type { Tx } from '../../db/client';
import type { employees, employers } from '../../db/schema';
import { loadClaimantRow } from './queries';

/** The signed-in employee as the claim rules see them: who, where, which plan years, which window. */
export interface Claimant {
  employee: typeof employees.$inferSelect;
  employer: typeof employers.$inferSelect;
  today: string;
  terms: PlanYearTerms;
  window: ClaimWindow;
  flags: ClaimantFlags;
}

export const ownerOf = (c: Claimant) => ({ kind: 'employee', id: String(c.employee.id) });

/** Loads the employee, their employer and today's claim window; `lock` takes the employee row lock. */
export async function loadClaimant(db: Tx, employeeId: number, now: Date, lock = false): Promise<Claimant> {
  const row = await loadClaimantRow(db, employeeId, lock);
  if (!row) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  const { e, r } = row;
  const today = todayIso(now);
  const terms: PlanYearTerms = {
    type: r.planYearEndType as PlanYearEndType,
    fiscalYearEnd: r.fiscalYearEnd,
    effectiveDate: e.effectiveDate,
  };
  return {
    employee: e,
    employer: r,
    today,
    terms,
    // Expenses after the company's plan cancellation are not covered (decision 0027).
    window: claimWindowFor(terms, today, {
      start: e.effectiveDate,
      end: coverageEnd(e.terminationDate, r.cancellationDate),
    }),
    flags: {
      nonMemberAdminOnly: e.nonMemberAdminOnly,
      // From the termination's date, whether or not its job has run (decision 0024).
      terminated: terminationInEffect(e, today),
      frozen: e.frozen,
      claimPeriodEnded: e.claimPeriodEnded,
      planClosed:
        cancellationState({ effectiveDate: r.cancellationDate, closed: r.planClosedAt !== null }, today) ===
        'CLOSED',
      onlineClaimOk: r.onlineClaimOk,
      customizedBenefits: e.customizedBenefits,
      onlineClaimsOnly: e.onlineClaimsOnly,
      planType: r.planCode,
      auditState: e.auditState,
      // The first-sign-in steps (domain account/first-sign-in.ts), the route guard's rule too.
      newEmployeeCheck: e.newEmployeeCheck,
      missingInfo: e.missingInfo,
      missingBanking: e.missingBanking,
      // Nothing is claimed before the effective date (QA lifecycle F3): no draft is started.
      coverageStarts: coverageStartsLater(e.effectiveDate, today),
    },
  };
}

/** Refuses (403, with the reason) an employee who may not make an online claim now. */
export function assertMayClaim(c: Claimant): void {
  const block = onlineClaimBlock(c.flags);
  if (block) throw new AppError(ErrorCode.FORBIDDEN, { GENERAL: claimBlockMessage(block, c.flags) });
}

/** The claim types the employee has: HSA always, WSA with the wellness account. */
export function hasAccount(c: Claimant, type: ClaimType): boolean {
  return type === 'HSA' || c.employee.wellness;
}

/** docs/product §5: a given `employee` must be numeric, and it must be the caller ('Invalid Employee ID'). */
export function checkEmployeeField(c: Claimant, employee: string | undefined): void {
  if (employee !== undefined && employee !== String(c.employee.id)) {
    throw validationError({ employee: MESSAGES.invalidEmployeeId }, MESSAGES.correctInformation);
  }
}

/** A WSA claim for an employee without a wellness account is an invalid type. */
export function checkClaimType(c: Claimant, type: ClaimType): void {
  if (!hasAccount(c, type)) {
    throw validationError({ type: MESSAGES.invalidClaimType }, MESSAGES.correctInformation);
  }
}
