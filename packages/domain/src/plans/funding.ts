/**
 * Plan-year funding (docs/decisions/0059-plan-year-funding.md): who is funded, for which plan year
 * and with what. A plan year's funding is one `FUNDING` ledger row per account of the member's
 * classification amount (decision 0022); the enrolment writes it for a member whose coverage has
 * begun, and the daily plan-year funding run for everyone else, on the first day they are due.
 * Every other writer of a plan year's amounts (a class change, a limit change, a wellness change,
 * the limit recalculation) goes through `planYearWrites`, so a plan year holds one limit's worth
 * whatever the order of the day's actions (amended 2026-12-07).
 */
import { limitAdjustmentsWithin, type LedgerAccount, type LimitAmounts } from '../company/classifications';
import { compareIsoDates, resolveToday, type DateInput } from '../dates';
import { holdsAccount } from '../directory/rules';
import { cancellationState } from '../plan/plan';
import { planYearOn, type PlanYear, type PlanYearEndType } from './plan-year';

/** What the funding rules read of a member, their classification and their company. */
export interface FundingMember {
  /** The first day of the member's coverage (ISO). */
  effectiveDate: string;
  terminated: boolean;
  /** The termination's date (ISO): the account is terminated from it (decision 0024); null when none. */
  terminationDate: string | null;
  nonMemberAdminOnly: boolean;
  /** The member holds the wellness account (WELLNESS = Y). */
  wellness: boolean;
  /** The classification's amounts now, in cents. */
  hsaCents: number;
  wsaCents: number;
  /** The company's plan-year terms (decision 0008, `planYearOn`). */
  planYearEndType: number;
  fiscalYearEnd: string | null;
  /** The company plan's cancellation date (decision 0027), null when none. */
  cancellationDate: string | null;
  /** The plan was closed (its run-off over, the balance refunded). */
  planClosed: boolean;
}

/** What `planYearToFund` reads: the member and their company, without the amounts. */
export type FundingFacts = Omit<FundingMember, 'wellness' | 'hsaCents' | 'wsaCents'>;

/** A plan-year deposit: one FUNDING row of one account. */
export interface PlanYearDeposit {
  account: 'HSA' | 'WSA';
  amountCents: number;
}

/**
 * The plan year a member is to be funded for on `today`, or null when they are not to be funded
 * today: the plan year containing today (their company's terms, their effective date), when
 * - they hold an account (not a non-member admin);
 * - their coverage has begun (effective date today or earlier): a member whose effective date is
 *   later is funded on that date, at the classification's amount of that day;
 * - they are not terminated, nor terminated from a date today or earlier (a termination's job may
 *   not have run yet: the account is terminated from its date);
 * - their company's plan is in force: no cancellation, or one whose date has not passed (after it
 *   the plan has ended: decision 0027).
 */
export function planYearToFund(member: FundingFacts, today?: DateInput): PlanYear | null {
  const day = resolveToday(today);
  if (!holdsAccount(member)) return null;
  if (compareIsoDates(member.effectiveDate, day) > 0) return null;
  if (member.terminated) return null;
  if (member.terminationDate && compareIsoDates(member.terminationDate, day) <= 0) return null;
  const plan = cancellationState({ effectiveDate: member.cancellationDate, closed: member.planClosed }, day);
  if (plan !== 'NONE' && plan !== 'PENDING') return null;
  return planYearOn(
    {
      type: member.planYearEndType as PlanYearEndType,
      fiscalYearEnd: member.fiscalYearEnd,
      effectiveDate: member.effectiveDate,
    },
    day,
  );
}

/**
 * Whether plan year `planYear` is the one a member is due their deposit for on `today`: the plan year
 * containing today, with the member in force (`planYearToFund`). A writer of amounts deposits into
 * an unfunded account only then; never into a plan year before the member's effective date, nor one
 * that has ended (no catching up).
 */
export function planYearDue(member: FundingFacts, planYear: number, today?: DateInput): boolean {
  return planYearToFund(member, today)?.key === planYear;
}

/**
 * The deposits a plan year still needs: the classification's HSA amount, and its wellness amount for
 * a member with the wellness account (when the classification has one), each unless that account
 * of that plan year is already funded (`funded`: the accounts that are, `LedgerAccount.funded`:
 * a FUNDING row whoever wrote it, the enrolment, a wellness setup, this rule's run, an import, or a
 * limit or class change's row).
 */
export function planYearDeposits(
  member: Pick<FundingMember, 'wellness' | 'hsaCents' | 'wsaCents'>,
  funded: readonly ('HSA' | 'WSA')[] = [],
): PlanYearDeposit[] {
  const out: PlanYearDeposit[] = [];
  if (member.hsaCents > 0 && !funded.includes('HSA')) {
    out.push({ account: 'HSA', amountCents: member.hsaCents });
  }
  if (member.wellness && member.wsaCents > 0 && !funded.includes('WSA')) {
    out.push({ account: 'WSA', amountCents: member.wsaCents });
  }
  return out;
}

/** The accounts of a plan year that are funded (`LedgerAccount.funded`, each on its own). */
export function fundedAccounts(ledger: { hsa: LedgerAccount; wsa: LedgerAccount }): ('HSA' | 'WSA')[] {
  return (['HSA', 'WSA'] as const).filter((a) => (a === 'HSA' ? ledger.hsa : ledger.wsa).funded);
}

/** A row a writer of a plan year's amounts writes for one account. */
export interface PlanYearWrite {
  account: 'HSA' | 'WSA';
  /**
   * `FUNDING`: the plan-year deposit of an unfunded account, the row the enrolment and the daily run
   * write ('Plan year deposit', kept once by its unique index); `CHANGE`: the difference in a funded
   * account, written with the writer's own kind (CLASS_CHANGE, LIMIT_CHANGE).
   */
  kind: 'FUNDING' | 'CHANGE';
  /** The row's amount (0: nothing to write, a decrease found the balance at $0.00). */
  amountCents: number;
  /** What a decrease could not take because the member had already used it (0 when it took all). */
  keptCents: number;
}

/**
 * What bringing a member's plan year to the amounts `after` writes, per account the member holds
 * (HSA; WSA with the wellness account): the one rule of every writer of a plan year's amounts (a
 * class change, a limit change on its date or today, a wellness change, the limit recalculation;
 * the daily run and the enrolment are its deposits alone), decision 0059, amended 2026-12-07.
 * - A funded account (`LedgerAccount.funded`, per account): the new amount less the limit the
 *   ledger holds, a decrease taking at most the balance (`limitAdjustmentsWithin`, decision 0022).
 * - An unfunded account, when the plan year is the one the member is due on today (`due`, see
 *   `planYearDue`): its plan-year deposit at the new amount (`planYearDeposits`).
 * - An unfunded account otherwise (coverage not begun, a past plan year, a terminated member):
 *   nothing; the daily run funds it on the day it is due, at that day's amounts.
 * So after any writer, in any order, each account of a due member's plan year holds the amount
 * once (less what a decrease could not take), and the daily run, which deposits only into unfunded
 * accounts, adds nothing to it.
 */
export function planYearWrites(
  ledger: { hsa: LedgerAccount; wsa: LedgerAccount },
  after: LimitAmounts,
  has: { wsa: boolean; due: boolean },
): PlanYearWrite[] {
  const deposits: PlanYearWrite[] = has.due
    ? planYearDeposits(
        { wellness: has.wsa, hsaCents: after.hsaCents, wsaCents: after.wsaCents },
        fundedAccounts(ledger),
      ).map((d) => ({ ...d, kind: 'FUNDING' as const, keptCents: 0 }))
    : [];
  const changes: PlanYearWrite[] = limitAdjustmentsWithin(ledger, after, { wsa: has.wsa }).map((a) => ({
    ...a,
    kind: 'CHANGE' as const,
  }));
  return [...deposits, ...changes].sort((a, b) => a.account.localeCompare(b.account));
}
