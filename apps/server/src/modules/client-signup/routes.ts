import type { ModuleHandlers } from '../../platform/http';
import { lookupPartner, resumeApplication, saveStep, startSignupPayment } from './service';

/** HTTP glue only: every endpoint is public (a prospect has no account); text follows the request's language. */
export const clientSignupHandlers: ModuleHandlers<
  'clientSignupSave' | 'clientSignupResume' | 'clientSignupPayment' | 'partnerInsuranceGet'
> = {
  clientSignupSave: ({ input, services, caller, language, log }) =>
    saveStep(services, input, caller, language, log),
  clientSignupResume: ({ input, services, log }) => resumeApplication(services, input, log),
  clientSignupPayment: ({ input, services, language, log, caller }) =>
    startSignupPayment(services, input, language, log, caller.address),
  partnerInsuranceGet: ({ input, services }) => lookupPartner(services, input),
};
