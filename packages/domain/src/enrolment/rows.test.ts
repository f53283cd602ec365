import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { ENROLMENT_MESSAGES as M } from './messages';
import {
  checkEnrolmentRow,
  checkEnrolmentRows,
  enrolmentCsvTemplate,
  enrolmentRowsFromRecords,
  type EnrolmentContext,
} from './rows';

const ctx = (over: Partial<EnrolmentContext> = {}): EnrolmentContext => ({
  planCode: 1071,
  today: '2030-06-15',
  classifications: [
    { id: 7, name: 'All Staff' },
    { id: 8, name: 'Drivers' },
  ],
  divisions: [{ id: 3, name: 'Head Office' }],
  defaultLanguage: 'en',
  emailsInUse: new Set(['taken@example.com']),
  ...over,
});

const good = {
  firstName: 'Ava',
  lastName: "O'Neil",
  email: 'ava@example.com',
  dateOfBirth: '1990-02-03',
  province: 'ab',
  effectiveDate: '2030-07-01',
  classification: 'drivers',
  division: 'Head Office',
  groupAdmin: 'N',
  language: 'FR',
};

describe('one new employee (checkEnrolmentRow)', () => {
  it('answers a good row with its IDs, normalised', () => {
    expect(checkEnrolmentRow(good, ctx())).toEqual({
      ok: true,
      row: {
        firstName: 'Ava',
        lastName: "O'Neil",
        email: 'ava@example.com',
        dateOfBirth: '1990-02-03',
        province: 'AB',
        effectiveDate: '2030-07-01',
        classificationId: 8,
        divisionId: 3,
        groupAdmin: false,
        language: 'fr',
      },
    });
  });

  it('takes the form’s IDs and booleans, no division and the default language', () => {
    const check = checkEnrolmentRow(
      { ...good, classification: 7, division: '', groupAdmin: true, language: '' },
      ctx({ defaultLanguage: 'fr' }),
    );
    expect(check).toMatchObject({
      ok: true,
      row: { classificationId: 7, divisionId: null, groupAdmin: true, language: 'fr' },
    });
  });

  it('gives every field its message at once', () => {
    const check = checkEnrolmentRow(
      {
        firstName: ' ',
        lastName: 'Sm!th',
        email: 'nope',
        dateOfBirth: '',
        province: 'ZZ',
        effectiveDate: '31/12/2030',
        classification: '',
        division: 'Nowhere',
        groupAdmin: 'maybe',
        language: 'de',
      },
      ctx(),
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        firstName: M.firstNameRequired,
        lastName: MESSAGES.invalidName,
        email: MESSAGES.invalidEmail,
        dateOfBirth: M.birthDateRequired,
        province: MESSAGES.selectProvince,
        effectiveDate: M.invalidEffectiveDate,
        classification: M.classificationRequired,
        division: M.unknownDivision,
        groupAdmin: M.invalidGroupAdmin,
        language: M.invalidLanguage,
      },
    });
  });

  it('refuses a classification of another company, and an e-mail already in the company (any case)', () => {
    const check = checkEnrolmentRow({ ...good, classification: 99, email: 'Taken@Example.com' }, ctx());
    expect(check).toEqual({
      ok: false,
      errors: { classification: M.unknownClassification, email: M.emailInUse },
    });
  });

  it('applies the spec’s birth-date limits: under 18, and 70 or 100 years back by plan', () => {
    const birth = (dateOfBirth: string, planCode: number) => {
      const check = checkEnrolmentRow({ ...good, dateOfBirth }, ctx({ planCode }));
      return check.ok ? null : check.errors.dateOfBirth;
    };
    expect(birth('2012-06-16', 1071)).toBe(MESSAGES.birthDateTooYoung);
    expect(birth('2012-06-15', 1071)).toBeNull();
    // 70 years back for plans 1031, 1032, 1061, 1081, 2000.
    expect(birth('1960-06-15', 1081)).toBeNull();
    expect(birth('1960-06-14', 1081)).toBe(MESSAGES.birthDateTooOld);
    expect(birth('1960-06-14', 2000)).toBe(MESSAGES.birthDateTooOld);
    // 100 years back for the others.
    expect(birth('1960-06-14', 1071)).toBeNull();
    expect(birth('1930-06-15', 1071)).toBeNull();
    expect(birth('1930-06-14', 1071)).toBe(MESSAGES.birthDateTooOld);
    expect(birth('not a date', 1071)).toBe(MESSAGES.invalidBirthDate);
  });

  it('keeps the effective date within a year either side of today', () => {
    const effective = (effectiveDate: string) => {
      const check = checkEnrolmentRow({ ...good, effectiveDate }, ctx());
      return check.ok ? null : check.errors.effectiveDate;
    };
    expect(effective('2029-06-15')).toBeNull();
    expect(effective('2029-06-14')).toBe(M.effectiveDateTooEarly);
    expect(effective('2031-06-15')).toBeNull();
    expect(effective('2031-06-16')).toBe(M.effectiveDateTooLate);
  });
});

describe('a file’s rows (checkEnrolmentRows)', () => {
  it('numbers rows as a spreadsheet does and flags a repeated e-mail on the later row', () => {
    const rows = checkEnrolmentRows(
      [good, { ...good, email: 'other@example.com' }, { ...good, email: 'AVA@example.com' }],
      ctx(),
    );
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[0]!.value?.email).toBe('ava@example.com');
    expect(rows[1]!.errors).toEqual([]);
    expect(rows[2]!.errors).toEqual([
      { field: 'email', message: 'This email address is also on row 2 of the file.' },
    ]);
    expect(rows[2]!.value).toBeUndefined();
    expect(rows[2]!.values.email).toBe('AVA@example.com');
  });

  it('lists a bad row’s messages in field order', () => {
    const [row] = checkEnrolmentRows([{ ...good, province: '', firstName: '' }], ctx());
    expect(row!.errors).toEqual([
      { field: 'firstName', message: M.firstNameRequired },
      { field: 'province', message: M.provinceRequired },
    ]);
  });
});

describe('the CSV file', () => {
  it('has a template of headers only', () => {
    expect(enrolmentCsvTemplate()).toBe(
      'first_name,last_name,email,date_of_birth,province,effective_date,classification,division,group_admin,language\r\n',
    );
  });

  it('matches headers in any case and spacing, and names the required ones missing', () => {
    const { missing, rows } = enrolmentRowsFromRecords(
      ['First Name', 'LAST_NAME', 'Email', 'date-of-birth', 'province', 'classification'],
      [
        {
          'First Name': 'Ava',
          LAST_NAME: 'Li',
          Email: 'a@example.com',
          'date-of-birth': '1990-01-01',
          province: 'ON',
          classification: 'Drivers',
        },
      ],
    );
    expect(missing).toEqual(['effective_date']);
    expect(rows[0]).toMatchObject({
      firstName: 'Ava',
      lastName: 'Li',
      dateOfBirth: '1990-01-01',
      division: '',
    });
  });
});
