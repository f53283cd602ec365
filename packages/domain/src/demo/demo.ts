/**
 * The public demo claim (docs/product §2 /demo…, §3 "Demo user", §5 "Demo claim item", §7 "Demo",
 * §9 demo constants; decision 0039). A prospect opens a demo employee and claims against it with the
 * real claim rules (claims/items: required fields, window, at most 10 items, duplicates) and the real
 * cost calculation (claims/cost) in the prospect's province; only the $15,000 item limit is the demo's.
 */
import { z } from 'zod';
import { MAX_CLAIM_ITEMS } from '../constants';
import { calculateClaimLines, type ClaimCostBreakdown } from '../claims/cost';
import { claimWindowFor } from '../claims/window';
import { demoClaimItemSchema, checkClaimItems, type ClaimDateWindow } from '../forms/claim-item';
import { codeText, firstOrLastName, requiredText } from '../forms/fields';
import { registerMessageSection } from '../messages/catalogue';
import { dollarsToCents } from '../money';
import type { DateInput } from '../dates';
import { isDemoProduct } from '../reference/demo';
import { RELATIONSHIPS, type RelationshipCode } from '../reference/dependants';
import { isAllowedProvince, isEmail } from '../validation/rules';
import { MESSAGES } from '../validation/messages';

/** Messages of the demo that the spec does not word (section `demo` of the catalogue). */
export const DEMO_MESSAGES = {
  productRequired: 'Please choose a product.',
  botRefused:
    'This form was filled in automatically, so the demo was not started. Please reload the page and try again.',
  tooManyDemos: 'Too many demos were started from this address. Please try again in an hour.',
  demoEnded: 'This demo has ended. Please start a new demo.',
  itemsRequired: 'Please add at least one claim item.',
} as const;

export type DemoMessageKey = keyof typeof DEMO_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('demo', DEMO_MESSAGES);

/** How long a demo lasts before its data is cleaned up: a day. */
export const DEMO_LIFETIME_SECONDS = 86_400;

/** Demos one address may start in an hour (beside the per-minute limit of the endpoint). */
export const DEMO_LOGINS_PER_HOUR = 20;

/**
 * The plan the demo's fees are computed with: HSA Group (1071), the plan whose 8 % admin fee the
 * spec gives (every plan uses it today, claims/admin-fees).
 */
export const DEMO_PLAN_CODE = 1071;

/** The honeypot field of the demo form: hidden from people, filled in by form-filling bots. */
export const DEMO_HONEYPOT_FIELD = 'website';

/**
 * The demo's services (docs/product §3: Dental and Prescription Drugs), with the IDs of the service
 * catalogue, so the real duplicate rule applies (service 1, Prescription Drugs, may repeat).
 */
export const DEMO_SERVICE_LIST = [
  { id: '2', name: 'Dental', nameFr: 'Soins dentaires' },
  { id: '1', name: 'Prescription Drugs', nameFr: 'Médicaments sur ordonnance' },
] as const;

/** The demo's dependants (docs/product §3 "patient dependant ids"): a spouse and a child. */
export const DEMO_DEPENDANTS: readonly { id: string; firstName: string; relationship: RelationshipCode }[] = [
  { id: '1', firstName: 'Alex', relationship: RELATIONSHIPS.SPOUSE },
  { id: '2', firstName: 'Maya', relationship: RELATIONSHIPS.DEPENDENT_CHILD },
];

/** The patient value that means the prospect (as in the real claim: claims/items SELF_PATIENT). */
const SELF = '0';
const DEMO_PATIENTS = new Set([SELF, ...DEMO_DEPENDANTS.map((d) => d.id)]);
const DEMO_SERVICES_BY_ID = new Set<string>(DEMO_SERVICE_LIST.map((s) => s.id));

/** What /demo/login takes: first name, e-mail, product, province, the HubSpot cookie, and the honeypot. */
export const demoLoginSchema = z.object(
  {
    firstname: firstOrLastName(MESSAGES.firstNameRequired),
    email: requiredText(MESSAGES.validEmailRequired, isEmail),
    product: codeText(DEMO_MESSAGES.productRequired, isDemoProduct),
    province: requiredText(MESSAGES.selectProvince, isAllowedProvince),
    hubspotID: z
      .union([z.string(), z.null()], { error: MESSAGES.correctInformation })
      .optional()
      .transform((v) => (v ?? '').trim().slice(0, 200)),
    [DEMO_HONEYPOT_FIELD]: z.unknown().optional(),
  },
  { error: MESSAGES.correctInformation },
);

export type DemoLoginData = z.output<typeof demoLoginSchema>;

/** Whether a request filled in the honeypot field (a person never sees it). */
export function filledHoneypot(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[DEMO_HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * The demo's claim window: a calendar plan year (plan-year-end type 3), with the real run-out of
 * the previous year (claims/window).
 */
export function demoClaimWindow(today?: DateInput): ClaimDateWindow {
  const w = claimWindowFor({ type: 3, effectiveDate: '2000-01-01' }, today);
  return { minDate: w.minDate, maxDate: w.maxDate };
}

/** The patient and service of a demo item must be the demo's own. */
function demoItemProblems(item: { patient: string; service: string }): Record<string, string> {
  const out: Record<string, string> = {};
  if (!DEMO_PATIENTS.has(item.patient)) out.patient = MESSAGES.invalidPatient;
  if (!DEMO_SERVICES_BY_ID.has(item.service)) out.service = MESSAGES.invalidServiceType;
  return out;
}

export type DemoClaimItem = z.output<ReturnType<typeof demoClaimItemSchema>>;

/**
 * One demo claim item as the form has it: the real item rule with the $15,000 limit, and a patient
 * and service of the demo. Answers the item or a message per field.
 */
export function checkDemoClaimItem(
  item: unknown,
  window: ClaimDateWindow,
): { ok: true; item: DemoClaimItem } | { ok: false; errors: Record<string, string> } {
  const parsed = demoClaimItemSchema(window).safeParse(item);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'GENERAL');
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const problems = demoItemProblems(parsed.data);
  return Object.keys(problems).length ? { ok: false, errors: problems } : { ok: true, item: parsed.data };
}

/**
 * A whole demo claim: one to ten items, each as checkDemoClaimItem, none duplicating an earlier one.
 * Errors are keyed `claimItemsData.<index>.<field>` (`claimItemsData` for the list).
 */
export function checkDemoClaim(
  items: unknown,
  window: ClaimDateWindow,
): { ok: true; items: DemoClaimItem[] } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!Array.isArray(items) || items.length === 0) {
    return { ok: false, errors: { claimItemsData: DEMO_MESSAGES.itemsRequired } };
  }
  if (items.length > MAX_CLAIM_ITEMS) {
    return { ok: false, errors: { claimItemsData: MESSAGES.maxClaimItems } };
  }
  const good: DemoClaimItem[] = [];
  items.forEach((raw, index) => {
    const result = checkDemoClaimItem(raw, window);
    if (result.ok) good.push(result.item);
    else
      for (const [field, message] of Object.entries(result.errors))
        errors[`claimItemsData.${index}.${field}`] = message;
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  for (const problem of checkClaimItems(good)) {
    errors[problem.index < 0 ? 'claimItemsData' : `claimItemsData.${problem.index}`] = problem.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, items: good };
}

/**
 * The cost of a demo claim with the real calculation: no co-pay, the province's taxes, the demo
 * plan's admin fee, payable capped at what is left of the demo balance.
 */
export function calculateDemoClaim(
  items: readonly { amount: string | number }[],
  province: string,
  balanceCents: number,
): { lines: ClaimCostBreakdown[]; total: ClaimCostBreakdown } {
  return calculateClaimLines(
    items.map((item) => ({ claimedCents: dollarsToCents(item.amount) ?? 0 })),
    {
      copayBps: 0,
      province,
      planCode: DEMO_PLAN_CODE,
      currentBalanceCents: Math.max(0, balanceCents),
    },
  );
}
