/** Employer (company) details (docs/product §3 "Employer", section 5 "Employer details"). */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { addressContactShape, postalCodeInProvinceCheck } from './contact-fields';

/**
 * Address, city, postal code, province and telephone required; cellphone and fax format-checked
 * when given; the postal code must be in the province. The form's general message is 'Please
 * correct the missing information above'.
 */
export const employerDetailsSchema = z
  .object(addressContactShape(), { error: MESSAGES.correctMissingInformation })
  .superRefine(...postalCodeInProvinceCheck('POSTCODE', 'PROVINCE'));

export type EmployerDetailsData = z.output<typeof employerDetailsSchema>;
