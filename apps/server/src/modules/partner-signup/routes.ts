import type { ModuleHandlers } from '../../platform/http';
import { submitApplication, validateApplication } from './service';

/** HTTP glue only: both endpoints are public (an applicant has no account yet); text follows the request's language. */
export const partnerSignupHandlers: ModuleHandlers<'partnerSignupValidate' | 'partnerSignupSubmit'> = {
  partnerSignupValidate: ({ input, services }) => validateApplication(services, input.appdata),
  partnerSignupSubmit: ({ input, services, caller, language }) =>
    submitApplication(services, input.appdata, caller, language),
};
