/** Employee personal details (docs/product §3 "Employee update", section 5 "Employee personal details"). */
import { z } from 'zod';
import type { DateInput } from '../dates';
import { checkEmployeeBirthDate } from '../validation/age-limits';
import { MESSAGES } from '../validation/messages';
import { isEmail } from '../validation/rules';
import { addressContactShape, postalCodeInProvinceCheck } from './contact-fields';
import { dateField, firstOrLastName, requiredText } from './fields';

export interface EmployeeDetailsOptions {
  /** The employee's plan code: it sets the oldest allowed birth date (70 or 100 years back). */
  planCode: unknown;
  today?: DateInput;
}

/**
 * Employee personal details. All fields required except CELLPHONE and FAX (format-checked when
 * given). DATE_OF_BIRTH must be at least 18 years back ('Birthdate is younger than allowed for this
 * plan.') and no earlier than the plan's minimum birth date ('Birthdate is older than allowed for
 * this plan.'); see `checkEmployeeBirthDate`.
 */
export function employeeDetailsSchema({ planCode, today }: EmployeeDetailsOptions) {
  return z
    .object(
      {
        FIRST_NAME: firstOrLastName(MESSAGES.firstNameRequired),
        LAST_NAME: firstOrLastName(MESSAGES.lastNameRequired),
        ...addressContactShape(),
        EMAIL: requiredText(MESSAGES.emailRequired, isEmail, MESSAGES.invalidEmail),
        DATE_OF_BIRTH: dateField(MESSAGES.birthDateRequired, MESSAGES.invalidBirthDate, (iso) =>
          checkEmployeeBirthDate(iso, planCode, today),
        ),
      },
      { error: MESSAGES.correctInformation },
    )
    .superRefine(...postalCodeInProvinceCheck('POSTCODE', 'PROVINCE'));
}

export type EmployeeDetailsData = z.output<ReturnType<typeof employeeDetailsSchema>>;
