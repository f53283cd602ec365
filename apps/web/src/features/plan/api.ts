import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * The company plan's server data, below the 'employee' key so a logout drops it with the session.
 * - ['employee', 'plan', 'funding']: /employer/company-funding/get
 * - ['employee', 'plan', 'balance']: /employer/balance
 * - ['employee', 'plan', 'insurance']: /employer/insurance-funding/get
 * - ['employee', 'plan', 'details']: /employer/plan-details/get
 * Each change answers the new state, which is written into its key. Enabling online claims also
 * invalidates the company's own query (['employee', 'employer'], features/employer/api.ts and the
 * shell's company flags, app/shells/companyFlags.ts) and the user, so the menu follows.
 */
export const fundingKey = ['employee', 'plan', 'funding'] as const;
export const balanceKey = ['employee', 'plan', 'balance'] as const;
export const insuranceKey = ['employee', 'plan', 'insurance'] as const;
export const planDetailsKey = ['employee', 'plan', 'details'] as const;
/** The company's /employer/get answer: the same key the employer feature and the shell read. */
export const companyKey = ['employee', 'employer'] as const;

const strip = <T extends { TOKEN_EXPIRY?: unknown; message?: unknown }>(answer: T) => {
  const { TOKEN_EXPIRY: _e, message: _m, ...rest } = answer;
  return rest;
};

export type Funding = Omit<ResponseOf<typeof api.employerCompanyFunding>, 'TOKEN_EXPIRY'>;
export type Balance = Omit<ResponseOf<typeof api.employerBalance>, 'TOKEN_EXPIRY'>;
export type Insurance = Omit<ResponseOf<typeof api.employerInsuranceFunding>, 'TOKEN_EXPIRY'>;
export type PlanDetails = Omit<ResponseOf<typeof api.employerPlanDetails>, 'TOKEN_EXPIRY'>;

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'employee', snackbar: false } as const;

export const useFunding = () =>
  useQuery(
    queryOptions({
      queryKey: fundingKey,
      queryFn: async ({ signal }): Promise<Funding> =>
        strip(await call(api.employerCompanyFunding, {}, { ...quiet, signal })),
    }),
  );

export const useBalance = () =>
  useQuery(
    queryOptions({
      queryKey: balanceKey,
      queryFn: async ({ signal }): Promise<Balance> =>
        strip(await call(api.employerBalance, {}, { ...quiet, signal })),
    }),
  );

export const useInsurance = () =>
  useQuery(
    queryOptions({
      queryKey: insuranceKey,
      queryFn: async ({ signal }): Promise<Insurance> =>
        strip(await call(api.employerInsuranceFunding, {}, { ...quiet, signal })),
    }),
  );

export const usePlanDetails = () =>
  useQuery(
    queryOptions({
      queryKey: planDetailsKey,
      queryFn: async ({ signal }): Promise<PlanDetails> =>
        strip(await call(api.employerPlanDetails, {}, { ...quiet, signal })),
    }),
  );

export { strip };
