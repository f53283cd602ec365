import { describe, expect, it } from 'vitest';
import {
  checkDependantList,
  checkStudentExtension,
  dependantEffectiveDate,
  hasLiveStudentExtension,
  isSameDependant,
  type ListedDependant,
  MAX_DEPENDANTS,
  needsStudentProof,
  studentExtensionLatestDate,
} from './dependants';
import { maskAccountNumber, maskForAudit } from './masking';
import { ACCOUNT_MESSAGES } from './messages';
import { isPersonalInfoComplete, lengthErrors, PERSONAL_INFO_MAX_LENGTHS } from './personal-info';

const TODAY = '2025-06-15';
const child = (birthDate: string, extra = {}) => ({ relation: 1002, birthDate, ...extra });

describe('personal details', () => {
  const complete = {
    FIRST_NAME: 'Lucas',
    LAST_NAME: 'Martin',
    STREET1: '1 Main St',
    CITY: 'Ottawa',
    POSTCODE: 'K1A 0B1',
    PROVINCE: 'ON',
    TELEPHONE: '613-555-0100',
    EMAIL: 'lucas@example.com',
    DATE_OF_BIRTH: '1988-01-09',
  };

  it('is complete when every required field is present; cellphone and fax are optional', () => {
    expect(isPersonalInfoComplete(complete)).toBe(true);
    expect(isPersonalInfoComplete({ ...complete, STREET1: '  ' })).toBe(false);
    expect(isPersonalInfoComplete({ ...complete, POSTCODE: undefined })).toBe(false);
  });

  it('names the fields that are too long', () => {
    expect(lengthErrors({ ...complete, CITY: 'x'.repeat(61) }, PERSONAL_INFO_MAX_LENGTHS)).toEqual({
      CITY: 'Please use at most 60 characters.',
    });
    expect(lengthErrors(complete, PERSONAL_INFO_MAX_LENGTHS)).toEqual({});
  });
});

describe('student extension', () => {
  it('runs at the latest to December 31 of the year the child turns 25', () => {
    expect(studentExtensionLatestDate('2003-04-10')).toBe('2028-12-31');
  });

  it('is for a dependent child aged 21 or more only', () => {
    expect(checkStudentExtension(child('2004-06-15'), '2025-12-31', TODAY)).toBeNull();
    expect(checkStudentExtension(child('2004-06-16'), '2025-12-31', TODAY)?.message).toBe(
      ACCOUNT_MESSAGES.studentExtensionChildOnly,
    );
    expect(
      checkStudentExtension({ relation: 1001, birthDate: '1990-01-01' }, '2025-12-31', TODAY)?.field,
    ).toBe('depIsStudent');
  });

  it('needs a date from today to the latest date', () => {
    const c = child('2003-04-10');
    expect(checkStudentExtension(c, '', TODAY)?.message).toBe(ACCOUNT_MESSAGES.studentExtensionDateRequired);
    expect(checkStudentExtension(c, '2025-06-14', TODAY)?.message).toBe(
      ACCOUNT_MESSAGES.studentExtensionDatePast,
    );
    expect(checkStudentExtension(c, TODAY, TODAY)).toBeNull();
    expect(checkStudentExtension(c, '2028-12-31', TODAY)).toBeNull();
    expect(checkStudentExtension(c, '2029-01-01', TODAY)?.message).toBe(
      ACCOUNT_MESSAGES.studentExtensionTooLate,
    );
  });

  it('flags a child of 21 or more until a live extension is on file', () => {
    expect(needsStudentProof(child('2003-04-10'), TODAY)).toBe(true);
    expect(needsStudentProof(child('2010-04-10'), TODAY)).toBe(false);
    const extended = child('2003-04-10', { isStudent: true, extDate: '2026-04-30' });
    expect(hasLiveStudentExtension(extended, TODAY)).toBe(true);
    expect(needsStudentProof(extended, TODAY)).toBe(false);
    expect(needsStudentProof(extended, '2026-05-01')).toBe(true);
    expect(needsStudentProof({ relation: 1001, birthDate: '1980-01-01' }, TODAY)).toBe(false);
  });
});

describe('the dependant list', () => {
  const listedAs = (id: number, relation: number, over: Partial<ListedDependant> = {}): ListedDependant => ({
    id,
    relation,
    firstName: `First${id}`,
    lastName: 'Tremblay',
    birthDate: '2010-01-01',
    ...over,
  });
  const candidate = (relation: number, over: Partial<ListedDependant> = {}) => ({
    relation,
    firstName: 'New',
    lastName: 'Tremblay',
    birthDate: '2012-05-05',
    ...over,
  });

  it('holds one spouse at a time', () => {
    const listed = [listedAs(1, 1001)];
    expect(checkDependantList(listed, candidate(1001))?.message).toBe(ACCOUNT_MESSAGES.oneSpouseOnly);
    expect(checkDependantList(listed, candidate(1001, { id: 1 }))).toBeNull();
    expect(checkDependantList(listed, candidate(1002))).toBeNull();
  });

  it('holds at most MAX_DEPENDANTS', () => {
    const listed = Array.from({ length: MAX_DEPENDANTS }, (_, i) => listedAs(i + 1, 1002));
    expect(checkDependantList(listed, candidate(1002))?.message).toBe('You can list at most 20 dependants.');
    expect(checkDependantList(listed, candidate(1002, { id: 3 }))).toBeNull();
  });

  it('lists no one twice: same first name, last name and birth date, in any case and spacing', () => {
    const listed = [listedAs(1, 1002, { firstName: 'Élodie', lastName: 'Gagnon', birthDate: '2014-03-02' })];
    const twice = candidate(1002, { firstName: ' élodie ', lastName: 'GAGNON', birthDate: '2014-03-02' });
    expect(checkDependantList(listed, twice)).toEqual({
      field: 'GENERAL',
      message: ACCOUNT_MESSAGES.dependantAlreadyListed,
    });
    // Whatever the relationship: the same person.
    expect(checkDependantList(listed, { ...twice, relation: 1003 })?.message).toBe(
      ACCOUNT_MESSAGES.dependantAlreadyListed,
    );
    // Before the list's other rules: a retried add of the one spouse is a duplicate, not a second spouse.
    const spouse = [listedAs(1, 1001, { firstName: 'Ana', birthDate: '1985-01-01' })];
    expect(
      checkDependantList(spouse, candidate(1001, { firstName: 'Ana', birthDate: '1985-01-01' }))?.message,
    ).toBe(ACCOUNT_MESSAGES.dependantAlreadyListed);
    // Editing a dependant keeps its own name; another birth date or name is another person.
    expect(checkDependantList(listed, { ...twice, id: 1 })).toBeNull();
    expect(checkDependantList(listed, { ...twice, birthDate: '2014-03-03' })).toBeNull();
    expect(checkDependantList(listed, { ...twice, firstName: 'Elodie' })).toBeNull();
    expect(checkDependantList(listed, { ...twice, lastName: 'Gagnon-Roy' })).toBeNull();
    // Editing another into the same person is refused too.
    const two = [...listed, listedAs(2, 1002)];
    expect(checkDependantList(two, { ...twice, id: 2 })?.message).toBe(
      ACCOUNT_MESSAGES.dependantAlreadyListed,
    );
  });

  it('compares names composed the same way', () => {
    expect(
      isSameDependant(
        { firstName: 'E\u0301lodie', lastName: 'Gagnon', birthDate: '2014-03-02' },
        { firstName: '\u00c9LODIE', lastName: 'gagnon', birthDate: '2014-03-02' },
      ),
    ).toBe(true);
  });

  it('starts coverage today, or on the given date, never before the employee', () => {
    expect(dependantEffectiveDate('', '2020-01-01', TODAY)).toEqual({ ok: true, date: TODAY });
    expect(dependantEffectiveDate('', '2025-09-01', TODAY)).toEqual({ ok: true, date: '2025-09-01' });
    expect(dependantEffectiveDate('2021-03-01', '2020-01-01', TODAY)).toEqual({
      ok: true,
      date: '2021-03-01',
    });
    const early = dependantEffectiveDate('2019-12-31', '2020-01-01', TODAY);
    expect(early.ok).toBe(false);
  });
});

describe('masking', () => {
  it('shows an account number by its last four digits without its length', () => {
    expect(maskAccountNumber('5678')).toBe('******5678');
    expect(maskAccountNumber('')).toBe('');
  });

  it('keeps no short number and only the last four of long ones in the change log', () => {
    expect(maskForAudit('00012')).toBe('*****');
    expect(maskForAudit('004')).toBe('***');
    expect(maskForAudit('5012345678')).toBe('******5678');
    expect(maskForAudit('046454286')).toBe('*****4286');
  });
});
