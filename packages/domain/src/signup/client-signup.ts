/**
 * The client sign-up's steps, quote and rules (docs/product §3 "Client signup application", §4
 * "Client signup", §5 "Client signup", §9 prices, taxes, online plan codes, serviced postal areas;
 * decision 0041). The field rules are the schemas of forms/client-signup.ts; this file splits them
 * into the form's two steps, prices an application from its plan and postal code, and names what a
 * paid application becomes (contract type, tax line).
 */
import { z } from 'zod';
import type { DateInput } from '../dates';
import { registerMessageSection } from '../messages/catalogue';
import { partnerSignupFieldErrors } from '../forms/partner-signup';
import { clientSignupSchema, signupPersonSchema, signupPlanShape } from '../forms/client-signup';
import { signupPrice, type SignupPrice } from '../pricing/signup';
import { parseCode } from '../reference/codes';
import { COMPANY_TYPE_CODES, planYearUsesFiscalYearEnd } from '../reference/companies';
import { isSignupPlanCode } from '../reference/plans';
import { isLicensedProvince, provinceFromPostalCode, type ProvinceCode } from '../reference/provinces';
import { MESSAGES } from '../validation/messages';
import { isChecked } from '../validation/rules';

/** The steps of §4: each saved step moves the application on by one; a paid one is at THANKS. */
export const CLIENT_SIGNUP_STEPS = { PLAN: 0, COMPANY: 1, REVIEW: 2, THANKS: 3 } as const;
export type ClientSignupStep = (typeof CLIENT_SIGNUP_STEPS)[keyof typeof CLIENT_SIGNUP_STEPS];

/** The partner of an application that came without a partner's link, or whose lookup failed (§3, §4). */
export const CLIENT_SIGNUP_HOUSE_PARTNER = 1;

/** The application version of §3. */
export const CLIENT_SIGNUP_VERSION = '1.0';

/** The sign-up's own messages (not in the spec; decision 0041). */
export const CLIENT_SIGNUP_MESSAGES = {
  applicationNotFound: 'This application was not found. Please start a new one.',
  alreadyPaid: 'This application is already paid.',
  notReadyToPay: 'Please complete the application before paying.',
  paymentInProgress: 'A payment for this application has started; it can no longer be changed.',
  paymentNotCompleted: 'The payment was not completed. Please try again or use another card.',
  partnerNotFound: 'This partner link is not valid. You can sign up without a partner.',
  honeypot: 'Your request could not be accepted. Please try again.',
  resumeMailed: 'We sent a link to continue this application to {{email}}.',
} as const;
registerMessageSection('clientSignup', CLIENT_SIGNUP_MESSAGES);

/** The fields each form step saves (the rest of the application is kept as it was). */
export const CLIENT_SIGNUP_STEP_FIELDS = {
  0: ['firstname', 'lastname', 'email', 'birthdate', 'planCategory', 'planCode', 'planConfirm'],
  1: ['company', 'employCompany', 'incorpCompany', 'hasSecondEmployee', 'secondEmployee'],
} as const;

const planStepSchema = (today?: DateInput) => signupPersonSchema(today).extend(signupPlanShape());

export type ClientSignupCheck<T> =
  { ok: true; data: T } | { ok: false; errors: Record<string, string>; general: string };

const fail = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => ({
  ok: false as const,
  errors: partnerSignupFieldErrors(issues),
  general: MESSAGES.correctErrors,
});

/**
 * Checks one form step of an application (step 0: the person and the plan; step 1: the company,
 * its plan year, the agreements and the second employee), with field messages by dotted path
 * (`company.postal`) and the spec's general 'Please correct the errors above.'.
 */
export function checkClientSignupStep(
  step: 0 | 1,
  application: unknown,
  today?: DateInput,
): ClientSignupCheck<Record<string, unknown>> {
  const value = (typeof application === 'object' && application !== null ? application : {}) as Record<
    string,
    unknown
  >;
  if (step === 0) {
    const parsed = planStepSchema(today).safeParse(value);
    return parsed.success ? { ok: true, data: parsed.data } : fail(parsed.error.issues);
  }
  // Step 1 is checked with the whole rule, keeping only the issues of its own fields.
  const parsed = clientSignupSchema(today).safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const own = new Set<string>(CLIENT_SIGNUP_STEP_FIELDS[1]);
  const issues = parsed.error.issues.filter((i) => own.has(String(i.path[0])));
  if (issues.length > 0) return fail(issues);
  // Only the other step's fields are wrong (it was saved before the rules changed): step 1 passes.
  return { ok: true, data: value };
}

/** The whole application, as paid: every rule of §5 at once. */
export function checkClientSignup(application: unknown, today?: DateInput) {
  const parsed = clientSignupSchema(today).safeParse(application ?? {});
  return parsed.success ? { ok: true as const, data: parsed.data } : fail(parsed.error.issues);
}

/** The tax line a sign-up's receipt shows: HST where the provincial rate is harmonised, else GST. */
export type SignupTaxKind = 'GST' | 'HST';
const HST_PROVINCES: readonly ProvinceCode[] = ['ON', 'NS', 'NB', 'NL', 'PE'];
export function signupTaxKind(province: unknown): SignupTaxKind {
  return HST_PROVINCES.includes(province as ProvinceCode) ? 'HST' : 'GST';
}

export interface SignupQuote extends SignupPrice {
  planCode: number;
  province: ProvinceCode;
  taxKind: SignupTaxKind;
}

/**
 * The price of a plan for a company at `postal` (§9): the province from the postal code's first
 * letter, its tax on top (Group, Basic) or included (Plus, Deluxe). `null` when the plan is not
 * offered online or the postal code is not in a serviced province (AB, BC, SK, MB, ON, NS).
 */
export function signupQuote(planCode: unknown, postal: unknown): SignupQuote | null {
  const code = parseCode(planCode);
  const province = provinceFromPostalCode(postal);
  if (code === null || !isSignupPlanCode(code) || !province || !isLicensedProvince(province)) return null;
  const price = signupPrice(code, province);
  return price ? { ...price, planCode: code, province, taxKind: signupTaxKind(province) } : null;
}

/**
 * The contract type of a company signed up online: Group is the "Online Group" admin type 13 (its
 * administrator adds employees, decision 0025); the others are individual plans whose contract
 * type is their plan code (§9 "Contract types").
 */
export function signupContractType(planCode: number): number {
  return planCode === 1071 ? 13 : planCode;
}

/** Whether the application's company is incorporated (its two extra agreements apply). */
export function isIncorporatedSignup(application: { company?: { type?: unknown } }): boolean {
  return parseCode(application.company?.type) === COMPANY_TYPE_CODES.INCORPORATED;
}

/**
 * The partner who referred the application (the server's own lookup, kept on it), or `null` for the
 * house (1) or none. A new application started from this one (after a declined card, from a page
 * with nothing to confirm) keeps them (`/signup?partner=ID`), so the partner's and their manager's
 * commissions are not lost (2026-12-07, QA lifecycle finding 5).
 */
export function signupReferringPartner(application: { partnerID?: unknown } | undefined): number | null {
  const id = parseCode(application?.partnerID);
  return id !== null && id > CLIENT_SIGNUP_HOUSE_PARTNER ? id : null;
}

/** Whether the application asks for a second employee. */
export const wantsSecondEmployee = (application: { hasSecondEmployee?: unknown }) =>
  isChecked(application.hasSecondEmployee);

/** The partner found by a partner link (§4): what the application keeps of it. */
export const partnerLookupSchema = z.object({
  partnerID: z.number().int(),
  partnerName: z.string(),
  partnerInsuredProvinces: z.array(z.string()),
  partnerNotInsured: z.enum(['Y', 'N']),
});
export type PartnerLookup = z.infer<typeof partnerLookupSchema>;

/** What a failed lookup leaves (§4): partner 1, no provinces, and the plan code cleared. */
export const PARTNER_LOOKUP_FAILED: PartnerLookup = {
  partnerID: CLIENT_SIGNUP_HOUSE_PARTNER,
  partnerName: '',
  partnerInsuredProvinces: [],
  partnerNotInsured: 'N',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A fiscal year end as the company's MM-DD (employers.fiscal_year_end), from the forms the rule
 * takes: 'YYYY-MM-DD', 'MM-DD' or 'Mon-DD' ('Dec-31' -> '12-31'); `null` when none of them.
 */
export function fiscalYearEndMonthDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const iso = /^\d{4}-(\d{2})-(\d{2})$/.exec(v);
  if (iso) return `${iso[1]}-${iso[2]}`;
  if (/^\d{2}-\d{2}$/.test(v)) return v;
  const abbr = /^([A-Za-z]{3})-(\d{2})$/.exec(v);
  const month = abbr ? MONTHS.indexOf(abbr[1]!.toLowerCase()) : -1;
  return abbr && month >= 0 ? `${String(month + 1).padStart(2, '0')}-${abbr[2]}` : null;
}

/**
 * The fiscal year end the company keeps (employers.fiscal_year_end, MM-DD) from the application's plan
 * year: only a Corporate Fiscal Year End plan year has one (`planYearUsesFiscalYearEnd`, the rule the
 * form, the review and the server share); `null` for the others, whatever was typed.
 */
export function signupFiscalYearEnd(
  employCompany: { planYearType?: unknown; fiscalDate?: unknown } | undefined,
): string | null {
  return planYearUsesFiscalYearEnd(employCompany?.planYearType)
    ? fiscalYearEndMonthDay(employCompany?.fiscalDate)
    : null;
}
