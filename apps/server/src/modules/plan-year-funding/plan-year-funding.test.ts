import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, ledgerReference, planYearOn, todayIso } from '@benefits/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import type { Tx } from '../../db/client';
import { seedDemo } from '../../db/seed';
import { balanceLedger, classifications, employees, jobs } from '../../db/schema';
import type { Services } from '../../platform/services';
import { backends, freshDatabase, startTestApp, type TestApp } from '../../test/harness';
import { fundPlanYears, schedulePlanYearFunding } from './funding';

/*
 * The daily plan-year funding run (decision 0059) on both databases: nobody in the demo world as
 * seeded; a hire whose effective date is later funded on that date (not at enrolment) at the
 * classification's amount of that day; every member on the first day of their new plan year, not
 * the day before, but no terminated member, non-member admin or member of a plan that has ended;
 * and each deposit once: two runs at once, a run again, a run cut short and the server restarted.
 */

const DEPOSIT = ledgerReference('planYearDeposit');
const LIAM = 100002;
const MANAGEMENT = { hsa: 150_000, wsa: 50_000 };

type Classes = {
  classifications: { classificationId: number; classificationName: string; periodType: number }[];
};

/** The FUNDING rows of a plan year (of some employees), as [employee, account, amount, reference]. */
async function deposits(db: Tx, planYear: number, ids?: number[]) {
  const rows = await db
    .select()
    .from(balanceLedger)
    .where(
      and(
        eq(balanceLedger.kind, 'FUNDING'),
        eq(balanceLedger.planYear, planYear),
        ids ? inArray(balanceLedger.employeeId, ids) : undefined,
      ),
    );
  return rows
    .map((r) => [r.employeeId, r.account, r.amountCents, r.reference] as const)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

const fundingCount = async (db: Tx) =>
  (await db.select({ n: count() }).from(balanceLedger).where(eq(balanceLedger.kind, 'FUNDING')))[0]!.n;

describe.each(backends)('the plan-year funding run on %s', (backend) => {
  let t: TestApp;
  let liam: string;
  /** The app's day when the file started. */
  let first: string;
  let hire: number;
  let hireDay: string;
  const day = () => todayIso(t.now());
  /** Moves the app's clock forward to `iso` at `hourUtc` (never back). */
  const moveTo = (iso: string, hourUtc = 12) => {
    const target = new Date(`${iso}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`).getTime();
    const seconds = (target - t.now().getTime()) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(0);
    t.advance(seconds);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', String(LIAM));
    first = day();
  });
  afterAll(async () => t?.close());

  it('funds nobody in the demo world as seeded; each run queues the next day’s at 00:00 UTC, once', async () => {
    const before = await fundingCount(t.db);
    await schedulePlanYearFunding(t.services);
    expect(await t.services.jobs.runUntilEmpty()).toBe(1);
    expect(await fundingCount(t.db)).toBe(before);
    const tomorrow = addDays(first, 1);
    const runs = await t.db
      .select({ key: jobs.dedupeKey, state: jobs.state, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.name, 'plan-year-funding'));
    expect(runs).toContainEqual({
      key: `plan-year-funding:${first}`,
      state: 'done',
      runAt: expect.any(Date),
    });
    expect(runs).toContainEqual({
      key: `plan-year-funding:${tomorrow}`,
      state: 'queued',
      runAt: new Date(`${tomorrow}T00:00:00.000Z`),
    });
    // Scheduling today again (a worker starting again) changes nothing: today's run has its key.
    await schedulePlanYearFunding(t.services);
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);
  });

  it('funds a hire whose effective date is later on that date, not at enrolment, at the classification’s amount of that day', async () => {
    hireDay = addDays(first, 10);
    const added = await t.call<{ added: { ID: number }[] }>(
      '/employer/add-employees',
      {
        firstName: 'Future',
        lastName: 'Hire',
        email: 'future.hire@example.com',
        dateOfBirth: '1991-05-14',
        province: 'AB',
        effectiveDate: hireDay,
        classification: 'Drivers',
        division: '',
        groupAdmin: false,
        language: 'en',
      },
      liam,
    );
    expect(added.body.code, added.raw).toBe(0);
    hire = added.body.data.added[0]!.ID;
    const hiresRows = () => t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, hire));
    expect(await hiresRows()).toEqual([]);

    // Drivers' limits go up ($1,000 / $250 → $1,300 / $400) five days from now: before the hire starts.
    const classes = (await t.call<Classes>('/employer/classifications', {}, liam)).body.data.classifications;
    const drivers = classes.find((c) => c.classificationName === 'Drivers')!;
    const scheduled = await t.call(
      '/employer/classifications/edit',
      {
        classificationId: drivers.classificationId,
        classificationName: 'Drivers',
        periodType: drivers.periodType,
        newLimit: { amountCents: 130_000, wellnessAmountCents: 40_000, effective_date: addDays(first, 5) },
      },
      liam,
    );
    expect(scheduled.status, scheduled.raw).toBe(200);

    // The day before the effective date: the change has applied, the hire is not funded yet.
    moveTo(addDays(hireDay, -1));
    await t.services.jobs.runUntilEmpty();
    const [cls] = await t.db
      .select()
      .from(classifications)
      .where(eq(classifications.id, drivers.classificationId));
    expect([cls!.hsaAmountCents, cls!.wsaAmountCents]).toEqual([130_000, 40_000]);
    await fundPlanYears(t.services);
    expect(await hiresRows()).toEqual([]);

    // On the effective date, the day's run (queued by yesterday's) funds the new amounts.
    moveTo(hireDay, 0);
    t.advance(60);
    await t.services.jobs.runUntilEmpty();
    const planYear = planYearOn({ type: 3, effectiveDate: hireDay }, hireDay).key;
    expect(await deposits(t.db, planYear, [hire])).toEqual([
      [hire, 'HSA', 130_000, DEPOSIT],
      [hire, 'WSA', 40_000, DEPOSIT],
    ]);
    expect(await fundPlanYears(t.services)).toEqual({ members: 0, hsa: 0, wsa: 0 });
    expect(await hiresRows()).toHaveLength(2);
  });

  it('funds each member on the first day of their new plan year, not the day before; two runs at once fund once', async () => {
    const year = Number(day().slice(0, 4));
    const lastDay = `${year}-12-31`;
    const newYear = `${year + 1}-01-01`;
    moveTo(lastDay);
    liam = await t.login('employee', String(LIAM)); // the session of ten days ago has expired
    // Amelia (100106) leaves on the new plan year's first day; her termination's job has not run
    // when the funding runs (both at 00:00 UTC), she is terminated from that date all the same.
    const leaving = await t.call('/employee/terminate', { employeeId: 100106, termDate: newYear }, liam);
    expect(leaving.status, leaving.raw).toBe(200);
    // Maplewood Dental (5026) cancels its plan: it ends on the last day of the plan year.
    const maplewood = await t.login('employee', '100261');
    const cancelled = await t.call(
      '/employer/cancel-plan',
      { effectiveDate: lastDay, confirm: 'Y' },
      maplewood,
    );
    expect(cancelled.status, cancelled.raw).toBe(200);

    // The last day of the plan year: nothing for the next one.
    await t.services.jobs.runUntilEmpty();
    await fundPlanYears(t.services);
    expect(await deposits(t.db, year + 1)).toEqual([]);

    // Its first minutes: two runs at once (two workers) fund each account once.
    moveTo(newYear, 0);
    t.advance(60);
    const [a, b] = await Promise.all([fundPlanYears(t.services, 4), fundPlanYears(t.services, 4)]);
    const rows = await deposits(t.db, year + 1);
    expect(a.hsa + b.hsa + a.wsa + b.wsa).toBe(rows.length);
    expect(new Set(rows.map((r) => `${r[0]} ${r[1]}`)).size).toBe(rows.length);
    expect(rows.every((r) => r[3] === DEPOSIT)).toBe(true);
    const of = (id: number) => rows.filter((r) => r[0] === id).map((r) => [r[1], r[2]]);
    // The classifications' amounts now: Management's, and Drivers' since the change.
    expect(of(LIAM)).toEqual([
      ['HSA', MANAGEMENT.hsa],
      ['WSA', MANAGEMENT.wsa],
    ]);
    for (const id of [100101, 100105, hire]) {
      expect(of(id), String(id)).toEqual([
        ['HSA', 130_000],
        ['WSA', 40_000],
      ]);
    }
    expect(of(100001)).toEqual([['HSA', 250_000]]); // no wellness account
    // Not funded: the non-member admin, the terminated, the one terminated from today, the ended plan.
    for (const id of [100003, 100004, 100106, 100261, 100262, 100263]) expect(of(id), String(id)).toEqual([]);
    // Everyone else of the demo world in force: each member holding an account, once.
    const members = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.nonMemberAdminOnly, false), eq(employees.terminated, false)));
    const funded = new Set(rows.map((r) => r[0]));
    const unfunded = members.map((m) => m.id).filter((id) => !funded.has(id));
    expect(unfunded.sort()).toEqual([100106, 100261, 100262, 100263]);

    // The day's job, the termination's and a run again: nothing more.
    await t.services.jobs.runUntilEmpty();
    expect(await fundPlanYears(t.services)).toEqual({ members: 0, hsa: 0, wsa: 0 });
    expect(await deposits(t.db, year + 1)).toEqual(rows);
  });
});

/*
 * A run cut short (the process killed between two batches) and the server started again on the same
 * database: the new process's run funds the rest, each account once, and a run after it nothing.
 */
const KEY = Buffer.alloc(32, 9).toString('base64');

describe.each(backends)('the plan-year funding run across a restart on %s', (backend) => {
  let dataDir: string;
  let database: Database;
  let reopen: () => Promise<Database>;
  let drop: () => Promise<void> = async () => {};
  const seededAt = new Date();
  const year = seededAt.getUTCFullYear();
  // The first minutes of the next plan year (the demo companies' are calendar years).
  const now = () => new Date(`${year + 1}-01-01T00:05:00.000Z`);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-year-funding-'));
    if (backend === 'postgres') {
      const fresh = await freshDatabase('postgres');
      database = fresh.database;
      drop = fresh.drop;
      reopen = () => openDatabase({ url: fresh.url!, pgliteDir: '', max: 10 });
    } else {
      reopen = () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      database = await reopen();
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (db: Database, lines: string[]) =>
    buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: KEY,
        WEB_DIST: path.join(dataDir, 'no-web'),
      }),
      database: db,
      now,
      logStream: { write: (line: string) => void lines.push(line) },
      mailer: { send: async () => {} },
    });

  it(
    'funds the rest after a run cut short, each account once, and logs counts only',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      let { app, services } = await start(database, lines);
      await seedDemo(database.db, services.sealer, seededAt);
      const before = await fundingCount(database.db);

      // 1. The first process funds two batches of three members, then dies.
      let batches = 0;
      const dying: Services = {
        ...services,
        db: new Proxy(services.db, {
          get(target, prop, receiver) {
            if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
            return (fn: (tx: Tx) => Promise<unknown>) => {
              if (++batches > 2) throw new Error('killed');
              return target.transaction(fn);
            };
          },
        }),
      };
      await expect(fundPlanYears(dying, 3)).rejects.toThrow('killed');
      const partial = await deposits(database.db, year + 1);
      expect(partial.length).toBeGreaterThan(0);
      await app.close();
      await database.close();

      // 2. Started again on the same database: the worker's start runs today's job, which funds the rest.
      database = await reopen();
      ({ app, services } = await start(database, lines));
      await schedulePlanYearFunding(services);
      await services.jobs.runUntilEmpty();
      const [run] = await database.db
        .select({ state: jobs.state })
        .from(jobs)
        .where(eq(jobs.dedupeKey, `plan-year-funding:${year + 1}-01-01`));
      expect(run?.state).toBe('done');
      const rows = await deposits(database.db, year + 1);
      expect(rows.length).toBeGreaterThan(partial.length);
      expect(rows).toEqual(expect.arrayContaining([...partial]));
      expect(new Set(rows.map((r) => `${r[0]} ${r[1]}`)).size).toBe(rows.length);
      expect(rows.map((r) => r[0])).not.toContain(100003);
      expect(rows.map((r) => r[0])).not.toContain(100004);
      expect(await fundingCount(database.db)).toBe(before + rows.length);

      // Its log line says how many, never who.
      const logged = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === 'Plan-year funding: members funded');
      const { level, time, pid, hostname, msg, job, ...counts } = logged ?? {};
      void [level, time, pid, hostname, msg, job];
      expect(Object.keys(counts).sort()).toEqual(['hsa', 'members', 'wsa']);
      expect(Number(counts.hsa) + Number(counts.wsa)).toBe(rows.length - partial.length);

      // 3. Again, and in a third process: nothing more.
      expect(await fundPlanYears(services)).toEqual({ members: 0, hsa: 0, wsa: 0 });
      await app.close();
      await database.close();
      database = await reopen();
      ({ app, services } = await start(database, lines));
      await schedulePlanYearFunding(services);
      expect(await services.jobs.runUntilEmpty()).toBe(0);
      expect(await fundPlanYears(services)).toEqual({ members: 0, hsa: 0, wsa: 0 });
      expect(await deposits(database.db, year + 1)).toEqual(rows);
      await app.close();
    },
  );
});
