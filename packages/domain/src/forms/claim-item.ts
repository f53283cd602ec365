/**
 * Claim items (docs/product §5 "Claim item (employee)" and "Demo claim item"): one item's fields,
 * and the checks across the items of one claim (at most 10, no duplicates).
 */
import { z } from 'zod';
import { MAX_CLAIM_ITEMS, DEMO_AMOUNT_LIMIT_CENTS } from '../constants';
import { compareIsoDates, parseDateLike } from '../dates';
import { centsToDecimalString, dollarsToCents } from '../money';
import { DUPLICATE_EXEMPT_SERVICE } from '../reference/claims';
import { MESSAGES } from '../validation/messages';
import { codeText, dateField, freeText, requiredText } from './fields';

/**
 * The inclusive window a service date must fall in. The spec does not show its values, so the
 * caller (which knows the plan year and today) passes them.
 */
export interface ClaimDateWindow {
  minDate: string;
  maxDate: string;
}

export interface ClaimItemSchemaOptions {
  window: ClaimDateWindow;
  /**
   * A dependant's effective date, by patient id (null or undefined for the employee): a service
   * date before it is 'Invalid service date' too (docs/decisions/0058; claims/window.ts
   * `patientClaimWindow`).
   */
  coveredSince?: (patient: string) => string | null | undefined;
  /** Highest allowed amount in cents, and the message above it (the demo uses $15,000). */
  maxAmount?: { cents: number; message: string };
}

function inWindow(window: ClaimDateWindow) {
  return (iso: string): string | null =>
    compareIsoDates(iso, window.minDate) < 0 || compareIsoDates(iso, window.maxDate) > 0
      ? MESSAGES.invalidServiceDate
      : null;
}

/**
 * A dollar amount typed by a person, read strictly by dollarsToCents ('$1,250.50', '1 250,50'; not
 * '1,5,0'), above 0 (and not above `maxAmount`). Answered as a plain decimal string with cents ('1234.50').
 */
function amountField(maxAmount?: { cents: number; message: string }) {
  return z.union([z.string(), z.number()], { error: MESSAGES.invalidAmount }).transform((value, ctx) => {
    const cents = dollarsToCents(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidAmount });
      return z.NEVER;
    }
    if (maxAmount && cents > maxAmount.cents) {
      ctx.addIssue({ code: 'custom', message: maxAmount.message });
      return z.NEVER;
    }
    return centsToDecimalString(cents);
  });
}

/** One claim item. IDs (patient, service) may be numbers or strings and are answered as strings. */
export function claimItemSchema({ window, coveredSince, maxAmount }: ClaimItemSchemaOptions) {
  const item = z.object(
    {
      patient: codeText(MESSAGES.invalidPatient),
      patient_name: freeText(MESSAGES.invalidPatient),
      service_date: dateField(MESSAGES.invalidServiceDate, MESSAGES.invalidServiceDate, inWindow(window)),
      service: codeText(MESSAGES.invalidServiceType),
      service_name: freeText(MESSAGES.invalidServiceType),
      provider: requiredText(MESSAGES.invalidProvider),
      provider_number: freeText(MESSAGES.invalidProvider),
      amount: amountField(maxAmount),
      dateTime: z.string({ error: MESSAGES.correctClaimDetails }).optional(),
    },
    { error: MESSAGES.correctClaimDetails },
  );
  if (!coveredSince) return item;
  return item.superRefine(
    (value, ctx) => {
      const since = coveredSince(value.patient);
      if (since && compareIsoDates(value.service_date, since) < 0) {
        ctx.addIssue({ code: 'custom', path: ['service_date'], message: MESSAGES.invalidServiceDate });
      }
    },
    // Beside the other fields' messages (a form shows them all at once), once the patient and the
    // date themselves are read.
    {
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((i) =>
          [undefined, 'patient', 'service_date'].includes(i.path?.[0] as string | undefined),
        ),
    },
  );
}

/** A demo claim item: the same fields, and an amount not above $15,000 ('Amount exceeds $15,000'). */
export function demoClaimItemSchema(window: ClaimDateWindow) {
  return claimItemSchema({
    window,
    maxAmount: { cents: DEMO_AMOUNT_LIMIT_CENTS, message: MESSAGES.demoAmountExceeded },
  });
}

export type ClaimItemData = z.output<ReturnType<typeof claimItemSchema>>;

/** The fields that make two claim items the same. */
export interface ClaimItemIdentity {
  patient: unknown;
  service: unknown;
  service_date: unknown;
  provider: unknown;
  amount: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const centsOf = (value: unknown): number | null =>
  typeof value === 'string' || typeof value === 'number' ? dollarsToCents(value) : null;

/**
 * Two items are duplicates when patient, service, service date, provider (ignoring case and
 * surrounding spaces) and amount (in cents: '$10' equals '10.00') are all the same, unless the
 * service is 1, which may repeat.
 */
export function isDuplicateClaimItem(a: ClaimItemIdentity, b: ClaimItemIdentity): boolean {
  if (text(a.service) === DUPLICATE_EXEMPT_SERVICE || text(b.service) === DUPLICATE_EXEMPT_SERVICE)
    return false;
  const amountA = centsOf(a.amount);
  return (
    text(a.patient) === text(b.patient) &&
    text(a.service) === text(b.service) &&
    (parseDateLike(a.service_date) ?? text(a.service_date)) ===
      (parseDateLike(b.service_date) ?? text(b.service_date)) &&
    text(a.provider).toLowerCase() === text(b.provider).toLowerCase() &&
    amountA !== null &&
    amountA === centsOf(b.amount)
  );
}

/**
 * Whether `candidate` may be added to a claim already holding `existing`: answers the message to
 * show ('Maximum of 10 claim items allowed per claim' or the duplicate message), or `null`.
 */
export function checkNewClaimItem(
  existing: readonly ClaimItemIdentity[],
  candidate: ClaimItemIdentity,
): string | null {
  if (existing.length >= MAX_CLAIM_ITEMS) return MESSAGES.maxClaimItems;
  if (existing.some((item) => isDuplicateClaimItem(item, candidate))) return MESSAGES.duplicateClaimItem;
  return null;
}

/**
 * Checks the items of one claim: at most 10, and no item duplicating an earlier one. Answers the
 * problems found, each with the index of the item it concerns (-1 for the whole list).
 */
export function checkClaimItems(items: readonly ClaimItemIdentity[]): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  if (items.length > MAX_CLAIM_ITEMS) problems.push({ index: -1, message: MESSAGES.maxClaimItems });
  items.forEach((item, index) => {
    if (items.slice(0, index).some((earlier) => isDuplicateClaimItem(earlier, item))) {
      problems.push({ index, message: MESSAGES.duplicateClaimItem });
    }
  });
  return problems;
}

/** The items of one claim, each checked as `claimItemSchema`, then the list checks above. */
export function claimItemsSchema(options: ClaimItemSchemaOptions) {
  return z
    .array(claimItemSchema(options), { error: MESSAGES.correctClaimDetails })
    .superRefine((items, ctx) => {
      for (const problem of checkClaimItems(items)) {
        ctx.addIssue({
          code: 'custom',
          message: problem.message,
          path: problem.index < 0 ? [] : [problem.index],
        });
      }
    });
}
