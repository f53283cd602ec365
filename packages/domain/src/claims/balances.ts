/**
 * Which balance pays a claim (docs/decisions/0008-claims-rules.md).
 *
 * Balances are kept per account (HSA, WSA) and plan year. While the previous plan year's run-out
 * lasts, its spendable balance (never below zero) pays first, for every item of the claim, and the
 * current plan year's balance pays the rest; once the run-out has ended the previous year's balance
 * is no longer spendable. What a claim draws is its total payable amount; the admin fee and taxes
 * are charged to the employer, not to the employee's balance.
 */
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
