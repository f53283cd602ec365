/**
 * Plan-year funding (docs/decisions/0059-plan-year-funding.md): who is funded, for which plan year
 * and with what. A plan year's funding is one `FUNDING` ledger row per account of the member's
 * classification amount (decision 0022); the enrolment writes it for a member whose coverage has
 * begun, and the daily plan-year funding run for everyone else, on the first day they are due.
 */
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
export function planYearToFund(member: FundingMember, today?: DateInput): PlanYear | null {
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
 * The deposits a plan year still needs: the classification's HSA amount, and its wellness amount for
 * a member with the wellness account (when the classification has one), each unless that account
 * of that plan year already has a FUNDING row (`funded`: the accounts that have one, whoever wrote
 * it: the enrolment, a wellness setup, this rule's run, an import).
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
