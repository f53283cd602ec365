import { API_MESSAGES, type Api, type ResponseOf } from '@benefits/contract';
import {
  addDays,
  earliestCanadianToday,
  MESSAGES,
  planYearOn,
  todayIso,
  WELLNESS_CATEGORIES,
  WELLNESS_MESSAGES as M,
  type BalanceLedgerKind,
} from '@benefits/domain';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  changeLog,
  classificationLimitChanges,
  classifications,
  employeeClassifications,
  employees,
  employers,
  jobs,
  wellnessChanges,
} from '../../db/schema';
import { JobQueue } from '../../platform/jobs';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { fundPlanYears } from '../plan-year-funding/funding';
import { applyWellnessChange, wellnessChangeJob } from './service';

type Wellness = ResponseOf<Api['employerWellness']>;
type Changed = Wellness & { message: string };

const DAY = 86_400;
const MEMBERS = [100261, 100262, 100263];

const ENDPOINTS = [
  ['/employer/wellness/get', {}],
  ['/employer/wellness/setup', { categories: ['Fitness'], amounts: [], effective_date: '2099-01-01' }],
  ['/employer/wellness/manage', { categories: ['Fitness'], amounts: [], effective_date: '2099-01-01' }],
  ['/employer/wellness/terminate', { effective_date: '2099-01-01', confirmed: true }],
  ['/employer/wellness/delete-pending', { changeId: 1 }],
] as const;

describe.each(backends)('wellness setup, manage and end on %s', (backend) => {
  let t: TestApp;
  let sophie: string; // 100261, group admin of 5026 (no wellness)
  let liam: string; // 100002, group admin of 5002 (has wellness)
  let clinical: number;
  let front: number;
  const today = () => todayIso(t.services.now());
  const planYearOf = (date: string) => planYearOn({ type: 3, effectiveDate: '2025-01-01' }, date).key;

  const wsaRows = (kind?: BalanceLedgerKind) =>
    t.db
      .select({
        employeeId: balanceLedger.employeeId,
        planYear: balanceLedger.planYear,
        amountCents: balanceLedger.amountCents,
        kind: balanceLedger.kind,
      })
      .from(balanceLedger)
      .where(
        and(
          inArray(balanceLedger.employeeId, MEMBERS),
          eq(balanceLedger.account, 'WSA'),
          kind ? eq(balanceLedger.kind, kind) : undefined,
        ),
      )
      .orderBy(asc(balanceLedger.id));
  const flags = async () =>
    (
      await t.db
        .select({ id: employees.id, wellness: employees.wellness })
        .from(employees)
        .where(inArray(employees.id, MEMBERS))
        .orderBy(asc(employees.id))
    ).map((e) => e.wellness);
  const company = async () => {
    const [row] = await t.db.select().from(employers).where(eq(employers.id, 5026));
    return { hasWellness: row!.hasWellness, categories: row!.wellnessCategories };
  };
  const plan = (date: string, clinicalCents = 50_000, frontCents = 30_000) => ({
    categories: ['Mental Health', 'Fitness'],
    amounts: [
      { classificationId: clinical, wellnessAmountCents: clinicalCents },
      { classificationId: front, wellnessAmountCents: frontCents },
    ],
    effective_date: date,
  });

  beforeAll(async () => {
    t = await startTestApp(backend);
    sophie = await t.login('employee', '100261');
    liam = await t.login('employee', '100002');
    const rows = await t.db.select().from(classifications).where(eq(classifications.employerId, 5026));
    clinical = rows.find((r) => r.name === 'Clinical Staff')!.id;
    front = rows.find((r) => r.name === 'Front Office')!.id;
  });
  afterAll(async () => t?.close());

  it('refuses the signed out, an employee who is not an admin, a terminated one, a partner and staff', async () => {
    const member = await t.login('employee', '100262');
    const terminated = (
      await t.services.sessions.create('employee', '100004', { ip: '10.0.0.9', userAgent: 'test' })
    ).token;
    const partner = await t.login('partner', '200001');
    const staff = await t.login('tools', 'staff');
    for (const [url, data] of ENDPOINTS) {
      const signedOut = await t.call(url, data);
      expect(signedOut.status, url).toBe(401);
      expect(signedOut.body.data.error?.GENERAL).toBe(API_MESSAGES.signInRequired);
      for (const token of [member, terminated, partner, staff]) {
        const res = await t.call(url, data, token);
        expect(res.status, url).toBe(403);
        expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      }
    }
    expect(await t.db.select().from(wellnessChanges)).toEqual([]);
    expect((await company()).hasWellness).toBe(false);
  });

  it('reads the caller’s company only', async () => {
    const mine = await t.call<Wellness>('/employer/wellness/get', { employerId: 5002 }, sophie);
    const { TOKEN_EXPIRY: _expiry, ...answer } = mine.body.data as Wellness & { TOKEN_EXPIRY: number };
    expect(answer).toEqual({
      hasWellness: false,
      categories: [],
      classifications: [
        {
          classificationId: clinical,
          classificationName: 'Clinical Staff',
          wellnessAmountCents: 0,
          employeeCount: 2,
        },
        {
          classificationId: front,
          classificationName: 'Front Office',
          wellnessAmountCents: 0,
          employeeCount: 1,
        },
      ],
      pending: null,
    });
    const theirs = await t.call<Wellness>('/employer/wellness/get', {}, liam);
    expect(theirs.body.data.hasWellness).toBe(true);
    expect(theirs.body.data.categories).toEqual([...WELLNESS_CATEGORIES]);
    expect(
      theirs.body.data.classifications.map((c) => [c.classificationName, c.wellnessAmountCents]),
    ).toEqual([
      ['Drivers', 25_000],
      ['Management', 50_000],
    ]);
  });

  it('refuses a bad setup field by field and writes nothing', async () => {
    const bad = await t.call(
      '/employer/wellness/setup',
      {
        categories: [],
        amounts: [{ classificationId: clinical, wellnessAmountCents: 24_999 }],
        // Before today on British Columbia's calendar, Canada's earliest (decision 0056).
        effective_date: addDays(earliestCanadianToday(t.services.now()), -1),
      },
      sophie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.error).toMatchObject({
      GENERAL: MESSAGES.correctInformation,
      categories: M.categoriesRequired,
      [`amount-${clinical}`]: M.amountOutOfRange,
      [`amount-${front}`]: M.amountOutOfRange,
      amounts: M.amountsIncomplete,
      effective_date: M.effectiveDatePast,
    });
    // Another company's classification is not one of the caller's.
    const [drivers] = await t.db.select().from(classifications).where(eq(classifications.name, 'Drivers'));
    const foreign = await t.call(
      '/employer/wellness/setup',
      {
        ...plan(today()),
        amounts: [...plan(today()).amounts, { classificationId: drivers!.id, wellnessAmountCents: 50_000 }],
      },
      sophie,
    );
    expect(foreign.body.data.error).toMatchObject({ amounts: M.classificationNotFound });
    const golf = await t.call('/employer/wellness/setup', { ...plan(today()), categories: ['Golf'] }, sophie);
    expect(golf.body.data.error).toMatchObject({ categories: M.categoryUnknown });
    expect(await t.db.select().from(wellnessChanges)).toEqual([]);
    expect(await wsaRows()).toEqual([]);
  });

  it('refuses to manage or end wellness the company does not have, and to set it up twice', async () => {
    for (const [url, data] of [
      ['/employer/wellness/manage', plan(today())],
      ['/employer/wellness/terminate', { effective_date: today(), confirmed: true }],
    ] as const) {
      const res = await t.call(url, data, sophie);
      expect(res.status, url).toBe(409);
      expect(res.body.data.error?.GENERAL).toBe(M.notSetUp);
    }
    const again = await t.call('/employer/wellness/setup', plan(today()), liam);
    expect(again.status).toBe(409);
    expect(again.body.data.error?.GENERAL).toBe(M.alreadySetUp);
  });

  it('changes wellness without asking an amount of a classification that has no wellness account', async () => {
    // Prairie Sky has wellness; a classification added with no wellness amount has no account to change.
    const added = await t.call<{
      classifications: { classificationId: number; classificationName: string }[];
    }>(
      '/employer/classifications/add',
      { classificationName: 'Seasonal Staff', amountCents: 50_000, wellnessAmountCents: 0, periodType: 1 },
      liam,
    );
    expect(added.body.code, added.raw).toBe(0);
    const ids = Object.fromEntries(
      added.body.data.classifications.map((c) => [c.classificationName, c.classificationId]),
    );
    const seasonal = ids['Seasonal Staff']!;
    const date = addDays(today(), 3);
    const change = (amounts: { classificationId: number; wellnessAmountCents: number }[]) => ({
      categories: ['Fitness'],
      amounts,
      effective_date: date,
    });
    const covered = [
      { classificationId: ids.Drivers!, wellnessAmountCents: 25_000 },
      { classificationId: ids.Management!, wellnessAmountCents: 60_000 },
    ];
    const offered = await t.call(
      '/employer/wellness/manage',
      change([...covered, { classificationId: seasonal, wellnessAmountCents: 50_000 }]),
      liam,
    );
    expect(offered.status).toBe(400);
    expect(offered.body.data.error).toMatchObject({
      [`amount-${seasonal}`]: M.classificationWithoutWellness,
      amounts: M.classificationWithoutWellness,
    });
    const res = await t.call<Changed>('/employer/wellness/manage', change(covered), liam);
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.message).toBe(M.changeScheduled);
    expect(res.body.data.pending?.amounts).toEqual(
      [...covered].sort((a, b) => a.classificationId - b.classificationId),
    );
    // Left as it was for the other tests: the change deleted, the classification too.
    const deleted = await t.call(
      '/employer/wellness/delete-pending',
      { changeId: res.body.data.pending!.changeId },
      liam,
    );
    expect(deleted.body.code, deleted.raw).toBe(0);
    const removed = await t.call('/employer/classifications/delete', { classificationId: seasonal }, liam);
    expect(removed.body.code, removed.raw).toBe(0);
  });

  it('schedules a future setup as pending, deletable, and nothing happens before its date', async () => {
    const date = addDays(today(), 3);
    const res = await t.call<Changed>('/employer/wellness/setup', plan(date), sophie);
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.message).toBe(M.setUpScheduled);
    expect(res.body.data.hasWellness).toBe(false);
    expect(res.body.data.pending).toMatchObject({
      kind: 'setup',
      effective_date: date,
      categories: ['Fitness', 'Mental Health'],
      amounts: [
        { classificationId: clinical, wellnessAmountCents: 50_000 },
        { classificationId: front, wellnessAmountCents: 30_000 },
      ],
    });
    const second = await t.call('/employer/wellness/setup', plan(date), sophie);
    expect(second.status).toBe(409);
    expect(second.body.data.error?.effective_date).toBe(M.pendingExists);
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);
    expect(await wsaRows()).toEqual([]);

    // Another company's admin cannot delete it by naming it.
    const changeId = res.body.data.pending!.changeId;
    const foreign = await t.call('/employer/wellness/delete-pending', { changeId }, liam);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data.error?.GENERAL).toBe(M.pendingNotFound);

    const deleted = await t.call<Changed>('/employer/wellness/delete-pending', { changeId }, sophie);
    expect(deleted.body.data).toMatchObject({ message: M.pendingDeleted, pending: null, hasWellness: false });
    // Its date comes: the deleted setup does nothing.
    t.advance(4 * DAY);
    await t.services.jobs.runUntilEmpty();
    t.advance(-4 * DAY);
    expect(await company()).toEqual({ hasWellness: false, categories: [] });
    expect(await wsaRows()).toEqual([]);
    expect(await flags()).toEqual([false, false, false]);
  });

  it('sets wellness up today: flags, categories, amounts, each member’s WSA limit once, and the log', async () => {
    // Tom joins Clinical Staff from two days on (QA lifecycle, finding 2): he gets the account, and
    // no money before his coverage starts.
    const [template] = await t.db.select().from(employees).where(eq(employees.id, 100262));
    const [highest] = await t.db.select({ id: max(employees.id) }).from(employees);
    const tom = highest!.id! + 1;
    await t.db
      .insert(employees)
      .values({ ...template!, id: tom, email: 'tom.later@example.com', effectiveDate: addDays(today(), 2) });
    await t.db.insert(employeeClassifications).values({ employeeId: tom, classificationId: clinical });
    const res = await t.call<Changed>('/employer/wellness/setup', plan(today()), sophie);
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      message: M.setUp,
      hasWellness: true,
      categories: ['Fitness', 'Mental Health'],
      pending: null,
    });
    expect(res.body.data.classifications.map((c) => c.wellnessAmountCents)).toEqual([50_000, 30_000]);
    expect(await company()).toEqual({ hasWellness: true, categories: ['Fitness', 'Mental Health'] });
    expect(await flags()).toEqual([true, true, true]);
    const year = planYearOf(today());
    expect(await wsaRows()).toEqual([
      { employeeId: 100261, planYear: year, amountCents: 50_000, kind: 'FUNDING' },
      { employeeId: 100262, planYear: year, amountCents: 50_000, kind: 'FUNDING' },
      { employeeId: 100263, planYear: year, amountCents: 30_000, kind: 'FUNDING' },
    ]);
    // The member sees the WSA balance (the drawer) and may claim WSA (WELLNESS = Y).
    const member = await t.call<{ user: { WELLNESS: string; WELLNESS_BALANCE: number } }>('/login/', {
      id: '100262',
      pw: 'demo-password',
    });
    expect(member.body.data.user).toMatchObject({ WELLNESS: 'Y', WELLNESS_BALANCE: 50_000 });
    const logged = await t.db
      .select({ entity: changeLog.entity, actorKind: changeLog.actorKind })
      .from(changeLog)
      .where(eq(changeLog.subjectId, '5026'));
    const entities = logged.map((l) => `${l.actorKind}:${l.entity}`);
    expect(entities).toContain('employee:wellnessChange');
    expect(entities).toContain('system:employer');
    expect(entities.filter((e) => e === 'system:employee')).toHaveLength(4); // the members and Tom
    expect(entities.filter((e) => e === 'system:classification')).toHaveLength(2);

    const again = await t.call('/employer/wellness/setup', plan(today()), sophie);
    expect(again.body.data.error?.GENERAL).toBe(M.alreadySetUp);
    expect(await wsaRows()).toHaveLength(3);

    // Tom: the account, no deposit; on his first day the daily run funds both accounts, once.
    const toms = () =>
      t.db
        .select({ account: balanceLedger.account, amountCents: balanceLedger.amountCents })
        .from(balanceLedger)
        .where(eq(balanceLedger.employeeId, tom))
        .orderBy(asc(balanceLedger.account));
    const [flag] = await t.db.select().from(employees).where(eq(employees.id, tom));
    expect(flag!.wellness).toBe(true);
    expect(await toms()).toEqual([]);
    t.advance(2 * DAY);
    await fundPlanYears(t.services);
    await fundPlanYears(t.services);
    t.advance(-2 * DAY);
    const [clinicalNow] = await t.db.select().from(classifications).where(eq(classifications.id, clinical));
    expect(await toms()).toEqual([
      { account: 'HSA', amountCents: clinicalNow!.hsaAmountCents },
      { account: 'WSA', amountCents: 50_000 },
    ]);
  });

  it('schedules a change: pending, applied on its date exactly once with two queues racing', async () => {
    const nothing = await t.call('/employer/wellness/manage', plan(addDays(today(), 2)), sophie);
    expect(nothing.body.data.error?.amounts).toBe(M.nothingChanges);

    const date = addDays(today(), 5);
    const res = await t.call<Changed>(
      '/employer/wellness/manage',
      { ...plan(date, 80_000, 30_000), categories: ['Nutrition', 'Fitness', 'Mental Health'] },
      sophie,
    );
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data.message).toBe(M.changeScheduled);
    expect(res.body.data.categories).toEqual(['Fitness', 'Mental Health']);
    expect(res.body.data.pending).toMatchObject({
      kind: 'change',
      effective_date: date,
      categories: ['Nutrition', 'Fitness', 'Mental Health'],
    });
    const another = await t.call(
      '/employer/wellness/terminate',
      { effective_date: date, confirmed: true },
      sophie,
    );
    expect(another.body.data.error?.effective_date).toBe(M.pendingExists);
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);
    expect(await wsaRows('LIMIT_CHANGE')).toEqual([]);

    // Its day: two workers (two processes' queues on one database) race for the job.
    t.advance(5 * DAY + 60);
    const workers = [
      new JobQueue(t.db, { now: t.services.now }),
      new JobQueue(t.db, { now: t.services.now }),
    ];
    for (const w of workers) w.register(wellnessChangeJob, applyWellnessChange({ now: t.services.now }));
    const ran = await Promise.all(workers.map((w) => w.runUntilEmpty()));
    expect(ran[0]! + ran[1]!).toBe(1);
    const year = planYearOf(date);
    const funded = year === planYearOf(todayIso(new Date()));
    // Clinical Staff's two members get the difference (when that plan year was funded); Front Office unchanged.
    expect(await wsaRows('LIMIT_CHANGE')).toEqual(
      funded
        ? [
            { employeeId: 100261, planYear: year, amountCents: 30_000, kind: 'LIMIT_CHANGE' },
            { employeeId: 100262, planYear: year, amountCents: 30_000, kind: 'LIMIT_CHANGE' },
          ]
        : [],
    );
    expect((await company()).categories).toEqual(['Nutrition', 'Fitness', 'Mental Health']);
    const [cls] = await t.db.select().from(classifications).where(eq(classifications.id, clinical));
    expect(cls!.wsaAmountCents).toBe(80_000);

    // The handler run again (a retry after a lost "done"): nothing more.
    const [change] = await t.db
      .select()
      .from(wellnessChanges)
      .where(and(eq(wellnessChanges.employerId, 5026), eq(wellnessChanges.kind, 'change')));
    expect(change!.state).toBe('applied');
    await applyWellnessChange({ now: t.services.now })(
      { changeId: change!.id },
      { job: {} as never, transaction: (fn) => t.db.transaction(fn) },
    );
    expect(await wsaRows('LIMIT_CHANGE')).toHaveLength(funded ? 2 : 0);
    t.advance(-(5 * DAY + 60));
  });

  it('keeps a classification’s pending limit change from undoing the wellness amount', async () => {
    const date = addDays(today(), 20);
    const edit = await t.call(
      '/employer/classifications/edit',
      {
        classificationId: front,
        classificationName: 'Front Office',
        periodType: 1,
        newLimit: { amountCents: 90_000, wellnessAmountCents: 30_000, effective_date: date },
      },
      sophie,
    );
    expect(edit.body.code, edit.raw).toBe(0);
    const res = await t.call<Changed>('/employer/wellness/manage', plan(today(), 80_000, 40_000), sophie);
    expect(res.body.data.message).toBe(M.changed);
    const [pending] = await t.db
      .select()
      .from(classificationLimitChanges)
      .where(eq(classificationLimitChanges.classificationId, front));
    expect(pending).toMatchObject({ state: 'pending', hsaAmountCents: 90_000, wsaAmountCents: 40_000 });
    await t.call('/employer/classifications/delete-pending', { pendingLimitId: pending!.id }, sophie);
  });

  it('ends wellness after confirmation: WSA balances closed once, no more WSA claims', async () => {
    const unconfirmed = await t.call('/employer/wellness/terminate', { effective_date: today() }, sophie);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.data.error?.confirmed).toBe(M.confirmTermination);

    const date = addDays(today(), 3);
    const res = await t.call<Changed>(
      '/employer/wellness/terminate',
      { effective_date: date, confirmed: true },
      sophie,
    );
    expect(res.body.data).toMatchObject({
      message: M.terminationScheduled,
      hasWellness: true,
      pending: { kind: 'terminate', effective_date: date, categories: [], amounts: [] },
    });
    const balances = new Map<number, number>();
    for (const r of await wsaRows())
      balances.set(r.employeeId, (balances.get(r.employeeId) ?? 0) + r.amountCents);

    // A worker dies holding the job's lease; the next process takes it over once the lease runs out.
    t.advance(3 * DAY + 60);
    await t.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'a-dead-worker',
        lockedUntil: new Date(t.services.now().getTime() + 30_000),
      })
      .where(and(eq(jobs.name, wellnessChangeJob.name), eq(jobs.state, 'queued')));
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);
    t.advance(31);
    expect(await t.services.jobs.runUntilEmpty()).toBe(1);
    expect(await t.services.jobs.runUntilEmpty()).toBe(0);

    const ended = await wsaRows('WELLNESS_END');
    expect(ended.map((r) => [r.employeeId, r.amountCents])).toEqual(
      MEMBERS.filter((id) => (balances.get(id) ?? 0) > 0).map((id) => [id, -balances.get(id)!]),
    );
    expect(await company()).toEqual({ hasWellness: false, categories: [] });
    expect(await flags()).toEqual([false, false, false]);
    const amounts = await t.db.select().from(classifications).where(eq(classifications.employerId, 5026));
    expect(amounts.map((c) => c.wsaAmountCents)).toEqual([0, 0]);
    const member = await t.call<{ user: { WELLNESS: string; WELLNESS_BALANCE: number } }>('/login/', {
      id: '100262',
      pw: 'demo-password',
    });
    expect(member.body.data.user).toMatchObject({ WELLNESS: 'N', WELLNESS_BALANCE: 0 });
    sophie = await t.login('employee', '100261'); // the first session has run out meanwhile
    const got = await t.call<Wellness>('/employer/wellness/get', {}, sophie);
    expect(got.body.data).toMatchObject({ hasWellness: false, categories: [], pending: null });
    const manage = await t.call('/employer/wellness/manage', plan(today()), sophie);
    expect(manage.body.data.error?.GENERAL).toBe(M.notSetUp);
    t.advance(-(3 * DAY + 91));
    sophie = await t.login('employee', '100261');
  });
});
