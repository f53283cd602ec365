import { describe, expect, it } from 'vitest';
import { GROUP_COMPANY_ADMIN } from '../access';
import * as enrolment from './enrolment';

describe('the add-employee endpoints', () => {
  it('are all for company admins of contract types 3, 8 and 13 (decision 0025)', () => {
    const entries = Object.values(enrolment);
    expect(entries).toHaveLength(4);
    for (const e of entries) expect(e.access, e.path).toEqual(GROUP_COMPANY_ADMIN);
    expect(GROUP_COMPANY_ADMIN.contractTypes).toEqual([3, 8, 13]);
  });

  it('take the form as typed (the server checks it with the row rules) and a file as text', () => {
    const form = enrolment.addEmployee.request.parse({
      firstName: 'Ava',
      classification: 7,
      groupAdmin: 'Y',
    });
    expect(form).toMatchObject({ firstName: 'Ava', lastName: '', classification: 7, groupAdmin: 'Y' });
    expect(enrolment.addEmployeesCsvPreview.request.safeParse({ content: '' }).success).toBe(false);
    expect(enrolment.addEmployeesCsvSave.request.parse({ content: 'a,b' }).fileName).toBe('employees.csv');
  });
});
