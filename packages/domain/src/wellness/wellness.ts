import { registerMessageSection } from '../messages/catalogue';
import { addYears, compareIsoDates, isIsoDate, todaySpan, type TodaySpan } from '../dates';
import { isAllowedLimitCents, type LedgerAccount } from '../company/classifications';
import { planYearWrites } from '../plans/funding';
import { WELLNESS_CATEGORIES, isWellnessCategory, type WellnessCategory } from '../reference/wellness';

/**
 * A company's wellness account (docs/product §3 "Employer": HAS_WELLNESS, WELLNESS_CATEGORIES,
 * wellness limits and categories with their pending versions; §3 "Classification" wellnessAmount;
 * §4 "Wellness category and limit changes have pending versions"; §5 wellness amounts $250 to
 * $15,000; decision 0026). The spec gives no wording for these screens' messages; these follow the
 * classifications' style.
 */
export const WELLNESS_MESSAGES = {
  categoriesRequired: 'Please choose at least one wellness category.',
  categoryUnknown: 'Please choose the wellness categories from the list.',
  amountOutOfRange: 'Please enter a wellness amount from $250 to $15,000.',
  amountsIncomplete: 'Please enter a wellness amount for every classification.',
  classificationNotFound: 'This classification does not exist.',
  classificationWithoutWellness:
    'This classification has no wellness account. Give it a wellness amount on Classifications.',
  noClassifications: 'Your company has no classifications yet. Add one before setting up wellness.',

  effectiveDateRequired: 'Please enter the date this takes effect.',
  effectiveDatePast: 'The date must be today or later.',
  effectiveDateTooLate: 'The date must be within a year from today.',

  alreadySetUp: 'Your company already has wellness accounts. Manage them instead.',
  notSetUp: 'Your company does not have wellness accounts yet. Set them up first.',
  pendingExists: 'A wellness change is already pending. Delete it first to schedule another.',
  pendingNotFound: 'This pending wellness change does not exist or has already taken effect.',
  nothingChanges: 'The categories and amounts are the same as the current ones.',
  confirmTermination: 'Please confirm that you understand what ending wellness accounts means.',

  setUp: 'Wellness accounts are set up',
  setUpScheduled: 'Wellness setup scheduled',
  changed: 'Wellness accounts changed',
  changeScheduled: 'Wellness change scheduled',
  terminated: 'Wellness accounts ended',
  terminationScheduled: 'End of wellness accounts scheduled',
  pendingDeleted: 'Pending wellness change deleted',
} as const;

export type WellnessMessageKey = keyof typeof WELLNESS_MESSAGES;

/** A pending version of a company's wellness: its setup, a change of categories or amounts, its end. */
export type WellnessChangeKind = 'setup' | 'change' | 'terminate';
export const WELLNESS_CHANGE_KINDS: readonly WellnessChangeKind[] = ['setup', 'change', 'terminate'];

/** A wellness amount of a covered classification, cents: $250 to $15,000 (docs/product §5). */
export const isAllowedWellnessAmountCents = isAllowedLimitCents;

/** The categories in the reference order (docs/product §3 "Reference data"), without repeats. */
export function orderedCategories(categories: readonly string[]): WellnessCategory[] {
  return WELLNESS_CATEGORIES.filter((c) => categories.includes(c));
}

/**
 * The first problem with a wellness date (a setup's, a change's or an end's): required, today at
 * the earliest (today's takes effect at once), within a year from today.
 */
export function wellnessDateProblem(
  date: string | undefined | null,
  today: string | TodaySpan,
): 'effectiveDateRequired' | 'effectiveDatePast' | 'effectiveDateTooLate' | null {
  const { earliest, latest } = todaySpan(today);
  if (!date || !isIsoDate(date)) return 'effectiveDateRequired';
  if (compareIsoDates(date, earliest) < 0) return 'effectiveDatePast';
  if (compareIsoDates(date, addYears(latest, 1)) > 0) return 'effectiveDateTooLate';
  return null;
}

/** The form field a classification's amount is reported under. */
export const amountField = (classificationId: number) => `amount-${classificationId}`;

export interface WellnessPlanInput {
  categories: readonly string[];
  /** Wellness amount per classification, cents. */
  amounts: readonly { classificationId: number; wellnessAmountCents: number }[];
  effective_date: string;
}

/** A classification of the company as a setup or a change reads it: its wellness amount now (0: none). */
export interface WellnessPlanClass {
  classificationId: number;
  wellnessAmountCents: number;
}

/**
 * Whether a classification takes a wellness amount in a setup or a change (decision 0026): at the
 * setup every classification does; at a change only one with a wellness amount now. A classification
 * without one (none, as /classifications allows) has no wellness account to change: /wellness/manage
 * neither asks for nor offers its amount, which is given on /classifications.
 */
export function takesWellnessAmount(kind: 'setup' | 'change', c: WellnessPlanClass): boolean {
  return kind === 'setup' || c.wellnessAmountCents > 0;
}

/**
 * Every problem with a setup or a change, by field (`categories`, `amount-<id>`, `amounts`,
 * `effective_date`): at least one known category; an amount of $250 to $15,000 for each of the
 * company's classifications (`classes`, with their amounts now) that takes one (takesWellnessAmount)
 * and for no other; a date today to a year ahead. A company without classifications cannot set up or
 * change wellness.
 */
export function wellnessPlanProblems(
  input: WellnessPlanInput,
  kind: 'setup' | 'change',
  classes: readonly WellnessPlanClass[],
  today: string | TodaySpan,
): Record<string, WellnessMessageKey> {
  const out: Record<string, WellnessMessageKey> = {};
  if (input.categories.length === 0) out.categories = 'categoriesRequired';
  else if (!input.categories.every(isWellnessCategory)) out.categories = 'categoryUnknown';
  if (classes.length === 0) out.amounts = 'noClassifications';
  const given = new Map(input.amounts.map((a) => [a.classificationId, a.wellnessAmountCents]));
  for (const id of given.keys()) {
    const c = classes.find((x) => x.classificationId === id);
    if (!c) out.amounts = 'classificationNotFound';
    else if (!takesWellnessAmount(kind, c)) {
      out[amountField(id)] = 'classificationWithoutWellness';
      out.amounts ??= 'classificationWithoutWellness';
    }
  }
  for (const c of classes) {
    if (!takesWellnessAmount(kind, c)) continue;
    const id = c.classificationId;
    const cents = given.get(id);
    if (cents === undefined) {
      out[amountField(id)] = 'amountOutOfRange';
      out.amounts ??= 'amountsIncomplete';
    } else if (!isAllowedWellnessAmountCents(cents)) out[amountField(id)] = 'amountOutOfRange';
  }
  const date = wellnessDateProblem(input.effective_date, today);
  if (date) out.effective_date = date;
  return out;
}

/** Whether a change would change nothing: the same categories and the same amounts. */
export function wellnessChangeIsEmpty(
  current: { categories: readonly string[]; amounts: ReadonlyMap<number, number> },
  next: Pick<WellnessPlanInput, 'categories' | 'amounts'>,
): boolean {
  const a = orderedCategories(current.categories).join('|');
  const b = orderedCategories(next.categories).join('|');
  return (
    a === b && next.amounts.every((x) => current.amounts.get(x.classificationId) === x.wellnessAmountCents)
  );
}

/** A ledger row a wellness change writes for an employee (balance_ledger, account WSA). */
export interface WellnessLedgerRow {
  kind: 'FUNDING' | 'LIMIT_CHANGE' | 'WELLNESS_END';
  planYear: number;
  amountCents: number;
}

/**
 * What a setup or a change writes for one active member of a classification (decision 0026), for
 * the plan year the change's date falls in. Only a member in force on that date is funded (`due`:
 * `planYearDue`, decision 0059, amended 2026-12-07): one whose coverage starts later gets the account
 * (WELLNESS = Y) and nothing else, and the daily run funds their WSA on their date with their HSA.
 * - setup: the member's wellness account opens with the classification's amount (a FUNDING row);
 * - change: the plan year's WSA is brought to the new amount by the rule of every writer of a plan
 *   year's amounts (`planYearWrites`): a funded WSA gets the new amount less the limit the ledger
 *   holds, a decrease taking at most what the account holds (the balance stops at $0.00); an
 *   unfunded one its deposit at the new amount (a member without the account, who joined the
 *   classification after the setup, opens it so);
 * `enrol` says the member's WELLNESS flag is to be set.
 */
export function wellnessMemberRows(
  kind: 'setup' | 'change',
  member: { wellness: boolean; due: boolean; planYear: number; wsa: LedgerAccount },
  afterCents: number,
): { enrol: boolean; rows: WellnessLedgerRow[] } {
  if (afterCents <= 0) return { enrol: false, rows: [] };
  const enrol = kind === 'setup' || !member.wellness;
  if (kind === 'setup') {
    // A setup opens the account (again, after an end closed it): its deposit, for a member in force.
    const rows = member.due
      ? [{ kind: 'FUNDING' as const, planYear: member.planYear, amountCents: afterCents }]
      : [];
    return { enrol, rows };
  }
  const rows = planYearWrites(
    { hsa: { limitCents: 0, balanceCents: 0, funded: false }, wsa: member.wsa },
    { hsaCents: 0, wsaCents: afterCents },
    { wsa: true, due: member.due },
  )
    .filter((w) => w.account === 'WSA' && w.amountCents !== 0)
    .map((w) => ({
      kind: w.kind === 'FUNDING' ? ('FUNDING' as const) : ('LIMIT_CHANGE' as const),
      planYear: member.planYear,
      amountCents: w.amountCents,
    }));
  return { enrol, rows };
}

/**
 * What the end of wellness writes for an employee with a wellness account (decision 0026): each
 * plan year's remaining WSA balance is closed (a WELLNESS_END row of minus the balance), so nothing
 * is left to claim; a plan year at zero or below gets nothing.
 */
export function wellnessEndRows(
  balances: readonly { planYear: number; cents: number }[],
): WellnessLedgerRow[] {
  return balances
    .filter((b) => b.cents > 0)
    .map((b) => ({ kind: 'WELLNESS_END' as const, planYear: b.planYear, amountCents: -b.cents }));
}

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('wellness', WELLNESS_MESSAGES);
