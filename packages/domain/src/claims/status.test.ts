import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUS_CODES,
  CLAIM_STATUS_NAMES,
  canChangeClaimStatus,
  isClaimStatusCode,
  isOpenClaim,
  hasPaperClaimForm,
  isAwaitingSettlement,
  isSubmittedClaim,
  listedPayableCents,
} from './status';

describe('claim statuses', () => {
  it('names every status', () => {
    for (const code of CLAIM_STATUS_CODES) expect(CLAIM_STATUS_NAMES[code].length).toBeGreaterThan(0);
    expect(isClaimStatusCode('R')).toBe(true);
    expect(isClaimStatusCode('X')).toBe(false);
  });

  it('lets only an open claim be submitted, audited or cancelled', () => {
    expect(canChangeClaimStatus('R', 'N')).toBe(true);
    expect(canChangeClaimStatus('R', 'A')).toBe(true);
    expect(canChangeClaimStatus('R', 'C')).toBe(true);
    expect(canChangeClaimStatus('N', 'C')).toBe(false);
    expect(canChangeClaimStatus('A', 'N')).toBe(true);
    expect(canChangeClaimStatus('A', 'F')).toBe(true);
    expect(canChangeClaimStatus('N', 'P')).toBe(true);
    for (const end of ['P', 'F', 'C'] as const) {
      for (const to of CLAIM_STATUS_CODES) expect(canChangeClaimStatus(end, to)).toBe(false);
    }
  });

  it('tells open from submitted claims', () => {
    expect(CLAIM_STATUS_CODES.filter(isOpenClaim)).toEqual(['R']);
    expect(CLAIM_STATUS_CODES.filter(isSubmittedClaim)).toEqual(['N', 'A', 'P', 'F']);
    // Only these have a submission to confirm (/claims/success).
    expect(CLAIM_STATUS_CODES.filter(isAwaitingSettlement)).toEqual(['N', 'A']);
    // A cancelled claim has no paper form.
    expect(CLAIM_STATUS_CODES.filter(hasPaperClaimForm)).toEqual(['R', 'N', 'A', 'P', 'F']);
  });
});

describe('what the claim lists show as payable', () => {
  it('is what the claim pays, and nothing for a claim that failed its audit', () => {
    for (const status of ['N', 'A', 'P'] as const) expect(listedPayableCents(status, 100_000)).toBe(100_000);
    // The audit failed: the claim was reversed onto the balance, it pays nothing.
    expect(listedPayableCents('F', 100_000)).toBe(0);
  });
});
