import { describe, expect, it } from 'vitest';
import { messageKeyOf } from '../messages/catalogue';
import { PARTNER_SIGNUP_MESSAGES, partnerEmailKey } from './partner-signup';

describe('one partner account per e-mail address (decision 0036)', () => {
  it('keys an address trimmed and in lower case', () => {
    expect(partnerEmailKey(' Amelie.Fortin@Example.CA ')).toBe('amelie.fortin@example.ca');
    expect(partnerEmailKey('amelie.fortin@example.ca')).toBe(partnerEmailKey('AMELIE.FORTIN@EXAMPLE.CA'));
    expect(partnerEmailKey('amelie@example.ca')).not.toBe(partnerEmailKey('amelie.fortin@example.ca'));
  });

  it('refuses with a keyed message', () => {
    expect(messageKeyOf(PARTNER_SIGNUP_MESSAGES.emailAlreadyPartner)).toEqual({
      key: 'partnerSignup.emailAlreadyPartner',
    });
  });
});
