import type { Api, ResponseOf } from '@benefits/contract';
import { CLASSIFICATION_MESSAGES as M, addDays, keyedMessage, planYearOn, todayIso } from '@benefits/domain';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, employeeClassifications, employees } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Classes = ResponseOf<Api['employerClassifications']> & { message: string };

/**
 * A lower limit never takes a balance below $0.00 (decision 0022, amended 2026-12-07): members who
 * already used more than the new amount keep what was paid and their balance stops at $0.00, both
 * when the change is dated today (applied in the edit) and when its job applies it on its date; a
 * raise afterwards gives the new amount less what was used, not more.
 */
describe.each(backends)('a lower limit on %s', (backend) => {
  let t: TestApp;
  let liam: string; // 100002, group admin of 5002 and a member of Management
  const today = () => todayIso(new Date(Date.now() + offset));
  let offset = 0;

  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
  });
  afterAll(async () => t?.close());

  // Prairie Sky's plan years are calendar years.
  const planYearOf = (date: string) => planYearOn({ type: 3, effectiveDate: '2000-01-01' }, date).key;
  const balance = async (employeeId: number, account: 'HSA' | 'WSA', planYear: number) => {
    const [row] = await t.db
      .select({ total: sum(balanceLedger.amountCents) })
      .from(balanceLedger)
      .where(
        and(
          eq(balanceLedger.employeeId, employeeId),
          eq(balanceLedger.account, account),
          eq(balanceLedger.planYear, planYear),
        ),
      );
    return Number(row?.total ?? 0);
  };
  const classNamed = async (name: string) =>
    (await t.call<Classes>('/employer/classifications', {}, liam)).body.data.classifications.find(
      (c) => c.classificationName === name,
    )!;
  const membersOf = async (classificationId: number) =>
    (
      await t.db
        .select({ id: employees.id })
        .from(employeeClassifications)
        .innerJoin(employees, eq(employees.id, employeeClassifications.employeeId))
        .where(
          and(
            eq(employeeClassifications.classificationId, classificationId),
            eq(employees.terminated, false),
            eq(employees.nonMemberAdminOnly, false),
          ),
        )
    ).map((m) => m.id);
  const newLimit = (c: Awaited<ReturnType<typeof classNamed>>, hsaCents: number, date: string) =>
    t.call<ResponseOf<Api['employerClassificationEdit']>>(
      '/employer/classifications/edit',
      {
        classificationId: c.classificationId,
        classificationName: c.classificationName,
        periodType: c.periodType,
        newLimit: { amountCents: hsaCents, wellnessAmountCents: c.wellnessAmountCents, effective_date: date },
      },
      liam,
    );

  it('dated today: stops each balance at $0.00, says how many members keep what was paid, and a raise gives back only the unused part', async () => {
    const management = await classNamed('Management');
    const planYear = planYearOf(today());
    const members = await membersOf(management.classificationId);
    const before = new Map<number, number>();
    for (const id of members) before.set(id, await balance(id, 'HSA', planYear));
    const wsaBefore = await balance(100002, 'WSA', planYear);
    // Liam has already claimed more than $250.00 of his $1,500.00 this plan year.
    expect(management.amountCents).toBe(150_000);
    expect(before.get(100002)).toBeGreaterThan(0);
    expect(before.get(100002)).toBeLessThan(125_000);
    const decrease = 150_000 - 25_000;
    const kept = members.filter((id) => before.get(id)! < decrease).length;

    const res = await newLimit(management, 25_000, today());
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.message).toBe(
      keyedMessage('classifications.limitChangeAppliedKept', { count: kept }),
    );
    expect(res.body.data.keptMembers).toBe(kept);
    for (const id of members) {
      const after = await balance(id, 'HSA', planYear);
      expect(after, `member ${id}`).toBe(Math.max(0, before.get(id)! - decrease));
      expect(after).toBeGreaterThanOrEqual(0);
    }
    expect(await balance(100002, 'HSA', planYear)).toBe(0);
    expect(await balance(100002, 'WSA', planYear)).toBe(wsaBefore);

    // Back to $1,500.00: every member has their balance of before, Liam $1,500.00 less what he used.
    const back = await newLimit(await classNamed('Management'), 150_000, today());
    expect(back.body.data.message).toBe(M.limitChangeApplied);
    for (const id of members) {
      expect(await balance(id, 'HSA', planYear), `member ${id}`).toBe(before.get(id));
    }
  });

  it('on its date, by its job: the same rule, nothing below $0.00', async () => {
    const drivers = await classNamed('Drivers');
    const date = addDays(today(), 1);
    const planYear = planYearOf(date);
    const members = await membersOf(drivers.classificationId);
    // Amelia Chen (100106), a driver, has $100.00 left of this plan year's $1,000.00.
    expect(members).toContain(100106);
    const amelia = await balance(100106, 'HSA', planYear);
    expect(amelia).toBeGreaterThan(10_000);
    await t.db.insert(balanceLedger).values({
      employeeId: 100106,
      account: 'HSA',
      planYear,
      amountCents: -(amelia - 10_000),
      kind: 'CLAIM',
      reference: 'Claims paid',
    });
    const before = new Map<number, number>();
    for (const id of members) before.set(id, await balance(id, 'HSA', planYear));
    expect(drivers.amountCents).toBe(100_000);

    const res = await newLimit(drivers, 25_000, date);
    expect(res.body.data.message).toBe(M.limitChangeScheduled);
    offset = 86_400_000;
    t.advance(86_400);
    try {
      await t.services.jobs.runUntilEmpty();
      await t.services.jobs.runUntilEmpty();
    } finally {
      t.advance(-86_400);
      offset = 0;
    }
    expect(await balance(100106, 'HSA', planYear)).toBe(0);
    for (const id of members) {
      expect(await balance(id, 'HSA', planYear), `member ${id}`).toBe(Math.max(0, before.get(id)! - 75_000));
    }
  });
});
