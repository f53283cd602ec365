import { describe, expect, it } from 'vitest';
import { lengthErrors } from '../account/personal-info';
import { messagesByPath } from '../test-support/issues';
import { MESSAGES } from '../validation/messages';
import {
  PARTNER_PROFILE_MAX_LENGTHS,
  partnerAssistantSchema,
  partnerPersonalInfoSchema,
  partnerWebProfileSchema,
} from './partner-profile';

const personal = {
  agentname: 'Ethan Wilson',
  company: 'Wilson Financial Services',
  street1: '1055 W Georgia St',
  street2: 'Suite 400',
  city: 'Vancouver',
  province: 'BC',
  postalcode: 'v6e3p3',
  phone: '604-555-0123',
  ext: 12,
  cell: '',
  fax: null,
  email: 'ethan.wilson@example.com',
};

describe('partner personal information', () => {
  it('accepts the details and answers them normalised', () => {
    const parsed = partnerPersonalInfoSchema.parse(personal);
    expect(parsed).toMatchObject({
      postalcode: 'V6E 3P3',
      ext: '12',
      cell: '',
      fax: '',
      street2: 'Suite 400',
    });
  });

  it('gives the sign-up messages on the same fields', () => {
    const result = partnerPersonalInfoSchema.safeParse({
      ...personal,
      agentname: ' ',
      company: '',
      street1: '',
      postalcode: '123',
      phone: '555-0100',
      ext: 'x1',
      cell: '12',
      email: 'nope',
      province: 'ZZ',
    });
    expect(result.success).toBe(false);
    expect(messagesByPath(result)).toEqual({
      agentname: [MESSAGES.agentNameRequired],
      company: [MESSAGES.businessNameRequired],
      street1: [MESSAGES.addressRequired],
      postalcode: [MESSAGES.invalidPostalCode],
      phone: [MESSAGES.invalidPhone],
      ext: [MESSAGES.invalidPhoneExtension],
      cell: [MESSAGES.invalidPhone],
      email: [MESSAGES.invalidEmail],
      province: [MESSAGES.selectProvince],
    });
  });

  it('refuses a name with other special characters (isName)', () => {
    const result = partnerPersonalInfoSchema.safeParse({ ...personal, agentname: 'Ethan <Wilson>' });
    expect(messagesByPath(result)).toEqual({ agentname: [MESSAGES.invalidName] });
  });
});

describe('partner web profile', () => {
  it('takes every field as optional, the phone checked when given', () => {
    expect(partnerWebProfileSchema.parse({})).toEqual({ webname: '', webtele: '', webintro: '' });
    const bad = partnerWebProfileSchema.safeParse({ webname: 'Ethan', webtele: '123' });
    expect(messagesByPath(bad)).toEqual({ webtele: [MESSAGES.invalidPhone] });
  });

  it('limits the introduction to 1000 characters', () => {
    const profile = partnerWebProfileSchema.parse({ webintro: 'x'.repeat(1001) });
    expect(Object.keys(lengthErrors(profile, PARTNER_PROFILE_MAX_LENGTHS))).toEqual(['webintro']);
  });
});

describe('partner assistant', () => {
  it('all blank removes the assistant', () => {
    expect(
      partnerAssistantSchema.parse({ assistantname: ' ', assistantemail: '', assistantphone: null }),
    ).toEqual({ assistantname: '', assistantemail: '', assistantphone: '' });
  });

  it('needs a name and an e-mail once anything is given', () => {
    const result = partnerAssistantSchema.safeParse({ assistantphone: '604-555-0199' });
    expect(messagesByPath(result)).toEqual({
      assistantname: [MESSAGES.assistantNameRequired],
      assistantemail: [MESSAGES.assistantEmailRequired],
    });
    const bad = partnerAssistantSchema.safeParse({ assistantname: 'Ana', assistantemail: 'ana@' });
    expect(messagesByPath(bad)).toEqual({ assistantemail: [MESSAGES.invalidEmail] });
  });
});
