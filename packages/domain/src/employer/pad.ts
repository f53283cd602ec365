/**
 * The company's pre-authorised debit (PAD) agreement, after Payments Canada Rule H1 (Pre-Authorized
 * Debits): a Business PAD by which the company lets the administrator debit its account to fund
 * claims and fees. These are the rule's numbers and the agreement's required elements, once; the
 * server writes the agreement's text and the confirmation mail from them, and the screen shows them.
 */

/** Rule H1's default notice before a debit whose amount or date varies: 10 calendar days. */
export const PAD_PRENOTIFICATION_DAYS = 10;
/** The notice a company gives to cancel the agreement (the agreement's own term): 30 days. */
export const PAD_CANCELLATION_NOTICE_DAYS = 30;
/** The confirmation of the agreement reaches the payor at least this many days before the first debit. */
export const PAD_CONFIRMATION_LEAD_DAYS = 3;
/** A Business PAD's recourse claim window: 10 business days after the debit. */
export const BUSINESS_PAD_RECOURSE_BUSINESS_DAYS = 10;
/** The PAD category of a company's agreement (Rule H1: Personal, Business, Cash Management, Funds Transfer). */
export const COMPANY_PAD_CATEGORY = 'BUSINESS' as const;

/**
 * The seven elements Rule H1 requires in a Payor's PAD Agreement, in the order the agreement states
 * them:
 * 1. `authorization`: the payor's authorisation, dated, by a person with authority over the account;
 * 2. `account`: the payor's account (institution, transit and account numbers) and account holder;
 * 3. `amountAndTiming`: the amount and timing, or that they vary and how they are set;
 * 4. `category`: the PAD category (Business);
 * 5. `prenotification`: the notice before a variable debit, and its waiver where the payor waives it;
 * 6. `cancellation`: the payor's right to cancel, how, and the notice it takes;
 * 7. `recourse`: the payor's recourse rights and the payee's contact information.
 */
export const PAD_AGREEMENT_ELEMENTS = [
  'authorization',
  'account',
  'amountAndTiming',
  'category',
  'prenotification',
  'cancellation',
  'recourse',
] as const;
export type PadAgreementElement = (typeof PAD_AGREEMENT_ELEMENTS)[number];

/** The version of the agreement's wording; each acceptance records the version accepted. */
export const PAD_AGREEMENT_VERSION = '2026.1';

/** The longest name of the person who authorises the debits. */
export const PAD_SIGNATORY_MAX_LENGTH = 120;

/** The company details' longest values (the spec sets none; generous for real data, as the employee's). */
export const EMPLOYER_DETAILS_MAX_LENGTHS = {
  STREET1: 120,
  CITY: 60,
  POSTCODE: 7,
  PROVINCE: 2,
  TELEPHONE: 30,
  CELLPHONE: 30,
  FAX: 30,
} as const;
