import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * The partner's client and agent pages (decision 0038), cached below the 'partner' key so a logout
 * drops them. The lists are report definitions run by the ReportView (lib/report-view).
 */
export type ClientDetails = ResponseOf<typeof api.partnerClientDetails>;
export type AgentDetails = ResponseOf<typeof api.partnerAgent>;

export const clientKey = (id: number) => ['partner', 'clients', id] as const;
export const agentKey = (id: number) => ['partner', 'agents', id] as const;

/** /partner/clientdetails: one company of the caller's book (another's answers 404). */
export const useClientDetails = (employerId: number) =>
  useQuery(
    queryOptions({
      queryKey: clientKey(employerId),
      enabled: Number.isSafeInteger(employerId) && employerId > 0,
      retry: false,
      queryFn: async ({ signal }): Promise<ClientDetails> => {
        const {
          TOKEN_EXPIRY: _e,
          message: _m,
          ...details
        } = await call(
          api.partnerClientDetails,
          { employerId },
          { area: 'partner', snackbar: false, signal },
        );
        return details;
      },
    }),
  );

/** /partner/agent: one partner of the manager's team (managers only). */
export const useAgentDetails = (agentId: number) =>
  useQuery(
    queryOptions({
      queryKey: agentKey(agentId),
      enabled: Number.isSafeInteger(agentId) && agentId > 0,
      retry: false,
      queryFn: async ({ signal }): Promise<AgentDetails> => {
        const {
          TOKEN_EXPIRY: _e,
          message: _m,
          ...details
        } = await call(api.partnerAgent, { agentId }, { area: 'partner', snackbar: false, signal });
        return details;
      },
    }),
  );
