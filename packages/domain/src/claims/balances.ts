/**
 * Which balance pays a claim (docs/decisions/0008-claims-rules.md).
 *
 * Balances are kept per account (HSA, WSA) and plan year. While the previous plan year's run-out
 * lasts, its spendable balance (never below zero) pays first, for every item of the claim, and the
 * current plan year's balance pays the rest; once the run-out has ended the previous year's balance
 * is no longer spendable. What a claim draws is its total payable amount; the admin fee and taxes
 * are charged to the employer, not to the employee's balance.
 */
import { addDays, compareIsoDates } from '../dates';
import { calculateClaimLines, type ClaimCostBreakdown } from './cost';

export interface PlanYearBalances {
  /** Sum of the ledger of the current plan year, in cents. */
  currentCents: number;
  /** Sum of the ledger of the previous plan year, in cents. */
  previousCents: number;
}

/** What a claim may draw on today: the previous year's balance only during its run-out. */
export function spendableBalances(
  balances: PlanYearBalances,
  runOut: boolean,
): { currentBalanceCents: number; previousYearBalanceCents: number } {
  return {
    currentBalanceCents: Math.max(0, balances.currentCents),
    previousYearBalanceCents: runOut ? Math.max(0, balances.previousCents) : 0,
  };
}

export interface PriceClaimInput {
  province: unknown;
  planCode: unknown;
  balances: PlanYearBalances;
  runOut: boolean;
  /** The employee's co-pay share in basis points; 0 (no co-pay) unless a plan defines one. */
  copayBps?: number;
}

/** The breakdown of each item of a claim, in order, and of the whole claim. */
export function priceClaim(
  items: readonly { amountCents: number }[],
  input: PriceClaimInput,
): { lines: ClaimCostBreakdown[]; total: ClaimCostBreakdown } {
  return calculateClaimLines(
    items.map((item) => ({ claimedCents: item.amountCents })),
    {
      copayBps: input.copayBps ?? 0,
      province: input.province,
      planCode: input.planCode,
      ...spendableBalances(input.balances, input.runOut),
    },
  );
}

/**
 * The ledger rows a submitted claim writes: a negative amount per plan year it draws on (the
 * previous year's part, then the current year's), leaving out zero amounts.
 */
export function claimLedgerEntries(
  total: Pick<ClaimCostBreakdown, 'payableAmount' | 'previousYearPayableAmount'>,
  planYears: { current: number; previous: number },
): { planYear: number; amountCents: number }[] {
  const entries: { planYear: number; amountCents: number }[] = [];
  if (total.previousYearPayableAmount > 0)
    entries.push({ planYear: planYears.previous, amountCents: -total.previousYearPayableAmount });
  if (total.payableAmount > 0)
    entries.push({ planYear: planYears.current, amountCents: -total.payableAmount });
  return entries;
}

/** One plan year's ledger rows of a member's account, summed around a period (cents; claims negative). */
export interface PlanYearMovements {
  planYear: number;
  /** The rows before the period. */
  before: number;
  /** The period's deposits and limit changes. */
  funded: number;
  /** The period's claims (negative), and their reversals. */
  claims: number;
  /** The period's other rows (adjustments, classification, one-time and wellness changes). */
  other: number;
}

export interface BalanceOverPeriod {
  opening: number;
  funded: number;
  claims: number;
  other: number;
  expired: number;
  closing: number;
}

/**
 * A member's account over a period, as the company's balance reports show it: what they could claim
 * when the period began (`opening`, the day before `startdate`) and when it ended (`closing`, on
 * `enddate`), the period's movements, and what lapsed in it (`expired`). A plan year's balance may be
 * claimed until its run-out ends (decision 0008: 90 days after the plan year), then it expires; a
 * plan year still to come is held for the member. The figures add up:
 * opening + funded + claims + other − expired = closing.
 */
export function balanceOverPeriod(
  years: readonly PlanYearMovements[],
  /** The last day of a plan year's run-out (`runOutEnds` of the member's plan year with that key). */
  runOutEndOf: (planYear: number) => string,
  range: { startdate: string; enddate: string },
): BalanceOverPeriod {
  const dayBefore = addDays(range.startdate, -1);
  const total: BalanceOverPeriod = { opening: 0, funded: 0, claims: 0, other: 0, expired: 0, closing: 0 };
  for (const y of years) {
    const lastDay = runOutEndOf(y.planYear);
    const atStart = compareIsoDates(dayBefore, lastDay) <= 0 ? y.before : 0;
    const atEnd = compareIsoDates(range.enddate, lastDay) <= 0 ? y.before + y.funded + y.claims + y.other : 0;
    total.opening += atStart;
    total.funded += y.funded;
    total.claims += y.claims;
    total.other += y.other;
    total.closing += atEnd;
    total.expired += atStart + y.funded + y.claims + y.other - atEnd;
  }
  return total;
}
