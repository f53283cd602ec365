// The tools' Send Receipt and Send Partner Receipt (docs/product §2 /tools/send-receipt and
// /tools/send-partner-receipt, §6 PERMIT_SEND_RECEIPTS, §7 send-receipt and send-receipt-partner).
// Staff find a company's payments (employer-ledger deposits and card payments) or a partner's paid
// commissions by payout date, preview the mail and send it with a PDF attached (decision 0034).
// Money is integer cents. Only endpoints are exported (the module is spread into `api`).
import {
  isEmail,
  LANGUAGES,
  MESSAGES,
  RECEIPT_MESSAGES as M,
  RECEIPT_PAYMENT_SOURCES,
} from '@benefits/domain';
import { z } from 'zod';
import { staffWith } from '../access';
import { endpoint } from '../endpoint';
import { cents, isoDate, requestIdField } from '../shapes';

const SEND_RECEIPTS = staffWith('PERMIT_SEND_RECEIPTS');

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    // IDs beyond an integer column match nothing (and must not reach SQL).
    .max(2_147_483_647, { error: message });

/** Another recipient than the one on file; '' (or absent) for the one on file. */
const emailOverride = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: MESSAGES.invalidEmail })
  .refine((v) => v === '' || isEmail(v), { error: MESSAGES.invalidEmail })
  .optional();

/** Chosen once per form by the web: a send repeated with it (a double click, a retry) sends nothing more. */
const requestId = requestIdField(M.requestInvalid);

const payment = {
  source: z.enum(RECEIPT_PAYMENT_SOURCES, { error: M.paymentRequired }),
  paymentId: z.string({ error: M.paymentRequired }).min(1, { error: M.paymentRequired }).max(200),
};

const previewSchema = z.object({
  to: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  text: z.string(),
  filename: z.string(),
  /** The PDF's lines, as it will read. */
  document: z.array(z.object({ label: z.string(), value: z.string() })),
});

const sentSchema = z.object({
  message: z.string(),
  email: z.string(),
  /** True when this request ID had already sent its mail: nothing more was sent. */
  repeated: z.boolean(),
});

export const toolsReceiptPayments = endpoint({
  path: '/tools/send-receipt/payments',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { companyId: 999_999 },
  summary:
    'A company (name, receipt e-mail, language) and its payments, newest first: claim-account deposits and card payments.',
  request: z.object({ companyId: id(M.companyIdRequired) }),
  response: z.object({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      /** The company's receipt e-mail (its card's), else its first administrator's; '' when none. */
      receiptEmail: z.string(),
      language: z.enum(LANGUAGES),
    }),
    payments: z.array(
      z.object({
        source: z.enum(RECEIPT_PAYMENT_SOURCES),
        paymentId: z.string(),
        date: isoDate,
        amountCents: cents,
        /** A deposit into the claim account, or a charge on the company's card. */
        method: z.enum(['DEPOSIT', 'CARD']),
        cardBrand: z.string().nullable(),
        cardLast4: z.string().nullable(),
        reference: z.string(),
      }),
    ),
  }),
});

export const toolsReceiptPreview = endpoint({
  path: '/tools/send-receipt/preview',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { companyId: 999_999, source: 'LEDGER', paymentId: '1' },
  summary: 'The receipt mail and PDF lines a send would give, without sending.',
  request: z.object({ companyId: id(M.companyIdRequired), ...payment, email: emailOverride }),
  response: previewSchema,
});

export const toolsReceiptSend = endpoint({
  path: '/tools/send-receipt',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { companyId: 999_999, source: 'LEDGER', paymentId: '1', requestId: 'example-request-1' },
  summary: 'Mails the company (or another address) a receipt of one payment, as a PDF, in its language.',
  request: z.object({ companyId: id(M.companyIdRequired), ...payment, email: emailOverride, requestId }),
  response: sentSchema,
});

export const toolsPartnerReceiptPayouts = endpoint({
  path: '/tools/send-receipt-partner/payouts',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { partnerId: 999_999 },
  summary: 'A partner (agent or manager) and their paid commissions grouped by payout date, newest first.',
  request: z.object({ partnerId: id(M.partnerIdRequired) }),
  response: z.object({
    partner: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['AGENT', 'MANAGER']),
      language: z.enum(LANGUAGES),
    }),
    payouts: z.array(
      z.object({
        paidOn: isoDate,
        totalCents: cents,
        lines: z.array(
          z.object({
            companyId: z.number().int().nullable(),
            companyName: z.string(),
            accruedOn: isoDate,
            amountCents: cents,
          }),
        ),
      }),
    ),
  }),
});

const payout = {
  paidOn: z.string({ error: M.payoutRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.payoutRequired }),
};

export const toolsPartnerReceiptPreview = endpoint({
  path: '/tools/send-receipt-partner/preview',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { partnerId: 999_999, paidOn: '2026-01-15' },
  summary: 'The commission statement mail and PDF lines a send would give, without sending.',
  request: z.object({ partnerId: id(M.partnerIdRequired), ...payout, email: emailOverride }),
  response: previewSchema,
});

export const toolsPartnerReceiptSend = endpoint({
  path: '/tools/send-receipt-partner',
  method: 'POST',
  access: SEND_RECEIPTS,
  example: { partnerId: 999_999, paidOn: '2026-01-15', requestId: 'example-request-2' },
  summary:
    'Mails a partner (or another address) the statement of one commission payout, as a PDF, in their language.',
  request: z.object({ partnerId: id(M.partnerIdRequired), ...payout, email: emailOverride, requestId }),
  response: sentSchema,
});
