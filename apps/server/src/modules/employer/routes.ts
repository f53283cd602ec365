import type { ModuleHandlers } from '../../platform/http';
import {
  companyBankingDocument,
  getCompanyBanking,
  getEmployer,
  saveCompanyBankingDetails,
  updateEmployerDetails,
} from './service';

/**
 * HTTP glue only: every handler acts for the caller's own company, resolved by the platform from the
 * COMPANY_ADMIN scope (never a company named in the payload).
 */
export const employerHandlers: ModuleHandlers<
  | 'employerGet'
  | 'employerUpdate'
  | 'employerBankingDetails'
  | 'employerBankingDetailsSave'
  | 'employerBankingDocument'
> = {
  employerGet: ({ company, services }) => getEmployer(services, company),
  employerUpdate: ({ input, employee, company, services }) =>
    updateEmployerDetails(services, employee, company, input),
  employerBankingDetails: ({ input, company, services }) => getCompanyBanking(services, company, input),
  employerBankingDetailsSave: ({ input, employee, company, caller, services }) =>
    saveCompanyBankingDetails(services, employee, company, caller, input),
  employerBankingDocument: ({ company, services }) => companyBankingDocument(services, company),
};
