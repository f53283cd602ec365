/**
 * Claim taxes by province (docs/product §9 "Claim fee text by province"). Apart from the rate table
 * (taxes.ts) so the pages that only check a province (/login's rules) do not carry the claim rules
 * along (decision 0039).
 */
import { isProvinceCode, type ProvinceCode } from './provinces';
import { taxRateBps } from './taxes';

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
