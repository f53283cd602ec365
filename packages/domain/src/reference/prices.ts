import { parseCode } from './codes';

/**
 * Sign-up prices in cents (docs/product §9 "Prices"). Group and Basic are charged tax on top;
 * Plus and Deluxe prices include tax. Only Group has a renewal price.
 */
export interface PlanPrice {
  priceCents: number;
  renewalCents?: number;
  taxIncluded: boolean;
}

export const GROUP_RENEWAL_PRICE_CENTS = 9900;

export const PLAN_PRICES: Readonly<Record<number, PlanPrice>> = {
  1071: { priceCents: 33500, renewalCents: GROUP_RENEWAL_PRICE_CENTS, taxIncluded: false },
  1051: { priceCents: 24900, taxIncluded: false },
  1081: { priceCents: 49900, taxIncluded: true },
  2000: { priceCents: 69900, taxIncluded: true },
  // 1061 is the legacy "Plus" plan, still offered in the online sign-up (section 9); the spec prices
  // only "Plus", so it is priced as HSA Plus.
  1061: { priceCents: 49900, taxIncluded: true },
};

/** The price entry of a plan, or `undefined` when the plan has no sign-up price. */
export function planPrice(code: unknown): PlanPrice | undefined {
  const parsed = parseCode(code);
  return parsed !== null && Object.hasOwn(PLAN_PRICES, parsed) ? PLAN_PRICES[parsed] : undefined;
}
