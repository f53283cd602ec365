// Employee account endpoints: personal details, dependants, banking, the HSA employer agreement,
// plan details, documents and update notes ("Employee account" issue; the company directory is
// endpoints/directory.ts).
// Only endpoints are exported (the contract collects every export as an endpoint); their types
// are reached through `RequestOf` / `ResponseOf<typeof api.name>`.
import {
  ACCOUNT_MESSAGES,
  bankAccountShape,
  dependantSchema,
  type employeeDetailsSchema,
  MESSAGES,
  numericId,
  optionalDate,
  acceptedFlag,
} from '@benefits/domain';
import { z } from 'zod';
import { EMPLOYEE, EMPLOYEE_OR_PARTNER } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { padRefusalSchema, padVerifiedAtSchema } from '../pad-refusal';
import { employeeUserSchema, isoDate, cents, yn } from '../shapes';
import { fileInfoSchema, UPLOAD_BODY_BYTES, uploadedFileSchema, UPLOADS_PER_MINUTE } from '../uploads';

/** What a binary endpoint's `response` describes: the file it sends. */
const fileAnswer = z.object({ fileName: z.string(), mimeType: z.string() });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// ---- Personal details ------------------------------------------------------------------------

/** The personal details form (docs/product §3 "Employee update"); typed by the domain schema's input. */
type EmployeeUpdateFields = z.input<ReturnType<typeof employeeDetailsSchema>>;

/**
 * docs/product §7: /employee/update {employee, userId, token}. The `employee` fields are checked on the
 * server with `employeeDetailsSchema({ planCode, today })` (the birth-date limit depends on the
 * employee's plan), and failures name the spec's fields (FIRST_NAME, POSTCODE, ...). A missing
 * `employee` reads as {}, so every field reports its own message. `userId`, when given, must be the
 * signed-in employee; `token` is the header's and ignored here.
 */
export const employeeUpdate = endpoint({
  path: '/employee/update',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    employee: {
      FIRST_NAME: 'Sam',
      LAST_NAME: 'Example',
      STREET1: '1 Main St',
      CITY: 'Toronto',
      POSTCODE: 'M5S 1G5',
      PROVINCE: 'ON',
      TELEPHONE: '416-555-0100',
      EMAIL: 'sam.example@example.com',
      DATE_OF_BIRTH: '1980-01-01',
    },
  },
  summary: "Saves the signed-in employee's personal details; answers the updated User.",
  request: z.object({
    employee: z
      .custom<EmployeeUpdateFields>(isPlainObject, { error: MESSAGES.correctInformation })
      .prefault({} as EmployeeUpdateFields),
    userId: z.union([z.number(), z.string().max(20)], { error: MESSAGES.invalidEmployeeId }).optional(),
    token: z
      .string({ error: MESSAGES.correctInformation })
      .max(200, { error: MESSAGES.correctInformation })
      .optional(),
  }),
  response: z.object({ user: employeeUserSchema, message: z.string() }),
});

// ---- Dependants --------------------------------------------------------------------------------

/** docs/product §3 "Dependant", as the API answers it, plus what the screen needs to show and check. */
const dependantAnswerSchema = z.object({
  depId: z.number().int(),
  depFirstName: z.string(),
  depLastName: z.string(),
  /** 1001 Spouse, 1002 Dependent Child, 1003 Infirm. */
  depRelation: z.number().int(),
  depRelationName: z.string(),
  depBirthDate: isoDate,
  depEffectiveDate: isoDate,
  depIsStudent: yn,
  /** The end of the student extension, when there is one. */
  depExtDate: isoDate.nullable(),
  /** A dependent child aged 21 or more without a live student extension: proof of studies needed. */
  needsStudentProof: z.boolean(),
  /** For a dependent child: the latest date a student extension may run to (Dec 31 of the year they turn 25). */
  depExtMaxDate: isoDate.nullable(),
});

const dependantList = z.object({ dependants: z.array(dependantAnswerSchema) });
const dependantChange = dependantList.extend({ dependant: dependantAnswerSchema, message: z.string() });
const depId = numericId(ACCOUNT_MESSAGES.dependantNotFound);

export const employeeDependants = endpoint({
  path: '/employee/dependants',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: "The signed-in employee's dependants (removed ones are not listed), oldest first.",
  request: z.object({}).passthrough(),
  response: dependantList,
});

export const employeeDependantAdd = endpoint({
  path: '/employee/dependant/add',
  method: 'POST',
  access: EMPLOYEE,
  example: { depFirstName: 'Maya', depLastName: 'Tremblay', depRelation: 1002, depBirthDate: '2015-06-01' },
  summary:
    'Adds a dependant (spouse 18+, infirm 21+, child at most 25; one spouse; coverage from today or the given date).',
  request: dependantSchema(),
  response: dependantChange,
});

export const employeeDependantEdit = endpoint({
  path: '/employee/dependant/edit',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    depId: 1,
    depFirstName: 'Marc',
    depLastName: 'Tremblay',
    depRelation: 1001,
    depBirthDate: '1985-02-20',
  },
  summary: "Changes one of the signed-in employee's dependants (same rules as adding).",
  request: dependantSchema().safeExtend({ depId }),
  response: dependantChange,
});

export const employeeDependantExtend = endpoint({
  path: '/employee/dependant/extend',
  method: 'POST',
  access: EMPLOYEE,
  example: { depId: 2, depIsStudent: 'N' },
  summary:
    'Sets (depIsStudent Y, the default) or removes (N) the student extension of a dependent child aged 21+.',
  request: z.object({
    depId,
    depIsStudent: z
      .union([z.boolean(), z.enum(['Y', 'N'])], { error: MESSAGES.correctInformation })
      .optional()
      .transform((v): 'Y' | 'N' => (v === false || v === 'N' ? 'N' : 'Y')),
    depExtDate: optionalDate(MESSAGES.invalidEffectiveDate),
  }),
  response: dependantChange,
});

export const employeeDependantDelete = endpoint({
  path: '/employee/dependant/delete',
  method: 'POST',
  access: EMPLOYEE,
  example: { depId: 1 },
  summary: 'Removes a dependant (kept for claim history, no longer listed or claimable).',
  request: z.object({ depId }),
  response: dependantList.extend({ depId: z.number().int(), message: z.string() }),
});

// ---- Banking -------------------------------------------------------------------------------------

/** docs/product §3 "Banking details" as answered: the account number masked, the document described. */
const bankingAnswerSchema = z.object({
  transitNumber: z.string(),
  institutionNumber: z.string(),
  /** Masked: '******5678'. */
  accountNumber: z.string(),
  eft_agreement: yn,
  document: fileInfoSchema.nullable(),
  /** False until banking details have been saved. */
  onFile: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const employeeBankingDetails = endpoint({
  path: '/employee/banking-details',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    "The signed-in employee's direct-deposit details, the account number masked, and why staff refused them while they must be entered again.",
  request: z.object({}).passthrough(),
  response: bankingAnswerSchema.extend({
    refusal: padRefusalSchema.optional(),
    verifiedAt: padVerifiedAtSchema,
  }),
});

export const employeeBankingDetailsSave = endpoint({
  path: '/employee/banking-details/save',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    transitNumber: '10029',
    institutionNumber: '004',
    accountNumber: '5012345678',
    eft_agreement: 'Y',
  },
  summary:
    'Saves direct-deposit details (EFT agreement accepted) with a void cheque or bank letter (JPEG, PNG or PDF, 5 MB): optional, except while staff’s refusal of the details on file is current.',
  maxBodyBytes: UPLOAD_BODY_BYTES,
  perMinute: UPLOADS_PER_MINUTE,
  request: z.object(
    {
      ...bankAccountShape,
      eft_agreement: acceptedFlag(MESSAGES.acceptAgreement),
      image: z.union([uploadedFileSchema, z.null()], { error: MESSAGES.invalidDocumentType }).optional(),
    },
    { error: MESSAGES.correctMissingInformation },
  ),
  response: bankingAnswerSchema.extend({ message: z.string() }),
});

export const employeeBankingDocument = binaryEndpoint({
  path: '/employee/banking-document',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: "The signed-in employee's void cheque or bank letter, as uploaded.",
  request: z.object({}).passthrough(),
  response: fileAnswer,
});

// ---- HSA employer agreement -------------------------------------------------------------------

const agreementState = z.object({
  version: z.string(),
  /** docs/product §4 "HSA employer agreement eligibility". */
  eligible: z.boolean(),
  /** HSA_EMPLOYER_AGREEMENT = Y. */
  accepted: z.boolean(),
  /** When it was accepted online (null when accepted before online acceptance, or not at all). */
  acceptedAt: z.string().nullable(),
  /** A signed copy can be downloaded (/employee/agreement/pdf). */
  signedCopy: z.boolean(),
});

export const employeeAgreement = endpoint({
  path: '/employee/agreement',
  method: 'POST',
  access: EMPLOYEE,
  example: { agreement: true },
  summary: 'Accepts the HSA employer agreement: records it and clears the new-employee check.',
  request: z.object({
    agreement: z
      .union([z.boolean(), z.string().max(10), z.null()], { error: MESSAGES.acceptAgreement })
      .optional(),
  }),
  response: agreementState.extend({ user: employeeUserSchema, message: z.string() }),
});

export const employeeAgreementGet = endpoint({
  path: '/employee/agreement/get',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'The HSA employer agreement text, whether it is offered to the employee, and whether it was accepted.',
  request: z.object({}).passthrough(),
  response: agreementState.extend({
    title: z.string(),
    providerName: z.string(),
    employerName: z.string(),
    sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  }),
});

export const employeeAgreementPdf = binaryEndpoint({
  path: '/employee/agreement/pdf',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: 'The signed HSA employer agreement as a PDF (name, ID, employer, acceptance date).',
  request: z
    .object({
      /**
       * The reader's IANA time zone (the browser's), the acceptance's time is written in; unset or
       * unknown: the time zone of the employee's province.
       */
      timeZone: z.string().max(64).optional(),
    })
    .passthrough(),
  response: fileAnswer,
});

// ---- Plan, documents, update notes ----------------------------------------------------------

const planAnswerSchema = z.object({
  planCode: z.number().int(),
  /** From the plan catalogue; 'Invalid Plan' for an unknown code. */
  planName: z.string(),
  employerName: z.string(),
  /** The employee's effective date on the plan. */
  effectiveDate: isoDate,
  /** docs/product §3 "Classification"; null when the employee has none. */
  classification: z
    .object({
      classificationId: z.number().int(),
      classificationName: z.string(),
      /** HSA limit, cents. */
      amount: cents,
      /** WSA limit, cents. */
      wellnessAmount: cents,
      /** 1 Reset on plan year end, 2 Roll over on plan year end, 3 Reset every 12 months on Jan 1. */
      periodType: z.number().int(),
      periodTypeText: z.string(),
      effective_date: isoDate,
    })
    .nullable(),
  wellness: yn,
  planYearStart: isoDate,
  planYearEnd: isoDate,
});

export const employeePlan = endpoint({
  path: '/employee/plan',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: "The signed-in employee's plan: name, code, classification limits, period type, plan year.",
  request: z.object({}).passthrough(),
  response: planAnswerSchema,
});

export const employeePlanSummaryPdf = binaryEndpoint({
  path: '/employee/plan/summary-pdf',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary: "A one-page PDF summary of the signed-in employee's plan.",
  request: z.object({}).passthrough(),
  response: fileAnswer,
});

const documentSchema = z.object({
  key: z.enum(['agreement', 'plan-summary', 'claim-form', 'banking-document']),
  title: z.string(),
  /** The API path (below /webapp) that answers the file, called by POST with the session token. */
  path: z.string(),
  mimeType: z.string(),
  /** When the document was signed or uploaded, if that applies. */
  date: z.string().nullable(),
});

export const employeeDocuments = endpoint({
  path: '/employee/documents',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'The documents the signed-in employee can open: signed agreement, plan summary, claim form, banking document.',
  request: z.object({}).passthrough(),
  response: z.object({ documents: z.array(documentSchema) }),
});

const updateNoteSchema = z.object({
  id: z.number().int(),
  VERSION: z.string(),
  title: z.string(),
  body: z.string(),
  /** The French title and body; '' when the note has none (the web then shows the English; decision 0021). */
  titleFr: z.string().optional(),
  bodyFr: z.string().optional(),
  date: isoDate,
});

export const updateNotes = endpoint({
  path: '/update-notes',
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  example: {},
  summary:
    "Release notes for the caller's area, newest first, each with its VERSION and its text in English and French ('' when none).",
  request: z.object({}).passthrough(),
  response: z.object({ notes: z.array(updateNoteSchema) }),
});
