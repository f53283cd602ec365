import { ACCOUNT_MESSAGES } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingDetails, dependants, employees } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Dependant = { depId: number; depFirstName: string };

/** One employee can neither read nor change another's details, dependants or banking. */
describe.each(backends)('account isolation on %s', (backend) => {
  let t: TestApp;
  let olivia: string;
  let liam: string;
  let oliviasDependants: Dependant[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    olivia = await t.login('employee', '100001');
    liam = await t.login('employee', '100002');
    oliviasDependants = (await t.call<{ dependants: Dependant[] }>('/employee/dependants', {}, olivia)).body
      .data.dependants;
  });
  afterAll(async () => t?.close());

  it('lists only the caller’s dependants, whatever IDs the payload carries', async () => {
    const res = await t.call<{ dependants: Dependant[] }>(
      '/employee/dependants',
      { userId: 100001, employeeId: 100001, ID: 100001 },
      liam,
    );
    expect(res.body.data.dependants.map((d) => d.depFirstName)).toEqual(['Sarah']);
  });

  it('answers "not found" for another employee’s dependant, and changes nothing', async () => {
    const marc = oliviasDependants.find((d) => d.depFirstName === 'Marc')!;
    const lea = oliviasDependants.find((d) => d.depFirstName === 'Léa')!;
    const edit = await t.call(
      '/employee/dependant/edit',
      {
        depId: marc.depId,
        depFirstName: 'Hacked',
        depLastName: 'Hacked',
        depRelation: 1001,
        depBirthDate: '1980-01-01',
      },
      liam,
    );
    const extend = await t.call(
      '/employee/dependant/extend',
      { depId: lea.depId, depExtDate: '2099-12-31' },
      liam,
    );
    const remove = await t.call('/employee/dependant/delete', { depId: marc.depId }, liam);
    const unknown = await t.call('/employee/dependant/delete', { depId: 987_654 }, liam);
    for (const res of [edit, extend, remove, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body.data.error).toEqual({ GENERAL: ACCOUNT_MESSAGES.dependantNotFound });
    }
    const rows = await t.db.select().from(dependants).where(eq(dependants.employeeId, 100001));
    expect(rows.map((r) => [r.firstName, r.removedAt, r.isStudent])).toEqual([
      ['Marc', null, false],
      ['Léa', null, false],
    ]);
  });

  it('refuses to update another employee’s details, even naming them as userId', async () => {
    const res = await t.call(
      '/employee/update',
      {
        userId: 100001,
        employee: {
          FIRST_NAME: 'Hacked',
          LAST_NAME: 'Hacked',
          STREET1: '1 Main St',
          CITY: 'Calgary',
          POSTCODE: 'T2G 0C2',
          PROVINCE: 'AB',
          TELEPHONE: '403-555-0100',
          EMAIL: 'x@example.com',
          DATE_OF_BIRTH: '1980-01-01',
        },
      },
      liam,
    );
    expect(res.status).toBe(403);
    const [a, b] = await Promise.all([
      t.db.select().from(employees).where(eq(employees.id, 100001)),
      t.db.select().from(employees).where(eq(employees.id, 100002)),
    ]);
    expect(a[0]!.firstName).toBe('Olivia');
    expect(b[0]!.firstName).toBe('Liam');
  });

  it('reads and saves only the caller’s own banking', async () => {
    const mine = await t.call<{ accountNumber: string; transitNumber: string }>(
      '/employee/banking-details',
      { employeeId: 100001 },
      liam,
    );
    expect(mine.body.data).toMatchObject({ accountNumber: '******4567', transitNumber: '10029' });
    const saved = await t.call(
      '/employee/banking-details/save',
      {
        employeeId: 100001,
        userId: 100001,
        transitNumber: '99999',
        institutionNumber: '999',
        accountNumber: '9999999',
        eft_agreement: 'Y',
      },
      liam,
    );
    expect(saved.body.code).toBe(0);
    const [oliviaBank] = await t.db
      .select()
      .from(bankingDetails)
      .where(eq(bankingDetails.employeeId, 100001));
    expect(t.services.sealer.open(oliviaBank!.accountSealed)).toBe('5012345678');
    const [liamBank] = await t.db.select().from(bankingDetails).where(eq(bankingDetails.employeeId, 100002));
    expect(t.services.sealer.open(liamBank!.accountSealed)).toBe('9999999');
  });

  it('answers the caller’s own plan and documents only', async () => {
    const plan = await t.call<{ classification: { classificationName: string } }>(
      '/employee/plan',
      { employeeId: 100001 },
      liam,
    );
    expect(plan.body.data.classification.classificationName).toBe('Management');
    const none = await t.call('/employee/banking-document', { fileId: 1, employeeId: 100001 }, liam);
    expect(none.status).toBe(404);
  });
});
