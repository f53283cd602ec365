import { z } from 'zod';
import { registerMessageSection } from '../messages/catalogue';
import { requiredText } from '../forms/fields';
import { MESSAGES } from '../validation/messages';
import { isEmail } from '../validation/rules';

/**
 * The company's card on file and where its receipts go (docs/product §3 "Employer": card on file and
 * its e-mail; §2 /update-card; §7 Employer stripe/get and update, stripe-email/get and update), and
 * the card payments every area shares (decision 0028). The spec gives no wording for these screens'
 * messages; these follow its style. Stripe's own decline texts are Stripe's (OFFLINE_TEST_CARDS).
 */
export const PAYMENT_MESSAGES = {
  receiptEmailRequired: 'Please fill out the e-mail address where card receipts are sent',
  receiptEmailSaved: 'Saved the receipt e-mail address',
  cardSessionNotFound: 'This card update was not found. Please start again.',
  cardSessionPending: 'The new card is not confirmed yet. Please wait a moment.',
  cardReplaced: 'The new card is on file',
  cardSetupFailed: 'The card could not be saved. Please try another card.',
  paymentsUnavailable: 'Card payments are unavailable right now. Please try again later.',
} as const;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

registerMessageSection('payments', PAYMENT_MESSAGES);

/** The e-mail address where the company's card receipts are sent: required, a valid address. */
export const receiptEmailSchema = z.object(
  {
    email: requiredText(PAYMENT_MESSAGES.receiptEmailRequired, isEmail, MESSAGES.invalidEmail).pipe(
      z.string().max(254, { error: MESSAGES.invalidEmail }),
    ),
  },
  { error: MESSAGES.correctInformation },
);

/** The only currency the product charges in. */
export const PAYMENT_CURRENCY = 'cad';

/** Card brands as Stripe names them (PaymentMethod.card.brand). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export const isCardBrand = (v: unknown): v is CardBrand =>
  typeof v === 'string' && (CARD_BRANDS as readonly string[]).includes(v);

/** A brand's display name ('Visa'); unknown brands show as 'Card'. */
export const cardBrandName = (brand: string): string => BRAND_NAMES[isCardBrand(brand) ? brand : 'unknown'];

/** A card as shown: brand and the last four digits only ('Visa •••• 4242'). */
export const maskedCard = (brand: string, last4: string): string => `${cardBrandName(brand)} •••• ${last4}`;

/** An expiry as shown: 'MM/YYYY'. */
export const cardExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${year}`;

/**
 * Stripe's documented test cards and test payment methods (docs.stripe.com/testing), the only ones
 * the offline provider accepts: a card number or a `pm_card_…` ID, what Stripe would answer, and,
 * for a decline, Stripe's decline code and message.
 */
export interface TestCard {
  number: string;
  paymentMethod: string;
  brand: CardBrand;
  outcome: 'succeeded' | 'declined';
  declineCode?: string;
  message?: string;
}

export const OFFLINE_TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', brand: 'visa', outcome: 'succeeded' },
  {
    number: '4000056655665556',
    paymentMethod: 'pm_card_visa_debit',
    brand: 'visa',
    outcome: 'succeeded',
  },
  {
    number: '5555555555554444',
    paymentMethod: 'pm_card_mastercard',
    brand: 'mastercard',
    outcome: 'succeeded',
  },
  { number: '378282246310005', paymentMethod: 'pm_card_amex', brand: 'amex', outcome: 'succeeded' },
  {
    number: '4000000000000002',
    paymentMethod: 'pm_card_chargeDeclined',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  {
    number: '4000000000000069',
    paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
    brand: 'visa',
    outcome: 'declined',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
];

/** The test card a typed number (spaces and dashes ignored) or payment method ID names, if any. */
export function findTestCard(typed: string): TestCard | undefined {
  const text = typed.trim();
  if (text.startsWith('pm_')) return OFFLINE_TEST_CARDS.find((c) => c.paymentMethod === text);
  const digits = text.replace(/[\s-]/g, '');
  return OFFLINE_TEST_CARDS.find((c) => c.number === digits);
}
