import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account/messages';
import { lengthErrors } from '../account/personal-info';
import { CLAIM_MESSAGES } from '../claims/messages';
import { REPORT_MESSAGES } from '../reports/messages';
import { EMPLOYER_MESSAGES } from '../employer/messages';
import { CLASSIFICATION_MESSAGES } from '../company/classifications';
import { PAYMENT_MESSAGES } from '../payments/card';
import { WELLNESS_MESSAGES } from '../wellness/wellness';
import { ENROLMENT_MESSAGES } from '../enrolment/messages';
import { PLAN_MESSAGES } from '../plan/messages';
import { DIRECTORY_MESSAGES } from '../directory/messages';
import { AUDIT_MESSAGES } from '../audits/messages';
import { CONTENT_MESSAGES } from '../content/content';
import { RECEIPT_MESSAGES } from '../receipts/messages';
import { COMMISSION_MESSAGES } from '../commissions/messages';
import { DEMO_MESSAGES } from '../demo/demo';
import { CLIENT_SIGNUP_MESSAGES } from '../signup/client-signup';
import { PARTNER_SIGNUP_MESSAGES } from '../signup/partner-signup';
import { MESSAGES } from '../validation/messages';
import { API_MESSAGES } from './api';
import { MESSAGE_CATALOGUE } from './sections';
import {
  formatApiMessage,
  isMessageId,
  keyedMessage,
  messageKeyOf,
  messageKeysOfText,
  messageTemplate,
  rememberMessage,
  type MessageId,
} from './catalogue';

const everyKey = Object.entries(MESSAGE_CATALOGUE).flatMap(([section, messages]) =>
  Object.keys(messages).map((name) => `${section}.${name}` as MessageId),
);

describe('the one message catalogue', () => {
  it('holds the spec’s, the account’s, the claims’ and the API’s messages, texts unchanged', () => {
    expect(MESSAGE_CATALOGUE).toEqual({
      validation: MESSAGES,
      account: ACCOUNT_MESSAGES,
      claims: CLAIM_MESSAGES,
      reports: REPORT_MESSAGES,
      employer: EMPLOYER_MESSAGES,
      classifications: CLASSIFICATION_MESSAGES,
      payments: PAYMENT_MESSAGES,
      wellness: WELLNESS_MESSAGES,
      enrolment: ENROLMENT_MESSAGES,
      plan: PLAN_MESSAGES,
      directory: DIRECTORY_MESSAGES,
      audits: AUDIT_MESSAGES,
      content: CONTENT_MESSAGES,
      receipts: RECEIPT_MESSAGES,
      commissions: COMMISSION_MESSAGES,
      demo: DEMO_MESSAGES,
      clientSignup: CLIENT_SIGNUP_MESSAGES,
      partnerSignup: PARTNER_SIGNUP_MESSAGES,
      api: API_MESSAGES,
    });
    expect(messageTemplate('api.invalidCredentials')).toBe('The ID or password you entered is incorrect.');
    expect(isMessageId('validation.invalidEmail')).toBe(true);
    expect(isMessageId('validation.nothing')).toBe(false);
    expect(isMessageId('nothing.invalidEmail')).toBe(false);
  });

  it('knows every text without parameters by its key', () => {
    for (const key of everyKey) {
      const text = messageTemplate(key) ?? '';
      if (text.includes('{{')) continue;
      const found = messageKeyOf(text);
      expect(found, key).toBeDefined();
      // Two keys that share a text share its wording: the first one answers for both.
      expect(messageTemplate(found?.key ?? ''), key).toBe(text);
    }
    expect(messageKeyOf('Invalid email format.')).toEqual({ key: 'validation.invalidEmail' });
    expect(messageKeyOf('Some other text')).toBeUndefined();
  });

  it('knows a text with parameters by its key and values once filled in or remembered', () => {
    expect(keyedMessage('account.tooLong', { max: 37 })).toBe('Please use at most 37 characters.');
    expect(messageKeyOf('Please use at most 37 characters.')).toEqual({
      key: 'account.tooLong',
      params: { max: 37 },
    });
    expect(lengthErrors({ city: 'x'.repeat(500) }, { city: 41 })).toEqual({
      city: 'Please use at most 41 characters.',
    });
    expect(messageKeyOf('Please use at most 41 characters.')?.params).toEqual({ max: 41 });
    expect(formatApiMessage('tooManyAttemptsFromAddress', { minutes: 9 })).toBe(
      'Too many failed sign-in attempts from this address. Please wait 9 minutes and try again.',
    );
    expect(messageKeyOf('A claim can hold at most 3 files of this kind.')).toBeUndefined();
    rememberMessage('A claim can hold at most 3 files of this kind.', {
      key: 'claims.tooManyFiles',
      params: { max: 3 },
    });
    expect(messageKeyOf('A claim can hold at most 3 files of this kind.')?.key).toBe('claims.tooManyFiles');
  });

  it('lists every key of the same English, parameters filled in, for a reader lacking one of them', () => {
    expect(messageKeysOfText('This claim does not exist.').sort()).toEqual([
      'audits.claimNotFound',
      'claims.claimNotFound',
    ]);
    expect(messageKeysOfText('The reason can be at most 500 characters.', { max: 500 }).sort()).toEqual([
      'audits.reasonTooLong',
      'plan.cancelReasonTooLong',
    ]);
    expect(messageKeysOfText('Invalid email format.')).toEqual(['validation.invalidEmail']);
    expect(messageKeysOfText('Some other text')).toEqual([]);
  });
});

describe('sections loaded on demand', () => {
  it('every section is in the catalogue once its module is loaded (all of them here)', () => {
    for (const [section, messages] of Object.entries(MESSAGE_CATALOGUE)) {
      const [name, text] = Object.entries(messages as Record<string, string>).find(
        ([, t]) => !t.includes('{{'),
      )!;
      expect(messageTemplate(`${section}.${name}`)).toBe(text);
    }
  });

  it("remembers a server's text without parameters, for a section a page has not loaded", () => {
    const text = 'A text only a server of a later version writes.';
    expect(messageKeyOf(text)).toBeUndefined();
    rememberMessage(text, { key: 'employer.companySaved' as MessageId });
    expect(messageKeyOf(text)).toEqual({ key: 'employer.companySaved' });
  });
});
