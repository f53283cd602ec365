import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import {
  cardExpiry,
  findTestCard,
  maskedCard,
  OFFLINE_TEST_CARDS,
  PAYMENT_MESSAGES,
  receiptEmailSchema,
} from './card';

describe('the card on file', () => {
  it('is shown by brand and last four digits only', () => {
    expect(maskedCard('visa', '4242')).toBe('Visa •••• 4242');
    expect(maskedCard('amex', '0005')).toBe('American Express •••• 0005');
    expect(maskedCard('something-new', '1111')).toBe('Card •••• 1111');
    expect(cardExpiry(3, 2031)).toBe('03/2031');
  });

  it('finds Stripe’s documented test cards by number or payment method, and nothing else', () => {
    expect(findTestCard('4242 4242 4242 4242')).toMatchObject({
      paymentMethod: 'pm_card_visa',
      outcome: 'succeeded',
    });
    expect(findTestCard('pm_card_chargeDeclined')).toMatchObject({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(findTestCard('4000-0000-0000-0002')?.declineCode).toBe('generic_decline');
    expect(findTestCard('4111111111111111')).toBeUndefined();
    expect(findTestCard('pm_card_unknown')).toBeUndefined();
    for (const card of OFFLINE_TEST_CARDS) expect(card.outcome === 'declined').toBe(Boolean(card.message));
  });

  it('checks the receipt e-mail with a message per problem', () => {
    const err = (email: unknown) => receiptEmailSchema.safeParse({ email }).error?.issues[0]?.message;
    expect(err('')).toBe(PAYMENT_MESSAGES.receiptEmailRequired);
    expect(err(undefined)).toBe(PAYMENT_MESSAGES.receiptEmailRequired);
    expect(err('not-an-address')).toBe(MESSAGES.invalidEmail);
    expect(receiptEmailSchema.parse({ email: ' ap@bluenose.example.ca ' })).toEqual({
      email: 'ap@bluenose.example.ca',
    });
  });
});
