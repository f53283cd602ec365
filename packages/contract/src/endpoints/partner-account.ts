// The partner's own pages (docs/product §2 /partner/personal, /partner/banking, /partner/faqs,
// /partner/documents and /partner/marketing-tools; §3 "Partner user" partner input; §7 "Partner":
// /partner/personal/update, /partner/assistant/save, /partner/web/save, /partner/banking-details,
// /partner/banking-details/save; decision 0040). Every endpoint is for a partner session and acts on
// the session's partner: no payload field names a partner. Only endpoints are exported.
import {
  bankAccountShape,
  MESSAGES,
  numericId,
  partnerAssistantSchema,
  partnerPersonalInfoSchema,
  partnerWebProfileSchema,
} from '@benefits/domain';
import { z } from 'zod';
import { PARTNER } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { padRefusalSchema, padVerifiedAtSchema } from '../pad-refusal';
import { partnerUserSchema } from '../shapes';
import { fileInfoSchema, UPLOAD_BODY_BYTES, UPLOADS_PER_MINUTE, uploadedFileSchema } from '../uploads';

/** The partner input of docs/product §3 as answered, plus the assistant (decision 0040). */
const profileSchema = z.object({
  agentid: z.number().int(),
  agentname: z.string(),
  company: z.string(),
  street1: z.string(),
  street2: z.string(),
  postalcode: z.string(),
  city: z.string(),
  province: z.string(),
  phone: z.string(),
  ext: z.string(),
  cell: z.string(),
  fax: z.string(),
  email: z.string(),
  webname: z.string(),
  webtele: z.string(),
  webintro: z.string(),
  assistantname: z.string(),
  assistantemail: z.string(),
  assistantphone: z.string(),
});

/** A change answers the whole profile, the session's partner user (the top bar's name) and the message. */
const profileChange = z.object({ profile: profileSchema, user: partnerUserSchema, message: z.string() });

export const partnerPersonal = endpoint({
  path: '/partner/personal',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary: "The signed-in partner's personal information, web profile and assistant.",
  request: z.object({}).passthrough(),
  response: z.object({ profile: profileSchema }),
});

export const partnerPersonalUpdate = endpoint({
  path: '/partner/personal/update',
  method: 'POST',
  access: PARTNER,
  example: {
    agentname: 'Alex Example',
    company: 'Example Benefits Ltd.',
    street1: '1055 West Georgia Street',
    street2: 'Suite 1400',
    city: 'Vancouver',
    province: 'BC',
    postalcode: 'V6E 3P3',
    phone: '604-555-0142',
    ext: '',
    cell: '604-555-0187',
    fax: '',
    email: 'alex.example@example.com',
  },
  summary: "Saves the signed-in partner's contact details (each changed field logged).",
  request: partnerPersonalInfoSchema,
  response: profileChange,
});

export const partnerWebSave = endpoint({
  path: '/partner/web/save',
  method: 'POST',
  access: PARTNER,
  example: {
    webname: 'Alex Example, Example Benefits',
    webtele: '604-555-0142',
    webintro: 'Benefits for BC small businesses.',
  },
  summary: "Saves the signed-in partner's public web profile (name, telephone, introduction).",
  request: partnerWebProfileSchema,
  response: profileChange,
});

export const partnerAssistantSave = endpoint({
  path: '/partner/assistant/save',
  method: 'POST',
  access: PARTNER,
  example: { assistantname: 'Ana Lopez', assistantemail: 'ana.lopez@example.com', assistantphone: '' },
  summary: "Saves (or, all blank, removes) the signed-in partner's assistant.",
  request: partnerAssistantSchema,
  response: profileChange,
});

/**
 * The commission account as answered: the account number masked, the void cheque or bank letter
 * described; whether staff still have to verify it.
 */
const partnerBankingAnswer = z.object({
  transitNumber: z.string(),
  institutionNumber: z.string(),
  /** Masked: '******5678'. */
  accountNumber: z.string(),
  /** The latest void cheque or bank letter sent with the account (none from the sign-up). */
  document: fileInfoSchema.nullable(),
  onFile: z.boolean(),
  /** Waiting for the staff PAD audit (decision 0029's AGENT_CHEQUE_VERIFY_REQUIRED). */
  verifyRequired: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const partnerBankingDetails = endpoint({
  path: '/partner/banking-details',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary:
    "The signed-in partner's commission account, the account number masked, and why staff refused it while it must be entered again.",
  request: z.object({}).passthrough(),
  response: partnerBankingAnswer.extend({
    refusal: padRefusalSchema.optional(),
    verifiedAt: padVerifiedAtSchema,
  }),
});

export const partnerBankingDetailsSave = endpoint({
  path: '/partner/banking-details/save',
  method: 'POST',
  access: PARTNER,
  example: { transitNumber: '10020', institutionNumber: '004', accountNumber: '7654321098' },
  summary:
    'Changes the commission account, with a void cheque or bank letter (JPEG, PNG or PDF, 5 MB): optional, except while staff’s refusal of the account on file is current. New numbers or a new document wait for staff verification (PAD audit) again.',
  maxBodyBytes: UPLOAD_BODY_BYTES,
  perMinute: UPLOADS_PER_MINUTE,
  request: z.object(
    {
      ...bankAccountShape,
      image: z.union([uploadedFileSchema, z.null()], { error: MESSAGES.invalidDocumentType }).optional(),
    },
    { error: MESSAGES.correctInformation },
  ),
  // The partner user: MISSING_PARTNER_BANKING is N once an account is on file (the route guard reads it).
  response: partnerBankingAnswer.extend({ message: z.string(), user: partnerUserSchema }),
});

export const partnerBankingDocument = binaryEndpoint({
  path: '/partner/banking-document',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary: "The signed-in partner's void cheque or bank letter, as uploaded.",
  request: z.object({}).passthrough(),
  response: z.object({ fileName: z.string(), mimeType: z.string() }),
});

const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });

export const partnerFaqs = endpoint({
  path: '/partner/faqs',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary: "The partners' FAQs, in the caller's language.",
  request: z.object({}).passthrough(),
  response: z.object({ faqs: z.array(faqSchema) }),
});

const documentSchema = z.object({
  id: z.number().int(),
  /** 'marketing' (marketing tools) or 'document'. */
  kind: z.enum(['marketing', 'document']),
  title: z.string(),
  summary: z.string(),
  fileName: z.string(),
  updatedAt: z.string(),
});

export const partnerDocuments = endpoint({
  path: '/partner/documents',
  method: 'POST',
  access: PARTNER,
  example: {},
  summary: "The partners' marketing tools and documents, in the caller's language.",
  request: z.object({}).passthrough(),
  response: z.object({ documents: z.array(documentSchema) }),
});

export const partnerDocumentFile = binaryEndpoint({
  path: '/partner/document/file',
  method: 'POST',
  access: PARTNER,
  example: { id: 1 },
  summary: 'One marketing tool or document as a PDF, in the caller’s language.',
  request: z.object({ id: numericId(MESSAGES.correctInformation).transform(Number) }),
  response: z.object({ fileName: z.string(), mimeType: z.string() }),
});
