import { api, type ResponseOf } from '@benefits/contract';
import type { PAD_AUDIT_TYPES } from '@benefits/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api/client';
import type { FileSource } from '../../lib/claims/FileList';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';

/*
 * The tools area's audits (server module audits, decision 0029). Query keys are below 'tools' so a
 * logout drops them with the session. Reads fail on the page (with a retry); a settle answers green
 * or red in the snackbar, and the lists are read again.
 */
export const auditsKey = ['tools', 'audits'] as const;

export type PadType = (typeof PAD_AUDIT_TYPES)[number];
export type QueuedClaim = ResponseOf<typeof api.getAuditClaims>['claims'][number];
export type AuditedClaim = ResponseOf<typeof api.auditClaimGet>['claim'];
export type QueuedPad = ResponseOf<typeof api.getAuditPads>['pads'][number];
export type PadDetails = ResponseOf<typeof api.auditPadGet>['pad'];

const quiet = { area: 'tools', snackbar: false } as const;

export const useAuditClaims = () =>
  useQuery(
    queryOptions({
      queryKey: [...auditsKey, 'claims'],
      queryFn: async ({ signal }) => (await call(api.getAuditClaims, {}, { ...quiet, signal })).claims,
    }),
  );

export const useAuditClaim = (claimId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...auditsKey, 'claim', claimId],
      queryFn: async ({ signal }) => (await call(api.auditClaimGet, { claimId }, { ...quiet, signal })).claim,
      // Each opening is logged on the server: read once per visit, not on every focus.
      refetchOnWindowFocus: false,
    }),
  );

export const useAuditPads = (type: PadType) =>
  useQuery(
    queryOptions({
      queryKey: [...auditsKey, 'pads', type],
      queryFn: async ({ signal }) => (await call(api.getAuditPads, { type }, { ...quiet, signal })).pads,
    }),
  );

export const useAuditPad = (type: PadType, id: number) =>
  useQuery(
    queryOptions({
      queryKey: [...auditsKey, 'pad', type, id],
      queryFn: async ({ signal }) => (await call(api.auditPadGet, { type, id }, { ...quiet, signal })).pad,
      refetchOnWindowFocus: false,
    }),
  );

/** A claim's receipts and audit documents, fetched with the staff session. */
export const claimFileSource = (claimId: number): FileSource => ({
  path: api.auditClaimFile.path,
  area: 'tools',
  body: (file) => ({ claimId, fileId: file.id }),
});

/** The void cheque of banking details, fetched with the staff session. */
export const padFileSource = (type: PadType, id: number): FileSource => ({
  path: api.auditPadFile.path,
  area: 'tools',
  body: () => ({ type, id }),
});

export type Verdict = 'pass' | 'fail';

/**
 * Passing or failing an audit: the answer's message shows green and `onDone` runs; a field message
 * (the reason) goes to `onReason`; anything else shows red (another auditor's settle among them).
 */
export function useSettle({ onDone, onReason }: { onDone: () => void; onReason: (message: string) => void }) {
  const client = useQueryClient();
  const tm = useTranslateMessage();
  return useMutation({
    mutationFn: async (
      request:
        | { kind: 'claim'; verdict: Verdict; claimId: number; reason: string }
        | { kind: 'pad'; verdict: Verdict; type: PadType; id: number; reason: string },
    ) => {
      const options = { area: 'tools', snackbar: false } as const;
      if (request.kind === 'claim') {
        const endpoint = request.verdict === 'pass' ? api.auditClaimPass : api.auditClaimFail;
        return (await call(endpoint, { claimId: request.claimId, reason: request.reason }, options)).message;
      }
      const endpoint = request.verdict === 'pass' ? api.auditPadPass : api.auditPadFail;
      return (await call(endpoint, { type: request.type, id: request.id, reason: request.reason }, options))
        .message;
    },
    onSuccess: (message) => {
      showSuccess(tm(message) ?? message);
      void client.invalidateQueries({ queryKey: auditsKey });
      onDone();
    },
    onError: (failure) => {
      if (failure instanceof ApiError) {
        const reason = failure.fields.reason;
        if (reason) onReason(tm(reason) ?? reason);
        else {
          showFailure(tm(failure.general) ?? failure.message);
          void client.invalidateQueries({ queryKey: auditsKey });
        }
      } else {
        showFailure(failure instanceof Error ? failure.message : String(failure));
      }
    },
  });
}
