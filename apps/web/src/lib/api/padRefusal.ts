import { isPadRefusalError } from '@benefits/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * For the banking pages (employee /banking-details, company /business-banking, partner
 * /partner/banking): staff may refuse the banking on file (a failed PAD audit) while its page is open.
 * The page then shows no refusal, and its save without a new void cheque or bank letter is refused
 * with the contract's refusal message (`isPadRefusalError`). On that failure the page's banking query
 * (`queryKey`, a prefix of it) is read again: its answer now carries `refusal`, so the page says why
 * and when staff refused, and marks the document required, without a reload; what was typed stays.
 * Answers the handler to call with the save's error.
 */
export function useRefusalRefresh(queryKey: QueryKey): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (error instanceof ApiError && isPadRefusalError(error.errors))
      void queryClient.invalidateQueries({ queryKey });
  };
}
