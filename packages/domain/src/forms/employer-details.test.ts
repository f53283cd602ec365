import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { employerDetailsSchema } from './employer-details';

describe('employer details (docs/product §5)', () => {
  it('requires address, city, postal code, province, telephone', () => {
    expect(messagesByPath(employerDetailsSchema.safeParse({ CELLPHONE: 'x' }))).toEqual({
      STREET1: ['Please fill out your address'],
      CITY: ['Please fill out your city'],
      POSTCODE: ['Please fill out your postal code'],
      PROVINCE: ['Please select a province.'],
      TELEPHONE: ['Please fill out your telephone number'],
      CELLPHONE: ['Invalid telephone format.'],
    });
    expect(messagesByPath(employerDetailsSchema.safeParse(undefined))).toEqual({
      '': ['Please correct the missing information above'],
    });
  });

  it('accepts valid details', () => {
    expect(
      employerDetailsSchema.parse({
        STREET1: '1 Main St',
        CITY: 'Halifax',
        POSTCODE: 'B3H 1A1',
        PROVINCE: 'NS',
        TELEPHONE: '902-555-0100',
        FAX: '902-555-0101',
      }),
    ).toEqual({
      STREET1: '1 Main St',
      CITY: 'Halifax',
      POSTCODE: 'B3H 1A1',
      PROVINCE: 'NS',
      TELEPHONE: '902-555-0100',
      CELLPHONE: '',
      FAX: '902-555-0101',
    });
  });

  it('refuses a postal code outside the province, on the postal code, with the other problems', () => {
    expect(
      messagesByPath(
        employerDetailsSchema.safeParse({
          STREET1: '100 King St W',
          CITY: '',
          POSTCODE: 'm5v 2t6',
          PROVINCE: 'AB',
          TELEPHONE: '416-555-0100',
        }),
      ),
    ).toEqual({
      CITY: ['Please fill out your city'],
      POSTCODE: ['This postal code is not in the province selected.'],
    });
  });
});
