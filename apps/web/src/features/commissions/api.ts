import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * A partner's commission statement (server module commissions, decision 0042). The list runs through
 * the generic report endpoints (ReportView). Query keys are below 'partner' so a logout drops them.
 */
export type CommissionStatement = ResponseOf<typeof api.partnerCommissionStatement>;
export type StatementLine = CommissionStatement['lines'][number];

export const useCommissionStatement = (id: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ['partner', 'commissions', 'statement', id],
      enabled,
      queryFn: ({ signal }) =>
        call(api.partnerCommissionStatement, { id }, { area: 'partner', snackbar: false, signal }),
      retry: false,
    }),
  );
