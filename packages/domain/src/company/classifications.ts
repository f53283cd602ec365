import { registerMessageSection } from '../messages/catalogue';
import { addYears, compareIsoDates, isIsoDate, todaySpan, type TodaySpan } from '../dates';
import { HSA_AMOUNT_MAX_CENTS, HSA_AMOUNT_MIN_CENTS } from '../constants';
import { LIMIT_PERIOD_OPTIONS, type LimitPeriodValue } from '../reference/limits';
import { LIMIT_LEDGER_KINDS, type BalanceLedgerKind } from '../plan/ledger';

/**
 * Divisions and classifications of a company (docs/product §3 "Classification", "Other employer
 * data"; §5 "Date limits"). The spec gives no wording for these screens' messages; these follow
 * the spec's style ('Successfully added new Dependant', 'Invalid amount').
 */
export const CLASSIFICATION_MESSAGES = {
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Names can be at most {{max}} characters.',

  divisionExists: 'A division with this name already exists.',
  divisionNotFound: 'This division does not exist.',
  divisionHasEmployees:
    'This division cannot be removed while employees belong to it. Move them to another division first.',
  divisionAdded: 'Division added',
  divisionRemoved: 'Division removed',

  classificationExists: 'A classification with this name already exists.',
  classificationNotFound: 'This classification does not exist.',
  classificationHasEmployees:
    'This classification cannot be deleted while employees belong to it. Move them to another classification first.',
  classificationAdded: 'Classification added',
  classificationUpdated: 'Classification updated',
  classificationDeleted: 'Classification deleted',

  amountOutOfRange: 'Please enter an amount from $250 to $15,000.',
  wellnessAmountOutOfRange: 'Please enter a wellness amount from $250 to $15,000, or leave it empty.',
  invalidPeriodType: 'Please choose how the limit renews.',

  effectiveDateRequired: 'Please enter the date the new limit takes effect.',
  effectiveDatePast: 'The new limit must take effect today or later.',
  effectiveDateTooLate: 'The new limit must take effect within a year from today.',
  limitUnchanged: 'The new limit is the same as the current one.',
  pendingChangeExists:
    'This classification already has a pending limit change. Delete it first to schedule another.',
  pendingChangeNotFound: 'This pending limit change does not exist or has already taken effect.',
  limitChangeScheduled: 'Limit change scheduled',
  limitChangeApplied: 'New limit applied',
  limitChangeAppliedKept:
    'New limit applied. {{count}} member(s) had already used more than the new amount this plan year: they keep what was paid, and their balance is now $0.00.',
  limitChangeDeleted: 'Pending limit change deleted',
} as const;

export type ClassificationMessageKey = keyof typeof CLASSIFICATION_MESSAGES;

/** Longest division or classification name. */
export const COMPANY_NAME_MAX = 60;

/** An HSA amount (limit) in cents is allowed: $250 to $15,000, whole cents (docs/product §5 "Date limits"). */
export function isAllowedLimitCents(cents: unknown): cents is number {
  return (
    typeof cents === 'number' &&
    Number.isSafeInteger(cents) &&
    cents >= HSA_AMOUNT_MIN_CENTS &&
    cents <= HSA_AMOUNT_MAX_CENTS
  );
}

/** A wellness amount in cents: none (0) for a classification without wellness, or $250 to $15,000. */
export function isAllowedWellnessCents(cents: unknown): cents is number {
  return cents === 0 || isAllowedLimitCents(cents);
}

export function isLimitPeriod(value: unknown): value is LimitPeriodValue {
  return LIMIT_PERIOD_OPTIONS.some((o) => o.value === value);
}

/**
 * The first problem with a limit change's effective date, or null: required, today at the
 * earliest (today's change takes effect at once), and within a year from today.
 */
export function limitChangeDateProblem(
  effectiveDate: string | undefined | null,
  today: string | TodaySpan,
): ClassificationMessageKey | null {
  const { earliest, latest } = todaySpan(today);
  if (!effectiveDate || !isIsoDate(effectiveDate)) return 'effectiveDateRequired';
  if (compareIsoDates(effectiveDate, earliest) < 0) return 'effectiveDatePast';
  if (compareIsoDates(effectiveDate, addYears(latest, 1)) > 0) return 'effectiveDateTooLate';
  return null;
}

/** The amounts a classification's limit is, and a change's new ones (cents; wellness 0 = none). */
export interface LimitAmounts {
  hsaCents: number;
  wsaCents: number;
}

/**
 * What a limit change adds to an employee's balances for the plan year it takes effect in (decision
 * 0022): for each account to adjust (`accounts`: those the employee holds whose plan year is funded,
 * each on its own: decision 0059, amended 2026-12-07), new limit less old (negative when the limit
 * goes down); nothing for an account whose amount did not change, and nothing for an account whose
 * plan year is not funded yet (its funding will use the new limit).
 */
export function limitAdjustments(
  before: LimitAmounts,
  after: LimitAmounts,
  accounts: { hsa: boolean; wsa: boolean },
): { account: 'HSA' | 'WSA'; amountCents: number }[] {
  const out: { account: 'HSA' | 'WSA'; amountCents: number }[] = [];
  if (accounts.hsa && after.hsaCents !== before.hsaCents) {
    out.push({ account: 'HSA', amountCents: after.hsaCents - before.hsaCents });
  }
  if (accounts.wsa && after.wsaCents !== before.wsaCents) {
    out.push({ account: 'WSA', amountCents: after.wsaCents - before.wsaCents });
  }
  return out;
}

/** Whether a change of amounts lowers either of them (the screen then says what a decrease does). */
export function limitDecreases(before: LimitAmounts, after: LimitAmounts): boolean {
  return after.hsaCents < before.hsaCents || after.wsaCents < before.wsaCents;
}

/**
 * What a change of an account's limit by `changeCents` may write when the account holds
 * `balanceCents` (decision 0022, amended 2026-12-07): an increase in full; a decrease takes at most
 * what the account holds, so the balance stops at $0.00 (never below) and nothing already paid is
 * taken back: max(0, balance - decrease) is left. An empty or negative balance gives nothing.
 */
export function takenWithin(changeCents: number, balanceCents: number): number {
  if (changeCents >= 0) return changeCents;
  const taken = Math.min(-changeCents, Math.max(0, balanceCents));
  return taken === 0 ? 0 : -taken;
}

/** One account of an employee's plan year as the ledger holds it. */
export interface LedgerAccount {
  /** The limit: the sum of its rows of LIMIT_LEDGER_KINDS (funding, limit and class changes). */
  limitCents: number;
  /** What the account holds: the sum of all its rows. */
  balanceCents: number;
  /**
   * This account's plan year is funded: it has a row of LIMIT_LEDGER_KINDS (`ledgerAccountOf`).
   * Per account: the other account's funding says nothing about this one (decision 0059, amended
   * 2026-12-07).
   */
  funded: boolean;
}

/**
 * One account of a plan year from its ledger rows (the server reads the same in SQL): the limit (its
 * rows of LIMIT_LEDGER_KINDS), the balance (all its rows), and whether it is funded, the one rule
 * every writer of a plan year's amounts asks (decision 0059, amended 2026-12-07): it has a row of
 * LIMIT_LEDGER_KINDS, a FUNDING row whoever wrote it (the enrolment, the daily run, a wellness
 * setup, an import, a writer's own deposit) or a limit or class change's row, which only a funded
 * account gets. So the daily run never deposits into an account a change already gave its limit
 * to, and a change never adjusts an account whose deposit is still to come.
 */
export function ledgerAccountOf(
  rows: readonly { kind: BalanceLedgerKind; amountCents: number }[],
): LedgerAccount {
  const limitRows = rows.filter((r) => (LIMIT_LEDGER_KINDS as readonly string[]).includes(r.kind));
  return {
    limitCents: limitRows.reduce((sum, r) => sum + r.amountCents, 0),
    balanceCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
    funded: limitRows.length > 0,
  };
}

export interface LimitAdjustment {
  account: 'HSA' | 'WSA';
  /** The ledger row to write (0: nothing to write, the balance is already $0.00). */
  amountCents: number;
  /** What a decrease could not take because the member had already used it (0 when it took all). */
  keptCents: number;
}

/**
 * What bringing an employee's plan-year limit to the classification's amounts `after` writes into
 * its funded accounts: a limit change on its date (both the job and a change dated today), a class
 * change, a wellness change and the limit recalculation use this one rule (decisions 0022 and 0032,
 * amended 2026-12-07), through `planYearWrites` (plans/funding.ts), which also deposits into an
 * unfunded account when the member is due. For each account the employee holds (HSA; WSA with
 * the wellness account) whose plan year is funded (`funded`, per account): the new amount less the
 * limit the ledger holds (which is the old amount whenever the ledger followed every change), a
 * decrease taking at most the balance (`takenWithin`). An account whose limit already is the new
 * amount is left out; one whose decrease finds an empty balance is listed with amountCents 0
 * (nothing to write) and what the member keeps. Since the limit is read from the ledger, a raise
 * after a decrease that stopped at $0.00 gives the new amount less what was used, never more.
 */
export function limitAdjustmentsWithin(
  ledger: { hsa: LedgerAccount; wsa: LedgerAccount },
  after: LimitAmounts,
  has: { wsa: boolean },
): LimitAdjustment[] {
  const recorded = { hsaCents: ledger.hsa.limitCents, wsaCents: ledger.wsa.limitCents };
  const accounts = { hsa: ledger.hsa.funded, wsa: has.wsa && ledger.wsa.funded };
  return limitAdjustments(recorded, after, accounts).map(({ account, amountCents: wanted }) => {
    const amountCents = takenWithin(wanted, (account === 'HSA' ? ledger.hsa : ledger.wsa).balanceCents);
    return { account, amountCents, keptCents: amountCents - wanted };
  });
}

/**
 * What a decrease left to the member, read back from a comparison's limits and the row written for
 * the account (0 when none): the part of `after - before` the balance could not give (> 0 only when
 * the decrease stopped at $0.00), for a screen that has only the answer (the limit recalculation).
 */
export function limitKeptCents(
  limits: { beforeCents: number; afterCents: number },
  writtenCents: number,
): number {
  const wanted = limits.afterCents - limits.beforeCents;
  return wanted < 0 && writtenCents > wanted ? writtenCents - wanted : 0;
}

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('classifications', CLASSIFICATION_MESSAGES);
