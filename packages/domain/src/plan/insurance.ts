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

/** The monthly premium of a product: the premium per covered employee times the number covered. */
export function monthlyPremiumCents(premiumCentsPerEmployee: number, coveredEmployees: number): number {
  return premiumCentsPerEmployee * coveredEmployees;
}
