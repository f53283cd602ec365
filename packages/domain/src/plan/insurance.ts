import { addDays, addMonths } from '../dates';
import { insurancePremiumTaxes } from '../reference/insurance-taxes';

/**
 * The company's insurance add-ons (docs/product §3 User TRAVEL_INS, EEI_INS, CAT_DRUG, EE_HAS_EEI;
 * §6 "Insurance Funding: when insurance products exist"; docs/decisions/0027). Each add-on a
 * company holds is one row of `insurance_products` (apps/server/src/db/schema/plan.ts): its
 * coverage, the monthly premium per covered employee and how the premiums are funded. The
 * employer's TRAVEL_INS, EEI_INS and CAT_DRUG flags say which it holds (the menu reads them).
 */
export const INSURANCE_PRODUCTS = ['TRAVEL', 'EEI', 'CAT_DRUG'] as const;
export type InsuranceProduct = (typeof INSURANCE_PRODUCTS)[number];

/** The employer flag that says a company holds a product (docs/product §3). */
export const INSURANCE_FLAG: Readonly<Record<InsuranceProduct, 'TRAVEL_INS' | 'EEI_INS' | 'CAT_DRUG'>> = {
  TRAVEL: 'TRAVEL_INS',
  EEI: 'EEI_INS',
  CAT_DRUG: 'CAT_DRUG',
};

/**
 * How a product's premiums are paid: GROUP_ACCOUNT (taken from the company's claim account each
 * month, an employer_ledger PREMIUM row), PAD (a separate monthly pre-authorised debit; needs the
 * company's PAD account on file) or INVOICE (a monthly invoice paid by EFT or cheque).
 */
export const INSURANCE_FUNDING = ['GROUP_ACCOUNT', 'PAD', 'INVOICE'] as const;
export type InsuranceFunding = (typeof INSURANCE_FUNDING)[number];

export const isInsuranceProduct = (v: unknown): v is InsuranceProduct =>
  typeof v === 'string' && (INSURANCE_PRODUCTS as readonly string[]).includes(v);
export const isInsuranceFunding = (v: unknown): v is InsuranceFunding =>
  typeof v === 'string' && (INSURANCE_FUNDING as readonly string[]).includes(v);

/**
 * The standard terms of each add-on, besides the company's own maximum benefit (`coverage_cents`:
 * travel per trip, EEI per month, catastrophic drug for a lifetime) and deductible (catastrophic
 * drug: what is paid each plan year first). Fixed product terms, not per-company data: the web words
 * them in the reader's language (plan.insurance.termsText) with these numbers and the company's
 * amounts. Travel: trips up to `tripDays` days. EEI: `earningsBps` of earnings after a `waitingDays`
 * wait, paid up to age `untilAge`.
 */
export const INSURANCE_TERMS = {
  TRAVEL: { tripDays: 30 },
  EEI: { earningsBps: 6_670, waitingDays: 119, untilAge: 65 },
  CAT_DRUG: {},
} as const satisfies Readonly<Record<InsuranceProduct, Readonly<Record<string, number>>>>;

/**
 * Who a product covers: every active member for travel and catastrophic drug; for employee earnings
 * insurance (EEI) only members who elected it (EE_HAS_EEI = Y).
 */
export function isCovered(
  product: InsuranceProduct,
  member: { terminated: boolean; nonMemberAdminOnly: boolean; eeHasEei: boolean },
): boolean {
  if (member.terminated || member.nonMemberAdminOnly) return false;
  return product === 'EEI' ? member.eeHasEei : true;
}

// ---- Coverage, premiums and their statements (docs/decisions/0037) ------------------------------

/**
 * One member's coverage by one product (a row of `insurance_coverage`): covered from `startDate` to
 * `endDate` inclusive (null: still covered), at `premiumCents` a month.
 */
export interface Coverage {
  startDate: string;
  endDate: string | null;
  premiumCents: number;
}

/** Whether a coverage covers a day (ISO dates compare as text). */
export const isCoveredOn = (coverage: Pick<Coverage, 'startDate' | 'endDate'>, day: string): boolean =>
  coverage.startDate <= day && (coverage.endDate === null || coverage.endDate >= day);

/**
 * The months a premium statement lists for a period: those whose first day falls in it (premiums are
 * charged on the first of the month for the members covered that day), as ISO first days.
 */
export function statementMonths(range: { startdate: string; enddate: string }): string[] {
  const months: string[] = [];
  let month = `${range.startdate.slice(0, 7)}-01`;
  if (month < range.startdate) month = addMonths(month, 1);
  for (; month <= range.enddate; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** A coverage change of the activity reports: coverage added, or ended (the first day without it). */
export const COVERAGE_CHANGES = ['ADDED', 'REMOVED'] as const;
export type CoverageChange = (typeof COVERAGE_CHANGES)[number];

/** The day a coverage's end takes effect: the first day without it. */
export const removalDate = (endDate: string) => addDays(endDate, 1);

/** A month's premiums of the members of one province: how many were covered and their premiums. */
export interface ProvincePremiums {
  province: string;
  covered: number;
  premiumCents: number;
}

/** One month of a premium statement: covered members, premium, its taxes and the total. */
export interface PremiumLine {
  covered: number;
  premiumCents: number;
  premTaxCents: number;
  rstCents: number;
  totalCents: number;
}

/**
 * A month's premium statement line from its members' premiums by province: each province's taxes
 * rounded once (insurancePremiumTaxes), then summed; total = premium + premium tax + sales tax.
 */
export function premiumLine(provinces: readonly ProvincePremiums[]): PremiumLine {
  const line: PremiumLine = { covered: 0, premiumCents: 0, premTaxCents: 0, rstCents: 0, totalCents: 0 };
  for (const p of provinces) {
    const taxes = insurancePremiumTaxes(p.premiumCents, p.province);
    line.covered += p.covered;
    line.premiumCents += p.premiumCents;
    line.premTaxCents += taxes.premTaxCents;
    line.rstCents += taxes.rstCents;
  }
  line.totalCents = line.premiumCents + line.premTaxCents + line.rstCents;
  return line;
}
