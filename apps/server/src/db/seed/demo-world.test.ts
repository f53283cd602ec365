import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sealer } from '../../platform/crypto';
import { freshDatabase } from '../../test/harness';
import type { Database } from '../client';
import { balanceLedger, classifications, employeeClassifications } from '../schema';
import { seedDemo } from '.';

/*
 * The demo world (db/seed) tells a coherent story on the day it is seeded: early in the plan year and
 * in its middle (its dates are relative to that day).
 */
describe.each(['2026-02-15', '2026-06-15'])('the demo world seeded on %s', (day) => {
  let database: Database;
  let drop: () => Promise<void>;
  const today = new Date(`${day}T12:00:00.000Z`);
  const year = today.getUTCFullYear();

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase('pglite'));
    await database.migrate();
    await seedDemo(database.db, new Sealer(Buffer.alloc(32, 7)), today);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('funds Chloé (100007) with her classification’s HSA amount for this plan year, as her colleague', async () => {
    const [cls] = await database.db
      .select({ hsaCents: classifications.hsaAmountCents })
      .from(employeeClassifications)
      .innerJoin(classifications, eq(classifications.id, employeeClassifications.classificationId))
      .where(eq(employeeClassifications.employeeId, 100007));
    expect(cls?.hsaCents).toBe(250_000);
    const funding = (employeeId: number) =>
      database.db
        .select({ account: balanceLedger.account, amountCents: balanceLedger.amountCents })
        .from(balanceLedger)
        .where(
          and(
            eq(balanceLedger.employeeId, employeeId),
            eq(balanceLedger.planYear, year),
            eq(balanceLedger.kind, 'FUNDING'),
          ),
        );
    expect(await funding(100007)).toEqual([{ account: 'HSA', amountCents: 250_000 }]);
    expect(await funding(100001)).toEqual([{ account: 'HSA', amountCents: 250_000 }]);
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
});
