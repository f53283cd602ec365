/** Claim reference values (docs/product §3 "Claim" and 9). */

/** Claim types (docs/product §9). */
export const CLAIM_TYPES = ['HSA', 'WSA'] as const;

export type ClaimType = (typeof CLAIM_TYPES)[number];

export function isClaimType(value: unknown): value is ClaimType {
  return value === 'HSA' || value === 'WSA';
}

/** Claim status: new, and resumed. Claim origin: online. */
export const CLAIM_STATUS = { NEW: 'N', RESUMED: 'R' } as const;
export const CLAIM_ORIGIN_ONLINE = 'O';

/** The claim service that may repeat in a claim without counting as a duplicate. */
export const DUPLICATE_EXEMPT_SERVICE = '1';
