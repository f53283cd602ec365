/**
 * Dependant rules the spec leaves open (section 5 "Date limits" gives only the ages): how many,
 * no one listed twice, when coverage may start, and the student extension of a dependent child
 * aged 21 or more.
 */
import { addYears, compareIsoDates, type DateInput, parseIsoDate, resolveToday } from '../dates';
import { RELATIONSHIPS } from '../reference/dependants';
import { parseCode } from '../reference/codes';
import { STUDENT_PROOF_AGE } from '../validation/age-limits';
import { keyedMessage } from '../messages/catalogue';
import { ACCOUNT_MESSAGES } from './messages';

/** CHOICE: at most this many dependants listed at once (removed ones do not count). */
export const MAX_DEPENDANTS = 20;

/** A student extension lasts at the latest until December 31 of the year the child turns this age. */
export const STUDENT_EXTENSION_MAX_AGE = 25;

/** What the rules read of a dependant. */
export interface DependantFacts {
  id?: number | undefined;
  relation: number;
  birthDate: string;
  isStudent?: boolean | undefined;
  extDate?: string | null | undefined;
}

/** A problem with the field it belongs to. */
export interface FieldProblem {
  field: string;
  message: string;
}

const isChild = (d: Pick<DependantFacts, 'relation'>) =>
  parseCode(d.relation) === RELATIONSHIPS.DEPENDENT_CHILD;

/** A child aged 21 or more on `today` (the spec's "flagged" child). */
export function isStudentAgeChild(
  d: Pick<DependantFacts, 'relation' | 'birthDate'>,
  today?: DateInput,
): boolean {
  if (!isChild(d) || !parseIsoDate(d.birthDate)) return false;
  return compareIsoDates(d.birthDate, addYears(resolveToday(today), -STUDENT_PROOF_AGE)) <= 0;
}

/** The latest date a student extension may run to: December 31 of the year the child turns 25. */
export function studentExtensionLatestDate(birthDate: string): string {
  const year = Number(birthDate.slice(0, 4)) + STUDENT_EXTENSION_MAX_AGE;
  return `${String(year).padStart(4, '0')}-12-31`;
}

/** An extension is live when the dependant is marked a student and the extension date is not past. */
export function hasLiveStudentExtension(d: DependantFacts, today?: DateInput): boolean {
  return (
    d.isStudent === true &&
    typeof d.extDate === 'string' &&
    parseIsoDate(d.extDate) !== null &&
    compareIsoDates(d.extDate, resolveToday(today)) >= 0
  );
}

/**
 * A child aged 21 or more without a live student extension: proof of full-time studies is needed
 * (spec: "a child aged 21+ is flagged").
 */
export function needsStudentProof(d: DependantFacts, today?: DateInput): boolean {
  return isStudentAgeChild(d, today) && !hasLiveStudentExtension(d, today);
}

/**
 * Checks a student extension to `extDate`: only a dependent child aged 21 or more; the date today
 * or later and no later than December 31 of the year the child turns 25. Answers the problem, or null.
 */
export function checkStudentExtension(
  d: Pick<DependantFacts, 'relation' | 'birthDate'>,
  extDate: string,
  today?: DateInput,
): FieldProblem | null {
  if (!isStudentAgeChild(d, today)) {
    return { field: 'depIsStudent', message: ACCOUNT_MESSAGES.studentExtensionChildOnly };
  }
  if (!parseIsoDate(extDate)) {
    return { field: 'depExtDate', message: ACCOUNT_MESSAGES.studentExtensionDateRequired };
  }
  if (compareIsoDates(extDate, resolveToday(today)) < 0) {
    return { field: 'depExtDate', message: ACCOUNT_MESSAGES.studentExtensionDatePast };
  }
  if (compareIsoDates(extDate, studentExtensionLatestDate(d.birthDate)) > 0) {
    return { field: 'depExtDate', message: ACCOUNT_MESSAGES.studentExtensionTooLate };
  }
  return null;
}

/** What the list rules read of a dependant: its relationship, and who it is (names and birth date). */
export type ListedDependant = Pick<DependantFacts, 'id' | 'relation' | 'birthDate'> & {
  firstName: string;
  lastName: string;
};

/** A name as the duplicate rule compares it: composed, trimmed, inner spaces single, lower case. */
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether two dependants are the same person: the same first name, last name (in any case, spaces
 * trimmed) and birth date. The relationship does not tell them apart.
 */
export function isSameDependant(
  a: Pick<ListedDependant, 'firstName' | 'lastName' | 'birthDate'>,
  b: Pick<ListedDependant, 'firstName' | 'lastName' | 'birthDate'>,
): boolean {
  return (
    a.birthDate === b.birthDate &&
    nameKey(a.firstName) === nameKey(b.firstName) &&
    nameKey(a.lastName) === nameKey(b.lastName)
  );
}

/**
 * Checks a new or changed dependant against the others listed: not one already listed (same first
 * name, last name and birth date: a second click, a retried request, a second tab), at most
 * MAX_DEPENDANTS, and one spouse at a time. `candidate.id` is set when an existing dependant is edited.
 */
export function checkDependantList(
  listed: readonly ListedDependant[],
  candidate: Omit<ListedDependant, 'id'> & { id?: number | undefined },
): FieldProblem | null {
  const others = listed.filter((d) => candidate.id === undefined || d.id !== candidate.id);
  if (others.some((d) => isSameDependant(d, candidate))) {
    return { field: 'GENERAL', message: ACCOUNT_MESSAGES.dependantAlreadyListed };
  }
  if (candidate.id === undefined && others.length >= MAX_DEPENDANTS) {
    return {
      field: 'GENERAL',
      message: keyedMessage('account.tooManyDependants', { max: MAX_DEPENDANTS }),
    };
  }
  if (
    parseCode(candidate.relation) === RELATIONSHIPS.SPOUSE &&
    others.some((d) => parseCode(d.relation) === RELATIONSHIPS.SPOUSE)
  ) {
    return { field: 'depRelation', message: ACCOUNT_MESSAGES.oneSpouseOnly };
  }
  return null;
}

/**
 * A dependant's coverage starts on `requested` when given, otherwise today; it may not start
 * before the employee's own effective date. Answers the start date, or the problem.
 */
export function dependantEffectiveDate(
  requested: string,
  employeeEffectiveDate: string,
  today?: DateInput,
): { ok: true; date: string } | { ok: false; problem: FieldProblem } {
  const now = resolveToday(today);
  if (requested === '') {
    const start =
      parseIsoDate(employeeEffectiveDate) && compareIsoDates(employeeEffectiveDate, now) > 0
        ? employeeEffectiveDate
        : now;
    return { ok: true, date: start };
  }
  if (parseIsoDate(employeeEffectiveDate) && compareIsoDates(requested, employeeEffectiveDate) < 0) {
    return {
      ok: false,
      problem: { field: 'depEffectiveDate', message: ACCOUNT_MESSAGES.dependantStartsTooEarly },
    };
  }
  return { ok: true, date: requested };
}
