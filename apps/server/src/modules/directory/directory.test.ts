import { API_MESSAGES, type Api, type ResponseOf } from '@benefits/contract';
import {
  addDays,
  CLASSIFICATION_MESSAGES as CM,
  DIRECTORY_MESSAGES as M,
  ledgerReference,
  MESSAGES,
  planYearOn,
  todayIso,
  type BalanceLedgerKind,
} from '@benefits/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  changeLog,
  classifications,
  divisions,
  employeeClassChanges,
  employeeClassifications,
  employeeOneTimeChanges,
  employees,
} from '../../db/schema';
import { JobQueue } from '../../platform/jobs';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { fundPlanYears } from '../plan-year-funding/funding';
import { applyClassChange, applyOneTimeChange, registerDirectoryJobs } from './service';

type Directory = ResponseOf<Api['employeeDirectory']>;
type Classes = ResponseOf<Api['employerClassifications']>;
type Wellness = ResponseOf<Api['employerWellness']>;
type Entry = Directory['employees'][number];
type Changed = { employee: Entry; message: string; errorKeys?: Record<string, unknown> };

const DAY = 86_400;
// The demo team of 5002 (seed/directory.ts) and its admins.
const LIAM = 100002; // group admin
const PRIYA = 100003; // non-member admin
const [ETHAN, SOPHIE, MASON, ZOE, OWEN, AMELIA] = [100101, 100102, 100103, 100104, 100105, 100106];
const OLIVIA = 100001; // another company's (5001) employee

const ENDPOINTS = [
  ['/employee/directory', {}],
  ['/employee/terminate', { employeeId: ETHAN, termDate: '2099-01-01' }],
  ['/employee/cancel-terminate', { employeeId: ETHAN }],
  ['/employer/change-employee-name', { employeeId: ETHAN, FIRST_NAME: 'X', LAST_NAME: 'Y' }],
  ['/employer/change-employee-division', { employeeId: ETHAN, divisionId: null }],
  ['/employer/toggle-bc-status', { employeeId: ETHAN }],
  ['/employer/class-change/add', { employeeId: ETHAN, newClassificationId: 1, changeDate: '2099-01-01' }],
  ['/employer/class-change/remove', { classChangeId: 1 }],
  [
    '/employer/otc-change/add',
    {
      employeeId: ETHAN,
      changeAmountCents: 100,
      changeDate: '2099-01-01',
      changeReason: 'x',
      requestId: 'otc-matrix-1',
    },
  ],
  ['/employer/otc-change/remove', { otcChangeId: 1 }],
] as const;

describe.each(backends)('the employee directory on %s', (backend) => {
  let t: TestApp;
  let liam: string;
  let other: string; // 100008, group admin of 5004
  const today = () => todayIso(t.services.now());
  const planYear = (date: string) => planYearOn({ type: 3, effectiveDate: '2000-01-01' }, date).key;
  const list = async (data: object = {}, token = liam) => {
    const res = await t.call<Directory>('/employee/directory', data, token);
    expect(res.status, res.raw).toBe(200);
    return res.body.data;
  };
  const entry = async (id: number) =>
    (await list({ search: String(id) })).employees.find((e) => e.ID === id)!;
  // A one-time change names its request (one per dialog the web opens): a fresh one unless the
  // test names its own.
  let requests = 0;
  const withRequest = (url: string, data: object) =>
    url === '/employer/otc-change/add' && !('requestId' in data)
      ? { ...data, requestId: `otc-test-${String((requests += 1)).padStart(4, '0')}` }
      : data;
  const change = (url: string, data: object, token = liam) =>
    t.call<Changed>(url, withRequest(url, data), token);
  const classId = async (name: string, employerId = 5002) =>
    (
      await t.db
        .select()
        .from(classifications)
        .where(and(eq(classifications.employerId, employerId), eq(classifications.name, name)))
    )[0]!.id;
  const ledgerOf = (employeeId: number, kind: BalanceLedgerKind) =>
    t.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, employeeId), eq(balanceLedger.kind, kind)));
  /** Two workers (two processes' queues on the same database) race for what is due. */
  const race = async () => {
    const workers = [
      new JobQueue(t.db, { now: t.services.now }),
      new JobQueue(t.db, { now: t.services.now }),
    ];
    for (const w of workers) registerDirectoryJobs(w, t.services);
    const ran = await Promise.all(workers.map((w) => w.runUntilEmpty()));
    return ran[0]! + ran[1]!;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', String(LIAM));
    other = await t.login('employee', '100008');
  });
  afterAll(async () => t?.close());

  describe('who may call it', () => {
    it('refuses the signed out, a plain employee, a terminated one, a partner and staff', async () => {
      const employee = await t.login('employee', String(OLIVIA));
      const terminated = (
        await t.services.sessions.create('employee', '100004', { ip: '10.0.0.9', userAgent: 'test' })
      ).token;
      const partner = await t.login('partner', '200001');
      const staff = await t.login('tools', 'staff');
      for (const [url, data] of ENDPOINTS) {
        const signedOut = await t.call(url, data);
        expect(signedOut.status, url).toBe(401);
        expect(signedOut.body.data.error?.GENERAL).toBe(API_MESSAGES.signInRequired);
        for (const token of [employee, terminated, partner, staff]) {
          const res = await t.call(url, data, token);
          expect(res.status, url).toBe(403);
          expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
        }
      }
      const [ethan] = await t.db.select().from(employees).where(eq(employees.id, ETHAN));
      expect([ethan!.firstName, ethan!.groupAdmin, ethan!.terminated]).toEqual(['Ethan', false, false]);
    });

    it('answers another company’s employee as an unknown ID, and changes nothing', async () => {
      const before = await t.db.select().from(employees).where(eq(employees.id, OLIVIA));
      for (const [url, data] of ENDPOINTS.slice(1)) {
        if (!('employeeId' in data)) continue;
        for (const employeeId of [OLIVIA, 999_999]) {
          const dated = {
            ...('termDate' in data ? { termDate: today() } : {}),
            ...('changeDate' in data ? { changeDate: today() } : {}),
          };
          const res = await t.call(url, { ...data, ...dated, employeeId }, liam);
          expect(res.status, `${url} ${employeeId}`).toBe(404);
          expect(res.body.data.error?.GENERAL).toBe(M.employeeNotFound);
        }
      }
      // 5004's admin cannot reach 5002's employees either.
      const res = await t.call('/employer/toggle-bc-status', { employeeId: ETHAN }, other);
      expect(res.body.data.error?.GENERAL).toBe(M.employeeNotFound);
      expect(await t.db.select().from(employees).where(eq(employees.id, OLIVIA))).toEqual(before);
      expect(await ledgerOf(OLIVIA, 'ONE_TIME_CHANGE')).toEqual([]);
    });
  });

  describe('the list', () => {
    it('shows the caller’s company’s employees only, whatever the payload says, by name', async () => {
      const mine = await list({ employerId: 5001, EMPLOYER: 5001 });
      expect(mine.hasWellness).toBe(true);
      expect(mine.hasMore).toBe(false);
      expect(mine.employees.map((e) => e.LAST_NAME)).toEqual([
        'Bélanger',
        'Bouchard',
        'Chen',
        'Côté',
        'Fraser',
        'Gagnon',
        'Nguyen',
        'Patel',
      ]);
      const liamRow = mine.employees.find((e) => e.ID === LIAM)!;
      expect(liamRow).toMatchObject({
        FIRST_NAME: 'Liam',
        EMAIL: 'liam.gagnon@example.com',
        division: { divisionName: 'Head Office' },
        classification: { classificationName: 'Management' },
        wsaBalanceCents: 50_000,
        GROUP_ADMIN: 'Y',
        TERMINATED_FLAG: 'N',
        status: 'active',
        pendingClassChange: null,
        pendingOneTimeChanges: [],
      });
      // Priya is a non-member admin: no account, so no balance (not an empty one), HSA or WSA.
      expect(mine.employees.find((e) => e.ID === PRIYA)).toMatchObject({
        NON_MEMBER_ADMIN_ONLY: 'Y',
        hsaBalanceCents: null,
        wsaBalanceCents: null,
        classification: null,
      });
      expect(liamRow.hsaBalanceCents).toEqual(expect.any(Number));
      // Amounts and balances only: nothing of claims, services, providers or receipts.
      expect(Object.keys(liamRow).sort()).toEqual(
        [
          'CLAIM_PERIOD_ENDED',
          'EMAIL',
          'FIRST_NAME',
          'GROUP_ADMIN',
          'ID',
          'LAST_NAME',
          'NON_MEMBER_ADMIN_ONLY',
          'TERMINATED_FLAG',
          'classification',
          'division',
          'effectiveDate',
          'hsaBalanceCents',
          'pendingClassChange',
          'pendingOneTimeChanges',
          'planYear',
          'status',
          'terminationDate',
          'wsaBalanceCents',
        ].sort(),
      );
      expect(JSON.stringify(mine.employees)).not.toMatch(/service|provider|receipt|patient/i);
      const theirs = await list({}, other);
      expect(theirs.employees.map((e) => e.ID)).toEqual([100008]);
      expect(theirs.hasWellness).toBe(false);
      expect(theirs.employees[0]!.wsaBalanceCents).toBeNull();
    });

    it('searches by name, ID and e-mail, and sorts by ID, division, classification and status', async () => {
      const ids = async (data: object) => (await list(data)).employees.map((e) => e.ID);
      expect(await ids({ search: 'sophie côté' })).toEqual([SOPHIE]);
      expect(await ids({ search: 'NGUYEN, mason' })).toEqual([MASON]);
      expect(await ids({ search: '10010', sort: 'id' })).toEqual([ETHAN, SOPHIE, MASON, ZOE, OWEN, AMELIA]);
      expect(await ids({ search: 'owen.fraser@' })).toEqual([OWEN]);
      expect(await ids({ search: '%' })).toEqual([]);
      expect(await ids({ search: 'olivia' })).toEqual([]);
      expect(await ids({ sort: 'id', descending: true })).toEqual([
        AMELIA,
        OWEN,
        ZOE,
        MASON,
        SOPHIE,
        ETHAN,
        PRIYA,
        LIAM,
      ]);
      const byDivision = await ids({ sort: 'division' });
      expect(byDivision[0]).toBe(LIAM); // the only one in a division; those in none come last
      const byClass = (await list({ sort: 'classification' })).employees.map(
        (e) => e.classification?.classificationName ?? null,
      );
      expect(byClass).toEqual([
        'Drivers',
        'Drivers',
        'Drivers',
        'Drivers',
        'Drivers',
        'Drivers',
        'Management',
        null,
      ]);
      const bad = await t.call('/employee/directory', { sort: 'balance' }, liam);
      expect(bad.status).toBe(400);
      expect(bad.body.data.error?.sort).toBe(M.invalidSort);
    });

    it('says when an employee starts later (QA lifecycle finding 9), and sorts them first by status', async () => {
      const [before] = await t.db.select().from(employees).where(eq(employees.id, OWEN));
      const starts = addDays(today(), 30);
      await t.db.update(employees).set({ effectiveDate: starts }).where(eq(employees.id, OWEN));
      try {
        const byStatus = (await list({ sort: 'status' })).employees;
        expect(byStatus[0]).toMatchObject({ ID: OWEN, status: 'starting', effectiveDate: starts });
        expect(byStatus.slice(1).map((e) => e.status)).not.toContain('starting');
        const last = (await list({ sort: 'status', descending: true })).employees;
        expect(last.at(-1)!.ID).toBe(OWEN);
      } finally {
        await t.db
          .update(employees)
          .set({ effectiveDate: before!.effectiveDate })
          .where(eq(employees.id, OWEN));
      }
      expect((await list()).employees.find((e) => e.ID === OWEN)).toMatchObject({
        status: 'active',
        effectiveDate: before!.effectiveDate,
      });
    });

    it('answers at most 600 a fetch, the next ones from an offset, none twice', async () => {
      // 650 more employees in 5004 (its admin 100008 has 651).
      const [crew] = await t.db.select().from(employees).where(eq(employees.id, 100008));
      const rows = Array.from({ length: 650 }, (_, i) => ({
        ...crew!,
        id: 300_000 + i,
        firstName: `Crew${String(i).padStart(3, '0')}`,
        lastName: `Member${String(i).padStart(3, '0')}`,
        email: `crew${i}@example.com`,
        groupAdmin: false,
        createdAt: undefined,
      }));
      for (let i = 0; i < rows.length; i += 200) await t.db.insert(employees).values(rows.slice(i, i + 200));
      const first = await list({ sort: 'id' }, other);
      expect(first.employees).toHaveLength(600);
      expect(first.hasMore).toBe(true);
      const second = await list({ sort: 'id', offset: 600 }, other);
      expect(second.employees).toHaveLength(51);
      expect(second.hasMore).toBe(false);
      const all = [...first.employees, ...second.employees].map((e) => e.ID);
      expect(new Set(all).size).toBe(651);
      expect(all).toEqual([...all].sort((a, b) => a - b));
      const tooMany = await t.call('/employee/directory', { limit: 601 }, other);
      expect(tooMany.status).toBe(400);
      await t.db.delete(employees).where(
        inArray(
          employees.id,
          rows.map((r) => r.id),
        ),
      );
    });
  });

  describe('name and division', () => {
    it('changes the name (the spec’s name rule), logged; refuses a bad one field by field', async () => {
      const res = await change('/employer/change-employee-name', {
        employeeId: OWEN,
        FIRST_NAME: ' Owen ',
        LAST_NAME: "O'Fraser-Smith",
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.data.message).toBe(M.nameChanged);
      expect(res.body.data.employee).toMatchObject({ FIRST_NAME: 'Owen', LAST_NAME: "O'Fraser-Smith" });
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'employee'), eq(changeLog.entityId, String(OWEN))));
      expect(log.map((l) => [l.actorId, l.field, l.oldValue, l.newValue])).toContainEqual([
        String(LIAM),
        'lastName',
        'Fraser',
        "O'Fraser-Smith",
      ]);
      const bad = await change('/employer/change-employee-name', {
        employeeId: OWEN,
        FIRST_NAME: '',
        LAST_NAME: 'Sm!th',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toMatchObject({
        FIRST_NAME: M.firstNameRequired,
        LAST_NAME: MESSAGES.invalidName,
      });
      const same = await change('/employer/change-employee-name', {
        employeeId: OWEN,
        FIRST_NAME: 'Owen',
        LAST_NAME: "O'Fraser-Smith",
      });
      expect(same.body.data.error?.FIRST_NAME).toBe(M.nameUnchanged);
    });

    it('moves an employee to a division of the company or to none; not to another company’s', async () => {
      const [fleet] = await t.db.select().from(divisions).where(eq(divisions.name, 'Fleet Operations'));
      const [consulting] = await t.db.select().from(divisions).where(eq(divisions.name, 'Consulting'));
      const moved = await change('/employer/change-employee-division', {
        employeeId: OWEN,
        divisionId: fleet!.id,
      });
      expect(moved.body.data.employee.division).toEqual({
        divisionId: fleet!.id,
        divisionName: 'Fleet Operations',
      });
      expect(moved.body.data.message).toBe(M.divisionChanged);
      const theirs = await change('/employer/change-employee-division', {
        employeeId: OWEN,
        divisionId: consulting!.id,
      });
      expect(theirs.status).toBe(400);
      expect(theirs.body.data.error?.divisionId).toBe(CM.divisionNotFound);
      const none = await change('/employer/change-employee-division', { employeeId: OWEN, divisionId: null });
      expect(none.body.data.employee.division).toBeNull();
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'employeeDivision'), eq(changeLog.entityId, String(OWEN))));
      expect(log.map((l) => [l.field, l.oldValue, l.newValue])).toContainEqual([
        'divisionName',
        'Fleet Operations',
        null,
      ]);
    });
  });

  describe('group administrator (BC) status', () => {
    it('is granted and removed; never one’s own, never a non-member admin’s, and one admin stays', async () => {
      const own = await change('/employer/toggle-bc-status', { employeeId: LIAM });
      expect(own.status).toBe(409);
      expect(own.body.data.error?.GENERAL).toBe(M.ownAdminStatus);
      const priya = await change('/employer/toggle-bc-status', { employeeId: PRIYA });
      expect(priya.body.data.error?.GENERAL).toBe(M.nonMemberAdmin);

      const granted = await change('/employer/toggle-bc-status', { employeeId: ETHAN });
      expect(granted.body.data).toMatchObject({ message: M.adminGranted, employee: { GROUP_ADMIN: 'Y' } });
      const ethan = await t.login('employee', String(ETHAN));
      // Ethan, now an admin, schedules Liam's termination; Liam (leaving) may no longer remove Ethan,
      // nor may Ethan be terminated: the company would be left without an administrator who stays.
      await t.db.update(employees).set({ nonMemberAdminOnly: false }).where(eq(employees.id, PRIYA));
      await t.db.update(employees).set({ groupAdmin: false }).where(eq(employees.id, PRIYA));
      const leaving = await change(
        '/employee/terminate',
        { employeeId: LIAM, termDate: addDays(today(), 30) },
        ethan,
      );
      expect(leaving.status, leaving.raw).toBe(200);
      const last = await change('/employer/toggle-bc-status', { employeeId: ETHAN });
      expect(last.status).toBe(409);
      expect(last.body.data.error?.GENERAL).toBe(M.lastAdmin);
      const lastTerminated = await change('/employee/terminate', { employeeId: ETHAN, termDate: today() });
      expect(lastTerminated.body.data.error?.GENERAL).toBe(M.terminateLastAdmin);
      // Put things back: Liam's termination cancelled, Priya a non-member admin again.
      expect((await change('/employee/cancel-terminate', { employeeId: LIAM }, ethan)).status).toBe(200);
      await t.db.update(employees).set({ nonMemberAdminOnly: true }).where(eq(employees.id, PRIYA));
      const removed = await change('/employer/toggle-bc-status', { employeeId: ETHAN });
      expect(removed.body.data).toMatchObject({ message: M.adminRemoved, employee: { GROUP_ADMIN: 'N' } });
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entityId, String(ETHAN)), eq(changeLog.field, 'groupAdmin')));
      expect(log.map((l) => [l.oldValue, l.newValue])).toEqual([
        ['N', 'Y'],
        ['Y', 'N'],
      ]);
    });
  });

  describe('termination', () => {
    it('from today terminates at once, and is cancelled; never oneself', async () => {
      const self = await change('/employee/terminate', { employeeId: LIAM, termDate: today() });
      expect(self.body.data.error?.GENERAL).toBe(M.terminateSelf);
      const res = await change('/employee/terminate', { employeeId: ETHAN, termDate: today() });
      expect(res.body.data).toMatchObject({
        message: M.employeeTerminated,
        employee: { TERMINATED_FLAG: 'Y', terminationDate: today(), status: 'terminated' },
      });
      const again = await change('/employee/terminate', { employeeId: ETHAN, termDate: today() });
      expect(again.body.data.error?.GENERAL).toBe(M.alreadyTerminated);
      // A terminated account keeps its balance for its claims' run-out but takes no new changes.
      const otc = await change('/employer/otc-change/add', {
        employeeId: ETHAN,
        changeAmountCents: 100,
        changeDate: today(),
        changeReason: 'Bonus',
      });
      expect(otc.body.data.error?.GENERAL).toBe(M.accountTerminated);
      const cancelled = await change('/employee/cancel-terminate', { employeeId: ETHAN });
      expect(cancelled.body.data).toMatchObject({
        message: M.terminationCancelled,
        employee: { TERMINATED_FLAG: 'N', terminationDate: null, status: 'active' },
      });
      const nothing = await change('/employee/cancel-terminate', { employeeId: ETHAN });
      expect(nothing.body.data.error?.GENERAL).toBe(M.notTerminated);
      // Once the claim period has ended, a termination stays.
      await change('/employee/terminate', { employeeId: ETHAN, termDate: today() });
      await t.db.update(employees).set({ claimPeriodEnded: true }).where(eq(employees.id, ETHAN));
      const late = await change('/employee/cancel-terminate', { employeeId: ETHAN });
      expect(late.body.data.error?.GENERAL).toBe(M.claimPeriodEnded);
      await t.db
        .update(employees)
        .set({ claimPeriodEnded: false, terminated: false, terminationDate: null })
        .where(eq(employees.id, ETHAN));
      const bad = await change('/employee/terminate', { employeeId: ETHAN, termDate: addDays(today(), 400) });
      expect(bad.body.data.error?.termDate).toBe(M.terminationDateTooLate);
      // Not before the employee's effective date: coverage cannot end before it began.
      const [before] = await t.db.select().from(employees).where(eq(employees.id, ETHAN));
      await t.db
        .update(employees)
        .set({ effectiveDate: addDays(today(), 10) })
        .where(eq(employees.id, ETHAN));
      const early = await change('/employee/terminate', { employeeId: ETHAN, termDate: addDays(today(), 5) });
      expect(early.status).toBe(400);
      expect(early.body.data.error?.termDate).toBe(M.terminationBeforeEffective);
      const [kept] = await t.db.select().from(employees).where(eq(employees.id, ETHAN));
      expect(kept!.terminationDate).toBeNull();
      await t.db
        .update(employees)
        .set({ effectiveDate: before!.effectiveDate })
        .where(eq(employees.id, ETHAN));
    });

    it('from a later date is pending until then, applied once by racing workers; a cancelled one never', async () => {
      const date = addDays(today(), 3);
      const res = await change('/employee/terminate', { employeeId: AMELIA, termDate: date });
      expect(res.body.data).toMatchObject({
        message: M.terminationScheduled,
        employee: { TERMINATED_FLAG: 'N', terminationDate: date, status: 'pending' },
      });
      await change('/employee/terminate', { employeeId: ZOE, termDate: date });
      await change('/employee/cancel-terminate', { employeeId: ZOE });
      t.advance(2 * DAY);
      expect(await race()).toBe(0); // not yet due
      t.advance(DAY + 60);
      expect(await race()).toBe(2);
      expect(await race()).toBe(0);
      t.advance(-3 * DAY - 60);
      const rows = await t.db
        .select()
        .from(employees)
        .where(inArray(employees.id, [AMELIA, ZOE]));
      expect(rows.map((r) => [r.id, r.terminated, r.terminationDate]).sort()).toEqual([
        [ZOE, false, null],
        [AMELIA, true, date],
      ]);
      const system = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.actorKind, 'system'), eq(changeLog.entityId, String(AMELIA))));
      expect(system.map((l) => [l.field, l.newValue])).toEqual([['terminated', 'Y']]);
      await change('/employee/cancel-terminate', { employeeId: AMELIA });
    });
  });

  describe('class changes', () => {
    it('from today move the employee at once, with the limit difference as ledger rows', async () => {
      const management = await classId('Management');
      const res = await change('/employer/class-change/add', {
        employeeId: SOPHIE,
        newClassificationId: management,
        changeDate: today(),
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.data).toMatchObject({
        message: M.classChanged,
        employee: {
          classification: { classificationId: management, classificationName: 'Management' },
          pendingClassChange: null,
          // Drivers $1,000 / $250 to Management $1,500 / $500.
          hsaBalanceCents: 150_000,
          wsaBalanceCents: 50_000,
        },
      });
      const rows = await ledgerOf(SOPHIE, 'CLASS_CHANGE');
      expect(rows.map((r) => [r.account, r.planYear, r.amountCents]).sort()).toEqual([
        ['HSA', planYear(today()), 50_000],
        ['WSA', planYear(today()), 25_000],
      ]);
      const same = await change('/employer/class-change/add', {
        employeeId: SOPHIE,
        newClassificationId: management,
        changeDate: today(),
      });
      expect(same.body.data.error?.newClassificationId).toBe(M.sameClassification);
      const theirs = await change('/employer/class-change/add', {
        employeeId: SOPHIE,
        newClassificationId: await classId('All Employees', 5001),
        changeDate: today(),
      });
      expect(theirs.body.data.error?.newClassificationId).toBe(CM.classificationNotFound);
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'employeeClassification'), eq(changeLog.entityId, String(SOPHIE))));
      expect(log.map((l) => [l.field, l.oldValue, l.newValue])).toContainEqual([
        'classificationName',
        'Drivers',
        'Management',
      ]);
    });

    it('from a later date are pending, removable, one at a time, and applied once on their date', async () => {
      const management = await classId('Management');
      const date = addDays(today(), 3);
      const add = () =>
        change('/employer/class-change/add', {
          employeeId: MASON,
          newClassificationId: management,
          changeDate: date,
        });
      const first = await add();
      expect(first.body.data.message).toBe(M.classChangeScheduled);
      const pending = first.body.data.employee.pendingClassChange!;
      expect(pending).toMatchObject({
        newClassificationId: management,
        classificationName: 'Management',
        changeDate: date,
      });
      expect(first.body.data.employee).toMatchObject({
        status: 'pending',
        classification: { classificationName: 'Drivers' },
      });
      expect((await add()).body.data.error?.changeDate).toBe(M.classChangePendingExists);
      // Another company's admin cannot remove it by naming its ID.
      const theirs = await change(
        '/employer/class-change/remove',
        { classChangeId: pending.classChangeId },
        other,
      );
      expect(theirs.status).toBe(404);
      expect(theirs.body.data.error?.GENERAL).toBe(M.classChangeNotFound);
      const removed = await change('/employer/class-change/remove', { classChangeId: pending.classChangeId });
      expect(removed.body.data).toMatchObject({
        message: M.classChangeRemoved,
        employee: { pendingClassChange: null, status: 'active' },
      });
      const second = (await add()).body.data.employee.pendingClassChange!;
      t.advance(3 * DAY + 60);
      expect(await race()).toBe(2); // the removed one's job finds nothing; the second applies
      expect(await race()).toBe(0);
      t.advance(-3 * DAY - 60);
      const rows = await ledgerOf(MASON, 'CLASS_CHANGE');
      expect(rows.map((r) => [r.account, r.amountCents, r.reference]).sort()).toEqual([
        ['HSA', 50_000, `Class change #${second.classChangeId}`],
        ['WSA', 25_000, `Class change #${second.classChangeId}`],
      ]);
      const states = await t.db
        .select({ id: employeeClassChanges.id, state: employeeClassChanges.state })
        .from(employeeClassChanges)
        .where(eq(employeeClassChanges.employeeId, MASON));
      expect(states.map((s) => s.state).sort()).toEqual(['applied', 'deleted']);
      expect((await entry(MASON)).classification?.classificationName).toBe('Management');
      const late = await change('/employer/class-change/remove', { classChangeId: second.classChangeId });
      expect(late.body.data.error?.GENERAL).toBe(M.classChangeNotFound);
    });
    it('fund at once an employee who had no classification, when dated today: the plan year’s deposit, once', async () => {
      // As the client sign-up leaves its two people (QA lifecycle, finding 4): no classification, no
      // ledger. Bluenose (5004) gives its Crew $800.00; classified today, the deposit is written at once.
      const [template] = await t.db.select().from(employees).where(eq(employees.id, 100008));
      const [highest] = await t.db.select({ id: max(employees.id) }).from(employees);
      const id = highest!.id! + 1;
      await t.db.insert(employees).values({
        ...template!,
        id,
        email: `unclassified.${id}@example.com`,
        groupAdmin: false,
        wellness: false,
        effectiveDate: today(),
      });
      const crew = await classId('Crew', 5004);
      const res = await change(
        '/employer/class-change/add',
        { employeeId: id, newClassificationId: crew, changeDate: today() },
        other,
      );
      expect(res.status, res.raw).toBe(200);
      expect(res.body.data.employee).toMatchObject({ hsaBalanceCents: 80_000 });
      const rows = await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, id));
      expect(rows.map((r) => [r.account, r.planYear, r.amountCents, r.kind, r.reference])).toEqual([
        ['HSA', planYear(today()), 80_000, 'FUNDING', ledgerReference('planYearDeposit')],
      ]);
      // The daily run finds the plan year funded: nothing more, today or on a second run.
      await fundPlanYears(t.services);
      expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, id))).toHaveLength(1);
    });

    it('to a lower classification take at most what each account holds: the balance stops at $0.00', async () => {
      const added = await change('/employer/classifications/add', {
        classificationName: 'Seasonal',
        amountCents: 25_000,
        wellnessAmountCents: 0,
        periodType: 1,
      });
      expect(added.status, added.raw).toBe(200);
      const seasonal = await classId('Seasonal');
      // Liam (Management, $1,500 HSA) has used more than the $1,250 the move takes away.
      const before = await entry(LIAM);
      expect(before.classification?.classificationName).toBe('Management');
      expect(before.hsaBalanceCents).toBeGreaterThan(0);
      expect(before.hsaBalanceCents).toBeLessThan(125_000);
      const res = await change('/employer/class-change/add', {
        employeeId: before.ID,
        newClassificationId: seasonal,
        changeDate: today(),
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.data.employee.hsaBalanceCents).toBe(0);
      expect(res.body.data.employee.wsaBalanceCents).toBe(Math.max(0, before.wsaBalanceCents! - 50_000));
      const rows = await ledgerOf(before.ID, 'CLASS_CHANGE');
      expect(rows.filter((r) => r.account === 'HSA').map((r) => r.amountCents)).toEqual([
        -before.hsaBalanceCents!,
      ]);
    });
  });

  describe('one-time changes', () => {
    it('dated today become one HSA ledger row at once; may be negative', async () => {
      const res = await change('/employer/otc-change/add', {
        employeeId: ZOE,
        changeAmountCents: -12_550,
        changeDate: today(),
        changeReason: 'Overpayment correction',
      });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.data).toMatchObject({
        message: M.oneTimeChangeApplied,
        employee: { hsaBalanceCents: 100_000 - 12_550, pendingOneTimeChanges: [] },
      });
      const rows = await ledgerOf(ZOE, 'ONE_TIME_CHANGE');
      expect(rows.map((r) => [r.account, r.planYear, r.amountCents])).toEqual([
        ['HSA', planYear(today()), -12_550],
      ]);
      const bad = await change('/employer/otc-change/add', {
        employeeId: ZOE,
        changeAmountCents: 0,
        changeDate: addDays(today(), -400),
        changeReason: ' ',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toMatchObject({
        changeAmountCents: M.oneTimeAmountInvalid,
        changeReason: M.oneTimeReasonRequired,
      });
      const early = await change('/employer/otc-change/add', {
        employeeId: ZOE,
        changeAmountCents: 100,
        changeDate: addDays(today(), -400),
        changeReason: 'Too old',
      });
      expect(early.body.data.error?.changeDate).toBe(M.changeDateTooEarly);
    });

    it('dated later are pending and removable, and applied exactly once on their date', async () => {
      const date = addDays(today(), 2);
      const add = (cents: number) =>
        change('/employer/otc-change/add', {
          employeeId: OWEN,
          changeAmountCents: cents,
          changeDate: date,
          changeReason: 'Top-up',
        });
      const kept = await add(20_000);
      expect(kept.body.data.message).toBe(M.oneTimeChangeScheduled);
      const dropped = await add(5_000);
      const pending = dropped.body.data.employee.pendingOneTimeChanges;
      expect(pending.map((p) => [p.changeAmountCents, p.changeDate, p.changeReason])).toEqual([
        [20_000, date, 'Top-up'],
        [5_000, date, 'Top-up'],
      ]);
      expect(dropped.body.data.employee.status).toBe('pending');
      const theirs = await change(
        '/employer/otc-change/remove',
        { otcChangeId: pending[1]!.otcChangeId },
        other,
      );
      expect(theirs.status).toBe(404);
      const removed = await change('/employer/otc-change/remove', { otcChangeId: pending[1]!.otcChangeId });
      expect(removed.body.data.message).toBe(M.oneTimeChangeRemoved);
      expect(await ledgerOf(OWEN, 'ONE_TIME_CHANGE')).toEqual([]);
      t.advance(DAY);
      expect(await race()).toBe(0);
      t.advance(DAY + 60);
      expect(await race()).toBe(2);
      // A handler run again (a retry after a lost "done") adds nothing.
      await t.db
        .update(employeeOneTimeChanges)
        .set({ state: 'pending' })
        .where(eq(employeeOneTimeChanges.id, pending[0]!.otcChangeId));
      const { applyOneTimeChange } = await import('./service');
      await t.db.transaction((tx) =>
        applyOneTimeChange(tx, pending[0]!.otcChangeId, t.services.now(), { kind: 'system', id: 'test' }),
      );
      t.advance(-2 * DAY - 60);
      const rows = await ledgerOf(OWEN, 'ONE_TIME_CHANGE');
      expect(rows.map((r) => [r.amountCents, r.reference])).toEqual([
        [20_000, `One-time change #${pending[0]!.otcChangeId}: Top-up`],
      ]);
      expect((await entry(OWEN)).hsaBalanceCents).toBe(100_000 + 20_000);
    });

    it('are made once per request ID: a repeat, one after the other or at once, answers the first', async () => {
      const url = '/employer/otc-change/add';
      const changesOf = (employeeId: number) =>
        t.db.select().from(employeeOneTimeChanges).where(eq(employeeOneTimeChanges.employeeId, employeeId));
      const logged = async () =>
        (await t.db.select().from(changeLog).where(eq(changeLog.entity, 'oneTimeChange'))).length;
      const rowsBefore = (await changesOf(SOPHIE)).length;
      const ledgerBefore = (await ledgerOf(SOPHIE, 'ONE_TIME_CHANGE')).length;
      const balance = (await entry(SOPHIE)).hsaBalanceCents!;
      expect(balance).toBeGreaterThan(0);

      // A double click that reached the server twice, one after the other: applied once.
      const bonus = {
        employeeId: SOPHIE,
        changeAmountCents: 2_500,
        changeDate: today(),
        changeReason: 'Bonus',
        requestId: 'otc-twice-1',
      };
      const first = await change(url, bonus);
      expect(first.status, first.raw).toBe(200);
      const logAfterFirst = await logged();
      const again = await change(url, bonus);
      expect(again.status, again.raw).toBe(200);
      expect(again.body.data.message).toBe(M.oneTimeChangeApplied);
      expect(again.body.data.employee).toEqual(first.body.data.employee);
      expect(again.body.data.employee.hsaBalanceCents).toBe(balance + 2_500);
      expect(await ledgerOf(SOPHIE, 'ONE_TIME_CHANGE')).toHaveLength(ledgerBefore + 1);
      const [row, ...more] = (await changesOf(SOPHIE)).filter((c) => c.requestId === 'otc-twice-1');
      expect(more).toEqual([]);
      expect(row).toMatchObject({ amountCents: 2_500, state: 'applied' });
      expect(await logged()).toBe(logAfterFirst);

      // Two tabs (or a retry racing the first), taking back the whole balance, which a second
      // reduction could not take: both answer the change, one ledger row moves the money.
      const whole = {
        employeeId: SOPHIE,
        changeAmountCents: -(balance + 2_500),
        changeDate: today(),
        changeReason: 'Back',
        requestId: 'otc-twice-2',
      };
      const both = await Promise.all([change(url, whole), change(url, whole)]);
      expect(both.map((r) => [r.status, r.body.data.message, r.body.data.employee?.hsaBalanceCents])).toEqual(
        [
          [200, M.oneTimeChangeApplied, 0],
          [200, M.oneTimeChangeApplied, 0],
        ],
      );
      expect(await ledgerOf(SOPHIE, 'ONE_TIME_CHANGE')).toHaveLength(ledgerBefore + 2);

      // A change for a later date: scheduled once, and its repeat says so too.
      const later = {
        employeeId: SOPHIE,
        changeAmountCents: 1_000,
        changeDate: addDays(today(), 3),
        changeReason: 'Later',
        requestId: 'otc-twice-3',
      };
      const scheduled = [await change(url, later), await change(url, later)];
      expect(scheduled.map((r) => r.body.data.message)).toEqual([
        M.oneTimeChangeScheduled,
        M.oneTimeChangeScheduled,
      ]);
      const pending = scheduled[1]!.body.data.employee.pendingOneTimeChanges;
      expect(pending.map((p) => p.changeAmountCents)).toEqual([1_000]);
      expect(await changesOf(SOPHIE)).toHaveLength(rowsBefore + 3);

      // The same ID for another change (amount, date, reason, employee) is refused; nothing written.
      const logBefore = await logged();
      for (const reused of [
        { ...bonus, changeAmountCents: 2_600 },
        { ...bonus, changeDate: addDays(today(), -1) },
        { ...bonus, changeReason: 'Other' },
        { ...bonus, employeeId: MASON },
      ]) {
        const res = await change(url, reused);
        expect(res.status, res.raw).toBe(409);
        expect(res.body.data.error?.GENERAL).toBe(M.oneTimeRequestReused);
      }
      expect(await changesOf(SOPHIE)).toHaveLength(rowsBefore + 3);
      expect((await changesOf(MASON)).filter((c) => c.requestId === 'otc-twice-1')).toEqual([]);
      expect(await logged()).toBe(logBefore);

      // Two employees' changes sent at once with one ID (no lock in common): one is made.
      const shared = {
        changeAmountCents: 500,
        changeDate: addDays(today(), 4),
        changeReason: 'Race',
        requestId: 'otc-twice-5',
      };
      const raced = await Promise.all([
        change(url, { ...shared, employeeId: SOPHIE }),
        change(url, { ...shared, employeeId: MASON }),
      ]);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
      const [made, ...twice] = await t.db
        .select()
        .from(employeeOneTimeChanges)
        .where(eq(employeeOneTimeChanges.requestId, 'otc-twice-5'));
      expect(twice).toEqual([]);
      expect((await change('/employer/otc-change/remove', { otcChangeId: made!.id })).body.data.message).toBe(
        M.oneTimeChangeRemoved,
      );

      // The ID is the company's own: another company's administrator may use the same one.
      const elsewhere = await change(url, { ...later, employeeId: 100008 }, other);
      expect(elsewhere.status, elsewhere.raw).toBe(200);
      expect(elsewhere.body.data.message).toBe(M.oneTimeChangeScheduled);

      // A change names its request: none, or one that is not an ID, is refused.
      for (const requestId of [undefined, '', 'short', 'not an id!', 'x'.repeat(65)]) {
        const bad = await change(url, { ...bonus, requestId });
        expect(bad.status, String(requestId)).toBe(400);
        expect(bad.body.data.error?.requestId, String(requestId)).toBe(M.oneTimeRequestInvalid);
      }

      // Put things back as the later tests expect them.
      for (const [p, token] of [
        [pending[0]!, liam],
        [elsewhere.body.data.employee.pendingOneTimeChanges[0]!, other],
      ] as const) {
        expect(
          (await change('/employer/otc-change/remove', { otcChangeId: p.otcChangeId }, token)).status,
        ).toBe(200);
      }
      expect(
        (await change(url, { ...bonus, changeAmountCents: balance, requestId: 'otc-twice-4' })).status,
      ).toBe(200);
      expect((await entry(SOPHIE)).hsaBalanceCents).toBe(balance);
    });
  });
  describe('one-time changes and the balance', () => {
    const otc = (employeeId: number, changeAmountCents: number, changeDate = today()) =>
      change('/employer/otc-change/add', {
        employeeId,
        changeAmountCents,
        changeDate,
        changeReason: 'Correction',
      });
    const hsa = async (employeeId: number) => (await entry(employeeId)).hsaBalanceCents;
    const otcRows = (employeeId: number) =>
      t.db.select().from(employeeOneTimeChanges).where(eq(employeeOneTimeChanges.employeeId, employeeId));

    it('refuse a reduction larger than the HSA balance with the balance in the message; allow one to exactly $0.00', async () => {
      // Reductions waiting for their date count in the plan year they fall in: a date after today in
      // this plan year (the last day of one moves the clock back a day for this test).
      const lastDay = planYearOn({ type: 3, effectiveDate: '2000-01-01' }, today()).end === today();
      if (lastDay) t.advance(-DAY);
      try {
        // QA's case: Amelia's seeded HSA balance is $768.00.
        expect(await hsa(AMELIA)).toBe(76_800);
        const rowsBefore = (await otcRows(AMELIA)).length;
        const over = await otc(AMELIA, -76_801);
        expect(over.status, over.raw).toBe(400);
        expect(over.body.data.error).toMatchObject({
          GENERAL: MESSAGES.correctInformation,
          changeAmountCents: 'This change would take the HSA balance below $0.00: the balance is $768.00.',
        });
        expect(over.body.data.errorKeys).toMatchObject({
          changeAmountCents: { key: 'directory.oneTimeBelowZero', params: { balance: '$768.00' } },
        });
        // -$5,000 as QA tried, dated a month ago (this plan year or the one before: refused either way).
        const backdated = addDays(today(), -30);
        const before = await otc(AMELIA, -500_000, backdated);
        expect(before.status).toBe(400);
        expect(before.body.data.error?.changeAmountCents).toMatch(
          /^This change would take the HSA balance below/,
        );
        expect(await otcRows(AMELIA)).toHaveLength(rowsBefore);
        expect(await ledgerOf(AMELIA, 'ONE_TIME_CHANGE')).toEqual([]);

        // A reduction waiting for its date takes its share before it applies.
        const later = addDays(today(), 1);
        const scheduled = await otc(AMELIA, -30_000, later);
        expect(scheduled.body.data.message).toBe(M.oneTimeChangeScheduled);
        const beyond = await otc(AMELIA, -46_801);
        expect(beyond.status).toBe(400);
        expect(beyond.body.data.error?.changeAmountCents).toBe(
          'This change would take the HSA balance below $0.00: the balance is $768.00, and pending one-time changes already take $300.00 of it.',
        );
        expect(beyond.body.data.errorKeys).toMatchObject({
          changeAmountCents: {
            key: 'directory.oneTimeBelowZeroPending',
            params: { balance: '$768.00', pending: '$300.00' },
          },
        });
        // Down to exactly $0.00 once the pending one applies: allowed.
        const exact = await otc(AMELIA, -46_800);
        expect(exact.status, exact.raw).toBe(200);
        expect(exact.body.data).toMatchObject({
          message: M.oneTimeChangeApplied,
          employee: { hsaBalanceCents: 30_000 },
        });
        t.advance(DAY + 60);
        try {
          expect(await race()).toBe(1);
        } finally {
          t.advance(-DAY - 60);
        }
        expect(await hsa(AMELIA)).toBe(0);
        // Nothing more to take; an addition is always allowed.
        expect((await otc(AMELIA, -1)).body.data.error?.changeAmountCents).toBe(
          'This change would take the HSA balance below $0.00: the balance is $0.00.',
        );
        expect((await otc(AMELIA, 10_000)).status).toBe(200);

        // A reduction whose date comes after claims took the money lapses instead of overdrawing.
        const lapsing = await otc(AMELIA, -10_000, later);
        const lapsingId = lapsing.body.data.employee.pendingOneTimeChanges[0]!.otcChangeId;
        await t.db.insert(balanceLedger).values({
          employeeId: AMELIA,
          account: 'HSA',
          planYear: planYear(today()),
          amountCents: -5_000,
          kind: 'CLAIM',
          reference: 'Claim paid meanwhile',
        });
        t.advance(DAY + 60);
        try {
          expect(await race()).toBe(1);
        } finally {
          t.advance(-DAY - 60);
        }
        const [lapsed] = await t.db
          .select()
          .from(employeeOneTimeChanges)
          .where(eq(employeeOneTimeChanges.id, lapsingId));
        expect(lapsed!.state).toBe('lapsed');
        expect(await hsa(AMELIA)).toBe(5_000);
        expect(
          (await ledgerOf(AMELIA, 'ONE_TIME_CHANGE')).map((r) => r.amountCents).sort((a, b) => a - b),
        ).toEqual([-46_800, -30_000, 10_000]);
      } finally {
        if (lastDay) t.advance(DAY);
      }
    });
  });

  describe('a non-member admin', () => {
    it('takes no class change or one-time change, and their refused calls write nothing', async () => {
      const refusals = [
        [
          '/employer/class-change/add',
          { newClassificationId: await classId('Drivers'), changeDate: today() },
        ],
        [
          '/employer/class-change/add',
          { newClassificationId: await classId('Management'), changeDate: addDays(today(), 5) },
        ],
        [
          '/employer/otc-change/add',
          { changeAmountCents: 10_000, changeDate: today(), changeReason: 'Bonus' },
        ],
        [
          '/employer/otc-change/add',
          { changeAmountCents: -10_000, changeDate: today(), changeReason: 'Fix' },
        ],
        [
          '/employer/otc-change/add',
          { changeAmountCents: 5_000, changeDate: addDays(today(), 5), changeReason: 'Later' },
        ],
      ] as const;
      for (const [url, data] of refusals) {
        const res = await change(url, { ...data, employeeId: PRIYA });
        expect(res.status, `${url} ${res.raw}`).toBe(409);
        expect(res.body.data.error).toMatchObject({ GENERAL: M.noAccount, employeeId: M.noAccount });
        expect(res.body.data.errorKeys).toMatchObject({ employeeId: { key: 'directory.noAccount' } });
      }
      expect(
        await t.db.select().from(employeeClassChanges).where(eq(employeeClassChanges.employeeId, PRIYA)),
      ).toEqual([]);
      expect(
        await t.db.select().from(employeeOneTimeChanges).where(eq(employeeOneTimeChanges.employeeId, PRIYA)),
      ).toEqual([]);
      expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, PRIYA))).toEqual([]);
      expect(
        await t.db
          .select()
          .from(employeeClassifications)
          .where(eq(employeeClassifications.employeeId, PRIYA)),
      ).toEqual([]);
    });

    it('has changes scheduled before the directory refused them lapse on their date', async () => {
      const [cls] = await t.db
        .insert(employeeClassChanges)
        .values({
          employerId: 5002,
          employeeId: PRIYA,
          classificationId: await classId('Drivers'),
          changeDate: today(),
        })
        .returning();
      const [one] = await t.db
        .insert(employeeOneTimeChanges)
        .values({
          employerId: 5002,
          employeeId: PRIYA,
          amountCents: 50_000,
          changeDate: today(),
          reason: 'QA',
        })
        .returning();
      const by = { kind: 'system', id: 'test' } as const;
      await t.db.transaction((tx) => applyClassChange(tx, cls!.id, t.services.now(), by));
      await t.db.transaction((tx) => applyOneTimeChange(tx, one!.id, t.services.now(), by));
      const [c] = await t.db.select().from(employeeClassChanges).where(eq(employeeClassChanges.id, cls!.id));
      const [o] = await t.db
        .select()
        .from(employeeOneTimeChanges)
        .where(eq(employeeOneTimeChanges.id, one!.id));
      expect([c!.state, o!.state]).toEqual(['lapsed', 'lapsed']);
      expect(await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, PRIYA))).toEqual([]);
      expect(
        await t.db
          .select()
          .from(employeeClassifications)
          .where(eq(employeeClassifications.employeeId, PRIYA)),
      ).toEqual([]);
    });

    it('is never counted in a classification, on /classifications and on /wellness/manage alike', async () => {
      const counts = async () => {
        const classes = (await t.call<Classes>('/employer/classifications', {}, liam)).body.data
          .classifications;
        const wellness = (await t.call<Wellness>('/employer/wellness/get', {}, liam)).body.data
          .classifications;
        const drivers = (list: { classificationName: string; employeeCount: number }[]) =>
          list.find((c) => c.classificationName === 'Drivers')!.employeeCount;
        return [drivers(classes), drivers(wellness)];
      };
      const before = await counts();
      // A link left from before the directory refused it (QA put Priya in Drivers).
      await t.db
        .insert(employeeClassifications)
        .values({ employeeId: PRIYA, classificationId: await classId('Drivers') });
      expect(await counts()).toEqual(before);
      expect((await entry(PRIYA)).classification).toBeNull();
      // A classification holding only a non-member admin has no members: it can be deleted.
      const added = await t.call<Classes>(
        '/employer/classifications/add',
        { classificationName: 'Owners', amountCents: 25_000, periodType: 1 },
        liam,
      );
      const owners = added.body.data.classifications.find((c) => c.classificationName === 'Owners')!;
      await t.db
        .update(employeeClassifications)
        .set({ classificationId: owners.classificationId })
        .where(eq(employeeClassifications.employeeId, PRIYA));
      const listed = (await t.call<Classes>('/employer/classifications', {}, liam)).body.data.classifications;
      expect(listed.find((c) => c.classificationId === owners.classificationId)?.employeeCount).toBe(0);
      const deleted = await t.call(
        '/employer/classifications/delete',
        { classificationId: owners.classificationId },
        liam,
      );
      expect(deleted.status, deleted.raw).toBe(200);
      expect(
        await t.db
          .select()
          .from(employeeClassifications)
          .where(eq(employeeClassifications.employeeId, PRIYA)),
      ).toEqual([]);
      expect(await counts()).toEqual(before);
    });
  });
});
