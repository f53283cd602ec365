import { applyBps } from '../money';
import { type ProvinceCode, isProvinceCode } from './provinces';

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
