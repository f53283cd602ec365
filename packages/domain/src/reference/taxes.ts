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
