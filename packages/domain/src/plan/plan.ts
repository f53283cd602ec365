import { addDays, addMonths, compareIsoDates, daysInMonth, isIsoDate, parseIsoDate } from '../dates';
import { applyBps, extractIncludedTax } from '../money';
import { CLAIM_RUN_OUT_DAYS } from '../claims/window';
import { adminFeeBps } from '../claims/admin-fees';
import { planPrice } from '../reference/prices';
import { taxRateBps } from '../reference/taxes';
import { ONLINE_CAPABLE_PLAN_TYPES } from '../access/menus';
import { isOneOfCodes } from '../reference/codes';

/*
 * The company's plan (docs/product §2 /business-plan and /business-online-claims, §6 menu rules,
 * §7 Employer plan-details/get, cancel-plan, enable-online-claiming, §9 prices, admin fee, taxes;
 * docs/decisions/0027).
 */

// ---- Online claiming ------------------------------------------------------------------------

/**
 * docs/product §6 "Enable Online Claims: only when not terminated, not customised, plan type not in
 * the online-capable set and online claiming not yet OK". The menu (access/menus.ts) shows the item
 * by the same rule; the server refuses /employer/enable-online-claiming by this one.
 */
export function canEnableOnlineClaims(input: {
  terminated: boolean;
  customised: boolean;
  planType: number;
  onlineClaimOk: boolean;
}): boolean {
  return (
    !input.terminated &&
    !input.customised &&
    !isOneOfCodes(ONLINE_CAPABLE_PLAN_TYPES, input.planType) &&
    !input.onlineClaimOk
  );
}

// ---- Price, admin fee and taxes --------------------------------------------------------------

export interface PlanPricing {
  /** The plan's price (docs/product §9), or null for a plan the price list does not cover. */
  priceCents: number | null;
  /** What a renewal costs (Group: 99; the others renew at their price). */
  renewalCents: number | null;
  taxIncluded: boolean;
  /** The province's rate (docs/product §9 "Provincial tax rates", 5 % when unknown). */
  taxBps: number;
  /** The tax on the renewal: on top (Group, Basic) or the part included (Plus, Deluxe). */
  renewalTaxCents: number | null;
  /** What the renewal costs with its tax. */
  renewalTotalCents: number | null;
  /** The admin fee on claims (docs/product §9 "Group plan admin fee 8%"). */
  adminFeeBps: number;
}

export function planPricing(planCode: number, province: string): PlanPricing {
  const price = planPrice(planCode);
  const taxBps = taxRateBps(province);
  const renewal = price ? (price.renewalCents ?? price.priceCents) : null;
  const renewalTax =
    renewal === null || !price
      ? null
      : price.taxIncluded
        ? extractIncludedTax(renewal, taxBps)
        : applyBps(renewal, taxBps);
  return {
    priceCents: price?.priceCents ?? null,
    renewalCents: renewal,
    taxIncluded: price?.taxIncluded ?? false,
    taxBps,
    renewalTaxCents: renewalTax,
    renewalTotalCents:
      renewal === null || renewalTax === null ? null : price?.taxIncluded ? renewal : renewal + renewalTax,
    adminFeeBps: adminFeeBps(planCode),
  };
}

// ---- Cancellation ----------------------------------------------------------------------------

/**
 * docs/decisions/0027: a plan ends on the last day of a month: the current month's, or one of the
 * next CANCEL_MONTHS_AHEAD months'. Expenses incurred on or before that date can be claimed for
 * CLAIM_RUN_OUT_DAYS (90, as a plan year's run-out, decision 0008) after it; the group balance left
 * at the end of the run-off is refunded to the company; until the date itself the cancellation can
 * be withdrawn.
 */
export const CANCEL_MONTHS_AHEAD = 12;
export const CANCEL_RUN_OFF_DAYS = CLAIM_RUN_OUT_DAYS;
export const CANCEL_REASON_MAX = 500;

/** The last day of the month of an ISO date. */
export function endOfMonth(iso: string): string {
  const d = parseIsoDate(iso)!;
  return `${iso.slice(0, 8)}${String(daysInMonth(d.year, d.month)).padStart(2, '0')}`;
}

/** The dates a plan may be cancelled on, from `today`: this month's end and the next 12 months'. */
export function cancellationDates(today: string): string[] {
  const first = `${today.slice(0, 8)}01`;
  return Array.from({ length: CANCEL_MONTHS_AHEAD + 1 }, (_, i) => endOfMonth(addMonths(first, i)));
}

export const isCancellationDate = (value: unknown, today: string): value is string =>
  isIsoDate(value) && cancellationDates(today).includes(value);

/** The last day on which claims for expenses before the cancellation may be submitted. */
export const runOffEnds = (effectiveDate: string): string => addDays(effectiveDate, CANCEL_RUN_OFF_DAYS);

export type CancellationState = 'NONE' | 'PENDING' | 'RUN_OFF' | 'CLOSED';

/**
 * Where a cancellation stands on `today`: PENDING until its date (and it can be withdrawn), RUN_OFF
 * after it while old expenses may still be claimed, CLOSED once the run-off is over or the
 * balance has been refunded.
 */
export function cancellationState(
  cancellation: { effectiveDate: string | null; closed: boolean },
  today: string,
): CancellationState {
  if (!cancellation.effectiveDate) return 'NONE';
  if (cancellation.closed) return 'CLOSED';
  if (compareIsoDates(today, cancellation.effectiveDate) <= 0) return 'PENDING';
  return compareIsoDates(today, runOffEnds(cancellation.effectiveDate)) <= 0 ? 'RUN_OFF' : 'CLOSED';
}

/** Whether a cancellation on `effectiveDate` can still be withdrawn on `today` (up to the date itself). */
export const canWithdrawCancellation = (effectiveDate: string, today: string): boolean =>
  compareIsoDates(today, effectiveDate) <= 0;
