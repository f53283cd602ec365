import type { ClaimStatusCode } from '../claims/status';
import { EMPLOYEE_AUDIT_STATE } from '../claims/status';

/**
 * Settling an audit (docs/product §4 "Tools audits ... result in Pass or Fail"; decision 0029): a
 * claim in audit (A) passes back to submitted (N, released for payment, as an unaudited claim is)
 * or fails (F, its ledger rows reversed). A reason is optional on a pass and required on a fail.
 */
export const AUDIT_RESULTS = ['PASS', 'FAIL'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/** A reason is at most this many characters. */
export const AUDIT_REASON_MAX_LENGTH = 500;

/** The status a claim in audit moves to. */
export function auditedClaimStatus(result: AuditResult): ClaimStatusCode {
  return result === 'PASS' ? 'N' : 'F';
}

/** The reason, trimmed; null when it is fine, otherwise the problem. */
export function auditReasonProblem(
  result: AuditResult,
  reason: string | undefined,
): 'reasonRequired' | 'reasonTooLong' | null {
  const text = (reason ?? '').trim();
  if (text.length > AUDIT_REASON_MAX_LENGTH) return 'reasonTooLong';
  if (result === 'FAIL' && text.length === 0) return 'reasonRequired';
  return null;
}

/**
 * The employee's audit state once one of their claims is settled: back to none when no other claim
 * of theirs is still in audit, otherwise still in audit.
 */
export function settledAuditState(otherClaimsInAudit: number): number {
  return otherClaimsInAudit > 0 ? EMPLOYEE_AUDIT_STATE.IN_AUDIT : EMPLOYEE_AUDIT_STATE.NONE;
}

/**
 * The ledger rows that reverse a failed claim's rows: each row (account, plan year, amount) given
 * back with the opposite sign, so every balance the claim drew on (this plan year's, the previous
 * year's, HSA or wellness) is restored to the cent.
 */
export function reversalEntries<R extends { account: string; planYear: number; amountCents: number }>(
  rows: readonly R[],
): { account: string; planYear: number; amountCents: number }[] {
  return rows
    .filter((r) => r.amountCents !== 0)
    .map((r) => ({ account: r.account, planYear: r.planYear, amountCents: -r.amountCents }));
}
