import { api, type EmployeeUser, type Preferences, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@benefits/domain';
import { call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';

/*
 * The employee account's server data: one query key per endpoint group, all below 'employee' so a
 * logout or forced logout drops them with the session (main.tsx removes ['employee', ...]).
 *
 * Query keys other screens may share:
 * - ['employee', 'dependants'] (`dependantsKey`): POST /employee/dependants, the employee's listed
 *   dependants. The claim form's patient list should read (or at least be invalidated through) this
 *   key: adding, editing, extending or removing a dependant here writes the new list into it and
 *   invalidates it, so every screen that shows dependants is fresh.
 * - ['employee', 'profile'] (lib/api/employeeProfile): the User fields; saving personal details or
 *   accepting the agreement writes the answer's user into it (the route guard reads it).
 */
export const dependantsKey = ['employee', 'dependants'] as const;
export const bankingKey = ['employee', 'banking'] as const;
export const agreementKey = ['employee', 'agreement'] as const;
export const planKey = ['employee', 'plan'] as const;
export const documentsKey = ['employee', 'documents'] as const;
export const updateNotesKey = ['employee', 'update-notes'] as const;
export const preferencesKey = ['employee', 'preferences'] as const;

export type Dependant = ResponseOf<typeof api.employeeDependants>['dependants'][number];
export type BankingDetails = ResponseOf<typeof api.employeeBankingDetails>;
export type AgreementDetails = ResponseOf<typeof api.employeeAgreementGet>;
export type PlanDetails = ResponseOf<typeof api.employeePlan>;
export type AccountDocument = ResponseOf<typeof api.employeeDocuments>['documents'][number];

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'employee', snackbar: false } as const;

export const dependantsQuery = () =>
  queryOptions({
    queryKey: dependantsKey,
    queryFn: async ({ signal }) => (await call(api.employeeDependants, {}, { ...quiet, signal })).dependants,
  });

export const bankingQuery = () =>
  queryOptions({
    queryKey: bankingKey,
    queryFn: async ({ signal }): Promise<BankingDetails> => {
      const { TOKEN_EXPIRY: _expiry, ...details } = await call(
        api.employeeBankingDetails,
        {},
        { ...quiet, signal },
      );
      return details;
    },
  });

export const agreementQuery = () =>
  queryOptions({
    queryKey: agreementKey,
    queryFn: async ({ signal }): Promise<AgreementDetails> => {
      const { TOKEN_EXPIRY: _expiry, ...agreement } = await call(
        api.employeeAgreementGet,
        {},
        { ...quiet, signal },
      );
      return agreement;
    },
  });

export const planQuery = () =>
  queryOptions({
    queryKey: planKey,
    queryFn: async ({ signal }): Promise<PlanDetails> => {
      const { TOKEN_EXPIRY: _expiry, ...plan } = await call(api.employeePlan, {}, { ...quiet, signal });
      return plan;
    },
  });

export const documentsQuery = () =>
  queryOptions({
    queryKey: documentsKey,
    queryFn: async ({ signal }) => (await call(api.employeeDocuments, {}, { ...quiet, signal })).documents,
  });

export const updateNotesQuery = () =>
  queryOptions({
    queryKey: updateNotesKey,
    queryFn: async ({ signal }) => (await call(api.updateNotes, {}, { ...quiet, signal })).notes,
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: async ({ signal }): Promise<Preferences> => {
      const { bloglist, podcastlist, newsletterlist, productupdatelist } = await call(
        api.preferencesGet,
        {},
        { ...quiet, signal },
      );
      return { bloglist, podcastlist, newsletterlist, productupdatelist };
    },
  });

export const useDependants = () => useQuery(dependantsQuery());
export const useBanking = () => useQuery(bankingQuery());
export const useAgreement = () => useQuery(agreementQuery());
export const usePlan = () => useQuery(planQuery());
export const useDocuments = () => useQuery(documentsQuery());
export const useUpdateNotes = () => useQuery(updateNotesQuery());
export const usePreferencesQuery = () => useQuery(preferencesQuery());

/** A changed dependant list: written into the shared key, and every reader told to refresh. */
export function useDependantsChanged() {
  const queryClient = useQueryClient();
  return (dependants: Dependant[]) => {
    queryClient.setQueryData(dependantsKey, dependants);
    void queryClient.invalidateQueries({ queryKey: dependantsKey, refetchType: 'none' });
    // The documents list and the plan do not change with dependants; the profile does not either.
  };
}

/**
 * After the step a forced redirect asked for (docs/product §4: agreement, missing personal information,
 * missing banking): the server's new User goes into the guard's query, /employee is fetched again,
 * and the user continues to the dashboard, which the guard turns into the next forced step if
 * another one is still due.
 */
export function useContinueAfterForcedStep() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user?: EmployeeUser) => {
    if (user) queryClient.setQueryData(employeeProfileKey, user);
    await queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    await navigate(paths.employee.dashboard.getHref(), { replace: true });
  };
}
