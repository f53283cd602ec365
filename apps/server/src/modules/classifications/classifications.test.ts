import { API_MESSAGES, type ResponseOf, type Api } from '@benefits/contract';
import {
  CLASSIFICATION_MESSAGES as M,
  addDays,
  earliestCanadianToday,
  planYearOn,
  todayIso,
} from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  changeLog,
  classificationLimitChanges,
  classifications,
  divisions,
  jobs,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { limitChangeJob } from './service';

type Divisions = ResponseOf<Api['employerDivisions']>;
type Classes = ResponseOf<Api['employerClassifications']>;

const ENDPOINTS = [
  ['/employer/divisions/get', {}],
  ['/employer/divisions/add', { divisionName: 'Sneaky' }],
  ['/employer/divisions/remove', { divisionId: 1 }],
  ['/employer/classifications', {}],
  ['/employer/classifications/add', { classificationName: 'Sneaky', amountCents: 50_000, periodType: 1 }],
  ['/employer/classifications/edit', { classificationId: 1, classificationName: 'Sneaky', periodType: 1 }],
  ['/employer/classifications/delete', { classificationId: 1 }],
  ['/employer/classifications/delete-pending', { pendingLimitId: 1 }],
] as const;

describe.each(backends)('divisions and classifications on %s', (backend) => {
  let t: TestApp;
  let liam: string; // 100002, group admin of 5002
  let other: string; // 100008, group admin of 5004
  const today = () => todayIso(new Date());

  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
    other = await t.login('employee', '100008');
  });
  afterAll(async () => t?.close());

  describe('who may call them', () => {
    it('refuses the signed out, a plain employee, a terminated one, a partner and staff', async () => {
      const employee = await t.login('employee', '100001');
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
      // Nothing was written by the refused calls.
      const names = (await t.db.select().from(divisions)).map((d) => d.name);
      expect(names).not.toContain('Sneaky');
    });
  });

  describe('divisions', () => {
    it('lists only the caller’s company’s divisions, with employee counts', async () => {
      const res = await t.call<Divisions>('/employer/divisions/get', { employerId: 5001 }, liam);
      expect(res.body.data.divisions.map((d) => [d.divisionName, d.employeeCount])).toEqual([
        ['Fleet Operations', 0],
        ['Head Office', 1],
      ]);
      const theirs = await t.call<Divisions>('/employer/divisions/get', {}, other);
      expect(theirs.body.data.divisions).toEqual([]);
      // The company's non-member admin (100003) sees the same company's.
      const nonMember = await t.login('employee', '100003');
      const same = await t.call<Divisions>('/employer/divisions/get', {}, nonMember);
      expect(same.body.data.divisions.map((d) => d.divisionName)).toEqual([
        'Fleet Operations',
        'Head Office',
      ]);
    });

    it('adds a division (names unique in the company, case aside) and logs it', async () => {
      const res = await t.call<Divisions & { message: string }>(
        '/employer/divisions/add',
        { divisionName: '  Warehouse ' },
        liam,
      );
      expect(res.body.data.message).toBe(M.divisionAdded);
      expect(res.body.data.divisions.map((d) => d.divisionName)).toEqual([
        'Fleet Operations',
        'Head Office',
        'Warehouse',
      ]);
      const again = await t.call('/employer/divisions/add', { divisionName: 'warehouse' }, liam);
      expect(again.status).toBe(400);
      expect(again.body.data.error?.divisionName).toBe(M.divisionExists);
      const blank = await t.call('/employer/divisions/add', { divisionName: '   ' }, liam);
      expect(blank.body.data.error?.divisionName).toBe(M.nameRequired);
      // Another company may use the same name: it is theirs.
      const theirs = await t.call('/employer/divisions/add', { divisionName: 'Warehouse' }, other);
      expect(theirs.status).toBe(200);
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'division'), eq(changeLog.actorId, '100002')));
      expect(log.map((l) => [l.subjectKind, l.subjectId, l.field, l.oldValue, l.newValue])).toEqual([
        ['company', '5002', 'divisionName', null, 'Warehouse'],
      ]);
    });

    it('refuses to remove a division with employees, saying why', async () => {
      const list = await t.call<Divisions>('/employer/divisions/get', {}, liam);
      const head = list.body.data.divisions.find((d) => d.divisionName === 'Head Office')!;
      const res = await t.call('/employer/divisions/remove', { divisionId: head.divisionId }, liam);
      expect(res.status).toBe(409);
      expect(res.body.data.error?.GENERAL).toBe(M.divisionHasEmployees);
      expect(res.body.data.errorKeys).toMatchObject({
        GENERAL: { key: 'classifications.divisionHasEmployees' },
      });
      expect((await t.db.select().from(divisions).where(eq(divisions.id, head.divisionId))).length).toBe(1);
    });

    it('removes an empty division; another company’s division "does not exist" and stays', async () => {
      const [consulting] = await t.db.select().from(divisions).where(eq(divisions.name, 'Consulting'));
      const [fleet] = await t.db.select().from(divisions).where(eq(divisions.name, 'Fleet Operations'));
      const cross = await t.call('/employer/divisions/remove', { divisionId: consulting!.id }, liam);
      expect(cross.status).toBe(404);
      expect(cross.body.data.error?.GENERAL).toBe(M.divisionNotFound);
      const crossEmpty = await t.call('/employer/divisions/remove', { divisionId: fleet!.id }, other);
      expect(crossEmpty.status).toBe(404);
      expect(await t.db.select().from(divisions).where(eq(divisions.id, fleet!.id))).toHaveLength(1);

      const res = await t.call<Divisions & { message: string }>(
        '/employer/divisions/remove',
        { divisionId: fleet!.id },
        liam,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.message).toBe(M.divisionRemoved);
      expect(res.body.data.divisions.map((d) => d.divisionName)).toEqual(['Head Office', 'Warehouse']);
      const huge = await t.call('/employer/divisions/remove', { divisionId: 9_999_999_999 }, liam);
      expect(huge.status).toBe(400);
    });
  });

  describe('classifications', () => {
    const list = async (token = liam) =>
      (await t.call<Classes>('/employer/classifications', {}, token)).body.data;

    it('lists the caller’s company’s classifications only', async () => {
      const mine = await list();
      expect(mine.hasWellness).toBe(true);
      expect(
        mine.classifications.map((c) => [
          c.classificationName,
          c.amountCents,
          c.wellnessAmountCents,
          c.employeeCount,
        ]),
      ).toEqual([
        ['Drivers', 100_000, 25_000, 6], // the directory's demo team (seed/directory.ts)
        ['Management', 150_000, 50_000, 1],
      ]);
      expect((await list(other)).classifications.map((c) => c.classificationName)).toEqual(['Crew']);
    });

    it('adds one with amounts from $250 to $15,000 and a limit period; refuses others field by field', async () => {
      const bad = await t.call(
        '/employer/classifications/add',
        { classificationName: '', amountCents: 24_999, wellnessAmountCents: 1_500_001, periodType: 4 },
        liam,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.data.error).toMatchObject({
        classificationName: M.nameRequired,
        amountCents: M.amountOutOfRange,
        wellnessAmountCents: M.wellnessAmountOutOfRange,
        periodType: M.invalidPeriodType,
      });
      const ok = await t.call<Classes & { message: string }>(
        '/employer/classifications/add',
        {
          classificationName: 'Seasonal',
          amountCents: 25_000,
          wellnessAmountCents: 1_500_000,
          periodType: 3,
        },
        liam,
      );
      expect(ok.body.data.message).toBe(M.classificationAdded);
      const added = ok.body.data.classifications.find((c) => c.classificationName === 'Seasonal')!;
      expect(added).toMatchObject({
        amountCents: 25_000,
        wellnessAmountCents: 1_500_000,
        periodType: 3,
        effective_date: today(),
        employeeCount: 0,
        pending: null,
      });
      const dup = await t.call(
        '/employer/classifications/add',
        { classificationName: 'SEASONAL', amountCents: 25_000, periodType: 1 },
        liam,
      );
      expect(dup.body.data.error?.classificationName).toBe(M.classificationExists);
      // A company without wellness has no wellness amounts.
      const crew = await t.call<Classes>(
        '/employer/classifications/add',
        { classificationName: 'Office', amountCents: 30_000, wellnessAmountCents: 30_000, periodType: 1 },
        other,
      );
      expect(
        crew.body.data.classifications.find((c) => c.classificationName === 'Office')?.wellnessAmountCents,
      ).toBe(0);
    });

    it('edits, schedules, refuses a second pending change, and deletes a pending change before its date', async () => {
      const seasonal = (await list()).classifications.find((c) => c.classificationName === 'Seasonal')!;
      const past = await t.call(
        '/employer/classifications/edit',
        {
          classificationId: seasonal.classificationId,
          classificationName: 'Seasonal',
          periodType: 3,
          // The day before today in British Columbia, the earliest today in Canada (decision 0056).
          newLimit: {
            amountCents: 30_000,
            wellnessAmountCents: 0,
            effective_date: addDays(earliestCanadianToday(t.now()), -1),
          },
        },
        liam,
      );
      expect(past.body.data.error?.effective_date).toBe(M.effectiveDatePast);
      const res = await t.call<Classes & { message: string }>(
        '/employer/classifications/edit',
        {
          classificationId: seasonal.classificationId,
          classificationName: 'Seasonal Staff',
          periodType: 2,
          newLimit: { amountCents: 30_000, wellnessAmountCents: 0, effective_date: addDays(today(), 10) },
        },
        liam,
      );
      expect(res.body.data.message).toBe(M.limitChangeScheduled);
      const edited = res.body.data.classifications.find(
        (c) => c.classificationId === seasonal.classificationId,
      )!;
      expect(edited).toMatchObject({
        classificationName: 'Seasonal Staff',
        periodType: 2,
        amountCents: 25_000,
        pending: { amountCents: 30_000, wellnessAmountCents: 0, effective_date: addDays(today(), 10) },
      });
      const second = await t.call(
        '/employer/classifications/edit',
        {
          classificationId: seasonal.classificationId,
          classificationName: 'Seasonal Staff',
          periodType: 2,
          newLimit: { amountCents: 40_000, wellnessAmountCents: 0, effective_date: addDays(today(), 20) },
        },
        liam,
      );
      expect(second.status).toBe(409);
      expect(second.body.data.error?.GENERAL).toBe(M.pendingChangeExists);

      const pendingId = edited.pending!.pendingLimitId;
      const cross = await t.call(
        '/employer/classifications/delete-pending',
        { pendingLimitId: pendingId },
        other,
      );
      expect(cross.status).toBe(404);
      const del = await t.call<Classes & { message: string }>(
        '/employer/classifications/delete-pending',
        { pendingLimitId: pendingId },
        liam,
      );
      expect(del.body.data.message).toBe(M.limitChangeDeleted);
      expect(
        del.body.data.classifications.find((c) => c.classificationId === seasonal.classificationId)?.pending,
      ).toBe(null);
      // Its date comes: nothing changes.
      t.advance(11 * 86_400);
      await t.services.jobs.runUntilEmpty();
      t.advance(-11 * 86_400);
      const [row] = await t.db
        .select()
        .from(classifications)
        .where(eq(classifications.id, seasonal.classificationId));
      expect(row!.hsaAmountCents).toBe(25_000);
      const again = await t.call(
        '/employer/classifications/delete-pending',
        { pendingLimitId: pendingId },
        liam,
      );
      expect(again.status).toBe(404);
    });

    it('cannot edit or delete another company’s classification', async () => {
      const crew = (await list(other)).classifications.find((c) => c.classificationName === 'Crew')!;
      const edit = await t.call(
        '/employer/classifications/edit',
        { classificationId: crew.classificationId, classificationName: 'Mine', periodType: 1 },
        liam,
      );
      const del = await t.call(
        '/employer/classifications/delete',
        { classificationId: crew.classificationId },
        liam,
      );
      for (const res of [edit, del]) {
        expect(res.status).toBe(404);
        expect(res.body.data.error?.GENERAL).toBe(M.classificationNotFound);
      }
      const [row] = await t.db
        .select()
        .from(classifications)
        .where(eq(classifications.id, crew.classificationId));
      expect(row!.name).toBe('Crew');
    });

    it('deletes a classification without employees, not one with them', async () => {
      const all = (await list()).classifications;
      const management = all.find((c) => c.classificationName === 'Management')!;
      const refused = await t.call(
        '/employer/classifications/delete',
        { classificationId: management.classificationId },
        liam,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.data.error?.GENERAL).toBe(M.classificationHasEmployees);
      const seasonal = all.find((c) => c.classificationName === 'Seasonal Staff')!;
      const ok = await t.call<Classes & { message: string }>(
        '/employer/classifications/delete',
        { classificationId: seasonal.classificationId },
        liam,
      );
      expect(ok.body.data.message).toBe(M.classificationDeleted);
      expect(ok.body.data.classifications.map((c) => c.classificationName)).toEqual([
        'Drivers',
        'Management',
      ]);
    });
  });

  describe('a limit change on its date (decision 0022)', () => {
    const ledgerOf = (employeeId: number) =>
      t.db
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.employeeId, employeeId), eq(balanceLedger.kind, 'LIMIT_CHANGE')));

    it('adjusts each member’s balances by new less old, once, when its date comes', async () => {
      const management = (
        await t.call<Classes>('/employer/classifications', {}, liam)
      ).body.data.classifications.find((c) => c.classificationName === 'Management')!;
      const date = addDays(today(), 3);
      const planYear = planYearOn({ type: 3, effectiveDate: '2000-01-01' }, date).key;
      // The plan year of the date is funded (the seed funds the current calendar year).
      const funded = await t.db
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.employeeId, 100002), eq(balanceLedger.planYear, planYear)));
      if (funded.length === 0) {
        await t.db.insert(balanceLedger).values({
          employeeId: 100002,
          account: 'HSA',
          planYear,
          amountCents: 150_000,
          kind: 'FUNDING',
        });
      }
      const res = await t.call<Classes>(
        '/employer/classifications/edit',
        {
          classificationId: management.classificationId,
          classificationName: 'Management',
          periodType: 2,
          newLimit: { amountCents: 200_000, wellnessAmountCents: 40_000, effective_date: date },
        },
        liam,
      );
      expect(res.status).toBe(200);
      expect(await ledgerOf(100002)).toEqual([]);

      t.advance(2 * 86_400); // the day before: still pending
      await t.services.jobs.runUntilEmpty();
      expect(await ledgerOf(100002)).toEqual([]);
      t.advance(1 * 86_400); // its day
      await t.services.jobs.runUntilEmpty();
      await t.services.jobs.runUntilEmpty();
      t.advance(-3 * 86_400);
      const rows = await ledgerOf(100002);
      expect(rows.map((r) => [r.account, r.planYear, r.amountCents]).sort()).toEqual([
        ['HSA', planYear, 50_000],
        ['WSA', planYear, -10_000],
      ]);
      const [cls] = await t.db
        .select()
        .from(classifications)
        .where(eq(classifications.id, management.classificationId));
      expect([cls!.hsaAmountCents, cls!.wsaAmountCents, cls!.effectiveDate]).toEqual([200_000, 40_000, date]);
      const [change] = await t.db
        .select()
        .from(classificationLimitChanges)
        .where(eq(classificationLimitChanges.classificationId, management.classificationId));
      expect(change!.state).toBe('applied');
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'classification'), eq(changeLog.actorKind, 'system')));
      expect(log.map((l) => [l.field, l.oldValue, l.newValue])).toContainEqual([
        'amountCents',
        '150000',
        '200000',
      ]);
    });

    it('applies a change dated today at once: the answer shows the new limit in effect and the balances moved', async () => {
      const drivers = (
        await t.call<Classes>('/employer/classifications', {}, liam)
      ).body.data.classifications.find((c) => c.classificationName === 'Drivers')!;
      expect(drivers.pending).toBe(null);
      const date = today();
      const planYear = planYearOn({ type: 3, effectiveDate: '2000-01-01' }, date).key;
      // Amelia Chen (100106) is a member of Drivers; her plan year of today is funded.
      const funded = await t.db
        .select()
        .from(balanceLedger)
        .where(
          and(
            eq(balanceLedger.employeeId, 100106),
            eq(balanceLedger.planYear, planYear),
            eq(balanceLedger.kind, 'FUNDING'),
          ),
        );
      if (funded.length === 0) {
        await t.db.insert(balanceLedger).values({
          employeeId: 100106,
          account: 'HSA',
          planYear,
          amountCents: drivers.amountCents,
          kind: 'FUNDING',
        });
      }
      const queued = () =>
        t.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.name, limitChangeJob.name), eq(jobs.state, 'queued')));
      const queuedBefore = (await queued()).length;
      const res = await t.call<Classes & { message: string }>(
        '/employer/classifications/edit',
        {
          classificationId: drivers.classificationId,
          classificationName: 'Drivers',
          periodType: drivers.periodType,
          newLimit: {
            amountCents: drivers.amountCents + 10_000,
            wellnessAmountCents: drivers.wellnessAmountCents,
            effective_date: date,
          },
        },
        liam,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.message).toBe(M.limitChangeApplied);
      expect(
        res.body.data.classifications.find((c) => c.classificationId === drivers.classificationId),
      ).toMatchObject({ amountCents: drivers.amountCents + 10_000, effective_date: date, pending: null });
      // The member's HSA moved in the same transaction; no job is left waiting to do it again.
      const rows = await ledgerOf(100106);
      expect(rows.map((r) => [r.account, r.planYear, r.amountCents])).toEqual([['HSA', planYear, 10_000]]);
      expect(await queued()).toHaveLength(queuedBefore);
      await t.services.jobs.runUntilEmpty();
      expect(await ledgerOf(100106)).toHaveLength(1);
      const [change] = await t.db
        .select()
        .from(classificationLimitChanges)
        .where(eq(classificationLimitChanges.classificationId, drivers.classificationId));
      expect(change!.state).toBe('applied');
      // Logged as the administrator's change, pending then applied.
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'limitChange'), eq(changeLog.entityId, String(change!.id))));
      expect(log.filter((l) => l.field === 'state').map((l) => [l.actorKind, l.newValue])).toEqual([
        ['employee', 'pending'],
        ['employee', 'applied'],
      ]);
    });
  });

  describe('a double submission (double click, retried request)', () => {
    it('adds a division once: the other add is refused with the name taken', async () => {
      const names = ['Night Shift', 'Night Shift', 'night shift'];
      const answers = await Promise.all(
        names.map((divisionName) => t.call('/employer/divisions/add', { divisionName }, other)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body.data.error?.divisionName).toBe(M.divisionExists);
      }
      const rows = await t.db.select().from(divisions).where(eq(divisions.employerId, 5004));
      expect(rows.filter((d) => d.name.toLowerCase() === 'night shift')).toHaveLength(1);
    });

    it('adds a classification once: the other add is refused with the name taken', async () => {
      const names = ['Seasonal', 'Seasonal', 'seasonal'];
      const answers = await Promise.all(
        names.map((classificationName) =>
          t.call(
            '/employer/classifications/add',
            { classificationName, amountCents: 50_000, wellnessAmountCents: 0, periodType: 1 },
            other,
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body.data.error?.classificationName).toBe(M.classificationExists);
      }
      const rows = await t.db.select().from(classifications).where(eq(classifications.employerId, 5004));
      expect(rows.filter((c) => c.name.toLowerCase() === 'seasonal')).toHaveLength(1);
    });
  });
  // Last in the file: it moves the app's clock.
  describe('a Canadian evening, when UTC is already tomorrow (decision 0056)', () => {
    it('takes a limit change dated today on British Columbia’s calendar, and applies it at once', async () => {
      const wall = t.now();
      let evening = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 3, 0, 0);
      if (evening <= wall.getTime()) evening += 24 * 3600 * 1000;
      t.advance((evening - wall.getTime()) / 1000);
      // 03:00 UTC: 19:00 or 20:00 in Vancouver, 22:00 or 23:00 in Toronto, the day before UTC's.
      const local = earliestCanadianToday(t.now());
      expect(local).toBe(addDays(todayIso(t.now()), -1));
      const admin = await t.login('employee', '100002');
      const free = (
        await t.call<Classes>('/employer/classifications', {}, admin)
      ).body.data.classifications.find((c) => c.pending === null)!;
      const res = await t.call<Classes & { message: string }>(
        '/employer/classifications/edit',
        {
          classificationId: free.classificationId,
          classificationName: free.classificationName,
          periodType: free.periodType,
          newLimit: {
            amountCents: free.amountCents + 5_000,
            wellnessAmountCents: free.wellnessAmountCents,
            effective_date: local,
          },
        },
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.message).toBe(M.limitChangeApplied);
      const past = await t.call(
        '/employer/classifications/edit',
        {
          classificationId: free.classificationId,
          classificationName: free.classificationName,
          periodType: free.periodType,
          newLimit: {
            amountCents: free.amountCents,
            wellnessAmountCents: free.wellnessAmountCents,
            effective_date: addDays(local, -1),
          },
        },
        admin,
      );
      expect(past.body.data.error?.effective_date).toBe(M.effectiveDatePast);
    });
  });
});
