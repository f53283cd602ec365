import { api, ErrorCode, type RequestOf, type ResponseOf } from '@benefits/contract';
import { CLAIM_MESSAGES, type ClaimType } from '@benefits/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import {
  claimDetailsQuery,
  claimKey,
  pendingClaimsKey,
  quiet,
  reportsKey,
  type ClaimDetails,
  type ClaimView,
} from '../../lib/claims/api';
import { callWithProgress, readAsDataUrl, type UploadProgress } from '../../lib/transfer/upload';

/*
 * The claim flow's server data (docs/product §4 "Claim flow"). The claim lives on the server from the first
 * step: every screen reads it by the id in its address (?claim=ID), so a reload never loses work.
 *
 * The claim form's options (patients, services, providers, the claim window) come from
 * /claims/details. Its patients are the employee's dependants, so its key sits below the account's
 * dependants key (['employee', 'dependants'], features/account/api.ts): when the account screens
 * change a dependant they invalidate that key, which marks these options stale too, and the form
 * fetches them again the next time it shows — a new dependant is a patient at once.
 */
export type PendingClaims = ResponseOf<typeof api.claimsPending>;
export type ClaimFormOptions = ResponseOf<typeof api.claimsDetails>;

export const claimFormKey = (type: ClaimType) => ['employee', 'dependants', 'claim-form', type] as const;

export const pendingClaimsQuery = () =>
  queryOptions({
    queryKey: pendingClaimsKey,
    queryFn: async ({ signal }): Promise<PendingClaims> => {
      const { incompleteClaims, lastClaimId } = await call(api.claimsPending, {}, { ...quiet, signal });
      return { incompleteClaims, lastClaimId };
    },
  });

export const claimFormQuery = (type: ClaimType) =>
  queryOptions({
    queryKey: claimFormKey(type),
    queryFn: async ({ signal }): Promise<ClaimFormOptions> => {
      const {
        TOKEN_EXPIRY: _expiry,
        message: _message,
        ...options
      } = await call(api.claimsDetails, { type }, { ...quiet, signal });
      return options;
    },
  });

export const usePendingClaims = () => useQuery(pendingClaimsQuery());
export const useClaim = (claimId: number) => useQuery(claimDetailsQuery(claimId));
export const useClaimForm = (type: ClaimType | undefined) =>
  useQuery({ ...claimFormQuery(type ?? 'HSA'), enabled: type !== undefined });

/** The refusal of a claim that is no longer open: submitted or cancelled since the page showed it (another tab). */
export const claimNoLongerOpen = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.code === ErrorCode.CONFLICT &&
  error.general === CLAIM_MESSAGES.claimNotOpen;

/** Writes a claim the server answered into its cache entry (keeping the status history). */
function useStoreClaim() {
  const queryClient = useQueryClient();
  return (claim: ClaimView) => {
    queryClient.setQueryData<ClaimDetails>(claimKey(claim.id), (old) => ({
      claim,
      history: old?.history ?? [],
    }));
    void queryClient.invalidateQueries({ queryKey: pendingClaimsKey });
  };
}

/** Starts the open claim of a type, or answers the one already open (/claim/id). */
export function useOpenClaim() {
  const store = useStoreClaim();
  return useMutation({
    mutationFn: (type: ClaimType) => call(api.claimOpen, { type }, quiet),
    onSuccess: ({ claim }) => store(claim),
  });
}

export type NewClaimItem = Omit<RequestOf<typeof api.claimItemAdd>, 'claimId'>;

export function useAddClaimItem(claimId: number) {
  const store = useStoreClaim();
  return useMutation({
    mutationFn: (item: NewClaimItem) => call(api.claimItemAdd, { ...item, claimId }, quiet),
    onSuccess: ({ claim }) => store(claim),
  });
}

export function useRemoveClaimItem(claimId: number) {
  const store = useStoreClaim();
  return useMutation({
    mutationFn: (itemId: number) => call(api.claimItemRemove, { claimId, itemId }, quiet),
    onSuccess: ({ claim }) => store(claim),
  });
}

export function useSaveClaim(claimId: number) {
  const store = useStoreClaim();
  return useMutation({
    mutationFn: () => call(api.claimSave, { claimId }, quiet),
    onSuccess: ({ claim }) => store(claim),
  });
}

/** Sends one receipt (base64 in the JSON body) with the request's real progress. */
export function useUploadReceipt(claimId: number) {
  const store = useStoreClaim();
  return async (file: File, onProgress: (progress: UploadProgress) => void, signal: AbortSignal) => {
    const content = await readAsDataUrl(file);
    const answer = await callWithProgress(
      api.claimUpload,
      { claimId, fileName: file.name, content },
      { area: 'employee', snackbar: false, onProgress, signal },
    );
    store(answer.claim);
    return answer;
  };
}

/** Takes a receipt attached by mistake off the open claim (the server deletes its file). */
export function useRemoveReceipt(claimId: number) {
  const store = useStoreClaim();
  return useMutation({
    mutationFn: (fileId: number) => call(api.claimReceiptRemove, { claimId, fileId }, quiet),
    onSuccess: ({ claim }) => store(claim),
  });
}

/**
 * After a claim is submitted or cancelled: the balances (drawer, dashboard), the saved claims, the
 * reports and the claim itself are fetched again.
 */
export function useClaimSettled() {
  const queryClient = useQueryClient();
  return useCallback(
    (claimId: number) => {
      void queryClient.invalidateQueries({ queryKey: employeeProfileKey });
      void queryClient.invalidateQueries({ queryKey: pendingClaimsKey });
      void queryClient.invalidateQueries({ queryKey: reportsKey });
      void queryClient.invalidateQueries({ queryKey: claimKey(claimId) });
    },
    [queryClient],
  );
}

/**
 * Submits the open claim. The answer's status and breakdown go into the claim's cache entry at
 * once, so the success page shows the submitted claim without waiting for it to be read again.
 */
export function useSubmitClaim(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.claimSubmit, { claimId }, quiet),
    onSuccess: (answer) => {
      queryClient.setQueryData<ClaimDetails>(claimKey(answer.claimId), (old) =>
        old ? { ...old, claim: { ...old.claim, status: answer.status, breakdown: answer.breakdown } } : old,
      );
    },
  });
}

export function useCancelClaim() {
  return useMutation({ mutationFn: (claimId: number) => call(api.claimCancel, { claimId }, quiet) });
}
