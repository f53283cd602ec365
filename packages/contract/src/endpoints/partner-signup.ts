// The partner sign-up (docs/product §2 /partner/signup, /review, /thanks; §3 "Partner signup
// application"; §4 "Partner signup"; §5 "Partner signup"; §7 "Partner": /partner/signup/validate and
// /partner/signup/submit {appdata}; decision 0036). Both are public (an applicant has no account
// yet) and throttled per address. The request takes `appdata` as the form holds it; the server
// checks it with the domain's one rule (checkPartnerSignup) and answers a message per field under
// its dotted path ('personalInput.firstname', 'licenseInput.AB.expiry') with the spec's general
// 'Please correct the errors above.'. Only endpoints are exported.
import { MESSAGES } from '@benefits/domain';
import { z } from 'zod';
import { PUBLIC } from '../access';
import { endpoint } from '../endpoint';

const appdata = z.object({
  appdata: z.record(z.string(), z.unknown(), { error: MESSAGES.correctErrors }),
});

const application = {
  personalInput: {
    firstname: 'Chloé',
    lastname: 'Bouchard',
    email: 'chloe.bouchard@example.ca',
    address: '250 Rue Principale',
    address2: '',
    province: 'NS',
    city: 'Halifax',
    postalcode: 'B3H 1A1',
    phone: '902-555-0143',
    phoneext: '',
  },
  businessInput: {
    businessName: 'Bouchard Benefits Inc.',
    businessPrincipalOfficer: 'Chloé Bouchard',
    businessID: '812345678',
    businessPrincipalOfficerEmail: 'chloe.bouchard@example.ca',
  },
  personalIDInput: { personalID: '046 454 286' },
  licenseInput: { NS: { license: '', expiry: '2026-01-01', enabled: false } },
  bankingInput: { transitNumber: '00152', institutionNumber: '004', accountNumber: '1234567' },
  agreementInput: { agentContract: true, salesCommissionSchedule: true, preAuthAgreement: true },
  obiManager: '1',
};

export const partnerSignupValidate = endpoint({
  path: '/partner/signup/validate',
  method: 'POST',
  access: PUBLIC,
  example: { appdata: application },
  summary:
    'Checks a partner application (step 0 to the review): answers valid, or a message per field (an e-mail a partner already uses included) and "Please correct the errors above.". Saves nothing.',
  perMinute: 30,
  request: appdata,
  response: z.object({ valid: z.literal(true) }),
});

export const partnerSignupSubmit = endpoint({
  path: '/partner/signup/submit',
  method: 'POST',
  access: PUBLIC,
  example: { appdata: application },
  summary:
    'Submits a partner application: checks it again, opens the partner account (banking waiting for staff verification) and mails a welcome with a link to choose a password; answers the new partner ID. An e-mail a partner who is not terminated already uses is refused on personalInput.email, so a retried submission opens no second account.',
  perMinute: 10,
  request: appdata,
  response: z.object({ ID: z.number().int(), email: z.string() }),
});
