import { API_MESSAGES } from '@benefits/contract';
import { ENROLMENT_MESSAGES as M, MESSAGES, addDays, addYears, planYearOn, todayIso } from '@benefits/domain';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  changeLog,
  classifications,
  employeeClassifications,
  employeeDivisions,
  employees,
  employers,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Added = { ID: number; firstName: string; lastName: string; email: string; nonMemberAdmin: boolean };
type AddAnswer = { added: Added[]; message: string };
type Preview = {
  rows: { row: number; values: Record<string, string>; errors: { field: string; message: string }[] }[];
  badRows: number;
};

const linkIn = (text: string) => /http:\/\/app\.test\/login\/update\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

const HEADER =
  'first_name,last_name,email,date_of_birth,province,effective_date,classification,division,group_admin,language';

describe.each(backends)('adding employees on %s', (backend) => {
  let t: TestApp;
  let liam: string;
  const today = () => todayIso(new Date());
  const form = (over: Record<string, unknown> = {}) => ({
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@example.com',
    dateOfBirth: '1991-05-14',
    province: 'AB',
    effectiveDate: today(),
    classification: 'Drivers',
    division: 'Fleet Operations',
    groupAdmin: false,
    language: 'en',
    ...over,
  });
  const employeeCount = async () => (await t.db.select({ n: count() }).from(employees))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
    // A company whose contract type (20) may not add employees, and its group admin.
    await t.db
      .insert(employers)
      .values({ id: 5090, name: 'Contract Twenty Inc.', contractType: 20, planCode: 1071, province: 'ON' });
    await t.db.insert(employees).values({
      id: 100090,
      employerId: 5090,
      passwordHash: 'x',
      firstName: 'Tess',
      lastName: 'Twenty',
      email: 'tess@example.com',
      groupAdmin: true,
      province: 'ON',
      dateOfBirth: '1980-01-01',
      effectiveDate: '2020-01-01',
    });
  });
  afterAll(async () => t?.close());

  describe('one employee by form', () => {
    let added: Added;

    it('adds the employee with a new ID, classification, division, limit, change log and welcome', async () => {
      const mails = t.outbox.length;
      const [highest] = await t.db.select({ id: max(employees.id) }).from(employees);
      const res = await t.call<AddAnswer>('/employer/add-employees', form(), liam);
      expect(res.body.code, res.raw).toBe(0);
      expect(res.body.data.message).toBe(M.employeeAdded);
      added = res.body.data.added[0]!;
      expect(added).toMatchObject({ firstName: 'Maya', lastName: 'Chen', nonMemberAdmin: false });
      expect(added.ID).toBe(highest!.id! + 1); // the highest ID in use plus one

      const [row] = await t.db.select().from(employees).where(eq(employees.id, added.ID));
      expect(row).toMatchObject({
        employerId: 5002,
        groupAdmin: false,
        nonMemberAdminOnly: false,
        wellness: true,
        dateOfBirth: '1991-05-14',
        newEmployeeCheck: true,
        missingInfo: true,
      });
      // No password hashed: an unusable marker until the employee sets one.
      expect(row!.passwordHash.startsWith('$argon2')).toBe(false);
      const [cls] = await t.db
        .select({ name: classifications.name })
        .from(employeeClassifications)
        .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
        .where(eq(employeeClassifications.employeeId, added.ID));
      expect(cls?.name).toBe('Drivers');
      expect(
        await t.db.select().from(employeeDivisions).where(eq(employeeDivisions.employeeId, added.ID)),
      ).toHaveLength(1);

      // The Drivers limit (HSA $1,000, wellness $250) for the current plan year, as ledger rows.
      const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, added.ID));
      const planYear = planYearOn({ type: 3, fiscalYearEnd: null, effectiveDate: today() }, today()).key;
      expect(ledger.map((l) => [l.account, l.amountCents, l.planYear, l.kind]).sort()).toEqual([
        ['HSA', 100_000, planYear, 'FUNDING'],
        ['WSA', 25_000, planYear, 'FUNDING'],
      ]);

      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'employee'), eq(changeLog.entityId, String(added.ID))));
      expect(log.map((l) => l.field)).toEqual(
        expect.arrayContaining(['firstName', 'email', 'classificationId']),
      );
      expect(log.every((l) => l.actorId === '100002' && l.subjectId === '5002')).toBe(true);
      // The birth date is masked in the log.
      expect(log.find((l) => l.field === 'dateOfBirth')?.newValue).not.toBe('1991-05-14');

      const mail = t.outbox.slice(mails).find((m) => m.to === 'maya.chen@example.com');
      expect(mail?.subject).toContain('welcome');
      expect(mail?.text).toContain(String(added.ID));
      expect(linkIn(mail!.text)).toBeTruthy();
    });

    it('signs the employee in only once they set a password with the welcome link (once)', async () => {
      const refused = await t.call('/login/', { id: String(added.ID), pw: '!no-password-yet' });
      expect(refused.body.data.error?.GENERAL).toBe(API_MESSAGES.invalidCredentials);
      const mail = t.outbox.find((m) => m.to === 'maya.chen@example.com')!;
      const hash = linkIn(mail.text)!;
      const set = await t.call('/password/update/', { pw1: 'maya-password', hash, type: 'employee' });
      expect(set.body).toEqual({ code: 0, data: { message: API_MESSAGES.passwordUpdated } });
      // A first password is no change: no "your password was changed" notice.
      expect(t.outbox.filter((m) => m.to === 'maya.chen@example.com')).toHaveLength(1);
      const again = await t.call('/password/update/', { pw1: 'other-password', hash, type: 'employee' });
      expect(again.body.data.error?.GENERAL).toBe(API_MESSAGES.resetLinkInvalid);
      const login = await t.call<{ user: Record<string, unknown> }>('/login/', {
        id: String(added.ID),
        pw: 'maya-password',
      });
      expect(login.body.code).toBe(0);
      expect(login.body.data.user).toMatchObject({
        ID: added.ID,
        EMPLOYER: 5002,
        BALANCE: 100_000,
        WELLNESS_BALANCE: 25_000,
        NEW_EMPLOYEE_CHECK: 'Y',
      });
    });

    it('gives each field its message and saves nothing', async () => {
      const before = await employeeCount();
      const res = await t.call(
        '/employer/add-employees',
        form({
          firstName: '',
          lastName: 'Ch3n!',
          email: 'liam.gagnon@example.com',
          dateOfBirth: addYears(today(), -17),
          province: 'XX',
          effectiveDate: addYears(today(), 2),
          classification: 'Crew', // another company's
          division: 'Consulting', // another company's
        }),
        liam,
      );
      expect(res.status).toBe(400);
      expect(res.body.data.error).toEqual({
        GENERAL: MESSAGES.correctInformation,
        firstName: M.firstNameRequired,
        lastName: MESSAGES.invalidName,
        email: M.emailInUse,
        dateOfBirth: MESSAGES.birthDateTooYoung,
        province: MESSAGES.selectProvince,
        effectiveDate: M.effectiveDateTooLate,
        classification: M.unknownClassification,
        division: M.unknownDivision,
      });
      expect(await employeeCount()).toBe(before);
    });

    it('writes the welcome in French when asked', async () => {
      const res = await t.call<AddAnswer>(
        '/employer/add-employees',
        form({ email: 'zoe.fr@example.com', firstName: 'Zoé', language: 'fr', division: '' }),
        liam,
      );
      expect(res.body.code, res.raw).toBe(0);
      const mail = t.outbox.find((m) => m.to === 'zoe.fr@example.com')!;
      expect(mail.subject).toContain('bienvenue');
      expect(mail.text).toContain('Bonjour Zoé');
    });

    it('gives two additions at the same time two different IDs', async () => {
      const [a, b] = await Promise.all([
        t.call<AddAnswer>('/employer/add-employees', form({ email: 'twin.a@example.com' }), liam),
        t.call<AddAnswer>('/employer/add-employees', form({ email: 'twin.b@example.com' }), liam),
      ]);
      expect(a.body.code, a.raw).toBe(0);
      expect(b.body.code, b.raw).toBe(0);
      expect(a.body.data.added[0]!.ID).not.toBe(b.body.data.added[0]!.ID);
    });
  });

  describe('an employee whose effective date is later', () => {
    it('is not funded at enrolment: nothing in the ledger, and HSA Balances by Employee counts nothing today', async () => {
      const later = addDays(today(), 40);
      const res = await t.call<AddAnswer>(
        '/employer/add-employees',
        form({ email: 'later.hire@example.com', firstName: 'Later', effectiveDate: later }),
        liam,
      );
      expect(res.body.code, res.raw).toBe(0);
      const id = res.body.data.added[0]!.ID;
      // The daily plan-year funding run funds them on that date, at the amounts of that day (decision 0059).
      expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, id))).toEqual([]);
      const report = await t.call<{ rows: { employeeId: string; funded: number; closing: number }[] }>(
        '/report/run',
        { report: 'employeeBalance', startdate: addDays(today(), -30), enddate: today() },
        liam,
      );
      expect(report.body.code, report.raw).toBe(0);
      const row = report.body.data.rows.find((r) => r.employeeId === String(id));
      expect([row?.funded ?? 0, row?.closing ?? 0]).toEqual([0, 0]);
    });
  });

  describe('a non-plan administrator', () => {
    it('gets a login and a welcome, and signs in as a non-member admin with the company menu', async () => {
      const res = await t.call<AddAnswer>(
        '/employer/add-non-plan-admin',
        { firstName: 'Noah', lastName: 'Roy', email: 'noah.roy@example.com', language: 'en' },
        liam,
      );
      expect(res.body.code, res.raw).toBe(0);
      expect(res.body.data.message).toBe(M.adminAdded);
      const admin = res.body.data.added[0]!;
      expect(admin.nonMemberAdmin).toBe(true);
      expect(
        await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, admin.ID)),
      ).toHaveLength(0);
      const mail = t.outbox.find((m) => m.to === 'noah.roy@example.com')!;
      expect(mail.text).toContain('administrator');
      await t.call('/password/update/', { pw1: 'noah-password', hash: linkIn(mail.text)!, type: 'employee' });
      const login = await t.call<{ user: Record<string, unknown>; token: string }>('/login/', {
        id: String(admin.ID),
        pw: 'noah-password',
      });
      expect(login.body.data.user).toMatchObject({
        NON_MEMBER_ADMIN_ONLY: 'Y',
        GROUP_ADMIN: 'N',
        EMPLOYER: 5002,
      });
      // A company administrator: the company's endpoints answer.
      const divisions = await t.call('/employer/divisions/get', {}, login.body.data.token);
      expect(divisions.body.code).toBe(0);
    });

    it('gives its fields their messages', async () => {
      const res = await t.call(
        '/employer/add-non-plan-admin',
        { firstName: '', lastName: 'Roy', email: 'bad', language: 'de' },
        liam,
      );
      expect(res.body.data.error).toEqual({
        GENERAL: MESSAGES.correctInformation,
        firstName: M.firstNameRequired,
        email: MESSAGES.invalidEmail,
        language: M.invalidLanguage,
      });
    });
  });

  describe('many employees from a CSV file', () => {
    const line = (i: number, over: Partial<Record<string, string>> = {}) => {
      const v = {
        first: `First${String.fromCharCode(65 + (i % 26))}`,
        last: `Bulk${i}`,
        email: `bulk${i}@example.com`,
        birth: '1985-03-04',
        province: 'AB',
        effective: today(),
        classification: i % 2 ? 'Drivers' : 'management',
        division: i % 3 ? '' : 'Head Office',
        admin: 'N',
        language: i % 4 ? 'en' : 'fr',
        ...over,
      };
      return [
        v.first,
        v.last,
        v.email,
        v.birth,
        v.province,
        v.effective,
        v.classification,
        v.division,
        v.admin,
        v.language,
      ].join(',');
    };
    const csv = (lines: string[]) => `${HEADER}\r\n${lines.join('\r\n')}\r\n`;

    it('previews every row with its messages: bad values, repeated and existing e-mails', async () => {
      const res = await t.call<Preview>(
        '/employer/add-employees/csv/preview',
        {
          fileName: 'staff.csv',
          content: csv([
            line(1),
            line(2, { birth: '31/02/1990' }),
            line(3, { email: 'bulk1@example.com' }),
            line(4, { email: 'LIAM.GAGNON@example.com', classification: 'Nobody' }),
          ]),
        },
        liam,
      );
      expect(res.body.code, res.raw).toBe(0);
      expect(res.body.data.badRows).toBe(3);
      expect(res.body.data.rows.map((r) => [r.row, r.errors])).toEqual([
        [2, []],
        [3, [{ field: 'dateOfBirth', message: MESSAGES.invalidBirthDate }]],
        [4, [{ field: 'email', message: 'This email address is also on row 2 of the file.' }]],
        [
          5,
          [
            { field: 'email', message: M.emailInUse },
            { field: 'classification', message: M.unknownClassification },
          ],
        ],
      ]);
      expect(res.body.data.rows[1]!.values.dateOfBirth).toBe('31/02/1990');
    });

    it('refuses a file without the needed columns, or unreadable', async () => {
      const missing = await t.call(
        '/employer/add-employees/csv/preview',
        { fileName: 'x.csv', content: 'first_name,last_name\r\nA,B\r\n' },
        liam,
      );
      expect(missing.status).toBe(400);
      expect(missing.body.data.error?.GENERAL).toContain('email, date_of_birth');
      const broken = await t.call(
        '/employer/add-employees/csv/preview',
        { fileName: 'x.csv', content: `${HEADER}\r\n"unclosed,quote\r\n` },
        liam,
      );
      expect(broken.status).toBe(400);
      expect(broken.body.data.error?.GENERAL).toMatch(/could not be read as CSV/);
    });

    it('saves nothing while 3 of 500 rows are bad, then all 500 in one go in under 10 seconds', async () => {
      const rows = Array.from({ length: 500 }, (_, i) => line(i + 100));
      rows[10] = line(110, { province: 'ZZ' });
      rows[250] = line(350, { first: '' });
      rows[499] = line(599, { email: 'bulk100@example.com' });
      const content = csv(rows);
      const before = await employeeCount();

      const preview = await t.call<Preview>('/employer/add-employees/csv/preview', { content }, liam);
      expect(preview.body.data.badRows).toBe(3);
      expect(preview.body.data.rows.flatMap((r) => r.errors.map((e) => [r.row, e.field]))).toEqual([
        [12, 'province'],
        [252, 'firstName'],
        [501, 'email'],
      ]);
      const refused = await t.call('/employer/add-employees/csv/save', { content }, liam);
      expect(refused.status).toBe(400);
      expect(refused.body.data.error?.GENERAL).toBe(
        'Nothing was saved: 3 row(s) have problems. Correct the file and upload it again.',
      );
      expect(await employeeCount()).toBe(before);

      rows[10] = line(110);
      rows[250] = line(350);
      rows[499] = line(599);
      const fixed = csv(rows);
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/webapp/employer/add-employees/csv/save',
        headers: { 'content-type': 'application/json', token: liam },
        payload: JSON.stringify({ data: { fileName: 'staff.csv', content: fixed } }),
      });
      const seconds = (performance.now() - started) / 1000;
      expect(res.statusCode, res.body).toBe(200);
      // The requirement, measured on each backend (docs/performance.md).
      expect(seconds).toBeLessThan(10);
      console.info(`[enrolment] 500-row CSV saved on ${backend} in ${seconds.toFixed(2)} s`);

      const answer = (res.json() as { data: AddAnswer }).data;
      expect(answer.added).toHaveLength(500);
      expect(answer.message).toBe('500 employees added');
      expect(await employeeCount()).toBe(before + 500);
      const ids = answer.added.map((a) => a.ID);
      expect(new Set(ids).size).toBe(500);
      const [ledger] = await t.db
        .select({ n: count() })
        .from(balanceLedger)
        .where(and(inArray(balanceLedger.employeeId, ids), eq(balanceLedger.account, 'HSA')));
      expect(ledger!.n).toBe(500);

      // The welcomes, one per employee, each with its own link.
      await t.services.jobs.runUntilEmpty();
      const welcomes = t.outbox.filter((m) => /^bulk\d+@example\.com$/.test(m.to));
      expect(welcomes).toHaveLength(500);
      expect(new Set(welcomes.map((m) => linkIn(m.text))).size).toBe(500);
      expect(welcomes.find((m) => m.to === 'bulk100@example.com')!.subject).toContain('bienvenue');
    });
  });

  describe('who may add', () => {
    const one = form({ email: 'nobody.new@example.com' });

    it('refuses an employee who is not an administrator, a partner and the signed out', async () => {
      const olivia = await t.login('employee', '100001');
      const partner = await t.login('partner', '200001');
      for (const path of [
        '/employer/add-employees',
        '/employer/add-non-plan-admin',
        '/employer/add-employees/csv/preview',
        '/employer/add-employees/csv/save',
      ]) {
        expect((await t.call(path, one, olivia)).status).toBe(403);
        expect((await t.call(path, one, partner)).status).toBe(403);
        const out = await t.call(path, one);
        expect(out.status).toBe(401);
        expect(out.body.data.error?.FORCE_LOGOUT).toBe(true);
      }
    });

    it('refuses the administrator of a company of another contract type, here and on divisions', async () => {
      const tess = await t.call<{ token: string }>('/login/', { id: '100090', pw: 'x' });
      expect(tess.body.code).not.toBe(0); // 'x' is no argon2 hash: sign in through a session instead
      const { token } = await t.services.sessions.create('employee', '100090', {
        ip: '1.1.1.1',
        userAgent: 't',
      });
      for (const path of [
        '/employer/add-employees',
        '/employer/add-non-plan-admin',
        '/employer/divisions/get',
      ]) {
        const res = await t.call(path, one, token);
        expect(res.status, path).toBe(403);
        expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      }
    });

    it('keeps another company’s administrator to their own company’s classifications', async () => {
      const jacob = await t.login('employee', '100008'); // group admin of 5004
      const res = await t.call('/employer/add-employees', form({ classification: 'Drivers' }), jacob);
      expect(res.body.data.error?.classification).toBe(M.unknownClassification);
      const [drivers] = await t.db
        .select({ id: classifications.id })
        .from(classifications)
        .where(and(eq(classifications.employerId, 5002), eq(classifications.name, 'Drivers')));
      const byId = await t.call('/employer/add-employees', form({ classification: drivers!.id }), jacob);
      expect(byId.body.data.error?.classification).toBe(M.unknownClassification);
      const ok = await t.call<AddAnswer>(
        '/employer/add-employees',
        form({ classification: 'Crew', division: '' }),
        jacob,
      );
      expect(ok.body.code, ok.raw).toBe(0);
      const [row] = await t.db.select().from(employees).where(eq(employees.id, ok.body.data.added[0]!.ID));
      expect(row!.employerId).toBe(5004);
    });
  });
});
