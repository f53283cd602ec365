import { API_MESSAGES } from '@benefits/contract';
import { MESSAGES } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, sessions, staff, staffActions } from '../../db/schema';
import { hashToken } from '../../platform/crypto';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type User = Record<string, string | number>;
interface Acting {
  type: 'employee' | 'partner';
  token: string;
  expiry: number;
  user: User;
  acting: { staffId: number; staffName: string; username: string; subjectName: string; subjectId: number };
}

/** The personal-details form as the web sends it, from a User. */
const detailsOf = (u: User) => ({
  FIRST_NAME: u.FIRST_NAME,
  LAST_NAME: u.LAST_NAME,
  STREET1: u.STREET1,
  CITY: u.CITY,
  POSTCODE: u.POSTCODE,
  PROVINCE: u.PROVINCE,
  TELEPHONE: u.TELEPHONE,
  CELLPHONE: u.CELLPHONE,
  FAX: u.FAX,
  EMAIL: u.EMAIL,
  DATE_OF_BIRTH: u.DATE_OF_BIRTH,
});

describe.each(backends)('tools: acting for an account on %s (decision 0030)', (backend) => {
  let t: TestApp;
  let staffToken: string;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    staffToken = await t.login('tools', 'staff');
    const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'staff'));
    staffId = row!.id;
  });
  afterAll(async () => t?.close());

  const start = (body: unknown, token = staffToken) => t.call<Acting>('/tools/access-user', body, token);
  /** A read (POST, as the web sends it) with its data given as a query string. */
  const get = <T>(url: string, token = staffToken) => {
    const [path, query = ''] = url.split('?');
    return t.call<T>(path!, Object.fromEntries(new URLSearchParams(query)), token);
  };

  it('only PERMIT_LOGIN_AS (ALL_ACCESS) starts acting: the auditor, employees and partners are refused', async () => {
    const auditor = await t.login('tools', 'auditor');
    const employee = await t.login('employee', '100001');
    const partner = await t.login('partner', '200001');
    for (const token of [auditor, employee, partner]) {
      const res = await start({ type: 'employee', id: 100001 }, token);
      expect(res.status).toBe(403);
      expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      const log = await get(`/tools/staff-log`, token);
      expect(log.status).toBe(403);
      const search = await get(`/tools/access-user/search?type=employee&q=Tremblay`, token);
      expect(search.status).toBe(403);
    }
    expect((await start({ type: 'employee', id: 100001 }, '')).status).toBe(401);
  });

  it('finds employees by ID or name and partners by ID', async () => {
    type Found = { results: { type: string; id: number; name: string; detail: string }[] };
    const byName = await get<Found>('/tools/access-user/search?type=employee&q=tremblay');
    expect(byName.body.data.results.map((r) => r.id)).toContain(100001);
    expect(byName.body.data.results.find((r) => r.id === 100001)!.name).toBe('Olivia Tremblay');
    const byId = await get<Found>('/tools/access-user/search?type=employee&q=100001');
    expect(byId.body.data.results[0]).toMatchObject({ id: 100001, name: 'Olivia Tremblay' });
    const partner = await get<Found>('/tools/access-user/search?type=partner&q=200001');
    expect(partner.body.data.results).toEqual([expect.objectContaining({ type: 'partner', id: 200001 })]);
    const none = await get<Found>('/tools/access-user/search?type=partner&q=Smith');
    expect(none.body.data.results).toEqual([]);
  });

  it('finds a company by ID or name: its administrators first, then its employees (QA lifecycle 9)', async () => {
    type Found = { results: { id: number; name: string; detail: string; admin: boolean }[] };
    for (const q of ['5002', 'prairie sky']) {
      const found = await get<Found>(`/tools/access-user/search?type=employee&q=${encodeURIComponent(q)}`);
      const results = found.body.data.results;
      expect(results.length).toBeGreaterThan(0);
      // Liam Gagnon (100002) administers Prairie Sky Logistics (5002).
      expect(results[0]).toMatchObject({
        id: 100002,
        admin: true,
        detail: 'Prairie Sky Logistics Ltd. (5002)',
      });
      expect(results.every((r) => r.detail === 'Prairie Sky Logistics Ltd. (5002)')).toBe(true);
      const admins = results.map((r) => r.admin);
      expect(admins).toEqual([...admins].sort((a, b) => Number(b) - Number(a)));
    }
    // An employee's own ID still comes first, with whether they administer their company.
    const byId = await get<Found>('/tools/access-user/search?type=employee&q=100001');
    expect(byId.body.data.results[0]).toMatchObject({ id: 100001, admin: false });
  });

  it('refuses an unknown account with a field message', async () => {
    const employee = await start({ type: 'employee', id: 999999 });
    expect(employee.status).toBe(400);
    expect(employee.body.data.error?.id).toBe(MESSAGES.invalidEmployeeId);
    const partner = await start({ type: 'partner', id: 999999 });
    expect(partner.body.data.error?.id).toBe(API_MESSAGES.partnerNotFound);
  });

  it('acts for an employee: the sign-in answer, only their rows, changes logged with the staff member, stop revokes', async () => {
    const res = await start({ type: 'employee', id: 100001 });
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.type).toBe('employee');
    expect(a.user.ID).toBe(100001);
    expect(a.acting).toEqual({
      staffId,
      staffName: 'Alex Morgan',
      username: 'staff',
      subjectName: 'Olivia Tremblay',
      subjectId: 100001,
    });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a.token)));
    expect(row).toMatchObject({ kind: 'employee', subjectId: '100001', actingStaffId: staffId });

    // Only that user's rows: the profile is 100001's; another employee's data is not reachable.
    const me = await t.call<User>('/employee', {}, a.token);
    expect(me.body.data.ID).toBe(100001);
    const other = await t.call(
      '/employee/update',
      { employee: detailsOf(me.body.data), userId: 100002 },
      a.token,
    );
    expect(other.status).toBe(403);

    // A change while acting: the change log names the staff member as actor, the employee as subject.
    const changed = await t.call<{ user: User }>(
      '/employee/update',
      { employee: { ...detailsOf(me.body.data), CITY: 'Kingston' } },
      a.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.CITY).toBe('Kingston');
    const [logged] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.subjectId, '100001'), eq(changeLog.field, 'CITY')));
    expect(logged).toMatchObject({
      actorKind: 'tools',
      actorId: String(staffId),
      subjectKind: 'employee',
      newValue: 'Kingston',
    });

    // The staff page: the employee's change log names the staff member.
    type Changes = {
      employee: { name: string };
      rows: { field: string; actor: { kind: string; name: string } }[];
    };
    const changes = await get<Changes>('/tools/change-log?employeeId=100001');
    expect(changes.body.data.employee.name).toBe('Olivia Tremblay');
    expect(changes.body.data.rows.find((r) => r.field === 'CITY')!.actor).toEqual({
      kind: 'tools',
      id: String(staffId),
      name: 'Alex Morgan',
    });
    const unknown = await get('/tools/change-log?employeeId=999999');
    expect(unknown.body.data.error?.employeeId).toBe(MESSAGES.invalidEmployeeId);

    // Password and sign-in e-mail are the account holder's.
    const password = await t.call(
      '/password/change',
      { npw1: 'another-pass-1', npw2: 'another-pass-1' },
      a.token,
    );
    expect(password.status).toBe(403);
    expect(password.body.data.error?.GENERAL).toBe(API_MESSAGES.notWhileActing);
    const email = await t.call(
      '/employee/update',
      { employee: { ...detailsOf(me.body.data), EMAIL: 'someone.else@example.com' } },
      a.token,
    );
    expect(email.status).toBe(400);
    expect(email.body.data.error?.EMAIL).toBe(API_MESSAGES.notWhileActing);

    // Stop: logged, and the session is gone.
    const stop = await t.call('/tools/access-user/stop', {}, a.token);
    expect(stop.status).toBe(200);
    expect((await t.call('/employee', {}, a.token)).status).toBe(401);

    const log = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectKind, 'employee'), eq(staffActions.subjectId, '100001')));
    expect(log.map((r) => [r.action, r.staffId, r.detail])).toEqual([
      ['acting.start', staffId, 'Olivia Tremblay'],
      ['acting.stop', staffId, 'Olivia Tremblay'],
    ]);
    type Log = {
      rows: { action: string; staffName: string; subjectId: string }[];
      nextBeforeId: number | null;
    };
    const page = await get<Log>(`/tools/staff-log?subjectKind=employee&subjectId=100001&staffId=${staffId}`);
    expect(page.body.data.rows.map((r) => [r.action, r.staffName, r.subjectId])).toEqual([
      ['acting.stop', 'Alex Morgan', '100001'],
      ['acting.start', 'Alex Morgan', '100001'],
    ]);
    expect(page.body.data.nextBeforeId).toBeNull();
  });

  it("the employee's own session is not an acting one: stop is refused", async () => {
    const own = await t.login('employee', '100001');
    const stop = await t.call('/tools/access-user/stop', {}, own);
    expect(stop.status).toBe(403);
    expect(stop.body.data.error?.GENERAL).toBe(API_MESSAGES.notActing);
  });

  it('acts for a partner, and signing out of the acting session is stopping', async () => {
    const res = await start({ type: 'partner', id: 200001 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'partner', user: { ID: 200001 } });
    const token = res.body.data.token;
    expect((await t.call('/logout', {}, token)).status).toBe(200);
    expect((await t.call('/extend-token', {}, token)).status).toBe(401);
    const rows = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.subjectKind, 'partner'), eq(staffActions.subjectId, '200001')));
    expect(rows.map((r) => r.action)).toEqual(['acting.start', 'acting.stop']);
  });

  it('an acting session ends with the tools session (sign-out or expiry)', async () => {
    const tools = await t.login('tools', 'staff');
    const acting = (await start({ type: 'employee', id: 100001 }, tools)).body.data.token;
    expect((await t.call('/employee', {}, acting)).status).toBe(200);
    await t.call('/logout', {}, tools);
    const after = await t.call('/employee', {}, acting);
    expect(after.status).toBe(401);
    expect(after.body.data.error?.GENERAL).toBe(API_MESSAGES.sessionExpired);

    const tools2 = await t.login('tools', 'staff');
    const acting2 = (await start({ type: 'employee', id: 100001 }, tools2)).body.data.token;
    // Using the acting session keeps the tools session alive; idling past the expiry ends both.
    t.advance(24 * 3600);
    expect((await t.call('/employee', {}, acting2)).status).toBe(401);
    expect((await t.call('/extend-token', {}, tools2)).status).toBe(401);
  });
});
