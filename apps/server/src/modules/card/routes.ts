import type { ModuleHandlers } from '../../platform/http';
import { getCompanyCard, getReceiptEmail, startCardUpdate, updateReceiptEmail } from './service';

/**
 * HTTP glue only: every handler acts for the caller's own company (the COMPANY_ADMIN scope's),
 * never one named in the payload.
 */
export const cardHandlers: ModuleHandlers<
  'employerStripeGet' | 'employerStripeUpdate' | 'employerStripeEmailGet' | 'employerStripeEmailUpdate'
> = {
  employerStripeGet: ({ input, company, services, log }) => getCompanyCard(services, company, input, log),
  employerStripeUpdate: ({ input, employee, company, services, log, caller }) =>
    startCardUpdate(services, employee, company, input, log, caller.address),
  employerStripeEmailGet: ({ company, services }) => getReceiptEmail(services, company),
  employerStripeEmailUpdate: ({ input, employee, company, services, log }) =>
    updateReceiptEmail(services, employee, company, input, log),
};
