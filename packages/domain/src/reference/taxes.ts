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
 * The provider's GST/HST registration number (its CRA business number with the RT program account),
 * which a receipt charging GST/HST must show. A clearly fictional, well-formed demo value: production
 * sets the real one here.
 */
export const GST_HST_REGISTRATION_NUMBER = '123456789 RT0001';
