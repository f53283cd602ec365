import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { dependantSchema } from './dependant';

const TODAY = '2025-06-15';
const child = {
  depFirstName: 'Léa',
  depLastName: 'Tremblay',
  depRelation: '1002',
  depBirthDate: '2015-09-01',
};

describe('dependant (docs/product §3 and §5)', () => {
  const schema = dependantSchema(TODAY);

  it('accepts a dependant, normalising codes and flags', () => {
    expect(schema.parse({ ...child, depIsStudent: true, depId: 55 })).toEqual({
      depFirstName: 'Léa',
      depLastName: 'Tremblay',
      depRelation: 1002,
      depBirthDate: '2015-09-01',
      depEffectiveDate: '',
      depIsStudent: 'Y',
      depId: '55',
      depExtDate: '',
    });
  });

  it('required fields', () => {
    expect(messagesByPath(schema.safeParse({}))).toEqual({
      depFirstName: ["Please fill out the dependant's first name"],
      depLastName: ["Please fill out the dependant's last name"],
      depRelation: ['Please select a relationship.'],
      depBirthDate: ["Please fill out the dependant's date of birth"],
    });
  });

  it("names follow the spec's isName rule", () => {
    expect(messagesByPath(schema.safeParse({ ...child, depFirstName: 'Bad<script>' }))).toEqual({
      depFirstName: ['Please use only letters, numbers, apostrophes, hyphens, commas and periods.'],
    });
  });

  it('age limits by relationship, shown with the other problems', () => {
    expect(messagesByPath(schema.safeParse({ ...child, depFirstName: '', depRelation: 1001 }))).toEqual({
      depFirstName: ["Please fill out the dependant's first name"],
      depBirthDate: ['A spouse must be at least 18 years old.'],
    });
    expect(messagesByPath(schema.safeParse({ ...child, depRelation: 1003 }))).toEqual({
      depBirthDate: ['An infirm dependant must be at least 21 years old.'],
    });
    expect(messagesByPath(schema.safeParse({ ...child, depBirthDate: '1999-01-01' }))).toEqual({
      depBirthDate: ['A dependent child must be 25 years old or younger.'],
    });
    expect(schema.safeParse({ ...child, depBirthDate: '2003-01-01' }).success).toBe(true);
  });

  it('effective date must be a date when given', () => {
    expect(messagesByPath(schema.safeParse({ ...child, depEffectiveDate: 'soon' }))).toEqual({
      depEffectiveDate: ['Invalid effective date format.'],
    });
  });
});
