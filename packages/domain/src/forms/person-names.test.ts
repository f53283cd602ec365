import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messagesByPath } from '../test-support/issues';
import { MESSAGES } from '../validation/messages';
import { signupPersonSchema } from './client-signup';
import { dependantSchema } from './dependant';
import { employeeDetailsSchema } from './employee-details';
import { partnerBusinessSchema, partnerPersonalSchema } from './partner-signup';

/*
 * One rule for every person's name (docs/product §5 "Named field rules", isName): each first name, last name
 * and principal officer's name of every form refuses the same characters with the same message.
 */

const TODAY = '2025-06-15';

interface NamedForm {
  form: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  fields: readonly string[];
}

const FORMS: readonly NamedForm[] = [
  {
    form: 'dependant',
    schema: dependantSchema(TODAY),
    valid: { depFirstName: 'Léa', depLastName: 'Tremblay', depRelation: '1002', depBirthDate: '2015-09-01' },
    fields: ['depFirstName', 'depLastName'],
  },
  {
    form: 'employee details',
    schema: employeeDetailsSchema({ planCode: 1081, today: TODAY }),
    valid: {
      FIRST_NAME: 'Marie',
      LAST_NAME: 'Tremblay',
      STREET1: '100 King St W',
      CITY: 'Toronto',
      POSTCODE: 'M5X 1A9',
      PROVINCE: 'ON',
      TELEPHONE: '416-555-0100',
      EMAIL: 'marie@example.ca',
      DATE_OF_BIRTH: '1980-04-02',
    },
    fields: ['FIRST_NAME', 'LAST_NAME'],
  },
  {
    form: 'client signup person',
    schema: signupPersonSchema(TODAY),
    valid: { firstname: 'Marie', lastname: 'Côté', email: 'marie@example.ca', birthdate: '1980-04-02' },
    fields: ['firstname', 'lastname'],
  },
  {
    form: 'partner signup personal',
    schema: partnerPersonalSchema,
    valid: {
      firstname: 'Alex',
      lastname: "O'Neil",
      email: 'alex@example.ca',
      address: '1 Main St',
      province: 'AB',
      city: 'Calgary',
      postalcode: 'T2P 1J9',
      phone: '403-555-0100',
    },
    fields: ['firstname', 'lastname'],
  },
  {
    form: 'partner signup business',
    schema: partnerBusinessSchema,
    valid: {
      businessName: 'Alex Benefits Inc.',
      businessPrincipalOfficer: "Alex O'Neil",
      businessID: '123456789',
      businessPrincipalOfficerEmail: 'alex@example.ca',
    },
    fields: ['businessPrincipalOfficer'],
  },
];

describe.each(FORMS)('person names in the $form form', ({ schema, valid, fields }) => {
  it('accepts the valid example', () => {
    expect(messagesByPath(schema.safeParse(valid))).toEqual({});
  });

  it.each(fields)('%s refuses markup and other special characters with the isName message', (field) => {
    for (const bad of ['Bad<script>', 'Ann@', 'Jo;hn', 'Zoë"']) {
      expect(messagesByPath(schema.safeParse({ ...valid, [field]: bad }))).toEqual({
        [field]: [MESSAGES.invalidName],
      });
    }
  });

  it.each(fields)('%s accepts accents, apostrophes, hyphens, commas, periods and digits', (field) => {
    for (const good of ['Zoë', "O'Neil", 'D’Amour', 'Jean-Luc', 'Smith, Jr.', 'Henry 3']) {
      expect(messagesByPath(schema.safeParse({ ...valid, [field]: good }))).toEqual({});
    }
  });
});
