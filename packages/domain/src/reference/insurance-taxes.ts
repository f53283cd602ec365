import { applyBps } from '../money';
import { type ProvinceCode, isProvinceCode } from './provinces';

/**
 * Taxes on insurance premiums (the insurance add-ons' monthly premiums, docs/decisions/0037), in
 * basis points, by the covered member's province of residence (where the risk is):
 *
 * - premium tax: the provincial tax on life and accident and sickness (health and disability)
 *   premiums, paid by the insurer and passed on in the premium;
 * - sales tax: the retail sales tax a province charges on group insurance premiums, paid by the
 *   policyholder. GST, HST and QST never apply to insurance premiums (Revenu Québec, below).
 *
 * The add-ons are health coverage (travel medical, catastrophic drug; EEI is not described by the
 * spec), so the rates are those of group accident and sickness (health) premiums. Each tax is computed
 * on the premium alone (not on the other tax) and rounded half-up once per month and province.
 * Rates change with provincial budgets: check them each January.
 *
 * Checked 2026-11-26 against these sources (each rate's own source is beside it):
 * - AB: alberta.ca "Insurance premiums tax": 3 % on life, accident and sickness premiums since
 *   1 April 2016 (Alberta Corporate Tax Act Part 9; Special Notice Vol. 5 No. 43, November 2015).
 * - BC: gov.bc.ca "Licensed insurance taxes" (Insurance Premium Tax Act): 2 % on life and accident
 *   and sickness.
 * - SK: saskatchewan.ca "Insurance Premiums Tax": 3 % on life, accident and sickness. PST: the 6 %
 *   PST on insurance premiums from 1 August 2017 no longer applies to individual and group life,
 *   health, disability, accident and sickness insurance (Information Notice 2018-01 and Bulletin
 *   PST-73, 26 February 2018, retroactive to 1 August 2017): no sales tax on these premiums.
 * - MB: manitoba.ca "Insurance Corporations Tax": 2 % on life and accident and sickness. RST: 7 %
 *   (Manitoba Insurance Purchaser's Return; Information Bulletin 061) on group life, accidental death
 *   and dismemberment, disability and critical illness premiums, but not on group health care (drugs,
 *   dental, vision, hospital: Bulletin 061 as revised June 2012): no sales tax on these health
 *   premiums. Were EEI a disability or life product, Manitoba's 7 % RST would apply to it.
 * - ON: ontario.ca "Corporations Tax: Insurance Premium Tax" (Corporations Tax Act s. 74): 2 % on
 *   life, accident and sickness. RST: 8 % on group insurance premiums and benefit plans, drug and
 *   dental included (Ontario Ministry of Finance, "Insurance and Benefits Plans", RST guide).
 * - QC: Taxation Act s. 1167: 3 % tax on capital on premiums (life, health and accident alike), plus
 *   the compensation tax of financial institutions on premiums, 0.48 % from 3 December 2014 to
 *   31 March 2022 and 0.30 % after (the rates of Taxation Act s. 1159.17, the same tax for premiums
 *   placed with unlicensed insurers; the insurer's own provision was not read): 3.30 %. Tax on
 *   insurance premiums: 9 % (Act respecting the Québec sales tax s. 512; Revenu Québec "Tax on
 *   Insurance Premiums", which applies it to group insurance of persons).
 * - NB: gnb.ca "Insurance Premium Tax" (Premium Tax Act): 2 % on life, accident and sickness.
 * - NS: novascotia.ca "Insurance Taxes" and the Insurance Premiums Tax Act s. 3(1): 3 % on life,
 *   accident and sickness (4 % is the rate on other insurance).
 * - PE: princeedwardisland.ca "Insurance Company Taxes and Levies": 3.75 % on life and accident and
 *   sickness from 1 January 2017 (Premium Tax Act).
 * - NL: gov.nl.ca "Insurance Companies Tax": 5 % of premiums since 1 July 2016. Its 15 % RST on
 *   insurance applies to property and casualty only (accident, sickness and life are exempt).
 * - YT: 4 % on all premiums from 1 January 2021 (Yukon Budget 2020; KPMG "Insurance premium tax
 *   increased to 4% (Yukon)", January 2021). yukon.ca's page does not state the rate; the former
 *   finance.gov.yk.ca table (2 % on accident and sickness) predates the change.
 * - NU: gov.nu.ca "Insurance Premium Tax": 3 % of premiums (Insurance Act Part XI).
 * - NT: NOT CONFIRMED. No public source found states the Northwest Territories' rate; 3 % is kept
 *   because Nunavut's Insurance Act (3 %) is the Northwest Territories' act it inherited in 1999.
 *   Check it with the NWT Department of Finance (Office of the Superintendent of Insurance).
 */
export const INSURANCE_PREMIUM_TAX_BPS: Readonly<Record<ProvinceCode, number>> = {
  AB: 300,
  BC: 200,
  SK: 300,
  MB: 200,
  ON: 200,
  QC: 330,
  NB: 200,
  NS: 300,
  NL: 500,
  NT: 300, // not confirmed: see above
  NU: 300,
  PE: 375,
  YT: 400,
};

/**
 * The retail sales tax on group health insurance premiums, in basis points (sources above): Ontario
 * 8 % RST and Quebec 9 % tax on insurance premiums. Saskatchewan's PST and Manitoba's RST do not
 * apply to group health premiums; Newfoundland and Labrador's RST is on property and casualty only.
 */
export const INSURANCE_SALES_TAX_BPS: Readonly<Record<ProvinceCode, number>> = {
  AB: 0,
  BC: 0,
  SK: 0,
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
