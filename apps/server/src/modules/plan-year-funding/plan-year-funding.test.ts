import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, ledgerReference, planYearOn, todayIso } from '@benefits/domain';
import { and, count, eq, inArray, max, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import type { Tx } from '../../db/client';
import { seedDemo } from '../../db/seed';
import {
  balanceLedger,
  classifications,
  employeeClassifications,
  employees,
  employers,
  jobs,
} from '../../db/schema';
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

  /*
   * One plan year, one limit's worth, whatever the order of the day's actions (decision 0059,
   * amended 2026-12-07; QA findings 1, 2 and 4 of the lifecycle pass). Each row is a new company as
   * the sign-up leaves it: an administrator (Chantal) and a second employee (Marc) with no
   * classification and no funding, classifications Bakers ($1,500) and Managers ($3,000). After
   * every action, each account of today's plan year of each person holds exactly what it should:
   * the classification's amount (the wellness amount with the wellness account) for a member in
   * force, nothing for one who is not classified or whose coverage starts later (Tom).
   */
  describe('the day’s writers of a plan year, in any order', () => {
    type Action = 'classify' | 'enrol' | 'wellness' | 'classChange' | 'limitChange' | 'recalc' | 'nightly';
    const ORDERS: Action[][] = [
      // QA path A: classified, wellness set up, the staff recalculation, the night.
      ['classify', 'wellness', 'recalc', 'nightly'],
      // QA path B: classified, wellness set up, a class change today, the night.
      ['classify', 'enrol', 'wellness', 'classChange', 'nightly'],
      ['enrol', 'wellness', 'classify', 'limitChange', 'recalc', 'nightly'],
      ['classify', 'limitChange', 'wellness', 'classChange', 'recalc', 'nightly'],
      ['nightly', 'classify', 'wellness', 'enrol', 'limitChange', 'classChange', 'recalc', 'nightly'],
      ['classify', 'nightly', 'classChange', 'enrol', 'wellness', 'recalc', 'limitChange', 'nightly'],
    ];
    let staffToken: string;
    let companies = 0;

    /** A company as a paid sign-up creates it (client-signup: two people, no classification, no ledger). */
    const signUp = async () => {
      const [template] = await t.db.select().from(employers).where(eq(employers.id, 5026));
      const [person] = await t.db.select().from(employees).where(eq(employees.id, 100261));
      const [lastCompany] = await t.db.select({ id: max(employers.id) }).from(employers);
      const [lastPerson] = await t.db.select({ id: max(employees.id) }).from(employees);
      const employerId = lastCompany!.id! + 1;
      companies += 1;
      await t.db.insert(employers).values({
        ...template!,
        id: employerId,
        name: `Bakery ${companies}`,
        hasWellness: false,
        wellnessCategories: [],
        cancellationDate: null,
        cancellationRequestedAt: null,
        cancellationRequestedBy: null,
        cancellationReason: null,
        planClosedAt: null,
        planEffectiveDate: day(),
      });
      const [chantal, marc] = [lastPerson!.id! + 1, lastPerson!.id! + 2];
      for (const [id, first, admin] of [
        [chantal, 'Chantal', true],
        [marc, 'Marc', false],
      ] as const) {
        await t.db.insert(employees).values({
          ...person!,
          id,
          employerId,
          firstName: first,
          email: `${first.toLowerCase()}.${employerId}@example.com`,
          groupAdmin: admin,
          wellness: false,
          terminated: false,
          terminationDate: null,
          effectiveDate: day(),
        });
      }
      const classes = await t.db
        .insert(classifications)
        .values([
          { employerId, name: 'Bakers', hsaAmountCents: 150_000, periodType: 1, effectiveDate: day() },
          { employerId, name: 'Managers', hsaAmountCents: 300_000, periodType: 2, effectiveDate: day() },
        ])
        .returning();
      const id = (name: string) => classes.find((c) => c.name === name)!.id;
      return { employerId, chantal, marc, bakers: id('Bakers'), managers: id('Managers') };
    };

    /** What each person's plan year should hold now, and what it holds: [id, account, should, holds]. */
    const holdings = async (employerId: number) => {
      const people = await t.db
        .select({
          id: employees.id,
          effectiveDate: employees.effectiveDate,
          wellness: employees.wellness,
          hsa: classifications.hsaAmountCents,
          wsa: classifications.wsaAmountCents,
        })
        .from(employees)
        .leftJoin(employeeClassifications, eq(employeeClassifications.employeeId, employees.id))
        .leftJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
        .where(eq(employees.employerId, employerId))
        .orderBy(employees.id);
      const planYear = planYearOn({ type: 3, effectiveDate: day() }, day()).key;
      const sums = await t.db
        .select({
          id: balanceLedger.employeeId,
          account: balanceLedger.account,
          total: sum(balanceLedger.amountCents),
        })
        .from(balanceLedger)
        .where(
          and(
            inArray(
              balanceLedger.employeeId,
              people.map((p) => p.id),
            ),
            eq(balanceLedger.planYear, planYear),
          ),
        )
        .groupBy(balanceLedger.employeeId, balanceLedger.account);
      const out: [number, string, number, number][] = [];
      for (const p of people) {
        const inForce = p.hsa !== null && p.effectiveDate <= day();
        for (const account of ['HSA', 'WSA'] as const) {
          const should = !inForce ? 0 : account === 'HSA' ? p.hsa! : p.wellness ? p.wsa! : 0;
          const held = sums.find((r) => r.id === p.id && r.account === account);
          out.push([p.id, account, should, Number(held?.total ?? 0)]);
        }
      }
      return out;
    };

    beforeAll(async () => {
      staffToken = await t.login('tools', 'staff');
    });

    it.each(ORDERS.map((o) => [o.join(' → '), o] as const))('%s', async (_name, order) => {
      const c = await signUp();
      const admin = await t.login('employee', String(c.chantal));
      const ok = (res: { status: number; raw: string; body: { code: number } }) =>
        expect(res.body.code, res.raw).toBe(0);
      const people = [c.chantal, c.marc];
      const classOf = async (id: number) =>
        (
          await t.db
            .select({ id: employeeClassifications.classificationId })
            .from(employeeClassifications)
            .where(eq(employeeClassifications.employeeId, id))
        )[0]?.id;
      const act: Record<Action, () => Promise<void>> = {
        // The administrator classifies the sign-up's two people, dated today ("takes effect at once").
        classify: async () => {
          for (const [id, cls] of [
            [c.chantal, c.managers],
            [c.marc, c.bakers],
          ] as const) {
            ok(
              await t.call(
                '/employer/class-change/add',
                { employeeId: id, newClassificationId: cls, changeDate: day() },
                admin,
              ),
            );
          }
        },
        // Sara starts today, Tom tomorrow (both Bakers).
        enrol: async () => {
          for (const [first, effectiveDate] of [
            ['Sara', day()],
            ['Tom', addDays(day(), 1)],
          ] as const) {
            const res = await t.call<{ added: { ID: number }[] }>(
              '/employer/add-employees',
              {
                firstName: first,
                lastName: 'Baker',
                email: `${first.toLowerCase()}.${c.employerId}@example.com`,
                dateOfBirth: '1990-02-03',
                province: 'BC',
                effectiveDate,
                classification: 'Bakers',
                division: '',
                groupAdmin: false,
                language: 'en',
              },
              admin,
            );
            ok(res);
            people.push(res.body.data.added[0]!.ID);
          }
        },
        wellness: async () =>
          ok(
            await t.call(
              '/employer/wellness/setup',
              {
                categories: ['Fitness'],
                amounts: [
                  { classificationId: c.bakers, wellnessAmountCents: 50_000 },
                  { classificationId: c.managers, wellnessAmountCents: 100_000 },
                ],
                effective_date: day(),
              },
              admin,
            ),
          ),
        // Chantal moves to the other classification, today (from none, it is her first).
        classChange: async () => {
          const to = (await classOf(c.chantal)) === c.managers ? c.bakers : c.managers;
          ok(
            await t.call(
              '/employer/class-change/add',
              { employeeId: c.chantal, newClassificationId: to, changeDate: day() },
              admin,
            ),
          );
        },
        // Bakers go up by $500 (and $100 of wellness, when there is some), today.
        limitChange: async () => {
          const [bakers] = await t.db.select().from(classifications).where(eq(classifications.id, c.bakers));
          ok(
            await t.call(
              '/employer/classifications/edit',
              {
                classificationId: c.bakers,
                classificationName: 'Bakers',
                periodType: 1,
                newLimit: {
                  amountCents: bakers!.hsaAmountCents + 50_000,
                  wellnessAmountCents: bakers!.wsaAmountCents ? bakers!.wsaAmountCents + 10_000 : 0,
                  effective_date: day(),
                },
              },
              admin,
            ),
          );
        },
        // Staff recalculate everyone's limit and apply what the tool offers.
        recalc: async () => {
          for (const id of people) {
            ok(await t.call('/tools/recal-employee-limit', { userId: id, apply: true }, staffToken));
          }
        },
        nightly: async () => void (await fundPlanYears(t.services)),
      };
      for (const [i, action] of order.entries()) {
        await act[action]();
        const held = await holdings(c.employerId);
        expect(
          held.filter(([, , should, holds]) => should !== holds),
          `after ${order.slice(0, i + 1).join(' → ')}`,
        ).toEqual([]);
      }
    });
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
