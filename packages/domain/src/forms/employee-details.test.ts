import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { employeeDetailsSchema } from './employee-details';

const TODAY = '2025-06-15';
const valid = {
  FIRST_NAME: ' Marie ',
  LAST_NAME: 'Tremblay',
  STREET1: '100 King St W',
  CITY: 'Toronto',
  POSTCODE: 'm5x1a9',
  PROVINCE: 'ON',
  TELEPHONE: '(416) 555-0100',
  CELLPHONE: '',
  FAX: null,
  EMAIL: 'marie@example.ca',
  DATE_OF_BIRTH: '1980-04-02',
};

describe('employee personal details (docs/product §5)', () => {
  const schema = employeeDetailsSchema({ planCode: 1081, today: TODAY });

  it('accepts and normalises valid details', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, FIRST_NAME: 'Marie', POSTCODE: 'M5X 1A9', FAX: '' });
  });

  it("missing fields read 'Please fill out your ...'", () => {
    expect(messagesByPath(schema.safeParse({}))).toEqual({
      FIRST_NAME: ['Please fill out your first name'],
      LAST_NAME: ['Please fill out your last name'],
      STREET1: ['Please fill out your address'],
      CITY: ['Please fill out your city'],
      POSTCODE: ['Please fill out your postal code'],
      PROVINCE: ['Please select a province.'],
      TELEPHONE: ['Please fill out your telephone number'],
      EMAIL: ['Please fill out your email address'],
      DATE_OF_BIRTH: ['Please fill out your date of birth'],
    });
  });

  it("names follow the spec's isName rule", () => {
    expect(messagesByPath(schema.safeParse({ ...valid, LAST_NAME: 'Bad<script>' }))).toEqual({
      LAST_NAME: ['Please use only letters, numbers, apostrophes, hyphens, commas and periods.'],
    });
  });

  it('formats are checked, cellphone and fax only when given', () => {
    expect(
      messagesByPath(
        schema.safeParse({
          ...valid,
          POSTCODE: '123',
          TELEPHONE: '555',
          CELLPHONE: 'abc',
          FAX: '12',
          EMAIL: 'a@b',
          PROVINCE: 'XX',
        }),
      ),
    ).toEqual({
      POSTCODE: ['Invalid postal code format.'],
      TELEPHONE: ['Invalid telephone format.'],
      CELLPHONE: ['Invalid telephone format.'],
      FAX: ['Invalid telephone format.'],
      EMAIL: ['Invalid email format.'],
      PROVINCE: ['Please select a province.'],
    });
  });

  it('birth date limits depend on the plan', () => {
    expect(messagesByPath(schema.safeParse({ ...valid, DATE_OF_BIRTH: '2010-01-01' }))).toEqual({
      DATE_OF_BIRTH: ['Birthdate is younger than allowed for this plan.'],
    });
    expect(messagesByPath(schema.safeParse({ ...valid, DATE_OF_BIRTH: '1950-01-01' }))).toEqual({
      DATE_OF_BIRTH: ['Birthdate is older than allowed for this plan.'],
    });
    const group = employeeDetailsSchema({ planCode: 1071, today: TODAY });
    expect(group.parse({ ...valid, DATE_OF_BIRTH: '1950-01-01' }).DATE_OF_BIRTH).toBe('1950-01-01');
    expect(messagesByPath(schema.safeParse({ ...valid, DATE_OF_BIRTH: '01/02/1980' }))).toEqual({
      DATE_OF_BIRTH: ['Invalid birthdate format.'],
    });
  });
});
