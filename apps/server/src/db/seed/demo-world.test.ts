import { planYearOn, todayIso, type PlanYearEndType } from '@benefits/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sealer } from '../../platform/crypto';
import { backends, freshDatabase } from '../../test/harness';
import type { Database } from '../client';
import {
  balanceLedger,
  claimItems,
  claims,
  claimStatusHistory,
  classifications,
  commissions,
  dependants,
  employeeClassifications,
  employees,
  employers,
  partnerDocuments,
} from '../schema';
import { fundPlanYears } from '../../modules/plan-year-funding/funding';
import { seedDemo } from '.';

/*
 * The demo world (db/seed) tells a coherent story whatever the day it is seeded (its dates are relative
 * to that day): on New Year's Day before the deposits' hour, in the first days of a plan year (when
 * the claims of the last weeks are December's), in its middle, and on its last days.
 *
 * Nine seeds are the work of this file: they run on PostgreSQL when the suite has one (a seed there
 * takes a fraction of PGlite's CPU), on PGlite otherwise. What is checked is the seed's dates, not
 * the database; the API tests seed on both, and every e2e server seeds on PGlite.
 */
const backend = backends.at(-1)!;
describe.each([
  '2026-01-01T03:00:00.000Z',
  '2026-01-02T12:00:00.000Z',
  '2026-01-03T08:00:00.000Z',
  '2026-01-09T12:00:00.000Z',
  '2026-01-20T12:00:00.000Z',
  '2026-02-15T12:00:00.000Z',
  '2026-06-15T12:00:00.000Z',
  '2026-12-28T12:00:00.000Z',
  '2026-12-31T23:30:00.000Z',
])('the demo world seeded at %s', (moment) => {
  let database: Database;
  let drop: () => Promise<void>;
  const today = new Date(moment);
  const year = today.getUTCFullYear();

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(backend));
    await database.migrate();
    await seedDemo(database.db, new Sealer(Buffer.alloc(32, 7)), today);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const funding = (employeeId: number, planYear = year) =>
    database.db
      .select({ account: balanceLedger.account, amountCents: balanceLedger.amountCents })
      .from(balanceLedger)
      .where(
        and(
          eq(balanceLedger.employeeId, employeeId),
          eq(balanceLedger.planYear, planYear),
          eq(balanceLedger.kind, 'FUNDING'),
        ),
      );

  it('funds Chloé (100007) with her classification’s HSA amount for this plan year, as her colleague', async () => {
    const [cls] = await database.db
      .select({ hsaCents: classifications.hsaAmountCents })
      .from(employeeClassifications)
      .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
      .where(eq(employeeClassifications.employeeId, 100007));
    expect(cls?.hsaCents).toBe(250_000);
    expect(await funding(100007)).toEqual([{ account: 'HSA', amountCents: 250_000 }]);
    expect(await funding(100001)).toEqual([{ account: 'HSA', amountCents: 250_000 }]);
  });

  it('funds the other All Employees members (Emma, Lucas, Mia, William) with its amount for this plan year', async () => {
    for (const id of [100005, 100006, 100010, 100011]) {
      expect(await funding(id), String(id)).toEqual([{ account: 'HSA', amountCents: 250_000 }]);
    }
  });

  it('leaves the plan-year funding run nobody to fund: a worker starting on it changes no balance (decision 0059)', async () => {
    const before = await database.db.select({ id: balanceLedger.id }).from(balanceLedger);
    expect(await fundPlanYears({ db: database.db, now: () => today })).toEqual({
      members: 0,
      hsa: 0,
      wsa: 0,
    });
    expect(await database.db.select({ id: balanceLedger.id }).from(balanceLedger)).toHaveLength(
      before.length,
    );
  });

  it('funds the group admins who are members, Jacob (100008) and Ava (100009), with their classification’s amount', async () => {
    expect(await funding(100008)).toEqual([{ account: 'HSA', amountCents: 80_000 }]);
    expect(await funding(100009)).toEqual([{ account: 'HSA', amountCents: 90_000 }]);
  });

  it('dates every plan-year deposit before the claims paid from it', async () => {
    const rows = await database.db
      .select()
      .from(balanceLedger)
      .orderBy(asc(balanceLedger.createdAt), asc(balanceLedger.id));
    const funded = new Map<string, Date>();
    const early: string[] = [];
    for (const r of rows) {
      const key = `${r.employeeId} ${r.account} ${r.planYear}`;
      if (r.kind === 'FUNDING' && !funded.has(key)) funded.set(key, r.createdAt);
    }
    for (const r of rows.filter((x) => x.kind === 'CLAIM')) {
      const key = `${r.employeeId} ${r.account} ${r.planYear}`;
      const deposit = funded.get(key);
      if (!deposit || deposit.getTime() > r.createdAt.getTime()) {
        early.push(`${key}: claim ${r.createdAt.toISOString()}, deposit ${deposit?.toISOString() ?? 'none'}`);
      }
    }
    expect(early).toEqual([]);
    // The drivers (Prairie Sky's directory team) among them: their claims are in the seed.
    expect(rows.some((r) => r.kind === 'CLAIM' && r.employeeId >= 100101 && r.employeeId <= 100106)).toBe(
      true,
    );
  });

  it('puts every claim in the plan year of the day it was submitted (planYearOn), and not in the future', async () => {
    const rows = await database.db
      .select({ c: claims, e: employees, r: employers })
      .from(claims)
      .innerJoin(employees, eq(employees.id, claims.employeeId))
      .innerJoin(employers, eq(employers.id, employees.employerId));
    expect(rows.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { c, e, r } of rows) {
      if (!c.submittedAt) continue;
      const expected = planYearOn(
        {
          type: r.planYearEndType as PlanYearEndType,
          fiscalYearEnd: r.fiscalYearEnd,
          effectiveDate: e.effectiveDate,
        },
        todayIso(c.submittedAt),
      ).key;
      if (c.planYear !== expected || c.submittedAt.getTime() > today.getTime())
        wrong.push(
          `claim ${c.id} of ${c.employeeId}: ${c.planYear}, submitted ${c.submittedAt.toISOString()}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('dates the plan of every company a partner sold, with its sign-up commission (decisions 0038, 0042)', async () => {
    // The Agent List counts every company sold; HSA Sales, the renewals and the sign-up commission go
    // by the plan's effective date: a sold company without one is counted by the first only.
    const sold = await database.db
      .select({ id: employers.id, effective: employers.planEffectiveDate })
      .from(employers)
      .where(isNotNull(employers.partnerId));
    expect(sold.map((c) => c.id).sort()).toEqual([5001, 5002, 5003, 5004, 5005, 5026]);
    expect(sold.filter((c) => !c.effective || c.effective > todayIso(today))).toEqual([]);
    const signups = await database.db
      .select({ employerId: commissions.employerId })
      .from(commissions)
      .where(and(eq(commissions.source, 'SIGNUP'), eq(commissions.role, 'DIRECT')));
    expect(signups.map((c) => c.employerId).sort()).toEqual(sold.map((c) => c.id).sort());
  });

  it('gives the auditors a paper claim of Noah (100004), terminated: received, with a service before his last day', async () => {
    // Terminated accounts claim on paper (decision 0006; /claims is closed to them).
    const [noah] = await database.db.select().from(employees).where(eq(employees.id, 100004));
    expect(noah!.terminated).toBe(true);
    const rows = await database.db
      .select({ c: claims, serviceDate: claimItems.serviceDate })
      .from(claims)
      .innerJoin(claimItems, eq(claimItems.claimId, claims.id))
      .where(and(eq(claims.employeeId, 100004), eq(claims.status, 'A')));
    expect(rows).toHaveLength(1);
    const [{ c, serviceDate }] = rows as [(typeof rows)[number]];
    expect(c).toMatchObject({ origin: 'P', type: 'HSA', auditSelected: true, claimedCents: 125_000 });
    expect(serviceDate <= noah!.terminationDate!).toBe(true);
    expect(serviceDate <= todayIso(c.submittedAt!)).toBe(true);
    const history = await database.db
      .select({ note: claimStatusHistory.note })
      .from(claimStatusHistory)
      .where(eq(claimStatusHistory.claimId, c.id));
    expect(history.map((h) => h.note)).toEqual(['Paper claim received; selected for audit']);
  });

  it('calls a partner manager « gestionnaire » in French, as the partner area does', async () => {
    const documents = await database.db.select({ bodyFr: partnerDocuments.bodyFr }).from(partnerDocuments);
    const french = documents.map((d) => d.bodyFr).join('\n');
    expect(french).toMatch(/gestionnaire/);
    expect(french).not.toMatch(/directeur/i);
  });

  it("dates every dependant's claim items on or after their effective date (decision 0058)", async () => {
    const rows = await database.db
      .select({ id: claimItems.id, serviceDate: claimItems.serviceDate, since: dependants.effectiveDate })
      .from(claimItems)
      .innerJoin(dependants, eq(dependants.id, claimItems.dependantId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.serviceDate < r.since)).toEqual([]);
  });
});
