import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api/client';

/*
 * The company's wellness (server module wellness). The query key is below 'employee' so a logout
 * drops it with the session; every change answers the new state, which is written into the key.
 */
export const wellnessKey = ['employee', 'company', 'wellness'] as const;

export type WellnessState = Omit<ResponseOf<typeof api.employerWellness>, 'TOKEN_EXPIRY'>;
export type WellnessClass = WellnessState['classifications'][number];
export type WellnessPending = NonNullable<WellnessState['pending']>;

const quiet = { area: 'employee', snackbar: false } as const;

const stateOf = (answer: WellnessState): WellnessState => ({
  hasWellness: answer.hasWellness,
  categories: answer.categories,
  classifications: answer.classifications,
  pending: answer.pending,
});

export const useWellness = () =>
  useQuery(
    queryOptions({
      queryKey: wellnessKey,
      queryFn: async ({ signal }): Promise<WellnessState> =>
        stateOf(await call(api.employerWellness, {}, { ...quiet, signal })),
    }),
  );

/**
 * Writes a change's answer (the new state) into the query; the classifications list is stale too,
 * and so is the company's own answer (['employee', 'employer']), whose HAS_WELLNESS the company
 * menu follows (app/shells/companyFlags.ts).
 */
export function useWellnessChanged() {
  const client = useQueryClient();
  return useCallback(
    (answer: WellnessState) => {
      client.setQueryData(wellnessKey, stateOf(answer));
      void client.invalidateQueries({ queryKey: ['employee', 'company', 'classifications'] });
      void client.invalidateQueries({ queryKey: ['employee', 'employer'], exact: true });
    },
    [client],
  );
}
