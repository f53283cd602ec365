import type { ModuleHandlers } from '../../platform/http';
import {
  bankingDocument,
  documentFile,
  getBanking,
  getProfile,
  listDocuments,
  listFaqs,
  saveAssistant,
  saveBanking,
  saveWebProfile,
  updatePersonal,
} from './service';

/** HTTP glue only: every handler acts for the session's partner, resolved by the platform (decision 0040). */
export const partnerAccountHandlers: ModuleHandlers<
  | 'partnerPersonal'
  | 'partnerPersonalUpdate'
  | 'partnerWebSave'
  | 'partnerAssistantSave'
  | 'partnerBankingDetails'
  | 'partnerBankingDetailsSave'
  | 'partnerBankingDocument'
  | 'partnerFaqs'
  | 'partnerDocuments'
  | 'partnerDocumentFile'
> = {
  partnerPersonal: ({ partner, services }) => getProfile(services, partner),
  partnerPersonalUpdate: ({ input, partner, services }) => updatePersonal(services, partner, input),
  partnerWebSave: ({ input, partner, services }) => saveWebProfile(services, partner, input),
  partnerAssistantSave: ({ input, partner, services }) => saveAssistant(services, partner, input),
  partnerBankingDetails: ({ partner, services }) => getBanking(services, partner),
  partnerBankingDetailsSave: ({ input, partner, services }) => saveBanking(services, partner, input),
  partnerBankingDocument: ({ partner, services }) => bankingDocument(services, partner),
  partnerFaqs: ({ services, language }) => listFaqs(services, language),
  partnerDocuments: ({ services, language }) => listDocuments(services, language),
  partnerDocumentFile: ({ input, partner, services, language }) =>
    documentFile(services, partner, input.id, language),
};
