import { describe, expect, it } from 'vitest';
import {
  CHILD_MAX_AGE,
  checkDependantAge,
  checkEmployeeBirthDate,
  EMPLOYEE_MIN_AGE,
  INFIRM_MIN_AGE,
  maxEmployeeBirthDate,
  minBirthDateForPlan,
  SPOUSE_MIN_AGE,
  STUDENT_PROOF_AGE,
} from './age-limits';
import { MESSAGES } from './messages';

const TODAY = '2025-06-15';

describe('plan birth-date limits (docs/product §5 "Date limits")', () => {
  it('70 years back for 1031, 1032, 1061, 1081, 2000; 100 for others', () => {
    for (const plan of [1031, 1032, 1061, 1081, 2000])
      expect(minBirthDateForPlan(plan, TODAY)).toBe('1955-06-15');
    for (const plan of [1071, 1051, 3]) expect(minBirthDateForPlan(plan, TODAY)).toBe('1925-06-15');
  });

  it('employees are at least 18', () => {
    expect(EMPLOYEE_MIN_AGE).toBe(18);
    expect(maxEmployeeBirthDate(TODAY)).toBe('2007-06-15');
  });

  it('checkEmployeeBirthDate answers the message to show', () => {
    expect(checkEmployeeBirthDate('1980-01-01', 1081, TODAY)).toBeNull();
    expect(checkEmployeeBirthDate('2007-06-15', 1081, TODAY)).toBeNull();
    expect(checkEmployeeBirthDate('2007-06-16', 1081, TODAY)).toBe(
      'Birthdate is younger than allowed for this plan.',
    );
    expect(checkEmployeeBirthDate('1955-06-15', 2000, TODAY)).toBeNull();
    expect(checkEmployeeBirthDate('1955-06-14', 2000, TODAY)).toBe(MESSAGES.birthDateTooOld);
    expect(checkEmployeeBirthDate('1955-06-14', 1071, TODAY)).toBeNull();
    expect(checkEmployeeBirthDate('1925-06-14', 1071, TODAY)).toBe(MESSAGES.birthDateTooOld);
    expect(checkEmployeeBirthDate('garbage', 1071, TODAY)).toBe(MESSAGES.invalidBirthDate);
  });
});

describe('checkDependantAge', () => {
  const ok = { ok: true, message: '', needsStudentProof: false };

  it('spouse 18+', () => {
    expect(SPOUSE_MIN_AGE).toBe(18);
    expect(checkDependantAge(1001, '2007-06-15', TODAY)).toEqual(ok);
    expect(checkDependantAge('1001', '2007-06-16', TODAY)).toEqual({
      ok: false,
      message: MESSAGES.spouseTooYoung,
      needsStudentProof: false,
    });
  });

  it('infirm 21+', () => {
    expect(INFIRM_MIN_AGE).toBe(21);
    expect(checkDependantAge(1003, '2004-06-15', TODAY)).toEqual(ok);
    expect(checkDependantAge(1003, '2004-06-16', TODAY).message).toBe(MESSAGES.infirmTooYoung);
  });

  it('child at most 25, flagged for student proof from 21', () => {
    expect([CHILD_MAX_AGE, STUDENT_PROOF_AGE]).toEqual([25, 21]);
    expect(checkDependantAge(1002, '2015-01-01', TODAY)).toEqual(ok);
    expect(checkDependantAge(1002, TODAY, TODAY)).toEqual(ok);
    expect(checkDependantAge(1002, '2004-06-16', TODAY)).toEqual(ok);
    expect(checkDependantAge(1002, '2004-06-15', TODAY)).toEqual({
      ok: true,
      message: '',
      needsStudentProof: true,
    });
    expect(checkDependantAge(1002, '2000-06-15', TODAY)).toEqual({
      ok: true,
      message: '',
      needsStudentProof: true,
    });
    expect(checkDependantAge(1002, '2000-06-14', TODAY)).toEqual({
      ok: true,
      message: '',
      needsStudentProof: true,
    });
  });

  it('a child aged 25 is accepted until the day before their 26th birthday (QA: refused at 25)', () => {
    const tooOld = { ok: false, message: MESSAGES.childTooOld, needsStudentProof: false };
    // The QA case: born 2001-06-15, 25 years and 5 months old on 2026-12-07.
    expect(checkDependantAge(1002, '2001-06-15', '2026-12-07').ok).toBe(true);
    // Turns 26 tomorrow: still 25 today.
    expect(checkDependantAge(1002, '2000-12-08', '2026-12-07')).toEqual({
      ok: true,
      message: '',
      needsStudentProof: true,
    });
    // The 26th birthday itself, and any day after it.
    expect(checkDependantAge(1002, '2000-12-07', '2026-12-07')).toEqual(tooOld);
    expect(checkDependantAge(1002, '1999-06-15', TODAY)).toEqual(tooOld);
    expect(checkDependantAge(1002, '1999-06-14', TODAY)).toEqual(tooOld);
    expect(checkDependantAge(1002, '1999-06-16', TODAY).ok).toBe(true);
    // Born on February 29: 26 on March 1 of a year without one.
    expect(checkDependantAge(1002, '2000-02-29', '2026-02-28').ok).toBe(true);
    expect(checkDependantAge(1002, '2000-02-29', '2026-03-01')).toEqual(tooOld);
  });

  it('rejects future or unreadable birth dates and unknown relationships', () => {
    expect(checkDependantAge(1002, '2025-06-16', TODAY).message).toBe(MESSAGES.dependantBirthDateInFuture);
    expect(checkDependantAge(1002, 'x', TODAY).ok).toBe(false);
    expect(checkDependantAge(1004, '2000-01-01', TODAY).message).toBe(MESSAGES.selectRelationship);
  });
});
