import type { Api, ResponseOf } from '@benefits/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';
import { refs } from '../api/refs';

/*
 * Claim data shared by the claim flow (features/claims) and the claim reports (features/reports):
 * one query entry per claim, read through /employee/claim-details, which answers an open claim
 * (with today's estimate) as well as a submitted one. Every key sits below 'employee', so a logout
 * or a forced logout drops it with the session.
 */
export type ClaimDetails = ResponseOf<Api['employeeClaimDetails']>;
export type ClaimView = ClaimDetails['claim'];
export type ClaimItemView = ClaimView['items'][number];
export type ClaimBreakdown = ClaimView['breakdown'];
export type ClaimFile = ClaimView['receipts'][number];
export type StatusChange = ClaimDetails['history'][number];
export type ClaimTypeCode = ClaimView['type'];
export type ClaimStatusCode = ClaimView['status'];

export const claimsKey = ['employee', 'claims'] as const;
export const claimKey = (claimId: number) => ['employee', 'claims', 'claim', claimId] as const;
export const pendingClaimsKey = ['employee', 'claims', 'pending'] as const;
/** Every report of the employee (claim activity, balance history, benefit summary). */
export const reportsKey = ['employee', 'reports'] as const;

/** Reads that show their failure on the page, not in the snackbar. */
export const quiet = { area: 'employee', snackbar: false } as const;

export const claimDetailsQuery = (claimId: number) =>
  queryOptions({
    queryKey: claimKey(claimId),
    queryFn: async ({ signal }): Promise<ClaimDetails> => {
      const { claim, history } = await call(refs.employeeClaimDetails, { claimId }, { ...quiet, signal });
      return { claim, history };
    },
  });

/** A claim id from the address (a positive whole number), or null. */
export function claimIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
