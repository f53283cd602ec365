import { api, type PartnerUser, type ResponseOf } from '@benefits/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';
import { usePartnerSession } from '../../lib/session/store';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { reportFailure } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';

/*
 * The partner's own pages' server data (decision 0040), all below 'partner' so a logout drops them
 * with the session. A change answers the partner user, which replaces the session's (the top bar's
 * name, MISSING_PARTNER_BANKING for the route guard).
 */
export const profileKey = ['partner', 'profile'] as const;
export const bankingKey = ['partner', 'banking'] as const;
export const faqsKey = (language: string) => ['partner', 'faqs', language] as const;
export const documentsKey = (language: string) => ['partner', 'documents', language] as const;

export type PartnerProfile = ResponseOf<typeof api.partnerPersonal>['profile'];
export type PartnerBanking = ResponseOf<typeof api.partnerBankingDetails>;
export type PartnerDocument = ResponseOf<typeof api.partnerDocuments>['documents'][number];

/** Failures of these reads are shown on the page (with a retry), not in the snackbar. */
const quiet = { area: 'partner', snackbar: false } as const;

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async ({ signal }) => (await call(api.partnerPersonal, {}, { ...quiet, signal })).profile,
  });

export const bankingQuery = () =>
  queryOptions({
    queryKey: bankingKey,
    queryFn: async ({ signal }): Promise<PartnerBanking> => {
      const { TOKEN_EXPIRY: _expiry, ...banking } = await call(
        api.partnerBankingDetails,
        {},
        { ...quiet, signal },
      );
      return banking;
    },
  });

export const useProfile = () => useQuery(profileQuery());
export const useBanking = () => useQuery(bankingQuery());

export const useFaqs = (language: string) =>
  useQuery({
    queryKey: faqsKey(language),
    queryFn: async ({ signal }) => (await call(api.partnerFaqs, {}, { ...quiet, signal })).faqs,
  });

export const useDocuments = (language: string) =>
  useQuery({
    queryKey: documentsKey(language),
    queryFn: async ({ signal }) => (await call(api.partnerDocuments, {}, { ...quiet, signal })).documents,
  });

/** The session's partner user after a change: the shell's name and the route guard's flags follow it. */
export function replacePartnerUser(user: PartnerUser): void {
  const store = usePartnerSession.getState();
  if (store.session) store.signIn({ ...store.session, user });
}

/** One document as a PDF, fetched with the session token (never in a URL) and saved by the browser. */
export function useDocumentDownload(document: PartnerDocument) {
  const tm = useTranslateMessage();
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await fetchFile(
          api.partnerDocumentFile.path,
          { id: document.id },
          { area: 'partner', snackbar: false, fallbackName: document.fileName },
        ),
      ),
    onError: (error) => reportFailure(error, tm),
  });
}
