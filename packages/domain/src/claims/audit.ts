/**
 * Audit selection (docs/decisions/0008-claims-rules.md). Deterministic, so it can be tested and
 * explained: a claim is selected for audit when the amount claimed is above $1,000.00, or when it
 * is the employee's 8th, 16th, 24th ... submitted claim (counting every claim they ever
 * submitted, of either type, this one included). Nothing random.
 */

/** A claim whose claimed total is above this (in cents) is audited. */
export const AUDIT_AMOUNT_THRESHOLD_CENTS = 100_000;

/** Every this-many-th submitted claim of an employee is audited. */
export const AUDIT_SAMPLE_EVERY = 8;

export type AuditReason = 'AMOUNT' | 'SAMPLE';

export interface AuditSelectionInput {
  /** The sum of the claim's item amounts, in cents (before co-pay and balance limits). */
  claimedCents: number;
  /** 1-based: the number of claims the employee has submitted, this one included. */
  submissionNumber: number;
}

/** Why the claim is selected for audit, or null when it is not. */
export function auditSelection(input: AuditSelectionInput): AuditReason | null {
  if (input.claimedCents > AUDIT_AMOUNT_THRESHOLD_CENTS) return 'AMOUNT';
  if (
    Number.isSafeInteger(input.submissionNumber) &&
    input.submissionNumber > 0 &&
    input.submissionNumber % AUDIT_SAMPLE_EVERY === 0
  ) {
    return 'SAMPLE';
  }
  return null;
}
