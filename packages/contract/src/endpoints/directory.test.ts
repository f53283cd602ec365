import { keyedMessage, PERSON_NAME_MAX_LENGTH } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { employerChangeEmployeeName } from './directory';

describe('change-employee-name', () => {
  // QA robust finding 6: one limit for a person's first and last name, enrolment's and the personal
  // details' (PERSON_NAME_MAX_LENGTH), with the same message; this form had none.
  it('takes the one limit of a first or last name, with its one message', () => {
    const request = employerChangeEmployeeName.request;
    const longest = 'A'.repeat(PERSON_NAME_MAX_LENGTH);
    expect(request.safeParse({ employeeId: 100_001, FIRST_NAME: longest, LAST_NAME: longest }).success).toBe(
      true,
    );
    const tooLong = request.safeParse({ employeeId: 100_001, FIRST_NAME: `${longest}A`, LAST_NAME: 'Ng' });
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['FIRST_NAME', keyedMessage('validation.nameTooLong', { max: PERSON_NAME_MAX_LENGTH })],
    ]);
  });
});
