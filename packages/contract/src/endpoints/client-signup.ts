// The client sign-up (docs/product §2 /signup, /signup/{id}, /signup/review/{id}, /signup/thanks/{id};
// §3 "Client signup application"; §4 "Client signup"; §5 "Client signup"; §7 "Client signup":
// /client/signup/save, /client/signup/resume, /client/signup/payment, /partner/insurance/get;
// decision 0041). All public (a prospect has no account), throttled per address, with a honeypot
// field (`website`) that a person never fills in. The application travels as `appdata` with the
// spec's field names; the server checks it with the domain's rules and answers a message per field
// under its dotted path ('company.postal'). The payment is a hosted Checkout Session (decision
// 0028), so the spec's stripeToken is replaced by the session's address. Only endpoints are exported.
import { z } from 'zod';
import { MESSAGES } from '@benefits/domain';
import { PUBLIC } from '../access';
import { endpoint } from '../endpoint';

const applicationID = z.string({ error: MESSAGES.correctErrors }).trim().min(1).max(64);
/** The honeypot: hidden from people, filled in by bots. */
const website = z.string().max(200).optional();

const application = {
  firstname: 'Amélie',
  lastname: "O'Neil",
  email: 'amelie.oneil@example.ca',
  birthdate: '1984-03-09',
  planCategory: 'group',
  planCode: '1071',
  planConfirm: true,
  partnerID: 1,
};

const quote = z.object({
  planCode: z.number().int(),
  province: z.string(),
  priceCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  taxBps: z.number().int(),
  taxIncluded: z.boolean(),
  taxKind: z.enum(['GST', 'HST']),
});

const state = z.object({
  applicationID: z.string(),
  currentSignupStep: z.number().int(),
  appdata: z.record(z.string(), z.unknown()),
  /** The price of the chosen plan at the company's postal code, once both are known. */
  quote: quote.nullable(),
  /** Why the last payment did not go through (shown on the review), if it did not. */
  paymentError: z.string().nullable(),
  /**
   * A payment has started (its checkout is still open, a declined card included): the application
   * can no longer be changed, only paid or started anew (decision 0041).
   */
  locked: z.boolean(),
  /** Once paid: the new company's ID and the administrator's sign-in ID. */
  paid: z.object({ employerId: z.number().int(), adminId: z.number().int() }).nullable(),
});

export const clientSignupSave = endpoint({
  path: '/client/signup/save',
  method: 'POST',
  access: PUBLIC,
  example: { appdata: application, step: 0 },
  summary:
    'Saves one step of a client application (0: the person and the plan; 1: the company, its plan year, the agreements and a second employee) and moves it on by one. Without an applicationID it starts one and mails the applicant a link to resume it.',
  perMinute: 30,
  request: z.object({
    appdata: z.record(z.string(), z.unknown(), { error: MESSAGES.correctErrors }),
    step: z.union([z.literal(0), z.literal(1)], { error: MESSAGES.correctErrors }),
    website,
  }),
  response: state.extend({ resumeMailedTo: z.string().nullable() }),
});

export const clientSignupResume = endpoint({
  path: '/client/signup/resume',
  method: 'POST',
  access: PUBLIC,
  example: { applicationID: 'no-such-application' },
  summary:
    'Answers a saved client application by its ID (the mailed link), its step, its quote and its payment state; with the sessionId of a return from the checkout, settles that payment first.',
  perMinute: 60,
  request: z.object({
    applicationID,
    /** The checkout's session, on the return from a payment. */
    sessionId: z.string().max(255).optional(),
    /** Back from the checkout without paying: the review then says why. */
    cancelled: z.boolean().optional(),
  }),
  response: state,
});

export const clientSignupPayment = endpoint({
  path: '/client/signup/payment',
  method: 'POST',
  access: PUBLIC,
  example: { applicationID: 'no-such-application' },
  summary:
    'Checks the whole application again, fixes its price and answers the address of its card checkout (one per application: a retry answers the same one). Paying creates the company, its administrator and a second employee.',
  perMinute: 10,
  request: z.object({ applicationID, website }),
  response: z.object({ url: z.string(), sessionId: z.string() }),
});

export const partnerInsuranceGet = endpoint({
  path: '/partner/insurance/get',
  method: 'POST',
  access: PUBLIC,
  example: { partnerID: 200001 },
  summary:
    "Looks up the partner of a partner's sign-up link: their ID, name, the provinces where they hold a licence, partnerNotInsured (Y when none) and their public web profile.",
  perMinute: 30,
  request: z.object({ partnerID: z.coerce.number({ error: MESSAGES.correctErrors }).int().positive() }),
  response: z.object({
    partnerID: z.number().int(),
    partnerName: z.string(),
    partnerInsuredProvinces: z.array(z.string()),
    partnerNotInsured: z.enum(['Y', 'N']),
    /** The partner's public web profile (/partner/personal, decision 0040); null when blank. */
    webProfile: z.object({ name: z.string(), phone: z.string(), intro: z.string() }).nullable(),
  }),
});
