/**
 * The partner commission model (docs/decisions/0042-commissions.md): what a partner earns on a
 * client's sign-up payment and on the administration fee of each of the client's paid claims, the
 * manager's override on their agents' sales, and when a statement is paid out. Reference data in one
 * place; money in integer cents, rates in basis points, each line rounded half-up once (money.ts).
 */
import { applyBps } from '../money';

/** What a commission line is earned on. `ADJUSTMENT`: a line entered by staff (or from before the model). */
export const COMMISSION_SOURCES = ['SIGNUP', 'CLAIM_FEE', 'ADJUSTMENT'] as const;
export type CommissionSource = (typeof COMMISSION_SOURCES)[number];

/** `DIRECT`: the selling partner's own line; `OVERRIDE`: their manager's share of the same sale. */
export const COMMISSION_ROLES = ['DIRECT', 'OVERRIDE'] as const;
export type CommissionRole = (typeof COMMISSION_ROLES)[number];

/**
 * Rates in basis points of the line's base: the plan fee before tax of a sign-up payment, or the
 * administration fee before tax of a paid claim.
 */
export const COMMISSION_RATES_BPS: Readonly<
  Record<Exclude<CommissionSource, 'ADJUSTMENT'>, Readonly<Record<CommissionRole, number>>>
> = {
  SIGNUP: { DIRECT: 2_000, OVERRIDE: 500 },
  CLAIM_FEE: { DIRECT: 1_000, OVERRIDE: 250 },
};

/** A statement is paid by EFT at a month's close only when its total reaches this ($50.00). */
export const COMMISSION_PAYOUT_MINIMUM_CENTS = 5_000;

/** The partner who sold the client: their ID and their manager's (their own ID for a manager). */
export interface CommissionSeller {
  id: number;
  managerId: number;
}

export interface CommissionLine {
  partnerId: number;
  role: CommissionRole;
  rateBps: number;
  baseCents: number;
  amountCents: number;
}

/**
 * The lines one event earns: the seller's direct line and, when the seller is an agent with a
 * manager, the manager's override. Each line is `base × rate` rounded half-up to the cent, on the
 * base itself (an override never reduces the agent's line). Lines that round to nothing are left out.
 */
export function commissionLines(
  source: Exclude<CommissionSource, 'ADJUSTMENT'>,
  baseCents: number,
  seller: CommissionSeller,
): CommissionLine[] {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0)
    throw new RangeError(`commission base must be a non-negative integer of cents, got ${baseCents}`);
  const rates = COMMISSION_RATES_BPS[source];
  const lines: CommissionLine[] = [
    {
      partnerId: seller.id,
      role: 'DIRECT',
      rateBps: rates.DIRECT,
      baseCents,
      amountCents: applyBps(baseCents, rates.DIRECT),
    },
  ];
  if (seller.managerId !== seller.id) {
    lines.push({
      partnerId: seller.managerId,
      role: 'OVERRIDE',
      rateBps: rates.OVERRIDE,
      baseCents,
      amountCents: applyBps(baseCents, rates.OVERRIDE),
    });
  }
  return lines.filter((l) => l.amountCents > 0);
}

/** Whether an open statement of this total is paid out at a month's close. */
export const isPayable = (totalCents: number) => totalCents >= COMMISSION_PAYOUT_MINIMUM_CENTS;

/** The last day (ISO) of a month given as YYYY-MM. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

/** The month (YYYY-MM) after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month (YYYY-MM) before `month`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Statement states: OPEN accrues lines (one per partner at most); PAID was closed and paid by EFT. */
export const STATEMENT_STATUSES = ['OPEN', 'PAID'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** The reference of a statement's EFT payout: `EFT-<YYYYMM>-<partner>`. */
export const payoutReference = (month: string, partnerId: number) =>
  `EFT-${month.replace('-', '')}-${partnerId}`;
