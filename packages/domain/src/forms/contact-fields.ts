/** Address and contact fields shared by the personal, employer and signup forms. */
import { normalizePostalCode } from '../reference/provinces';
import { MESSAGES } from '../validation/messages';
import { isPostal, isProvince, isTelephone } from '../validation/rules';
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
