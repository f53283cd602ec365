/**
 * Employee personal details beyond the form schema (docs/product §3 "Employee update", section 5
 * "Employee personal details"): which fields make the details complete, and length limits.
 */
import { keyedMessage } from '../messages/catalogue';
import { PERSON_NAME_MAX_LENGTH } from '../validation/rules';

/** The fields of the personal details form, with the spec's names. */
export const PERSONAL_INFO_FIELDS = [
  'FIRST_NAME',
  'LAST_NAME',
  'STREET1',
  'CITY',
  'POSTCODE',
  'PROVINCE',
  'TELEPHONE',
  'CELLPHONE',
  'FAX',
  'EMAIL',
  'DATE_OF_BIRTH',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/** The required ones (all but CELLPHONE and FAX): MISSING_INFO clears once every one is present. */
export const PERSONAL_INFO_REQUIRED_FIELDS: readonly PersonalInfoField[] = PERSONAL_INFO_FIELDS.filter(
  (f) => f !== 'CELLPHONE' && f !== 'FAX',
);

/** True when every required personal field holds something other than blanks. */
export function isPersonalInfoComplete(
  values: Readonly<Partial<Record<PersonalInfoField, string | null | undefined>>>,
): boolean {
  return PERSONAL_INFO_REQUIRED_FIELDS.every((f) => (values[f] ?? '').trim().length > 0);
}

/**
 * CHOICE (the spec sets no lengths; its minLength/maxLength rules are "effectively broken"): the
 * longest value each text field takes, generous for real data and short enough to keep junk out.
 * The names take a person's one limit (PERSON_NAME_MAX_LENGTH, the form schema's nameTooLong), the
 * one enrolment checks, so the name an employer enrols is never too long here.
 */
export const PERSONAL_INFO_MAX_LENGTHS: Readonly<Record<PersonalInfoField, number>> = {
  FIRST_NAME: PERSON_NAME_MAX_LENGTH,
  LAST_NAME: PERSON_NAME_MAX_LENGTH,
  STREET1: 120,
  CITY: 60,
  POSTCODE: 7,
  PROVINCE: 2,
  TELEPHONE: 30,
  CELLPHONE: 30,
  FAX: 30,
  EMAIL: 254,
  DATE_OF_BIRTH: 10,
};

/** Dependant names take the same limit as the employee's. */
export const DEPENDANT_NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH;

/**
 * The fields whose (already validated) text is longer than its limit, with 'Please use at most N
 * characters.'; an empty object when all fit.
 */
export function lengthErrors(
  values: Readonly<Record<string, unknown>>,
  limits: Readonly<Record<string, number>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, max] of Object.entries(limits)) {
    const value = values[field];
    if (typeof value === 'string' && value.length > max) {
      errors[field] = keyedMessage('account.tooLong', { max });
    }
  }
  return errors;
}
