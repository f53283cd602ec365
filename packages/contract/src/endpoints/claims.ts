// Claim endpoints (docs/product §7 "Claims" and the claim parts of "Employee"): the open claim of a type,
// its items and receipts, save, submit, cancel, audit files, and the employee's claim reports and
// printable claim form. Rules: docs/decisions/0008-claims-rules.md. Money is integer cents.
// Only endpoints are exported (the module is spread into `api`); read shapes as ResponseOf<Api['claimOpen']>.
import {
  CLAIM_MESSAGES,
  REPORT_MESSAGES,
  CLAIM_STATUS_CODES,
  CLAIM_TYPES,
  MESSAGES,
  WELLNESS_CATEGORIES,
  claimItemSchema,
  claimQuerySchema,
  isBalanceReportDate,
  parseDateLike,
} from '@benefits/domain';
import { z } from 'zod';
import { EMPLOYEE } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { optionalDateText, reportPageLength, reportPageNumber } from '../report-shapes';
import { cents, isoDate, yn } from '../shapes';
import { fileInfoSchema, UPLOAD_BODY_BYTES, uploadedFileSchema, UPLOADS_PER_MINUTE } from '../uploads';

/** A positive integer ID (number or digit string); anything else answers `message`. */
const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const claimId = idField(CLAIM_MESSAGES.invalidClaim);
const claimType = z.enum(CLAIM_TYPES, { error: MESSAGES.invalidClaimType });
const claimStatus = z.enum(CLAIM_STATUS_CODES);

/**
 * The optional `employee` field of claim fetches (docs/product §5: numeric, 'Invalid Employee ID'); the
 * session decides whose claims are read, and an ID other than the caller's answers the same message.
 */
const employeeField = claimQuerySchema.shape.employee.optional();

/** docs/product §3 "Claim cost breakdown", in cents. */
const claimBreakdownSchema = z.object({
  payableAmount: cents,
  previousYearPayableAmount: cents,
  totalPayableAmount: cents,
  adminFeeAmount: cents,
  coPayAmount: cents,
  gstAmount: cents,
  hstAmount: cents,
  rstAmount: cents,
  pstAmount: cents,
  premAmount: cents,
  totalAmount: cents,
});

/**
 * docs/product §3 "Claim item". `patient` is '0' for the employee, otherwise the dependant's id; `amount` is
 * in cents; `dateTime` is when the item was added. `breakdown` is the stored one once submitted,
 * and the estimate on today's balances while the claim is open. `service_name` is the English name
 * kept with the item when it was added; `service_name_fr` is the service's French name from the
 * services table today, '' when it has none (show `service_name` then).
 */
const claimItemViewSchema = z.object({
  id: z.number().int(),
  patient: z.string(),
  patient_name: z.string(),
  service_date: isoDate,
  service: z.number().int(),
  service_name: z.string(),
  service_name_fr: z.string(),
  provider: z.string(),
  provider_number: z.string(),
  amount: cents,
  dateTime: z.string(),
  breakdown: claimBreakdownSchema,
});

/**
 * docs/product §3 "Claim": the stored amounts of a submitted claim, or the estimate of an open one
 * (`estimated`: computed on today's balances; submission recomputes them under a lock).
 * `amounts` uses the spec's Claim names, `breakdown` the spec's breakdown names: same figures.
 */
const claimViewSchema = z.object({
  id: z.number().int(),
  type: claimType,
  status: claimStatus,
  /** O online, P paper. */
  origin: z.string(),
  employee: z.number().int(),
  planYear: z.number().int().nullable(),
  amounts: z.object({
    total_amount: cents,
    admin_fee: cents,
    copay_pct: z.number(),
    copay: cents,
    gst: cents,
    hst: cents,
    rst: cents,
    pst: cents,
    prem: cents,
    total: cents,
    payable: cents,
    previous_year_payable: cents,
    funded: yn,
  }),
  breakdown: claimBreakdownSchema,
  estimated: z.boolean(),
  printed: yn,
  auditSelected: yn,
  items: z.array(claimItemViewSchema),
  receipts: z.array(fileInfoSchema),
  auditFiles: z.array(fileInfoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});

const incompleteClaimsSchema = z.object({ HSA: claimViewSchema.nullable(), WSA: claimViewSchema.nullable() });

const claimAnswer = z.object({ claim: claimViewSchema, message: z.string() });

export const claimsPending = endpoint({
  path: '/claims/pending',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'The incomplete (saved, status R) claim of each type with its items and receipts, and the last submitted claim id.',
  request: z.object({ employee: employeeField }),
  response: z.object({ incompleteClaims: incompleteClaimsSchema, lastClaimId: z.number().int().nullable() }),
});

export const claimOpen = endpoint({
  path: '/claim/id',
  method: 'POST',
  access: EMPLOYEE,
  example: { type: 'HSA' },
  summary: 'Starts, or answers, the open claim of a type (HSA or WSA).',
  request: z.object({ type: claimType, employee: employeeField }),
  response: z.object({ claimId: z.number().int(), claim: claimViewSchema }),
});

/** docs/product §3 "Dependant" as a patient: '0' is the employee. */
const patientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null for the employee; 1001 Spouse, 1002 Dependent Child, 1003 Infirm. */
  relation: z.number().int().nullable(),
  /**
   * A dependant's effective date: their service dates start there, inside the claim window
   * (docs/decisions/0058). null for the employee, whose start is the window's own.
   */
  coveredSince: isoDate.nullable(),
});

export const claimsDetails = endpoint({
  path: '/claims/details',
  method: 'POST',
  access: EMPLOYEE,
  example: { type: 'HSA' },
  summary:
    'What the claim form offers for a type: patients, services, the employee’s providers, the claim window and balances.',
  request: z.object({ type: claimType, employee: employeeField }),
  response: z.object({
    type: claimType,
    claimId: z.number().int().nullable(),
    patients: z.array(patientSchema),
    /** The services the claim may take: for a WSA claim, those of `wellnessCategories` (claimableServices). */
    services: z.array(z.object({ id: z.number().int(), name: z.string(), nameFr: z.string() })),
    /** A WSA claim's: the wellness categories the company chose, as they stand today; none for an HSA claim. */
    wellnessCategories: z.array(z.enum(WELLNESS_CATEGORIES)),
    providers: z.array(z.object({ id: z.number().int(), name: z.string(), provider_number: z.string() })),
    /** Service dates allowed today, inclusive (docs/decisions/0008). */
    minDate: isoDate,
    maxDate: isoDate,
    runOut: z.boolean(),
    runOutEnds: isoDate,
    balances: z.object({
      account: claimType,
      /** The current plan year's balance. */
      current: cents,
      /** The previous plan year's spendable balance: only during the run-out, else 0. */
      previousYear: cents,
      available: cents,
      planYear: z.object({ start: isoDate, end: isoDate, key: z.number().int() }),
      previousPlanYear: z.object({ start: isoDate, end: isoDate, key: z.number().int() }),
    }),
  }),
});

/**
 * One claim item (docs/product §5 "Claim item"). The fields are checked here; the patient, the service,
 * the window of service dates, the 10-item limit and duplicates are checked by the server, which
 * knows the employee (the web builds the same schema with the window from /claims/details).
 */
export const claimItemAdd = endpoint({
  path: '/claim/item/add',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    claimId: 1,
    patient: '0',
    service_date: '2026-01-15',
    service: 4,
    provider: 'Dr. Tremblay',
    amount: '120.00',
  },
  summary: 'Adds an item to the caller’s open claim.',
  request: claimItemSchema({ window: { minDate: '1900-01-01', maxDate: '9999-12-31' } }).extend({ claimId }),
  response: claimAnswer,
});

export const claimItemRemove = endpoint({
  path: '/claim/item/remove',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1, itemId: 1 },
  summary: 'Removes an item from the caller’s open claim.',
  request: z.object({ claimId, itemId: idField(CLAIM_MESSAGES.invalidClaimItem) }),
  response: claimAnswer,
});

export const claimSave = endpoint({
  path: '/claim/save',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1 },
  summary: 'Saves the open claim (status R) to resume later.',
  request: z.object({ claimId }),
  response: claimAnswer,
});

export const claimSubmit = endpoint({
  path: '/claim/submit',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1 },
  summary:
    'Submits the open claim in one transaction: breakdown recomputed, balances drawn, audit selection; mails a confirmation.',
  request: z.object({ claimId }),
  response: z.object({
    claimId: z.number().int(),
    status: claimStatus,
    auditSelected: z.boolean(),
    breakdown: claimBreakdownSchema,
    lines: z.array(z.object({ itemId: z.number().int(), breakdown: claimBreakdownSchema })),
    incompleteClaims: incompleteClaimsSchema,
    message: z.string(),
  }),
});

export const claimUpload = endpoint({
  path: '/claim/upload',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    claimId: 1,
    fileName: 'receipt.png',
    content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  summary: 'Attaches one receipt (JPEG, PNG or PDF by its bytes, at most 5 MB) to the caller’s open claim.',
  maxBodyBytes: UPLOAD_BODY_BYTES,
  perMinute: UPLOADS_PER_MINUTE,
  request: uploadedFileSchema.extend({ claimId }),
  response: z.object({ claim: claimViewSchema, receipt: fileInfoSchema, message: z.string() }),
});

export const claimReceiptRemove = endpoint({
  path: '/claim/receipt/remove',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1, fileId: 1 },
  summary:
    'Removes a receipt attached by mistake from the caller’s open claim (before it is submitted) and deletes its file.',
  request: z.object({ claimId, fileId: idField(CLAIM_MESSAGES.invalidFile) }),
  response: claimAnswer,
});

/** What a binary endpoint answers besides its bytes. */
const fileAnswer = z.object({ fileName: z.string(), mimeType: z.string() });

export const claimReceipt = binaryEndpoint({
  path: '/claim/receipt',
  method: 'POST',
  access: EMPLOYEE,
  example: { fileId: 1 },
  summary: 'The bytes of one of the caller’s receipts or audit files.',
  request: z.object({ fileId: idField(CLAIM_MESSAGES.invalidFile) }),
  response: fileAnswer,
});

export const claimCancel = endpoint({
  path: '/claim/cancel',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1 },
  summary: 'Cancels the caller’s open claim (a submitted claim cannot be cancelled).',
  request: z.object({ claimId }),
  response: z.object({
    claimId: z.number().int(),
    status: claimStatus,
    incompleteClaims: incompleteClaimsSchema,
    message: z.string(),
  }),
});

export const auditUpload = endpoint({
  path: '/audit/upload',
  method: 'POST',
  access: EMPLOYEE,
  example: {
    claimId: 1,
    fileName: 'receipt.png',
    content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  summary: 'Attaches one audit document to the caller’s claim selected for audit (one at a time).',
  maxBodyBytes: UPLOAD_BODY_BYTES,
  perMinute: UPLOADS_PER_MINUTE,
  request: uploadedFileSchema.extend({ claimId }),
  response: z.object({ claim: claimViewSchema, file: fileInfoSchema, message: z.string() }),
});

export const employeeClaimReport = endpoint({
  path: '/employee/claim-report',
  method: 'POST',
  access: EMPLOYEE,
  example: { pageNumber: 1, pageLength: 10 },
  summary:
    'The caller’s submitted claims in a date range (default: the last month), newest first, a page at a time.',
  request: z.object({
    /** Submission dates, inclusive; default one month ago to today. */
    startdate: optionalDateText,
    enddate: optionalDateText,
    pageNumber: reportPageNumber,
    pageLength: reportPageLength,
  }),
  response: z.object({
    startdate: isoDate,
    enddate: isoDate,
    pageNumber: z.number().int(),
    pageLength: z.number().int(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        type: claimType,
        status: claimStatus,
        origin: z.string(),
        submittedAt: z.string(),
        firstServiceDate: isoDate.nullable(),
        lastServiceDate: isoDate.nullable(),
        patients: z.array(z.string()),
        /** The distinct English names of the claim's services, as kept with its items. */
        services: z.array(z.string()),
        /** The French name of each of `services`, at the same index; '' where there is none. */
        servicesFr: z.array(z.string()),
        itemCount: z.number().int(),
        claimed: cents,
        payable: cents,
        previousYearPayable: cents,
      }),
    ),
    /** True when at least one more row exists after this page. */
    hasMore: z.boolean(),
  }),
});

const planYearShape = z.object({ start: isoDate, end: isoDate, key: z.number().int() });

export const employeeBalanceReport = endpoint({
  path: '/employee/balance-report/',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'Balance history from one date (2000-01-01 at the earliest; default: the previous plan year’s start): running balances per account and plan year.',
  request: z.object({
    date: z
      .union([z.string().max(40), z.null()], { error: REPORT_MESSAGES.invalidBalanceDate })
      .optional()
      .refine((v) => v === undefined || v === null || v.trim() === '' || isBalanceReportDate(v), {
        error: REPORT_MESSAGES.invalidBalanceDate,
      })
      .transform((v) => (v && v.trim() !== '' ? parseDateLike(v)! : null)),
  }),
  response: z.object({
    date: isoDate,
    /** The earliest date the report takes (2000-01-01). */
    minDate: isoDate,
    accounts: z.array(
      z.object({
        account: claimType,
        planYear: planYearShape,
        /** The balance at the start of `date`. */
        opening: cents,
        /** The balance now. */
        closing: cents,
        points: z.array(
          z.object({
            date: isoDate,
            at: z.string(),
            amount: cents,
            balance: cents,
            kind: z.string(),
            reference: z.string(),
            claimId: z.number().int().nullable(),
          }),
        ),
        /** True when the points were cut at 5,000 (narrow the date to see the rest). */
        truncated: z.boolean(),
      }),
    ),
  }),
});

export const employeeSummaryOfBenefits = endpoint({
  path: '/employee/summary-of-benefits-report/',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'The caller’s benefits: plan, classification limits, funding, claims paid and balance per account for the current and previous plan years, and claims by service.',
  request: z.object({}).passthrough(),
  response: z.object({
    employee: z.object({ id: z.number().int(), name: z.string(), province: z.string() }),
    employer: z.object({ id: z.number().int(), name: z.string() }),
    plan: z.object({ code: z.number().int(), name: z.string() }),
    classification: z
      .object({ name: z.string(), hsaLimit: cents, wsaLimit: cents, periodType: z.number().int() })
      .nullable(),
    planYear: planYearShape,
    previousPlanYear: planYearShape,
    runOut: z.boolean(),
    runOutEnds: isoDate,
    accounts: z.array(
      z.object({
        account: claimType,
        planYear: z.number().int(),
        funded: cents,
        paid: cents,
        balance: cents,
        /** What claims may draw on today. */
        spendable: cents,
      }),
    ),
    services: z.array(
      z.object({
        account: claimType,
        planYear: z.number().int(),
        service: z.number().int(),
        /** The English name kept with the claim items. */
        serviceName: z.string(),
        /** The service's French name from the services table; '' when it has none. */
        serviceNameFr: z.string(),
        items: z.number().int(),
        claimed: cents,
        paid: cents,
      }),
    ),
  }),
});

const statusHistorySchema = z.object({
  status: claimStatus,
  at: z.string(),
  /** employee, staff or system */
  actor: z.string(),
  note: z.string(),
});

export const employeeClaimDetails = endpoint({
  path: '/employee/claim-details',
  method: 'POST',
  access: EMPLOYEE,
  example: { claimId: 1 },
  summary:
    'One of the caller’s claims: items with breakdowns, amounts, status history, receipts and audit files.',
  request: z.object({ claimId }),
  response: z.object({ claim: claimViewSchema, history: z.array(statusHistorySchema) }),
});

export const employeePrintForm = binaryEndpoint({
  path: '/employee/get-print-form',
  method: 'POST',
  access: EMPLOYEE,
  example: {},
  summary:
    'A PDF claim form pre-filled with the employee, employer and plan, and, given a claim id, that claim’s items.',
  request: z.object({ claimId: claimId.optional() }),
  response: fileAnswer,
});
