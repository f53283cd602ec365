import { api, type ResponseOf } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * The company's card on file and receipt e-mail (server module card), below the 'employee' key so a
 * logout drops them with the session.
 * - ['employee', 'card', <sessionId | 'current'>]: POST /employer/stripe/get; with a session ID (back
 *   from the provider's page) the server confirms that card update first.
 * - ['employee', 'card-email']: POST /employer/stripe-email/get; saving writes the answer into it.
 */
export const cardKey = (sessionId?: string) => ['employee', 'card', sessionId ?? 'current'] as const;
export const receiptEmailKey = ['employee', 'card-email'] as const;

export type CardOnFile = Omit<ResponseOf<typeof api.employerStripeGet>, 'TOKEN_EXPIRY'>;

const quiet = { area: 'employee', snackbar: false } as const;

/** How often, and how many times, a return whose card is not confirmed yet asks again. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_POLLS = 20;

export const cardQuery = (sessionId?: string) =>
  queryOptions({
    queryKey: cardKey(sessionId),
    queryFn: async ({ signal }): Promise<CardOnFile> => {
      const { TOKEN_EXPIRY: _e, ...answer } = await call(
        api.employerStripeGet,
        sessionId ? { sessionId } : {},
        { ...quiet, signal },
      );
      return answer;
    },
  });

export const useCardOnFile = (sessionId?: string) =>
  useQuery({
    ...cardQuery(sessionId),
    // Back from the provider before its confirmation arrived: ask again for a while.
    refetchInterval: (q) =>
      sessionId && q.state.data?.attempt?.status === 'open' && q.state.dataUpdateCount < CONFIRM_POLLS
        ? CONFIRM_POLL_MS
        : false,
  });

export const useReceiptEmail = () =>
  useQuery(
    queryOptions({
      queryKey: receiptEmailKey,
      queryFn: async ({ signal }) => (await call(api.employerStripeEmailGet, {}, { ...quiet, signal })).email,
    }),
  );
