import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { luhnValid } from '../validation/rules';
import {
  checkPartnerSignup,
  licenceEntrySchema,
  maskSin,
  partnerAgreementSchema,
  partnerBusinessSchema,
  partnerLicenceSchema,
  partnerPersonalIdSchema,
  partnerPersonalSchema,
  partnerSignupDraft,
  partnerSignupSchema,
  toggledLicence,
} from './partner-signup';

const TODAY = '2025-06-15';
const application = {
  personalInput: {
    firstname: 'Alex',
    lastname: "O'Neil",
    email: 'alex@example.ca',
    address: '1 Main St',
    province: 'AB',
    city: 'Calgary',
    postalcode: 't2p1j9',
    phone: '403-555-0100',
    phoneext: 12,
  },
  businessInput: {
    businessName: 'Alex Benefits Inc.',
    businessPrincipalOfficer: "Alex O'Neil",
    businessID: '123456789',
    businessPrincipalOfficerEmail: 'alex@example.ca',
  },
  personalIDInput: { personalID: '046 454 286' },
  licenseInput: {
    AB: { license: 'AB-12345', expiry: '2026-01-31', enabled: true },
    ON: { license: '', expiry: '2025-01-01', enabled: false },
  },
  bankingInput: { transitNumber: '01234', institutionNumber: '003', accountNumber: '1234567' },
  agreementInput: { agentContract: true, salesCommissionSchedule: true, preAuthAgreement: 'Y' },
};

describe('partner signup (docs/product §3 and §5)', () => {
  const schema = partnerSignupSchema(TODAY);

  it('accepts a complete application', () => {
    const data = schema.parse(application);
    expect(data.personalInput.postalcode).toBe('T2P 1J9');
    expect(data.personalInput.address2).toBe('');
    expect(data.personalInput.phoneext).toBe('12');
    expect(data.obiManager).toBe('1');
    expect(data.licenseInput.AB).toEqual({ license: 'AB-12345', expiry: '2026-01-31', enabled: true });
    expect(data.licenseInput.ON?.enabled).toBe(false);
    expect(data.agreementInput).toEqual({
      agentContract: true,
      salesCommissionSchedule: true,
      preAuthAgreement: true,
    });
  });

  it('every field is required except address2 and the phone extension', () => {
    const result = messagesByPath(schema.safeParse({}));
    expect(Object.keys(result).sort()).toEqual(
      [
        'personalInput.firstname',
        'personalInput.lastname',
        'personalInput.email',
        'personalInput.address',
        'personalInput.province',
        'personalInput.city',
        'personalInput.postalcode',
        'personalInput.phone',
        'businessInput.businessName',
        'businessInput.businessPrincipalOfficer',
        'businessInput.businessID',
        'businessInput.businessPrincipalOfficerEmail',
        'personalIDInput.personalID',
        'bankingInput.transitNumber',
        'bankingInput.institutionNumber',
        'bankingInput.accountNumber',
        'agreementInput.agentContract',
        'agreementInput.salesCommissionSchedule',
        'agreementInput.preAuthAgreement',
      ].sort(),
    );
    expect(result['agreementInput.preAuthAgreement']).toEqual(['Please accept the agreement to continue']);
    expect(result['personalInput.firstname']).toEqual(['Please fill out your first name']);
  });

  it('checks formats', () => {
    expect(
      messagesByPath(
        partnerPersonalSchema.safeParse({
          ...application.personalInput,
          firstname: 'Al3x!',
          phone: '123',
          phoneext: 'x1',
        }),
      ),
    ).toEqual({
      firstname: ['Please use only letters, numbers, apostrophes, hyphens, commas and periods.'],
      phone: ['Invalid phone format.'],
      phoneext: ['Invalid phone extension format.'],
    });
    expect(
      messagesByPath(
        partnerBusinessSchema.safeParse({
          ...application.businessInput,
          businessID: '12345',
          businessPrincipalOfficerEmail: 'x',
        }),
      ),
    ).toEqual({
      businessID: ['Invalid business number format.'],
      businessPrincipalOfficerEmail: ['Invalid email format.'],
    });
    expect(messagesByPath(partnerPersonalIdSchema.safeParse({ personalID: '046 454 287' }))).toEqual({
      personalID: ['Invalid social insurance number.'],
    });
    expect(
      messagesByPath(
        partnerAgreementSchema.safeParse({
          agentContract: true,
          salesCommissionSchedule: false,
          preAuthAgreement: true,
        }),
      ),
    ).toEqual({
      salesCommissionSchedule: ['Please accept the agreement to continue'],
    });
  });

  it('licence required only when enabled; expiry in the future', () => {
    const entry = licenceEntrySchema(TODAY);
    expect(entry.parse({ enabled: false })).toEqual({ license: '', expiry: '', enabled: false });
    expect(messagesByPath(entry.safeParse({ enabled: true }))).toEqual({
      license: ['Please fill out your licence number'],
      expiry: ['Please fill out your licence expiry date'],
    });
    expect(messagesByPath(entry.safeParse({ enabled: 'Y', license: '#', expiry: '2025-06-15' }))).toEqual({
      license: ['Invalid licence number format.'],
      expiry: ['Your licence expiry date must be in the future.'],
    });
    expect(entry.parse({ enabled: true, license: 'A123', expiry: '2025-06-16' }).expiry).toBe('2025-06-16');
    expect(Object.keys(partnerLicenceSchema(TODAY).shape)).toEqual(['AB', 'BC', 'SK', 'MB', 'ON', 'NS']);
    expect(
      messagesByPath(
        schema.safeParse({
          ...application,
          licenseInput: { NS: { enabled: true, license: 'NS-1', expiry: '2024-12-31' } },
        }),
      ),
    ).toEqual({ 'licenseInput.NS.expiry': ['Your licence expiry date must be in the future.'] });
  });
});

describe('the application as a whole (decision 0036)', () => {
  it('answers the data, or each field’s message under its dotted path and the general message', () => {
    const good = checkPartnerSignup(application, TODAY);
    expect(good.ok).toBe(true);
    const bad = checkPartnerSignup(
      {
        ...application,
        personalIDInput: { personalID: '046 454 287' },
        licenseInput: { BC: { enabled: true, license: 'BC-1', expiry: '2025-06-15' } },
        agreementInput: { agentContract: true, salesCommissionSchedule: true },
      },
      TODAY,
    );
    expect(bad).toEqual({
      ok: false,
      general: 'Please correct the errors above.',
      errors: {
        'personalIDInput.personalID': 'Invalid social insurance number.',
        'licenseInput.BC.expiry': 'Your licence expiry date must be in the future.',
        'agreementInput.preAuthAgreement': 'Please accept the agreement to continue',
      },
    });
    expect(checkPartnerSignup(undefined, TODAY).ok).toBe(false);
    const nul = checkPartnerSignup(
      { ...application, personalInput: { ...application.personalInput, address: '1 Main\u0000St' } },
      TODAY,
    );
    expect(nul).toMatchObject({
      ok: false,
      errors: { 'personalInput.address': 'Please correct the errors above.' },
    });
  });

  it('toggles a licence to an empty number expiring January 1 of this year, which an enabled licence may not keep', () => {
    expect(toggledLicence(true, TODAY)).toEqual({ license: '', expiry: '2025-01-01', enabled: true });
    expect(toggledLicence(false, '2031-12-31')).toEqual({
      license: '',
      expiry: '2031-01-01',
      enabled: false,
    });
    expect(
      messagesByPath(
        licenceEntrySchema(TODAY).safeParse({ ...toggledLicence(true, TODAY), license: 'AB-1' }),
      ),
    ).toEqual({ expiry: ['Your licence expiry date must be in the future.'] });
  });

  it('masks a SIN to its last three digits', () => {
    expect(maskSin('046 454 286')).toBe('*** *** 286');
    expect(maskSin('046-454-286')).toBe('*** *** 286');
    expect(maskSin('')).toBe('');
  });

  /** Eight digits completed with their Luhn check digit. */
  const withCheckDigit = (eight: number[]) => {
    for (let d = 0; d <= 9; d += 1) {
      const digits = [...eight, d].join('');
      if (luhnValid(digits)) return digits;
    }
    throw new Error('no check digit');
  };
  const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 });

  it('accepts every SIN whose Luhn check holds (grouped or not) and refuses it with one digit changed', () => {
    fc.assert(
      fc.property(
        eightDigits,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (eight, at, delta) => {
          const sin = withCheckDigit(eight);
          fc.pre(sin !== '000000000');
          const grouped = `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;
          expect(partnerPersonalIdSchema.safeParse({ personalID: grouped }).success).toBe(true);
          const digits = sin.split('').map(Number);
          digits[at] = (digits[at]! + delta) % 10;
          expect(messagesByPath(partnerPersonalIdSchema.safeParse({ personalID: digits.join('') }))).toEqual({
            personalID: ['Invalid social insurance number.'],
          });
        },
      ),
    );
  });

  it('keeps a draft of any application without its SIN and account number, and nothing else changed', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 12 });
    fc.assert(
      fc.property(digits, digits, fc.string(), (sin, account, name) => {
        const values = {
          ...application,
          personalInput: { ...application.personalInput, firstname: name },
          personalIDInput: { personalID: sin },
          bankingInput: { ...application.bankingInput, accountNumber: account },
        };
        const draft = partnerSignupDraft(values);
        expect(draft.personalIDInput.personalID).toBe('');
        expect(draft.bankingInput.accountNumber).toBe('');
        expect(draft.personalInput).toEqual(values.personalInput);
        expect(draft.bankingInput.transitNumber).toBe(values.bankingInput.transitNumber);
        expect(values.personalIDInput.personalID).toBe(sin);
      }),
    );
  });
});
