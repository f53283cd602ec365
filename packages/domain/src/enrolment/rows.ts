/**
 * The rules of one new employee, the same for the form and for every row of a CSV file (docs/product
 * §2 /add-employee; decision 0025). Pure: the caller gives the company's plan code, classifications,
 * divisions, today and the e-mail addresses already in use; the answer is the row's values, or a
 * message per field.
 */
import { addYears, compareIsoDates, parseDateLike } from '../dates';
import { isProvince, isEmail, isName, nameTooLongMessage, PERSON_NAME_MAX_LENGTH } from '../validation/rules';
import { checkEmployeeBirthDate } from '../validation/age-limits';
import { MESSAGES } from '../validation/messages';
import { isLanguage, type Language } from '../text/language';
import { keyedMessage } from '../messages/catalogue';
import { ENROLMENT_MESSAGES as M } from './messages';

/** The fields of a new employee, in form and file order. */
export const ENROLMENT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'province',
  'effectiveDate',
  'classification',
  'division',
  'groupAdmin',
  'language',
] as const;
export type EnrolmentField = (typeof ENROLMENT_FIELDS)[number];

/** The CSV file's column headers (the template's first line), one per field. */
export const ENROLMENT_CSV_HEADERS: Readonly<Record<EnrolmentField, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  dateOfBirth: 'date_of_birth',
  province: 'province',
  effectiveDate: 'effective_date',
  classification: 'classification',
  division: 'division',
  groupAdmin: 'group_admin',
  language: 'language',
};

/** Columns a file may leave out: division (none), group_admin (N), language (the admin's). */
export const ENROLMENT_OPTIONAL_COLUMNS: readonly EnrolmentField[] = ['division', 'groupAdmin', 'language'];

/** The most employees one file adds. */
export const ENROLMENT_MAX_ROWS = 1000;

/**
 * The longest text the form's name and e-mail fields take: a person's first or last name has the one
 * limit of every form (PERSON_NAME_MAX_LENGTH, checked by checkEnrolmentRow).
 */
export const ENROLMENT_TEXT_MAX = PERSON_NAME_MAX_LENGTH;

/** The template CSV: the header line only (a sample row would be imported by mistake). */
export function enrolmentCsvTemplate(): string {
  return `${ENROLMENT_FIELDS.map((f) => ENROLMENT_CSV_HEADERS[f]).join(',')}\r\n`;
}

/** A row as typed: text from a file, or the form's values (IDs and booleans allowed). */
export type EnrolmentRowInput = Partial<Record<EnrolmentField, unknown>>;

export interface NamedRef {
  id: number;
  name: string;
}

/** What the rules need to know about the company and the day. */
export interface EnrolmentContext {
  /** The company's plan code: it sets the oldest allowed birth date (70 or 100 years back). */
  planCode: unknown;
  /** Today, ISO. */
  today: string;
  classifications: readonly NamedRef[];
  divisions: readonly NamedRef[];
  /** The language of a row that names none. */
  defaultLanguage: Language;
  /** E-mail addresses already used in the company, lowercase. */
  emailsInUse: ReadonlySet<string>;
}

/** A good row, ready to save. */
export interface EnrolmentRow {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  province: string;
  effectiveDate: string;
  classificationId: number;
  divisionId: number | null;
  groupAdmin: boolean;
  language: Language;
}

export type EnrolmentErrors = Partial<Record<EnrolmentField, string>>;

export type EnrolmentCheck = { ok: true; row: EnrolmentRow } | { ok: false; errors: EnrolmentErrors };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A classification or division named by its ID (the form) or its name, any case (a file). */
function findRef(refs: readonly NamedRef[], value: unknown): NamedRef | undefined {
  if (typeof value === 'number') return refs.find((r) => r.id === value);
  const wanted = text(value).toLowerCase();
  return refs.find((r) => r.name.trim().toLowerCase() === wanted || String(r.id) === wanted);
}

/** Y/N (also yes/no, true/false, as a spreadsheet writes them); blank is N; anything else undefined. */
function yesNo(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const v = text(value).toLowerCase();
  if (v === '' || v === 'n' || v === 'no' || v === 'false' || v === '0') return false;
  if (v === 'y' || v === 'yes' || v === 'true' || v === '1') return true;
  return undefined;
}

/** The e-mail address as compared for duplicates. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

function nameProblem(value: string, required: string): string | null {
  if (value === '') return required;
  if (!isName(value)) return MESSAGES.invalidName;
  if (value.length > PERSON_NAME_MAX_LENGTH) return nameTooLongMessage();
  return null;
}

/**
 * Checks one new employee. Every field is checked (all of a row's messages show at once); e-mail
 * addresses already in the company are refused. Duplicates within a file are found by
 * checkEnrolmentRows.
 */
export function checkEnrolmentRow(input: EnrolmentRowInput, ctx: EnrolmentContext): EnrolmentCheck {
  const errors: EnrolmentErrors = {};
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  const email = text(input.email);
  const province = text(input.province).toUpperCase();

  const first = nameProblem(firstName, M.firstNameRequired);
  if (first) errors.firstName = first;
  const last = nameProblem(lastName, M.lastNameRequired);
  if (last) errors.lastName = last;

  if (email === '') errors.email = M.emailRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.invalidEmail;
  else if (ctx.emailsInUse.has(emailKey(email))) errors.email = M.emailInUse;

  const rawBirth = text(input.dateOfBirth);
  const dateOfBirth = parseDateLike(rawBirth);
  if (rawBirth === '') errors.dateOfBirth = M.birthDateRequired;
  else {
    const problem = checkEmployeeBirthDate(rawBirth, ctx.planCode, ctx.today);
    if (problem) errors.dateOfBirth = problem;
  }

  if (province === '') errors.province = M.provinceRequired;
  else if (!isProvince(province)) errors.province = MESSAGES.selectProvince;

  const rawEffective = text(input.effectiveDate);
  const effectiveDate = parseDateLike(rawEffective);
  if (rawEffective === '') errors.effectiveDate = M.effectiveDateRequired;
  else if (effectiveDate === null) errors.effectiveDate = M.invalidEffectiveDate;
  else if (compareIsoDates(effectiveDate, addYears(ctx.today, -1)) < 0)
    errors.effectiveDate = M.effectiveDateTooEarly;
  else if (compareIsoDates(effectiveDate, addYears(ctx.today, 1)) > 0)
    errors.effectiveDate = M.effectiveDateTooLate;

  const classification = findRef(ctx.classifications, input.classification);
  if (text(input.classification) === '') errors.classification = M.classificationRequired;
  else if (!classification) errors.classification = M.unknownClassification;

  const division = text(input.division) === '' ? null : findRef(ctx.divisions, input.division);
  if (division === undefined) errors.division = M.unknownDivision;

  const groupAdmin = yesNo(input.groupAdmin);
  if (groupAdmin === undefined) errors.groupAdmin = M.invalidGroupAdmin;

  const rawLanguage = text(input.language).toLowerCase();
  const language = rawLanguage === '' ? ctx.defaultLanguage : rawLanguage;
  if (!isLanguage(language)) errors.language = M.invalidLanguage;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: {
      firstName,
      lastName,
      email,
      dateOfBirth: dateOfBirth!,
      province,
      effectiveDate: effectiveDate!,
      classificationId: classification!.id,
      divisionId: division?.id ?? null,
      groupAdmin: groupAdmin!,
      language: language as Language,
    },
  };
}

/** The row number a person sees: the header is row 1 of the file, as a spreadsheet shows it. */
export const fileRowNumber = (index: number): number => index + 2;

/** One row of a checked file: its number, its values as typed, and its messages (none when good). */
export interface CheckedFileRow {
  row: number;
  values: Record<EnrolmentField, string>;
  errors: { field: EnrolmentField; message: string }[];
  /** The row ready to save (good rows only). */
  value?: EnrolmentRow;
}

/**
 * Checks every row of a file once, with the same rules as the form, and flags an e-mail address that
 * an earlier row of the file already has (the later rows get the message, naming the first).
 */
export function checkEnrolmentRows(
  inputs: readonly EnrolmentRowInput[],
  ctx: EnrolmentContext,
): CheckedFileRow[] {
  const firstRowOf = new Map<string, number>();
  return inputs.map((input, index) => {
    const row = fileRowNumber(index);
    const check = checkEnrolmentRow(input, ctx);
    const errors = check.ok ? {} : { ...check.errors };
    const email = text(input.email);
    if (email !== '' && isEmail(email)) {
      const key = emailKey(email);
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else errors.email ??= keyedMessage('enrolment.emailRepeated', { row: first });
    }
    const values = Object.fromEntries(ENROLMENT_FIELDS.map((f) => [f, text(input[f])])) as Record<
      EnrolmentField,
      string
    >;
    const list = ENROLMENT_FIELDS.filter((f) => errors[f]).map((field) => ({
      field,
      message: errors[field]!,
    }));
    return list.length === 0 && check.ok
      ? { row, values, errors: [], value: check.row }
      : { row, values, errors: list };
  });
}

/**
 * A file's records (objects keyed by its header line) as rows: headers are matched without regard
 * to case, spaces or dashes. Answers the required columns the header line lacks, if any.
 */
export function enrolmentRowsFromRecords(
  headers: readonly string[],
  records: readonly Record<string, string>[],
): { missing: string[]; rows: EnrolmentRowInput[] } {
  const normal = (h: string) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
  const columnOf = new Map<EnrolmentField, string>();
  for (const field of ENROLMENT_FIELDS) {
    const header = headers.find((h) => normal(h) === ENROLMENT_CSV_HEADERS[field]);
    if (header !== undefined) columnOf.set(field, header);
  }
  const missing = ENROLMENT_FIELDS.filter(
    (f) => !columnOf.has(f) && !ENROLMENT_OPTIONAL_COLUMNS.includes(f),
  ).map((f) => ENROLMENT_CSV_HEADERS[f]);
  const rows = records.map((record) =>
    Object.fromEntries(
      ENROLMENT_FIELDS.map((f) => [f, columnOf.has(f) ? (record[columnOf.get(f)!] ?? '') : '']),
    ),
  );
  return { missing, rows };
}

/** The missing columns' message. */
export const missingColumnsMessage = (columns: readonly string[]): string =>
  keyedMessage('enrolment.missingColumns', { columns: columns.join(', ') });
