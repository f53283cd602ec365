import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api/client';

/*
 * What the tools publish (server module content, decision 0031): ads and update notes. Query keys are
 * below 'tools' so a tools logout drops them; every change answers the new list, written into its key.
 * The partner's update notes are below 'partner'.
 */
export const adsKey = ['tools', 'content', 'ads'] as const;
export const updatesKey = ['tools', 'content', 'updates'] as const;
export const partnerNotesKey = ['partner', 'update-notes'] as const;

export type ToolsAd = ResponseOf<typeof api.toolsAdsList>['ads'][number];
export type ToolsUpdate = ResponseOf<typeof api.toolsUpdatesList>['updates'][number];

const quiet = { area: 'tools', snackbar: false } as const;

export const adsQuery = () =>
  queryOptions({
    queryKey: adsKey,
    queryFn: async ({ signal }) => (await call(api.toolsAdsList, {}, { ...quiet, signal })).ads,
  });
export const useAds = () => useQuery(adsQuery());

export const updatesQuery = () =>
  queryOptions({
    queryKey: updatesKey,
    queryFn: async ({ signal }) => (await call(api.toolsUpdatesList, {}, { ...quiet, signal })).updates,
  });
export const useUpdates = () => useQuery(updatesQuery());

export const usePartnerNotes = () =>
  useQuery(
    queryOptions({
      queryKey: partnerNotesKey,
      queryFn: async ({ signal }) =>
        (await call(api.updateNotes, {}, { area: 'partner', snackbar: false, signal })).notes,
    }),
  );

/** Writes a change's answer (the new list) into the ads' query. */
export function useAdsChanged() {
  const client = useQueryClient();
  return useCallback((answer: { ads: ToolsAd[] }) => client.setQueryData(adsKey, answer.ads), [client]);
}

export function useUpdatesChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: { updates: ToolsUpdate[] }) => client.setQueryData(updatesKey, answer.updates),
    [client],
  );
}
