/** Address and contact fields shared by the personal, employer and signup forms. */
import type { z } from 'zod';
import { normalizePostalCode } from '../reference/provinces';
import { MESSAGES } from '../validation/messages';
import { isPostal, isProvince, isTelephone, postalCodeInProvince } from '../validation/rules';
import { optionalText, requiredText } from './fields';

/** A required postal code, answered in the standard form 'A1A 1A1'. */
export const postalCodeField = () =>
  requiredText(MESSAGES.postalCodeRequired, isPostal, MESSAGES.invalidPostalCode).transform(
    (value) => normalizePostalCode(value) ?? value,
  );

/** A province select: one of the 13 codes, 'Please select a province.' otherwise. */
export const provinceField = () => requiredText(MESSAGES.selectProvince, isProvince, MESSAGES.selectProvince);

/** A required telephone number ('Invalid telephone format.' when malformed). */
export const telephoneField = () =>
  requiredText(MESSAGES.telephoneRequired, isTelephone, MESSAGES.invalidTelephone);

/** An optional telephone number (cellphone, fax): format-checked when given. */
export const optionalTelephoneField = () => optionalText(isTelephone, MESSAGES.invalidTelephone);

/**
 * The address and telephones of the employee's and the company's details, by their wire names:
 * street, city, postal code, province and telephone required; cellphone and fax format-checked
 * when given. Spread into a form's shape, with `postalCodeInProvinceCheck('POSTCODE', 'PROVINCE')`.
 */
export const addressContactShape = () => ({
  STREET1: requiredText(MESSAGES.addressRequired),
  CITY: requiredText(MESSAGES.cityRequired),
  POSTCODE: postalCodeField(),
  PROVINCE: provinceField(),
  TELEPHONE: telephoneField(),
  CELLPHONE: optionalTelephoneField(),
  FAX: optionalTelephoneField(),
});

/**
 * The refinement of a form with a postal code and a province: a code outside the province is
 * refused on the postal code's field. Runs even when other fields failed (it reads only the two it
 * names), so the problem shows with the others.
 */
export function postalCodeInProvinceCheck(postalKey: string, provinceKey: string) {
  return [
    (value: object, ctx: z.RefinementCtx) => {
      const form = value as Record<string, unknown>;
      if (!postalCodeInProvince(form[postalKey], form[provinceKey]))
        ctx.addIssue({ code: 'custom', message: MESSAGES.postalCodeNotInProvince, path: [postalKey] });
    },
    { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null },
  ] as const;
}
