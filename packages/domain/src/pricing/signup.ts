/**
 * Online sign-up price (docs/product §9 "Prices" and "Provincial tax rates"): Group and Basic are
 * charged the provincial tax on top of the price; Plus and Deluxe prices include it, and the tax
 * part is extracted as round(total × rate / (1 + rate)). Cents and basis points, half-up.
 */
import { applyBps, extractIncludedTax } from '../money';
import { planPrice } from '../reference/prices';
import { taxRateBps } from '../reference/taxes';

export interface SignupPrice {
  /** The catalogue price (or the Group renewal price). */
  listPriceCents: number;
  /** The amount before tax; priceCents + taxCents = totalCents. */
  priceCents: number;
  taxCents: number;
  /** What the card is charged. */
  totalCents: number;
  /** The provincial rate used (500 when the province is unknown). */
  taxBps: number;
  taxIncluded: boolean;
}

/**
 * The price of signing up for `planCode` in `province`, or `null` when the plan has no sign-up price.
 * `renewal` asks for the renewal price, which only Group has (9900); other plans ignore it.
 */
export function signupPrice(
  planCode: unknown,
  province: unknown,
  options: { renewal?: boolean } = {},
): SignupPrice | null {
  const price = planPrice(planCode);
  if (!price) return null;
  const listPriceCents =
    options.renewal && price.renewalCents !== undefined ? price.renewalCents : price.priceCents;
  const taxBps = taxRateBps(province);
  if (price.taxIncluded) {
    const taxCents = extractIncludedTax(listPriceCents, taxBps);
    return {
      listPriceCents,
      priceCents: listPriceCents - taxCents,
      taxCents,
      totalCents: listPriceCents,
      taxBps,
      taxIncluded: true,
    };
  }
  const taxCents = applyBps(listPriceCents, taxBps);
  return {
    listPriceCents,
    priceCents: listPriceCents,
    taxCents,
    totalCents: listPriceCents + taxCents,
    taxBps,
    taxIncluded: false,
  };
}
