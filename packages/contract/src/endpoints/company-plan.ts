// The company's funding, balance and refunds, insurance add-ons, online claiming and plan (issue #10;
// docs/product §2 /company-funding, /insurance-funding, /business-online-claims, /business-plan;
// §7 Employer: company-funding get and set, balance, refund, insurance-funding get and set,
// enable-online-claiming, plan-details/get, cancel-plan; docs/decisions/0027). Every entry is for an
// administrator of the caller's own company (COMPANY_ADMIN): the company is the session's, never one
// named in the payload. Only endpoints are exported (the contract collects every export as an endpoint).
import {
  acceptedFlag,
  CANCEL_REASON_MAX,
  FUNDING_FREQUENCIES,
  FUNDING_METHODS,
  INSURANCE_FUNDING,
  INSURANCE_PRODUCTS,
  keyedMessage,
  MESSAGES,
  PLAN_MESSAGES as M,
} from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';
import { cents, isoDate, requestIdField, yn } from '../shapes';

const method = z.enum(FUNDING_METHODS, { error: M.fundingMethodRequired });
const frequency = z.enum(FUNDING_FREQUENCIES, { error: M.fundingFrequencyRequired });
/** Whole cents; the range is the domain's (checked with the frequency, fundingChoiceErrors). */
const depositCents = z
  .number({ error: M.depositRequired })
  .int({ error: M.depositRequired })
  .nullable()
  .optional();
const confirm = acceptedFlag(M.confirmRequired);

// ---- Company funding and balance ---------------------------------------------------------------

const fundingSchema = z.object({
  method,
  frequency,
  /** The amount of each scheduled deposit; null for PER_CLAIM. */
  depositCents: cents.nullable(),
  /** N while the company has the default (PAD, PER_CLAIM) and has never chosen. */
  chosen: yn,
  updatedAt: z.string().nullable(),
});

const fundingAnswer = z.object({
  funding: fundingSchema,
  /** Y when the company's pre-authorised debit account is on file (/business-banking). */
  padOnFile: yn,
  /** The company (group) balance: the sum of its employer_ledger rows. */
  balanceCents: cents,
  /** Y once the plan has ended (cancelled and past its date): the choice can no longer change. */
  planEnded: yn,
});

export const employerCompanyFunding = endpoint({
  path: '/employer/company-funding/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary: "How and how often the caller's company funds its claim account, and its balance.",
  request: z.object({}).passthrough(),
  response: fundingAnswer,
});

export const employerCompanyFundingSet = endpoint({
  path: '/employer/company-funding/set',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { method: 'EFT', frequency: 'MONTHLY', depositCents: 150_000 },
  summary:
    "Changes how and how often the caller's company funds its account (pay as you go needs PAD; PAD needs the company's PAD account).",
  request: z.object({ method, frequency, depositCents }, { error: MESSAGES.correctMissingInformation }),
  response: fundingAnswer.extend({ message: z.string() }),
});

const movementSchema = z.object({
  id: z.number().int(),
  /** When it was recorded (ISO timestamp). */
  at: z.string(),
  /** DEPOSIT | CLAIMS | REFUND | PREMIUM | ADJUSTMENT (domain EMPLOYER_LEDGER_KINDS); others may appear. */
  kind: z.string(),
  /** Positive into the account, negative out of it. */
  amountCents: cents,
  reference: z.string(),
});

const balanceAnswer = z.object({
  balanceCents: cents,
  /** The most recent movements, newest first (at most 25). */
  movements: z.array(movementSchema),
  /** Where a refund goes: the company's PAD account when on file, else a cheque to its address. */
  refundTo: z.enum(['PAD', 'CHEQUE']),
});

export const employerBalance = endpoint({
  path: '/employer/balance',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary: "The caller's company balance and its recent movements (deposits, claims paid, refunds).",
  request: z.object({}).passthrough(),
  response: balanceAnswer,
});

export const employerRefund = endpoint({
  path: '/employer/refund',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { amountCents: 50_000, confirm: 'Y', requestId: 'example-refund-1' },
  summary:
    "Refunds part or all of the caller's company balance (at most the balance): a REFUND ledger row, once per request ID.",
  request: z.object(
    {
      amountCents: z.number({ error: M.refundAmountInvalid }).int({ error: M.refundAmountInvalid }),
      confirm,
      /** One per refund the administrator confirms: the same refund sent again answers the first. */
      requestId: requestIdField(M.refundRequestInvalid),
    },
    { error: MESSAGES.correctMissingInformation },
  ),
  response: balanceAnswer.extend({ message: z.string() }),
});

// ---- Insurance add-ons ---------------------------------------------------------------------------

const insuranceProductSchema = z.object({
  product: z.enum(INSURANCE_PRODUCTS),
  insurer: z.string(),
  policyNumber: z.string(),
  /** Maximum benefit per covered person (see db/schema/plan.ts for each product's unit). */
  coverageCents: cents,
  deductibleCents: cents,
  coverageNote: z.string(),
  /** Monthly premium per covered employee. */
  premiumCents: cents,
  /** Members covered today: those whose coverage runs through today (a termination date included). */
  coveredEmployees: z.number().int(),
  /** The monthly premiums of the members covered today (their coverage rows' premiums summed). */
  monthlyCents: cents,
  startDate: isoDate,
  funding: z.enum(INSURANCE_FUNDING),
});

const insuranceAnswer = z.object({
  products: z.array(insuranceProductSchema),
  monthlyTotalCents: cents,
  padOnFile: yn,
  planEnded: yn,
});

export const employerInsuranceFunding = endpoint({
  path: '/employer/insurance-funding/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    "The caller's company's insurance add-ons (travel, EEI, catastrophic drug): coverage, premiums and how each is funded.",
  request: z.object({}).passthrough(),
  response: insuranceAnswer,
});

export const employerInsuranceFundingSet = endpoint({
  path: '/employer/insurance-funding/set',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { products: [{ product: 'TRAVEL', funding: 'INVOICE' }] },
  summary: 'Changes how each of the company’s insurance add-ons is funded (PAD needs the PAD account).',
  request: z.object(
    {
      products: z
        .array(
          z.object({
            product: z.enum(INSURANCE_PRODUCTS, { error: M.insuranceProductNotHeld }),
            funding: z.enum(INSURANCE_FUNDING, { error: M.insuranceFundingRequired }),
          }),
          { error: M.insuranceFundingRequired },
        )
        .min(1, { error: M.insuranceFundingRequired })
        .max(INSURANCE_PRODUCTS.length, { error: M.insuranceFundingRequired }),
    },
    { error: MESSAGES.correctMissingInformation },
  ),
  response: insuranceAnswer.extend({ message: z.string() }),
});

// ---- Online claiming -----------------------------------------------------------------------------

export const employerEnableOnlineClaiming = endpoint({
  path: '/employer/enable-online-claiming',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { confirm: 'Y' },
  summary:
    "Turns online claiming on for the caller's company (docs/product §6: not terminated, not customised, plan not online-capable, not yet on).",
  request: z.object({ confirm }, { error: MESSAGES.correctMissingInformation }),
  response: z.object({ ONLINE_CLAIM_OK: yn, message: z.string() }),
});

// ---- Plan details and cancellation ---------------------------------------------------------------

const planSchema = z.object({
  planCode: z.number().int(),
  contractType: z.number().int(),
  effectiveDate: isoDate.nullable(),
  planYearEndType: z.number().int(),
  /** MM-DD, for plan-year-end type 1. */
  fiscalYearEnd: z.string().nullable(),
  planYearStart: isoDate,
  planYearEnd: isoDate,
  /**
   * The contract's next renewal: its effective date's anniversary, as the partner's screens give it
   * (null without an effective date, or when the plan ends before it).
   */
  renewalDate: isoDate.nullable(),
  province: z.string(),
  /** docs/product §9 prices; null for plans the price list does not cover (legacy plans). */
  priceCents: cents.nullable(),
  renewalCents: cents.nullable(),
  taxIncluded: yn,
  taxBps: z.number().int(),
  renewalTaxCents: cents.nullable(),
  renewalTotalCents: cents.nullable(),
  adminFeeBps: z.number().int(),
  /** The claim taxes of the company's province, in basis points (docs/product §9 "Claim fee text"). */
  claimTaxes: z.object({
    gstBps: z.number().int(),
    hstBps: z.number().int(),
    rstBps: z.number().int(),
    pstBps: z.number().int(),
    premBps: z.number().int(),
  }),
  addOns: z.array(z.enum(INSURANCE_PRODUCTS)),
  hasWellness: yn,
  onlineClaimOk: yn,
  /** Active members (not terminated, not non-member admins). */
  employeeCount: z.number().int(),
});

const cancellationSchema = z.object({
  state: z.enum(['NONE', 'PENDING', 'RUN_OFF', 'CLOSED']),
  effectiveDate: isoDate.nullable(),
  runOffEnds: isoDate.nullable(),
  requestedAt: z.string().nullable(),
  reason: z.string().nullable(),
  canWithdraw: yn,
  /** The dates the plan may be cancelled on now (empty when it cannot be cancelled). */
  dates: z.array(isoDate),
  runOffDays: z.number().int(),
  balanceCents: cents,
});

const planAnswer = z.object({ plan: planSchema, cancellation: cancellationSchema });

export const employerPlanDetails = endpoint({
  path: '/employer/plan-details/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    "The caller's company plan: code, contract type, dates, price and renewal, admin fee, taxes, add-ons, members; and its cancellation.",
  request: z.object({}).passthrough(),
  response: planAnswer,
});

export const employerCancelPlan = endpoint({
  path: '/employer/cancel-plan',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { effectiveDate: '2099-01-31', confirm: 'Y', reason: '' },
  summary:
    "Cancels the caller's company plan at the end of a month (this one or one of the next 12); can be withdrawn until that date.",
  request: z.object(
    {
      effectiveDate: z.string({ error: M.cancelDateInvalid }),
      reason: z
        .string()
        .trim()
        .max(CANCEL_REASON_MAX, {
          error: () => keyedMessage('plan.cancelReasonTooLong', { max: CANCEL_REASON_MAX }),
        })
        .optional(),
      confirm,
    },
    { error: MESSAGES.correctMissingInformation },
  ),
  response: planAnswer.extend({ message: z.string() }),
});

export const employerWithdrawCancellation = endpoint({
  path: '/employer/cancel-plan/withdraw',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary: "Withdraws the caller's company plan cancellation, up to its date.",
  request: z.object({}).passthrough(),
  response: planAnswer.extend({ message: z.string() }),
});
