import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api/client';

/*
 * The company's divisions and classifications (server module classifications). Query keys are below
 * 'employee' so a logout drops them with the session; every change answers the new list, which is
 * written into its key.
 */
export const divisionsKey = ['employee', 'company', 'divisions'] as const;
export const classificationsKey = ['employee', 'company', 'classifications'] as const;

export type DivisionList = Omit<ResponseOf<typeof api.employerDivisions>, 'TOKEN_EXPIRY'>;
export type Division = DivisionList['divisions'][number];
export type ClassificationList = Omit<ResponseOf<typeof api.employerClassifications>, 'TOKEN_EXPIRY'>;
export type Classification = ClassificationList['classifications'][number];

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'employee', snackbar: false } as const;

export const useDivisions = () =>
  useQuery(
    queryOptions({
      queryKey: divisionsKey,
      queryFn: async ({ signal }): Promise<DivisionList> => {
        const { divisions } = await call(api.employerDivisions, {}, { ...quiet, signal });
        return { divisions };
      },
    }),
  );

export const useClassifications = () =>
  useQuery(
    queryOptions({
      queryKey: classificationsKey,
      queryFn: async ({ signal }): Promise<ClassificationList> => {
        const { classifications, hasWellness } = await call(
          api.employerClassifications,
          {},
          { ...quiet, signal },
        );
        return { classifications, hasWellness };
      },
    }),
  );

/** Writes a change's answer (the new list) into the list's query. */
export function useDivisionsChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: DivisionList) => client.setQueryData(divisionsKey, { divisions: answer.divisions }),
    [client],
  );
}

export function useClassificationsChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: ClassificationList) =>
      client.setQueryData(classificationsKey, {
        classifications: answer.classifications,
        hasWellness: answer.hasWellness,
      }),
    [client],
  );
}
