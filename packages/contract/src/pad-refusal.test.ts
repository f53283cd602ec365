import { ACCOUNT_MESSAGES, EMPLOYER_MESSAGES, MESSAGES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { isPadRefusalError } from './pad-refusal';

describe('isPadRefusalError', () => {
  it('knows the employee’s, the company’s and the partner’s refused save by its document message', () => {
    for (const message of [
      ACCOUNT_MESSAGES.newBankingDocumentRequired,
      EMPLOYER_MESSAGES.newVoidChequeRequired,
      MESSAGES.partnerNewBankingDocumentRequired,
    ]) {
      expect(isPadRefusalError({ GENERAL: message, image: message })).toBe(true);
    }
  });

  it('is false for any other failure, or the message on another field', () => {
    expect(isPadRefusalError({ image: MESSAGES.invalidDocumentType })).toBe(false);
    expect(isPadRefusalError({ image: EMPLOYER_MESSAGES.voidChequeRequired })).toBe(false);
    expect(isPadRefusalError({ GENERAL: ACCOUNT_MESSAGES.newBankingDocumentRequired })).toBe(false);
    expect(isPadRefusalError({ transitNumber: MESSAGES.invalidTransit })).toBe(false);
    expect(isPadRefusalError({})).toBe(false);
  });
});
