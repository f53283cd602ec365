/**
 * Claim statuses (docs/decisions/0008-claims-rules.md). A claim is open (R) while the employee
 * builds it; submitting makes it N, or A when it is selected for audit; staff settle an audit as
 * passed (back to N) or failed (F); a submitted claim is paid (P). Only an open claim can be
 * changed or cancelled (C).
 */
export const CLAIM_STATUS_CODES = ['R', 'N', 'A', 'P', 'F', 'C'] as const;

export type ClaimStatusCode = (typeof CLAIM_STATUS_CODES)[number];

export const CLAIM_STATUS_NAMES: Readonly<Record<ClaimStatusCode, string>> = {
  R: 'Saved',
  N: 'Submitted',
  A: 'In audit',
  P: 'Paid',
  F: 'Failed audit',
  C: 'Cancelled',
};

const TRANSITIONS: Readonly<Record<ClaimStatusCode, readonly ClaimStatusCode[]>> = {
  R: ['N', 'A', 'C'],
  N: ['P'],
  A: ['N', 'F'],
  P: [],
  F: [],
  C: [],
};

export function isClaimStatusCode(value: unknown): value is ClaimStatusCode {
  return typeof value === 'string' && (CLAIM_STATUS_CODES as readonly string[]).includes(value);
}

/** Whether a claim may move from one status to another. */
export function canChangeClaimStatus(from: ClaimStatusCode, to: ClaimStatusCode): boolean {
  return TRANSITIONS[from].includes(to);
}

/** An open claim (saved, resumable): the only one whose items and receipts may change. */
export function isOpenClaim(status: unknown): boolean {
  return status === 'R';
}

/** A claim that was submitted (whatever happened to it since): it has drawn on the balance. */
export function isSubmittedClaim(status: unknown): boolean {
  return status === 'N' || status === 'A' || status === 'P' || status === 'F';
}

/**
 * A submitted claim still waiting for what comes next: submitted (N, to be paid) or in audit (A).
 * Only such a claim has a submission to confirm (/claims/success); a saved, cancelled, paid or
 * failed one has not.
 */
export function isAwaitingSettlement(status: unknown): boolean {
  return status === 'N' || status === 'A';
}

/**
 * What the claim lists (Claim Activity, its CSV and PDF, the dashboard's recent claims) show as a
 * claim's payable amount: what it pays, except a claim that failed its audit, which was reversed onto
 * the balance (decision 0029) and pays nothing. Its page still shows the amounts as claimed, with why
 * none is paid.
 */
export function listedPayableCents(status: unknown, payableCents: number): number {
  return status === 'F' ? 0 : payableCents;
}

/**
 * Whether a claim may be printed as a paper claim form: any claim but a cancelled one, which asks
 * for nothing and must not be signed and mailed in (decision 8).
 */
export function hasPaperClaimForm(status: unknown): boolean {
  return status !== 'C';
}

/** Employee audit state: 0 none; 1 a claim was selected for audit and its documents are awaited. */
export const EMPLOYEE_AUDIT_STATE = { NONE: 0, IN_AUDIT: 1 } as const;
