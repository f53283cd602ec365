import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * The company area's server data, below the 'employee' key so a logout or forced logout drops it
 * with the session (main.tsx removes ['employee', ...]).
 * - ['employee', 'employer'] (`employerKey`): POST /employer/get, the caller's company and its flags.
 *   Saving the company details writes the answer into it.
 * - ['employee', 'employer', 'banking', <language>]: POST /employer/banking-details/get, the
 *   pre-authorised debit account (masked) and the PAD agreement in that language.
 */
export const employerKey = ['employee', 'employer'] as const;
export const companyBankingKey = (language: 'en' | 'fr') =>
  ['employee', 'employer', 'banking', language] as const;

export type Employer = ResponseOf<typeof api.employerGet>['employer'];
export type CompanyBankingDetails = Omit<ResponseOf<typeof api.employerBankingDetails>, 'TOKEN_EXPIRY'>;

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'employee', snackbar: false } as const;

export const employerQuery = () =>
  queryOptions({
    queryKey: employerKey,
    queryFn: async ({ signal }) => (await call(api.employerGet, {}, { ...quiet, signal })).employer,
  });

export const companyBankingQuery = (language: 'en' | 'fr') =>
  queryOptions({
    queryKey: companyBankingKey(language),
    queryFn: async ({ signal }): Promise<CompanyBankingDetails> => {
      const { TOKEN_EXPIRY: _expiry, ...details } = await call(
        api.employerBankingDetails,
        { language },
        { ...quiet, signal },
      );
      return details;
    },
  });

export const useEmployer = () => useQuery(employerQuery());
export const useCompanyBanking = (language: 'en' | 'fr') => useQuery(companyBankingQuery(language));
