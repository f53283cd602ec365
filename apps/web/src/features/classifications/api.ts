import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';

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

/**
 * The company's other screens that show divisions or classifications (the employee directory: names,
 * and the balances a limit change applied today has moved) and the signed-in admin's own balances
 * are read again when next shown, not taken from the cache (30 s).
 */
function invalidateOthers(client: QueryClient, own: readonly string[]) {
  void client.invalidateQueries({
    queryKey: ['employee', 'company'],
    predicate: (query) => query.queryKey[2] !== own[2],
  });
  void client.invalidateQueries({ queryKey: employeeProfileKey });
}

/** Writes a change's answer (the new list) into the list's query. */
export function useDivisionsChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: DivisionList) => {
      client.setQueryData(divisionsKey, { divisions: answer.divisions });
      invalidateOthers(client, divisionsKey);
    },
    [client],
  );
}

export function useClassificationsChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: ClassificationList) => {
      client.setQueryData(classificationsKey, {
        classifications: answer.classifications,
        hasWellness: answer.hasWellness,
      });
      invalidateOthers(client, classificationsKey);
    },
    [client],
  );
}
