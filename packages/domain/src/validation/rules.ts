/**
 * The named field rules of docs/product §5, as pure predicates. Each takes the raw form value
 * (`unknown`: it may be missing or of the wrong type) and answers true when the value passes.
 * Date rules take `today` (ISO date or Date, default: the current UTC date) so callers and tests
 * are deterministic.
 */
import {
  type DateInput,
  ageInYears,
  compareIsoDates,
  isIsoDate,
  parseDateLike,
  resolveToday,
} from '../dates';
import { keyedMessage } from '../messages/catalogue';
import { isKnownPlanCode } from '../reference/plans';
import {
  isProvinceCode,
  normalizePostalCode,
  provinceFromPostalCode,
  SERVICED_PROVINCES,
} from '../reference/provinces';
import { hasTaxData } from '../reference/taxes';
import { isDemoProduct } from '../reference/demo';
import { asText } from './text-rules';

export type Rule = (value: unknown) => boolean;

export { isNumeric, required } from './text-rules';

/** A ticked checkbox: `true`, or the strings 'Y', 'true' or 'on' that forms and the wire use. */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'Y' || value === 'true' || value === 'on';
}

// The WHATWG (HTML <input type=email>) pattern, with a dot required in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A standard e-mail address (at most 254 characters, domain with a dot). */
export function isEmail(value: unknown): boolean {
  const text = asText(value);
  return text !== null && text.length <= 254 && EMAIL.test(text);
}

// Optional +1 (or 1) country code, then 10 digits in 3-3-4 groups, separated by spaces, dots or
// dashes, with the area code optionally in parentheses.
const TELEPHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** A telephone number: optional +1, 10 digits, separators allowed ('+1 (416) 555-0100'). */
export function isTelephone(value: unknown): boolean {
  const text = asText(value);
  return text !== null && TELEPHONE.test(text);
}

/**
 * A North American phone number (the spec does not show isPhone's check): a telephone number as
 * above whose area code and exchange do not start with 0 or 1, as numbering plan rules require.
 */
export function isPhone(value: unknown): boolean {
  const text = asText(value);
  if (text === null || !TELEPHONE.test(text)) return false;
  const ten = text.replace(/\D/g, '').slice(-10);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten);
}

/**
 * A Canadian postal code: letter-digit-letter, optional space or dash, digit-letter-digit, in Canada
 * Post's letters.
 */
export function isPostal(value: unknown): boolean {
  return normalizePostalCode(value) !== null;
}

/** One of the 13 province and territory codes. */
export function isProvince(value: unknown): boolean {
  return isProvinceCode(value);
}

/** A province with tax data (every one of the 13 has a rate in the spec's table). */
export function isAllowedProvince(value: unknown): boolean {
  return hasTaxData(value);
}

/** The postal code's first letter maps to a serviced province: AB, BC, MB, SK, ON or NS. */
export function isServiced(value: unknown): boolean {
  const province = provinceFromPostalCode(value);
  return province !== undefined && (SERVICED_PROVINCES as readonly string[]).includes(province);
}

/**
 * A postal code and a province that agree: the code's first letter is the province's (the spec's
 * table, docs/product §9), X standing for the Northwest Territories and Nunavut alike. True when
 * either is missing or malformed: those are the fields' own messages.
 */
export function postalCodeInProvince(postalCode: unknown, province: unknown): boolean {
  const fromCode = provinceFromPostalCode(postalCode);
  if (!isPostal(postalCode) || fromCode === undefined || !isProvinceCode(province)) return true;
  return fromCode === province || (fromCode === 'NT' && province === 'NU');
}

/** `YYYY-MM-DD`, and a real calendar date (2023-02-30 fails). */
export function isISOFormat(value: unknown): boolean {
  return typeof value === 'string' && isIsoDate(value.trim());
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_ABBRS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const validMonthDay = (monthIndex: number, day: number): boolean =>
  monthIndex >= 0 && monthIndex < 12 && day >= 1 && day <= (MONTH_DAYS[monthIndex] ?? 0);

/** `MM-DD` naming a day of some year (02-29 passes, 02-30 fails). */
export function isMonthDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{2})-(\d{2})$/.exec(value.trim());
  return match !== null && validMonthDay(Number(match[1]) - 1, Number(match[2]));
}

/** Three letters, a dash, two digits: an English month abbreviation and a day of it ('Dec-31'). */
export function isMonthAbbrDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^([A-Za-z]{3})-(\d{2})$/.exec(value.trim());
  return (
    match !== null && validMonthDay(MONTH_ABBRS.indexOf((match[1] ?? '').toLowerCase()), Number(match[2]))
  );
}

/** A parseable date: an ISO date, an ISO date-time, or a valid Date. */
export function isDate(value: unknown): boolean {
  return parseDateLike(value) !== null;
}

/**
 * The longest first name or last name of a person: the same wherever a first or last name is typed
 * (enrolment, one employee or a CSV row; the employee's personal details; the company's change of an
 * employee's name; dependants; sign-ups), so a name one form takes is never refused by the next
 * (QA robust finding 6, decision 0020). The database columns are unbounded text and the spec sets no
 * length; 100 is the longest enrolment ever took, so no name already on file is refused on re-saving.
 */
export const PERSON_NAME_MAX_LENGTH = 100;

/** 'Please use at most 100 characters.': the one message of that limit (`validation.nameTooLong`). */
export const nameTooLongMessage = (): string =>
  keyedMessage('validation.nameTooLong', { max: PERSON_NAME_MAX_LENGTH });

/**
 * A name: letters (any language, with accents), digits, spaces, apostrophes (' or ’), hyphens,
 * commas and periods, with at least one letter or digit. Other special characters are rejected.
 */
export function isName(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^[\p{L}\p{M}\d '’\-,.]+$/u.test(text) && /[\p{L}\d]/u.test(text);
}

/**
 * Parseable and aged from 18 to 70 in whole years (§5: "more than 18 years and no older than 70", as
 * its message says: "at least 18 and no older than 70"): 18 from the 18th birthday, and still 70
 * until the day before the 71st. Not the plans' minimum birth date, which is a date 70 years back.
 */
export function isOver18(value: unknown, today?: DateInput): boolean {
  const birth = parseDateLike(value);
  if (birth === null) return false;
  const now = resolveToday(today);
  if (compareIsoDates(birth, now) > 0) return false;
  const age = ageInYears(birth, now);
  return age >= 18 && age <= 70;
}

/** A parseable date strictly after `today`. */
export function isFutureDate(value: unknown, today?: DateInput): boolean {
  const date = parseDateLike(value);
  return date !== null && compareIsoDates(date, resolveToday(today)) > 0;
}

const lengthOf = (value: unknown): number | null => {
  if (typeof value === 'string') return Array.from(value).length;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).length;
  return null;
};

/** A rule: at least `n` characters (counted as Unicode code points, not trimmed). */
export function minLength(n: number): Rule {
  return (value) => {
    const length = lengthOf(value);
    return length !== null && length >= n;
  };
}

/** A rule: at most `n` characters (counted as Unicode code points, not trimmed). */
export function maxLength(n: number): Rule {
  return (value) => {
    const length = lengthOf(value);
    return length !== null && length <= n;
  };
}

/**
 * A company name (check not shown in the spec): 1 to 100 characters of letters, digits, spaces and
 * the punctuation business names use (& ' ’ - , . ( ) / # + ! : ; @), with a letter or digit.
 */
export function isCompanyName(value: unknown): boolean {
  const text = asText(value);
  return (
    text !== null &&
    text.length <= 100 &&
    /^[\p{L}\p{M}\d &'’\-,.()/#+!:;@]+$/u.test(text) &&
    /[\p{L}\d]/u.test(text)
  );
}

const withoutSeparators = (value: unknown): string | null => {
  const text = asText(value);
  return text === null ? null : text.replace(/[\s-]/g, '');
};

/** A 9-digit business number (CRA BN root); spaces and dashes between digits allowed. */
export function isBIN(value: unknown): boolean {
  const text = withoutSeparators(value);
  return text !== null && /^\d{9}$/.test(text);
}

/** Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A social insurance number: 9 digits passing the Luhn check, spaces or dashes allowed; 000 000 000 fails. */
export function isSIN(value: unknown): boolean {
  const text = withoutSeparators(value);
  return text !== null && /^\d{9}$/.test(text) && text !== '000000000' && luhnValid(text);
}

/** A bank transit (branch) number: 5 digits. */
export function isTransit(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^\d{5}$/.test(text);
}

/** A bank institution number: 3 digits. */
export function isInstitution(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^\d{3}$/.test(text);
}

/** A bank account number: 7 to 12 digits. */
export function isAccount(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^\d{7,12}$/.test(text);
}

/**
 * An insurance licence number (check not shown in the spec; formats differ by province):
 * 3 to 20 letters, digits, spaces, dashes or slashes, with at least one digit.
 */
export function isLicense(value: unknown): boolean {
  const text = asText(value);
  return text !== null && /^[A-Za-z0-9][A-Za-z0-9 /-]{1,18}[A-Za-z0-9]$/.test(text) && /\d/.test(text);
}

/** A demo product (check not shown in the spec): 'incorp' or 'group'. */
export function isProduct(value: unknown): boolean {
  return isDemoProduct(value);
}

/** A plan code of the catalogue, current or legacy (number or digit string). */
export function isPlan(value: unknown): boolean {
  return isKnownPlanCode(value);
}
