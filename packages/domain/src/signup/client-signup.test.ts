import { describe, expect, it } from 'vitest';
import {
  checkClientSignup,
  checkClientSignupStep,
  fiscalYearEndMonthDay,
  signupContractType,
  signupFiscalYearEnd,
  signupQuote,
  signupReferringPartner,
  signupTaxKind,
} from './client-signup';

const POSTAL = {
  AB: 'T2P 1J9',
  BC: 'V6B 1A1',
  SK: 'S4P 3Y2',
  MB: 'R3C 4T3',
  ON: 'M5V 2T6',
  NS: 'B3H 1A1',
} as const;

// [plan, province, price before tax, tax, total charged], worked out by hand from §9: Group 335 and
// Basic 249 with the tax on top; Plus (1081, and the legacy 1061) 499 and Deluxe 699 with it
// included (tax = total × rate / (1 + rate), half-up).
const TABLE: [number, keyof typeof POSTAL, number, number, number][] = [
  [1071, 'AB', 33_500, 1675, 35_175],
  [1071, 'BC', 33_500, 1675, 35_175],
  [1071, 'SK', 33_500, 1675, 35_175],
  [1071, 'MB', 33_500, 1675, 35_175],
  [1071, 'ON', 33_500, 4355, 37_855],
  [1071, 'NS', 33_500, 4690, 38_190],
  [1051, 'AB', 24_900, 1245, 26_145],
  [1051, 'BC', 24_900, 1245, 26_145],
  [1051, 'SK', 24_900, 1245, 26_145],
  [1051, 'MB', 24_900, 1245, 26_145],
  [1051, 'ON', 24_900, 3237, 28_137],
  [1051, 'NS', 24_900, 3486, 28_386],
  [1081, 'AB', 47_524, 2376, 49_900],
  [1081, 'BC', 47_524, 2376, 49_900],
  [1081, 'SK', 47_524, 2376, 49_900],
  [1081, 'MB', 47_524, 2376, 49_900],
  [1081, 'ON', 44_159, 5741, 49_900],
  [1081, 'NS', 43_772, 6128, 49_900],
  [1061, 'ON', 44_159, 5741, 49_900],
  [1061, 'NS', 43_772, 6128, 49_900],
  [2000, 'AB', 66_571, 3329, 69_900],
  [2000, 'BC', 66_571, 3329, 69_900],
  [2000, 'SK', 66_571, 3329, 69_900],
  [2000, 'MB', 66_571, 3329, 69_900],
  [2000, 'ON', 61_858, 8042, 69_900],
  [2000, 'NS', 61_316, 8584, 69_900],
];

describe('the sign-up quote: each online plan in each serviced province, to the cent (§9)', () => {
  it.each(TABLE)('plan %i in %s: %i + %i = %i', (plan, province, price, tax, total) => {
    const quote = signupQuote(String(plan), POSTAL[province]);
    expect(quote).toMatchObject({
      planCode: plan,
      province,
      priceCents: price,
      taxCents: tax,
      totalCents: total,
      taxIncluded: plan !== 1071 && plan !== 1051,
    });
  });

  it('the tax line: HST in Ontario and Nova Scotia, GST elsewhere', () => {
    expect(signupQuote(1071, POSTAL.ON)?.taxKind).toBe('HST');
    expect(signupQuote(1071, POSTAL.NS)?.taxKind).toBe('HST');
    for (const p of ['AB', 'BC', 'SK', 'MB'] as const)
      expect(signupQuote(1071, POSTAL[p])?.taxKind).toBe('GST');
    expect(signupTaxKind('NB')).toBe('HST');
  });

  it('no quote outside the serviced provinces, for a plan not offered online, or a bad postal code', () => {
    expect(signupQuote(1071, 'H2X 1Y4')).toBeNull(); // Quebec
    expect(signupQuote(1071, 'A1C 5M2')).toBeNull(); // Newfoundland
    expect(signupQuote(1031, POSTAL.ON)).toBeNull();
    expect(signupQuote(1071, '')).toBeNull();
  });

  it('Group becomes the online group contract type 13; the others keep their plan code', () => {
    expect(signupContractType(1071)).toBe(13);
    expect(signupContractType(1081)).toBe(1081);
  });
});

const TODAY = '2026-11-26';
const plan = {
  firstname: 'Amélie',
  lastname: "O'Neil",
  email: 'amelie@example.ca',
  birthdate: '1984-03-09',
  planCategory: 'group',
  planCode: '1071',
  planConfirm: true,
};
const company = {
  company: { name: 'Lakeshore Dental Inc.', type: '1', postal: 'm5v2t6' },
  employCompany: { fiscalDate: '12-31', planYearType: '1', onlineAgreement: true, acknowledgePAC: true },
  incorpCompany: { adminAgreement: true, employeeConfirmation: true },
  hasSecondEmployee: true,
  secondEmployee: { firstname: 'Raj', lastname: 'Patel', email: 'raj@example.ca', birthdate: '1990-07-01' },
};

describe('the steps (§4, §5)', () => {
  it('step 0 checks only the person and the plan', () => {
    expect(checkClientSignupStep(0, plan, TODAY)).toMatchObject({ ok: true, data: { planCode: 1071 } });
    expect(checkClientSignupStep(0, { ...plan, planCode: '1031', planConfirm: false }, TODAY)).toEqual({
      ok: false,
      errors: { planCode: 'Please select a plan.', planConfirm: 'Please confirm your plan to continue' },
      general: 'Please correct the errors above.',
    });
  });

  it('step 1 checks the company, the agreements and the second employee, with the spec’s messages', () => {
    expect(checkClientSignupStep(1, { ...plan, ...company }, TODAY).ok).toBe(true);
    const bad = checkClientSignupStep(
      1,
      {
        ...plan,
        company: { name: 'X', type: '2', postal: 'H2X 1Y4' },
        employCompany: {
          fiscalDate: '12-31',
          planYearType: '7',
          onlineAgreement: false,
          acknowledgePAC: true,
        },
        incorpCompany: {},
        hasSecondEmployee: true,
        secondEmployee: { firstname: 'Raj' },
      },
      TODAY,
    );
    expect(bad).toEqual({
      ok: false,
      general: 'Please correct the errors above.',
      errors: {
        'company.type': 'Invalid Company Type',
        'company.postal': 'We do not yet offer plans in this postal code area.',
        'employCompany.planYearType': 'Invalid Company Plan Year End Type',
        'employCompany.onlineAgreement': 'Please accept the agreement to continue',
        'secondEmployee.lastname': 'Please fill out your last name',
        'secondEmployee.email': 'Please fill out your email address',
        'secondEmployee.birthdate': 'Please fill out your date of birth',
      },
    });
  });

  it('the whole application is checked again before paying', () => {
    expect(checkClientSignup({ ...plan, ...company }, TODAY).ok).toBe(true);
    expect(checkClientSignup({ ...company }, TODAY).ok).toBe(false);
  });
});

describe('the fiscal year end as MM-DD', () => {
  it('reads the three forms the rule takes', () => {
    expect(fiscalYearEndMonthDay('2026-06-30')).toBe('06-30');
    expect(fiscalYearEndMonthDay('12-31')).toBe('12-31');
    expect(fiscalYearEndMonthDay('Dec-31')).toBe('12-31');
    expect(fiscalYearEndMonthDay('soon')).toBeNull();
  });
});

describe('the fiscal year end the company keeps', () => {
  it('only for the Corporate Fiscal Year End plan year, as MM-DD', () => {
    expect(signupFiscalYearEnd({ planYearType: 1, fiscalDate: 'Jun-30' })).toBe('06-30');
    expect(signupFiscalYearEnd({ planYearType: '1', fiscalDate: '2026-06-30' })).toBe('06-30');
    // A calendar or anniversary plan year has none, whatever was typed.
    expect(signupFiscalYearEnd({ planYearType: 3, fiscalDate: '06-30' })).toBeNull();
    expect(signupFiscalYearEnd({ planYearType: '2', fiscalDate: '06-30' })).toBeNull();
    expect(signupFiscalYearEnd(undefined)).toBeNull();
  });
});

describe('the partner who referred an application', () => {
  it('is kept for a new application; the house (1) and anything else is no partner', () => {
    expect(signupReferringPartner({ partnerID: 200001 })).toBe(200001);
    expect(signupReferringPartner({ partnerID: '200001' })).toBe(200001);
    expect(signupReferringPartner({ partnerID: 1 })).toBeNull();
    expect(signupReferringPartner({ partnerID: 'abc' })).toBeNull();
    expect(signupReferringPartner({})).toBeNull();
    expect(signupReferringPartner(undefined)).toBeNull();
  });
});
