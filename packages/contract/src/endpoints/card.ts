// The company's card on file and its receipt e-mail (issue #10, /update-card; docs/product §3
// "Employer", §7 Employer "stripe/get and update, stripe-email/get and update"). Every entry is for
// an administrator of the caller's own company (COMPANY_ADMIN). No card number ever travels here:
// the card is typed on the payment provider's own page (decision 0028).
// Only endpoints are exported (the contract collects every export as an endpoint).
import { MESSAGES, type receiptEmailSchema } from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The card on file as shown: brand, last four digits and expiry; never the number. */
const cardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  updatedAt: z.string(),
});

/** The last card update the company started, as the provider answered it. */
const attemptSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'succeeded', 'failed', 'expired']),
  /** The provider's reason when it failed (Stripe's decline message). */
  message: z.string().nullable(),
});

const cardAnswerSchema = z.object({
  card: cardSchema.nullable(),
  /** Which payment provider is configured: the offline test provider, or Stripe. */
  provider: z.enum(['offline', 'stripe']),
  attempt: attemptSchema.nullable(),
});

export const employerStripeGet = endpoint({
  path: '/employer/stripe/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    "The caller's company's card on file (brand, last four digits, expiry). With `sessionId` (back from the provider's page) it first confirms that card update, once.",
  request: z
    .object(
      { sessionId: z.string().trim().min(1).max(200).optional() },
      { error: MESSAGES.correctInformation },
    )
    .passthrough(),
  response: cardAnswerSchema,
});

export const employerStripeUpdate = endpoint({
  path: '/employer/stripe/update',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { language: 'en' },
  summary:
    "Starts replacing the caller's company's card: answers the payment provider's page to send the admin to (a Checkout Session in setup mode).",
  perMinute: 20,
  request: z
    .object(
      { language: z.enum(['en', 'fr'], { error: MESSAGES.correctInformation }).default('en') },
      { error: MESSAGES.correctInformation },
    )
    .passthrough(),
  response: z.object({ sessionId: z.string(), url: z.string() }),
});

const receiptEmailAnswer = z.object({ email: z.string() });

export const employerStripeEmailGet = endpoint({
  path: '/employer/stripe-email/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary: "Where the caller's company's card receipts are sent ('' when none is set).",
  request: z.object({}).passthrough(),
  response: receiptEmailAnswer,
});

export const employerStripeEmailUpdate = endpoint({
  path: '/employer/stripe-email/update',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { email: 'accounts@example.ca' },
  summary: "Changes where the caller's company's card receipts are sent.",
  // Checked by the service with the domain's receiptEmailSchema (the form's own schema).
  request: z
    .custom<z.input<typeof receiptEmailSchema>>(isPlainObject, { error: MESSAGES.correctInformation })
    .prefault({} as z.input<typeof receiptEmailSchema>),
  response: z.object({ email: z.string(), message: z.string() }),
});
