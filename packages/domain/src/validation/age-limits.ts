/**
 * Age and birth-date limits (docs/product §5 "Date limits"). Limits are birth-date bounds computed
 * from `today` by calendar years ("N years back"), inclusive: someone reaches an age on their
 * birthday, and a limit of "N years back" still admits a person on their Nth birthday. A maximum
 * age N ("N or younger") admits a person until the day before their (N+1)th birthday.
 */
import { type DateInput, addYears, compareIsoDates, parseDateLike, resolveToday } from '../dates';
import { maxAgeYearsForPlan } from '../reference/plans';
import { RELATIONSHIPS } from '../reference/dependants';
import { parseCode } from '../reference/codes';
import { MESSAGES } from './messages';

/** Employees must be adults: the spec's 'Birthdate is younger than allowed for this plan.' applies under 18. */
export const EMPLOYEE_MIN_AGE = 18;
export const SPOUSE_MIN_AGE = 18;
export const INFIRM_MIN_AGE = 21;
/**
 * A dependent child may be 25 years old or younger: accepted up to the day before their 26th
 * birthday, refused from that birthday on (a person reaches an age on their birthday).
 */
export const CHILD_MAX_AGE = 25;
/**
 * A dependent child of this age or more is flagged for proof of full-time studies. The spec also
 * mentions a second check at 20; 21 is used everywhere so the two sides cannot disagree.
 */
export const STUDENT_PROOF_AGE = 21;

/** The oldest allowed birth date for a plan: 70 years back for plans 1031, 1032, 1061, 1081, 2000, else 100. */
export function minBirthDateForPlan(planCode: unknown, today?: DateInput): string {
  return addYears(resolveToday(today), -maxAgeYearsForPlan(planCode));
}

/** The youngest allowed birth date of an employee: 18 years back. */
export function maxEmployeeBirthDate(today?: DateInput): string {
  return addYears(resolveToday(today), -EMPLOYEE_MIN_AGE);
}

/**
 * Checks an employee's birth date against the plan's limits. Answers the message to show, or
 * `null` when it is allowed: unreadable -> invalidBirthDate; under 18 -> the spec's
 * 'Birthdate is younger than allowed for this plan.'; before the plan's minimum birth date ->
 * birthDateTooOld.
 */
export function checkEmployeeBirthDate(
  birthDate: unknown,
  planCode: unknown,
  today?: DateInput,
): string | null {
  const birth = parseDateLike(birthDate);
  if (birth === null) return MESSAGES.invalidBirthDate;
  const now = resolveToday(today);
  if (compareIsoDates(birth, maxEmployeeBirthDate(now)) > 0) return MESSAGES.birthDateTooYoung;
  if (compareIsoDates(birth, minBirthDateForPlan(planCode, now)) < 0) return MESSAGES.birthDateTooOld;
  return null;
}

export interface DependantAgeCheck {
  ok: boolean;
  /** The message to show when not ok, '' when ok. */
  message: string;
  /** A dependent child aged 21 or more: proof of full-time studies is needed. */
  needsStudentProof: boolean;
}

/**
 * Checks a dependant's birth date for the relationship: spouse 18+, infirm 21+, dependent child
 * 25 or younger, that is not yet 26 (and flagged for student proof from 21). A birth date that is not
 * a date fails with invalidDependantBirthDate, one after today with dependantBirthDateInFuture; an
 * unknown relationship fails with selectRelationship.
 */
export function checkDependantAge(
  relationship: unknown,
  birthDate: unknown,
  today?: DateInput,
): DependantAgeCheck {
  const fail = (message: string): DependantAgeCheck => ({ ok: false, message, needsStudentProof: false });
  const now = resolveToday(today);
  const birth = parseDateLike(birthDate);
  if (birth === null) return fail(MESSAGES.invalidDependantBirthDate);
  if (compareIsoDates(birth, now) > 0) return fail(MESSAGES.dependantBirthDateInFuture);
  const atLeast = (years: number): boolean => compareIsoDates(birth, addYears(now, -years)) <= 0;
  switch (parseCode(relationship)) {
    case RELATIONSHIPS.SPOUSE:
      return atLeast(SPOUSE_MIN_AGE)
        ? { ok: true, message: '', needsStudentProof: false }
        : fail(MESSAGES.spouseTooYoung);
    case RELATIONSHIPS.INFIRM:
      return atLeast(INFIRM_MIN_AGE)
        ? { ok: true, message: '', needsStudentProof: false }
        : fail(MESSAGES.infirmTooYoung);
    case RELATIONSHIPS.DEPENDENT_CHILD:
      if (atLeast(CHILD_MAX_AGE + 1)) return fail(MESSAGES.childTooOld);
      return { ok: true, message: '', needsStudentProof: atLeast(STUDENT_PROOF_AGE) };
    default:
      return fail(MESSAGES.selectRelationship);
  }
}
