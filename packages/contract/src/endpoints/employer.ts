// Company area endpoints (issue #10, first slice): the company's details (/employer) and its
// pre-authorised debit account (/business-banking). Every entry is for an administrator of the
// caller's own company (COMPANY_ADMIN): the company is the session's, never one named in the payload.
// Only endpoints are exported (the contract collects every export as an endpoint).
import {
  acceptedFlag,
  bankAccountShape,
  type employerDetailsSchema,
  EMPLOYER_MESSAGES,
  MESSAGES,
  optionalFlag,
  PAD_AGREEMENT_ELEMENTS,
  requiredText,
} from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { padRefusalSchema, padVerifiedAtSchema } from '../pad-refusal';
import { yn } from '../shapes';
import { fileInfoSchema, UPLOAD_BODY_BYTES, uploadedFileSchema, UPLOADS_PER_MINUTE } from '../uploads';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The company details form (docs/product §3 "Employer" update fields), typed by the domain schema's input. */
type EmployerUpdateFields = z.input<typeof employerDetailsSchema>;

/** docs/product §3 "Employer": the update fields and the flags, as answered. */
const employerAnswerSchema = z.object({
  EMPLOYER: z.number().int(),
  EMPLOYER_NAME: z.string(),
  CONTRACT_TYPE: z.number().int(),
  PLAN_CODE: z.number().int(),
  STREET1: z.string(),
  CITY: z.string(),
  POSTCODE: z.string(),
  PROVINCE: z.string(),
  TELEPHONE: z.string(),
  CELLPHONE: z.string(),
  FAX: z.string(),
  HAS_WELLNESS: yn,
  ONLINE_CLAIM_OK: yn,
  BANKING_INFO_WAIVED: yn,
  /** The company's wellness categories (docs/product §3 "Reference data"), in reference order. */
  WELLNESS_CATEGORIES: z.array(z.string()),
  MISSING_COMPANY_INFO: yn,
  MISSING_COMPANY_BANKING: yn,
});

export const employerGet = endpoint({
  path: '/employer/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    "The caller's company: its address and telephone numbers, and its flags (docs/product §3 Employer).",
  request: z.object({}).passthrough(),
  response: z.object({ employer: employerAnswerSchema }),
});

/**
 * docs/product §7 Employer "update": the update fields of §3 with the rules of §5 "Employer details"
 * (address, city, postal code, province and telephone required; cellphone and fax format-checked),
 * the form's general message 'Please correct the missing information above'. Saving complete
 * details clears MISSING_COMPANY_INFO.
 */
export const employerUpdate = endpoint({
  path: '/employer/update',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {
    STREET1: '1020 10 Ave SW',
    CITY: 'Calgary',
    POSTCODE: 'T2R 1M4',
    PROVINCE: 'AB',
    TELEPHONE: '403-555-0188',
    CELLPHONE: '',
    FAX: '',
  },
  summary: "Saves the caller's company details; clears MISSING_COMPANY_INFO; answers the company.",
  // Checked by the service with `employerDetailsSchema`, so a failure carries the form's own general
  // message ('Please correct the missing information above') beside each field's.
  request: z
    .custom<EmployerUpdateFields>(isPlainObject, { error: MESSAGES.correctMissingInformation })
    .prefault({} as EmployerUpdateFields),
  response: z.object({ employer: employerAnswerSchema, message: z.string() }),
});

// ---- Business banking (pre-authorised debit) ---------------------------------------------------

const agreementSectionSchema = z.object({
  /** Which of Rule H1's seven required elements the section states. */
  element: z.enum(PAD_AGREEMENT_ELEMENTS),
  heading: z.string(),
  body: z.string(),
});

/** The PAD agreement the company accepts, in the language asked for. */
const padAgreementSchema = z.object({
  version: z.string(),
  title: z.string(),
  /** 'BUSINESS': the PAD category of Rule H1. */
  category: z.literal('BUSINESS'),
  payee: z.object({ name: z.string(), email: z.string(), url: z.string() }),
  sections: z.array(agreementSectionSchema),
});

/** What is on file: numbers masked, the agreement's acceptance, the void cheque described. */
const companyBankingSchema = z.object({
  onFile: z.boolean(),
  /** Transit and institution identify the branch (not secret); the account number is masked. */
  transitNumber: z.string(),
  institutionNumber: z.string(),
  /** Masked: '******5678'. */
  accountNumber: z.string(),
  signatoryName: z.string(),
  /** The business waiver of the 10-day pre-notification: Y when the company waived it. */
  prenotificationWaived: yn,
  agreementVersion: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The first debit may not come before this date (the confirmation's lead time). */
  firstDebitFrom: z.string().nullable(),
  document: fileInfoSchema.nullable(),
  updatedAt: z.string().nullable(),
});

const language = z.enum(['en', 'fr'], { error: MESSAGES.correctInformation }).default('en');

export const employerBankingDetails = endpoint({
  path: '/employer/banking-details/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { language: 'en' },
  summary:
    "The caller's company's pre-authorised debit account (numbers masked), why staff refused it while it must be entered again, and the PAD agreement (Payments Canada Rule H1) in English or French.",
  request: z.object({ language }).passthrough(),
  response: z.object({
    banking: companyBankingSchema,
    agreement: padAgreementSchema,
    BANKING_INFO_WAIVED: yn,
    MISSING_COMPANY_BANKING: yn,
    refusal: padRefusalSchema.optional(),
    verifiedAt: padVerifiedAtSchema,
  }),
});

/**
 * docs/product §7 Employer "banking-details save": the account (transit 5 digits, institution 3,
 * account 7 to 12), the authorising person's name, the PAD agreement accepted (Rule H1), the
 * optional business waiver of pre-notification, and a void cheque (required the first time, and a
 * new one while staff's refusal of the account on file is current; JPEG, PNG or PDF of at most 5 MB,
 * checked by its bytes). Clears MISSING_COMPANY_BANKING; the agreement's confirmation is mailed to
 * the caller through the outbox.
 */
export const employerBankingDetailsSave = endpoint({
  path: '/employer/banking-details/save',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {
    transitNumber: '10029',
    institutionNumber: '004',
    accountNumber: '5012345678',
    signatoryName: 'Liam Gagnon',
    pad_agreement: 'Y',
    prenotificationWaived: 'N',
    language: 'en',
  },
  summary:
    "Saves the company's pre-authorised debit account with its PAD agreement and void cheque (a new one while staff's refusal of the account on file is current); mails the agreement's confirmation.",
  maxBodyBytes: UPLOAD_BODY_BYTES,
  perMinute: UPLOADS_PER_MINUTE,
  request: z.object(
    {
      ...bankAccountShape,
      signatoryName: requiredText(EMPLOYER_MESSAGES.signatoryRequired),
      pad_agreement: acceptedFlag(MESSAGES.acceptAgreement),
      prenotificationWaived: optionalFlag(MESSAGES.correctMissingInformation),
      image: z.union([uploadedFileSchema, z.null()], { error: MESSAGES.invalidDocumentType }).optional(),
      language,
    },
    { error: MESSAGES.correctMissingInformation },
  ),
  response: z.object({
    banking: companyBankingSchema,
    BANKING_INFO_WAIVED: yn,
    MISSING_COMPANY_BANKING: yn,
    message: z.string(),
  }),
});

export const employerBankingDocument = binaryEndpoint({
  path: '/employer/banking-document',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary: "The caller's company's void cheque or bank letter, as uploaded.",
  request: z.object({}).passthrough(),
  response: z.object({ fileName: z.string(), mimeType: z.string() }),
});
