import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messagesByPath } from '../test-support/issues';
import { PERSONAL_INFO_MAX_LENGTHS, DEPENDANT_NAME_MAX_LENGTH } from '../account/personal-info';
import { keyedMessage } from '../messages/catalogue';
import { MESSAGES } from '../validation/messages';
import { PERSON_NAME_MAX_LENGTH } from '../validation/rules';
import { checkEnrolmentRow } from '../enrolment/rows';
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
  /** The fields that are a person's first or last name (one length limit, PERSON_NAME_MAX_LENGTH). */
  firstLast?: readonly string[];
  schema: z.ZodType;
  valid: Record<string, unknown>;
  fields: readonly string[];
}

const FORMS: readonly NamedForm[] = [
  {
    form: 'dependant',
    firstLast: ['depFirstName', 'depLastName'],
    schema: dependantSchema(TODAY),
    valid: { depFirstName: 'Léa', depLastName: 'Tremblay', depRelation: '1002', depBirthDate: '2015-09-01' },
    fields: ['depFirstName', 'depLastName'],
  },
  {
    form: 'employee details',
    firstLast: ['FIRST_NAME', 'LAST_NAME'],
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
    firstLast: ['firstname', 'lastname'],
    schema: signupPersonSchema(TODAY),
    valid: { firstname: 'Marie', lastname: 'Côté', email: 'marie@example.ca', birthdate: '1980-04-02' },
    fields: ['firstname', 'lastname'],
  },
  {
    form: 'partner signup personal',
    firstLast: ['firstname', 'lastname'],
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

/*
 * One length for a person's first and last name (QA robust finding 6): enrolment took 100 characters
 * and the new employee's own personal details then refused more than 60.
 */
const tooLong = () => keyedMessage('validation.nameTooLong', { max: PERSON_NAME_MAX_LENGTH });
const longest = 'A'.repeat(PERSON_NAME_MAX_LENGTH);
const oneMore = 'A'.repeat(PERSON_NAME_MAX_LENGTH + 1);

describe.each(FORMS.filter((f) => f.firstLast))(
  'first and last names in the $form form',
  ({ schema, valid, firstLast }) => {
    it.each(firstLast!)('%s takes the one limit, with the one message', (field) => {
      expect(messagesByPath(schema.safeParse({ ...valid, [field]: longest }))).toEqual({});
      expect(messagesByPath(schema.safeParse({ ...valid, [field]: oneMore }))).toEqual({
        [field]: [tooLong()],
      });
    });
  },
);

describe('first and last names of a new employee (enrolment, one employee or a CSV row)', () => {
  const ctx = {
    planCode: 1071,
    today: '2030-06-15',
    classifications: [{ id: 7, name: 'All Staff' }],
    divisions: [],
    defaultLanguage: 'en' as const,
    emailsInUse: new Set<string>(),
  };
  const row = {
    firstName: 'Ava',
    lastName: 'Chen',
    email: 'ava@example.com',
    dateOfBirth: '1990-02-03',
    province: 'AB',
    effectiveDate: '2030-07-01',
    classification: 7,
  };

  it('takes the same limit as the personal details, with the same message', () => {
    expect(checkEnrolmentRow({ ...row, firstName: longest, lastName: longest }, ctx).ok).toBe(true);
    expect(checkEnrolmentRow({ ...row, firstName: oneMore, lastName: oneMore }, ctx)).toEqual({
      ok: false,
      errors: { firstName: tooLong(), lastName: tooLong() },
    });
  });

  it('is the limit of the personal details and dependants too', () => {
    expect(PERSONAL_INFO_MAX_LENGTHS.FIRST_NAME).toBe(PERSON_NAME_MAX_LENGTH);
    expect(PERSONAL_INFO_MAX_LENGTHS.LAST_NAME).toBe(PERSON_NAME_MAX_LENGTH);
    expect(DEPENDANT_NAME_MAX_LENGTH).toBe(PERSON_NAME_MAX_LENGTH);
  });
});
