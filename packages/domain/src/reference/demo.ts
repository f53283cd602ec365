/**
 * The public demo (docs/product §3 "Demo user" and 9). The spec names only the "incorp" product;
 * the other product is called "group" here (it gets the Online Group contract type 13).
 */
export const DEMO_PRODUCTS = ['incorp', 'group'] as const;

export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

export function isDemoProduct(value: unknown): value is DemoProduct {
  return typeof value === 'string' && (DEMO_PRODUCTS as readonly string[]).includes(value);
}

/** Funding code and contract type of a demo account: 5 and 20 for the incorp product, otherwise 4 and 13. */
export function demoAccountCodes(product: unknown): { fundingCode: number; contractType: number } {
  return product === 'incorp' ? { fundingCode: 5, contractType: 20 } : { fundingCode: 4, contractType: 13 };
}

/** Demo balance: $5,000. */
export const DEMO_BALANCE_CENTS = 500_000;

/** Services offered in the demo. */
export const DEMO_SERVICES = ['Dental', 'Prescription Drugs'] as const;
