import { addDays, CLAIM_MESSAGES, todayIso } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type User = { ONLINE_CLAIM_OK: string; TERMINATED_FLAG: string };

const ETHAN = 100101; // a member of 5002, whose group admin is Liam (100002)

/**
 * A termination closes the claim menus as a closed plan does (decision 0027): the member's
 * ONLINE_CLAIM_OK reads N from the termination's date, and the claim rules refuse a claim from the
 * same day. A termination dated later is pending: claims stay open until then.
 */
describe.each(backends)('claims and terminations on %s', (backend) => {
  let t: TestApp;
  let liam: string;
  let ethan: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
    ethan = await t.login('employee', String(ETHAN));
  });
  afterAll(async () => t?.close());

  const today = () => todayIso(t.services.now());
  const user = async (token: string) => (await t.call<User>('/employee', {}, token)).body.data;
  const startClaim = (token: string) => t.call('/claim/id', { type: 'HSA' }, token);

  it('the seeded terminated employee (100004) has no online claims', async () => {
    const noah = await user(await t.login('employee', '100004'));
    expect(noah).toMatchObject({ TERMINATED_FLAG: 'Y', ONLINE_CLAIM_OK: 'N' });
  });

  it('a pending termination keeps claims open; from its date the claim menus close', async () => {
    const pending = await t.call(
      '/employee/terminate',
      { employeeId: ETHAN, termDate: addDays(today(), 3) },
      liam,
    );
    expect(pending.body.code, pending.raw).toBe(0);
    expect(await user(ethan)).toMatchObject({ TERMINATED_FLAG: 'N', ONLINE_CLAIM_OK: 'Y' });
    expect((await startClaim(ethan)).body.code).toBe(0);

    // Its date has come, and the job that marks the account terminated has not run yet.
    await t.db.update(employees).set({ terminationDate: today() }).where(eq(employees.id, ETHAN));
    expect((await user(ethan)).ONLINE_CLAIM_OK).toBe('N');
    const refused = await startClaim(ethan);
    expect(refused.status).toBe(403);
    expect(refused.body.data.error?.GENERAL).toBe(CLAIM_MESSAGES.terminated);

    // Cancelled: open again. Terminated from today: closed at once.
    expect((await t.call('/employee/cancel-terminate', { employeeId: ETHAN }, liam)).body.code).toBe(0);
    expect((await user(ethan)).ONLINE_CLAIM_OK).toBe('Y');
    const now = await t.call('/employee/terminate', { employeeId: ETHAN, termDate: today() }, liam);
    expect(now.body.code, now.raw).toBe(0);
    expect(await user(ethan)).toMatchObject({ TERMINATED_FLAG: 'Y', ONLINE_CLAIM_OK: 'N' });
    expect((await startClaim(ethan)).status).toBe(403);
  });
});
