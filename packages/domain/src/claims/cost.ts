/**
 * Claim cost calculation (docs/product §9 "Claim calculation" and "Claim fee text by province"),
 * in integer cents and basis points, each line rounded half-up once:
 *
 *   co-pay   = claimed × co-pay rate
 *   payable  = min(claimed − co-pay, available balance), the previous year's balance used first
 *   admin fee = payable × plan fee rate (8 %)
 *   GST, HST = admin fee × rate;  RST = payable × rate;  PST, premium = (payable + fee) × rate
 *   total    = payable + admin fee + all taxes (the co-pay is the employee's share, not in the total)
 *
 * Province rates: AB, BC, MB, SK 5 % GST; ON 13 % HST, 8 % RST, 2 % premium tax; NS 14 % HST;
 * any other province its tax-table rate as GST (see `claimTaxRule`). The spec's fee text puts
 * Ontario's RST and premium tax on the "claimed amount" and its calculation on the payable amount;
 * the payable amount is used, since that is what the employer is charged for.
 */
import { applyBps, BPS_SCALE } from '../money';
import { claimTaxRule } from '../reference/claim-taxes';
import { adminFeeBps } from './admin-fees';

export interface ClaimCostInput {
  /** The amount claimed, in cents. */
  claimedCents: number;
  /** The employee's co-pay share, in basis points (0 to 10000). */
  copayBps: number;
  /** The employee's province code; it sets the taxes. */
  province: unknown;
  /** The plan code; it sets the admin fee rate. */
  planCode: unknown;
  /** Balance left in the current plan year, in cents. */
  currentBalanceCents: number;
  /** Spendable balance carried from the previous plan year, in cents (used first). */
  previousYearBalanceCents?: number;
}

/** The spec's claim cost breakdown (section 3), in cents. */
export interface ClaimCostBreakdown {
  /** Part of the payable amount taken from the current year's balance. */
  payableAmount: number;
  /** Part of the payable amount taken from the previous year's balance. */
  previousYearPayableAmount: number;
  /** payableAmount + previousYearPayableAmount. */
  totalPayableAmount: number;
  adminFeeAmount: number;
  coPayAmount: number;
  gstAmount: number;
  hstAmount: number;
  rstAmount: number;
  pstAmount: number;
  premAmount: number;
  /** totalPayableAmount + adminFeeAmount + all taxes. */
  totalAmount: number;
}

export const EMPTY_BREAKDOWN: Readonly<ClaimCostBreakdown> = Object.freeze({
  payableAmount: 0,
  previousYearPayableAmount: 0,
  totalPayableAmount: 0,
  adminFeeAmount: 0,
  coPayAmount: 0,
  gstAmount: 0,
  hstAmount: 0,
  rstAmount: 0,
  pstAmount: 0,
  premAmount: 0,
  totalAmount: 0,
});

function cents(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
  return value;
}

/**
 * The cost of one claim line. Throws `RangeError` for amounts that are not non-negative integers
 * or a co-pay rate outside 0-10000 bps. A negative balance counts as no balance.
 */
export function calculateClaimCost(input: ClaimCostInput): ClaimCostBreakdown {
  const claimed = cents('claimedCents', input.claimedCents);
  if (!Number.isSafeInteger(input.copayBps) || input.copayBps < 0 || input.copayBps > BPS_SCALE) {
    throw new RangeError(`copayBps must be a whole number from 0 to ${BPS_SCALE}, got ${input.copayBps}`);
  }
  if (!Number.isSafeInteger(input.currentBalanceCents))
    throw new RangeError('currentBalanceCents must be whole cents');
  const previousBalance = input.previousYearBalanceCents ?? 0;
  if (!Number.isSafeInteger(previousBalance))
    throw new RangeError('previousYearBalanceCents must be whole cents');

  const coPayAmount = applyBps(claimed, input.copayBps);
  const eligible = claimed - coPayAmount;
  const previousYearPayableAmount = Math.min(eligible, Math.max(0, previousBalance));
  const payableAmount = Math.min(
    eligible - previousYearPayableAmount,
    Math.max(0, input.currentBalanceCents),
  );
  const totalPayableAmount = payableAmount + previousYearPayableAmount;

  const adminFeeAmount = applyBps(totalPayableAmount, adminFeeBps(input.planCode));
  const rule = claimTaxRule(input.province);
  const gstAmount = applyBps(adminFeeAmount, rule.gstBps);
  const hstAmount = applyBps(adminFeeAmount, rule.hstBps);
  const rstAmount = applyBps(totalPayableAmount, rule.rstBps);
  const pstAmount = applyBps(totalPayableAmount + adminFeeAmount, rule.pstBps);
  const premAmount = applyBps(totalPayableAmount + adminFeeAmount, rule.premBps);

  return {
    payableAmount,
    previousYearPayableAmount,
    totalPayableAmount,
    adminFeeAmount,
    coPayAmount,
    gstAmount,
    hstAmount,
    rstAmount,
    pstAmount,
    premAmount,
    totalAmount:
      totalPayableAmount + adminFeeAmount + gstAmount + hstAmount + rstAmount + pstAmount + premAmount,
  };
}

/** Field-by-field sum of the breakdowns of a whole claim's lines (all zeros for none). */
export function sumBreakdowns(breakdowns: readonly ClaimCostBreakdown[]): ClaimCostBreakdown {
  const total: ClaimCostBreakdown = { ...EMPTY_BREAKDOWN };
  const keys = Object.keys(EMPTY_BREAKDOWN) as (keyof ClaimCostBreakdown)[];
  for (const breakdown of breakdowns) {
    for (const key of keys) total[key] += breakdown[key];
  }
  return total;
}

/**
 * The cost of a claim's lines in order, each drawing on what the earlier lines left of the
 * balances (previous year first), with the claim's total.
 */
export function calculateClaimLines(
  lines: readonly { claimedCents: number }[],
  common: Omit<ClaimCostInput, 'claimedCents'>,
): { lines: ClaimCostBreakdown[]; total: ClaimCostBreakdown } {
  let current = common.currentBalanceCents;
  let previous = common.previousYearBalanceCents ?? 0;
  const results = lines.map((line) => {
    const breakdown = calculateClaimCost({
      ...common,
      claimedCents: line.claimedCents,
      currentBalanceCents: current,
      previousYearBalanceCents: previous,
    });
    current -= breakdown.payableAmount;
    previous -= breakdown.previousYearPayableAmount;
    return breakdown;
  });
  return { lines: results, total: sumBreakdowns(results) };
}
