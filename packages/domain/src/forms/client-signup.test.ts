import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import {
  clientSignupSchema,
  signupCompanySchema,
  signupEmployerSchema,
  signupIncorporatedSchema,
  signupPersonSchema,
} from './client-signup';
import { planYearUsesFiscalYearEnd } from '../reference/companies';

const TODAY = '2025-06-15';
const application = {
  firstname: 'Marie',
  lastname: 'Côté',
  email: 'marie@example.ca',
  birthdate: '1980-04-02',
  planCategory: 'incorp',
  planCode: '1081',
  planConfirm: true,
  company: { name: 'Côté Consulting Inc.', type: '1', postal: 'm5v2t6' },
  employCompany: { fiscalDate: 'Dec-31', planYearType: 1, onlineAgreement: true, acknowledgePAC: true },
  incorpCompany: { adminAgreement: true, employeeConfirmation: true },
  hasSecondEmployee: false,
};

describe('client signup (docs/product §3 and §5)', () => {
  const schema = clientSignupSchema(TODAY);

  it('accepts a complete application, normalising it', () => {
    const data = schema.parse(application);
    expect(data.planCode).toBe(1081);
    expect(data.company).toEqual({ name: 'Côté Consulting Inc.', type: 1, postal: 'M5V 2T6' });
    expect(data.partnerID).toBe(1);
    expect(data.applicationVersion).toBe('1.0');
    expect(data.incorpCompany).toEqual({ adminAgreement: true, employeeConfirmation: true });
    expect(data.secondEmployee).toBeUndefined();
  });

  it('person: names, e-mail, birth date over 18 (and no older than 70)', () => {
    const person = signupPersonSchema(TODAY);
    expect(
      messagesByPath(
        person.safeParse({ firstname: 'M@rie', lastname: '', email: 'x@y', birthdate: '2010-01-01' }),
      ),
    ).toEqual({
      firstname: ['Please use only letters, numbers, apostrophes, hyphens, commas and periods.'],
      lastname: ['Please fill out your last name'],
      email: ['Invalid email format.'],
      birthdate: ['You must be at least 18 and no older than 70 to apply.'],
    });
    expect(messagesByPath(person.safeParse({ ...application, birthdate: '1950-01-01' }))).toEqual({
      birthdate: ['You must be at least 18 and no older than 70 to apply.'],
    });
    expect(messagesByPath(person.safeParse({ ...application, birthdate: 'soon' }))).toEqual({
      birthdate: ['Invalid birthdate format.'],
    });
  });

  it('plan: a sign-up plan code, confirmed', () => {
    expect(messagesByPath(schema.safeParse({ ...application, planCode: 1031, planConfirm: false }))).toEqual({
      planCode: ['Please select a plan.'],
      planConfirm: ['Please confirm your plan to continue'],
    });
  });

  it('company: name, known type, valid serviced postal code', () => {
    expect(messagesByPath(signupCompanySchema.safeParse({ name: '', type: 'x', postal: 'H2X 1Y4' }))).toEqual(
      {
        name: ['Please fill out your company name'],
        type: ['Invalid Company Type'],
        postal: ['We do not yet offer plans in this postal code area.'],
      },
    );
    expect(messagesByPath(signupCompanySchema.safeParse({ name: 'A', type: 2, postal: '123' }))).toEqual({
      type: ['Invalid Company Type'],
      postal: ['Invalid postal code format.'],
    });
  });

  it('company type and plan year end type left unchosen ask to choose one (not "Invalid ...")', () => {
    for (const type of ['', '  ', undefined, null]) {
      expect(
        messagesByPath(signupCompanySchema.safeParse({ name: 'A', type, postal: 'M5V 2T6' })),
        String(type),
      ).toEqual({ type: ['Please select a company type.'] });
    }
    for (const planYearType of ['', undefined]) {
      expect(
        messagesByPath(signupEmployerSchema.safeParse({ ...application.employCompany, planYearType })),
        String(planYearType),
      ).toEqual({ planYearType: ['Please select a plan year end type.'] });
    }
    // The whole application with both left empty: one message each, the required one.
    const messages = messagesByPath(
      schema.safeParse({
        ...application,
        company: { ...application.company, type: '' },
        employCompany: { ...application.employCompany, planYearType: '' },
      }),
    );
    expect(messages['company.type']).toEqual(['Please select a company type.']);
    expect(messages['employCompany.planYearType']).toEqual(['Please select a plan year end type.']);
  });

  it('employer: fiscal date, plan year type, agreements', () => {
    expect(signupEmployerSchema.parse({ ...application.employCompany, fiscalDate: '12-31' }).fiscalDate).toBe(
      '12-31',
    );
    expect(
      signupEmployerSchema.parse({ ...application.employCompany, fiscalDate: '2025-12-31' }).planYearType,
    ).toBe(1);
    expect(
      messagesByPath(
        signupEmployerSchema.safeParse({ fiscalDate: 'Dec 31', planYearType: 1, onlineAgreement: true }),
      ),
    ).toEqual({
      fiscalDate: ['Invalid fiscal year end date format.'],
      acknowledgePAC: ['Please accept the agreement to continue'],
    });
    expect(
      messagesByPath(signupEmployerSchema.safeParse({ ...application.employCompany, planYearType: 4 })),
    ).toEqual({ planYearType: ['Invalid Company Plan Year End Type'] });
  });

  it('the fiscal year end is asked, and checked, only for the Corporate Fiscal Year End plan year (type 1)', () => {
    // Type 1: required, with the spec's messages.
    expect(
      messagesByPath(
        schema.safeParse({ ...application, employCompany: { ...application.employCompany, fiscalDate: '' } }),
      ),
    ).toEqual({ 'employCompany.fiscalDate': ['Please fill out your fiscal year end date'] });
    expect(
      messagesByPath(
        signupEmployerSchema.safeParse({
          ...application.employCompany,
          fiscalDate: undefined,
          onlineAgreement: false,
        }),
      ),
    ).toEqual({
      fiscalDate: ['Please fill out your fiscal year end date'],
      onlineAgreement: ['Please accept the agreement to continue'],
    });
    // Types 2 and 3 have no fiscal year end: none is needed, and a stale one typed before is not checked.
    for (const planYearType of [2, '3']) {
      expect(
        schema.safeParse({
          ...application,
          employCompany: { ...application.employCompany, planYearType, fiscalDate: '' },
        }).success,
      ).toBe(true);
      expect(
        signupEmployerSchema.safeParse({ ...application.employCompany, planYearType, fiscalDate: 'soon' })
          .success,
      ).toBe(true);
    }
    expect(planYearUsesFiscalYearEnd(1)).toBe(true);
    expect(planYearUsesFiscalYearEnd('1')).toBe(true);
    expect(planYearUsesFiscalYearEnd(2)).toBe(false);
    expect(planYearUsesFiscalYearEnd('3')).toBe(false);
    expect(planYearUsesFiscalYearEnd('')).toBe(false);
  });

  it('incorporated companies must tick the admin agreement and employee confirmation', () => {
    expect(
      signupIncorporatedSchema.safeParse({ adminAgreement: true, employeeConfirmation: true }).success,
    ).toBe(true);
    expect(
      messagesByPath(schema.safeParse({ ...application, incorpCompany: { adminAgreement: true } })),
    ).toEqual({
      'incorpCompany.employeeConfirmation': ['Please accept the agreement to continue'],
    });
    const notForProfit = {
      ...application,
      company: { ...application.company, type: 3 },
      incorpCompany: undefined,
    };
    expect(schema.parse(notForProfit).incorpCompany).toBeUndefined();
  });

  it('a second employee needs the same fields as the first', () => {
    expect(
      messagesByPath(
        schema.safeParse({ ...application, hasSecondEmployee: true, secondEmployee: { firstname: 'Luc' } }),
      ),
    ).toEqual({
      'secondEmployee.lastname': ['Please fill out your last name'],
      'secondEmployee.email': ['Please fill out your email address'],
      'secondEmployee.birthdate': ['Please fill out your date of birth'],
    });
    const second = { firstname: 'Luc', lastname: 'Côté', email: 'luc@example.ca', birthdate: '1985-01-01' };
    expect(
      schema.parse({ ...application, hasSecondEmployee: 'Y', secondEmployee: second }).secondEmployee,
    ).toEqual(second);
  });

  it('every section reports its own fields when missing, together', () => {
    const keys = Object.keys(messagesByPath(schema.safeParse({ company: { type: 1 } })));
    expect(keys).toEqual(
      expect.arrayContaining([
        'firstname',
        'planCode',
        'company.postal',
        'employCompany.planYearType',
        'incorpCompany.adminAgreement',
      ]),
    );
  });
});
