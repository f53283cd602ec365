import { applyBps } from '../money';
import { type ProvinceCode, isProvinceCode } from './provinces';

/** Provincial sales tax rates in basis points (docs/product §9). */
export const PROVINCIAL_TAX_BPS: Readonly<Record<ProvinceCode, number>> = {
  AB: 500,
  BC: 500,
  SK: 500,
  MB: 500,
  ON: 1300,
  QC: 500,
  NB: 1500,
  NS: 1400,
  NL: 1500,
  NT: 500,
  NU: 500,
  PE: 1500,
  YT: 500,
};

/** Rate used when the province is unknown: 5 %. */
export const DEFAULT_TAX_BPS = 500;

/** The province's tax rate in basis points, 500 when unknown. */
export function taxRateBps(province: unknown): number {
  return isProvinceCode(province) ? PROVINCIAL_TAX_BPS[province] : DEFAULT_TAX_BPS;
}

/** True when the tax table has a rate for the province (all 13 provinces and territories do). */
export function hasTaxData(province: unknown): boolean {
  return isProvinceCode(province) && Object.hasOwn(PROVINCIAL_TAX_BPS, province);
}

/**
 * Taxes on a claim, in basis points, each on its own base (docs/product §9 "Claim calculation"):
 * GST and HST on the admin fee, RST on the payable amount, PST and premium tax on payable + fee.
 */
export interface ClaimTaxRule {
  gstBps: number;
  hstBps: number;
  rstBps: number;
  pstBps: number;
  premBps: number;
}

const NONE: ClaimTaxRule = { gstBps: 0, hstBps: 0, rstBps: 0, pstBps: 0, premBps: 0 };

/** Claim taxes of the provinces the spec describes (section 9 "Claim fee text by province"). */
export const CLAIM_TAX_RULES: Readonly<Partial<Record<ProvinceCode, ClaimTaxRule>>> = {
  AB: { ...NONE, gstBps: 500 },
  BC: { ...NONE, gstBps: 500 },
  MB: { ...NONE, gstBps: 500 },
  SK: { ...NONE, gstBps: 500 },
  ON: { ...NONE, hstBps: 1300, rstBps: 800, premBps: 200 },
  NS: { ...NONE, hstBps: 1400 },
};

/**
 * The claim tax rule of a province. Provinces the spec does not describe (the unlicensed ones, or
 * an unknown code) are charged their tax-table rate (default 5 %) as GST on the admin fee: the
 * spec gives no rule for them, and this keeps their fee taxed at the published rate.
 */
export function claimTaxRule(province: unknown): ClaimTaxRule {
  const known = isProvinceCode(province) ? CLAIM_TAX_RULES[province] : undefined;
  return known ?? { ...NONE, gstBps: taxRateBps(province) };
}

/**
 * Taxes on insurance premiums (the insurance add-ons' monthly premiums, docs/decisions/0037), in
 * basis points, by the covered member's province of residence (where the risk is):
 *
 * - premium tax: the provincial tax on group accident and sickness (health and disability) premiums;
 * - sales tax: the retail sales tax some provinces charge on group insurance premiums (Ontario 8 %
 *   RST, Quebec 9 % tax on insurance premiums, Saskatchewan 6 % PST since 1 August 2017); GST and
 *   HST never apply to insurance premiums.
 *
 * Sources (read 2026-11): Revenu Québec "Tax on insurance premiums" (9 %); Saskatchewan Budget
 * 2017-18 (PST 6 % on premiums from 2017-08-01); Ontario Retail Sales Tax Act s. 2.1 (8 % on group
 * life and health premiums); the provinces' insurance premium tax acts for accident and sickness
 * premiums (Alberta 3 % since 2015, Quebec 3.48 %, Nova Scotia 4 %, Newfoundland and Labrador 5 %
 * since 2016, Prince Edward Island 3.5 %, Saskatchewan and the two northern territories 3 %, the others
 * 2 %). Rates change with provincial budgets: check them each January. Each tax is computed on the
 * premium alone (not on the other tax) and rounded half-up once per month and province.
 */
export const INSURANCE_PREMIUM_TAX_BPS: Readonly<Record<ProvinceCode, number>> = {
  AB: 300,
  BC: 200,
  SK: 300,
  MB: 200,
  ON: 200,
  QC: 348,
  NB: 200,
  NS: 400,
  NL: 500,
  NT: 300,
  NU: 300,
  PE: 350,
  YT: 200,
};

/** The retail sales tax on group insurance premiums, in basis points (see INSURANCE_PREMIUM_TAX_BPS). */
export const INSURANCE_SALES_TAX_BPS: Readonly<Record<ProvinceCode, number>> = {
  AB: 0,
  BC: 0,
  SK: 600,
  MB: 0,
  ON: 800,
  QC: 900,
  NB: 0,
  NS: 0,
  NL: 0,
  NT: 0,
  NU: 0,
  PE: 0,
  YT: 0,
};

/**
 * The taxes on a month's premiums of the members of one province: premium tax and sales tax, each
 * rounded half-up to a cent. An unknown province pays the most common premium tax (2 %) and no sales tax.
 */
export function insurancePremiumTaxes(
  premiumCents: number,
  province: unknown,
): { premTaxCents: number; rstCents: number } {
  const known = isProvinceCode(province);
  return {
    premTaxCents: applyBps(premiumCents, known ? INSURANCE_PREMIUM_TAX_BPS[province] : 200),
    rstCents: applyBps(premiumCents, known ? INSURANCE_SALES_TAX_BPS[province] : 0),
  };
}
