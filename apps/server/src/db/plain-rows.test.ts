import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceTerms,
  claimsPaidByEmployee,
  companyMovements,
  memberBalances,
} from '../modules/company-reports/queries';
import { paidClaims, unfundedClaims } from '../modules/company-reports/queries-claims';
import { coverageOn, premiumsByMonth } from '../modules/company-reports/queries-insurance';
import { backends, startTestApp, type TestApp } from '../test/harness';
import { plainRows } from './plain-rows';
import { claims, divisions, employeeDivisions, employees } from './schema';

/*
 * plainRows reads a select's rows without Drizzle's mapping: on both drivers it must answer what
 * Drizzle's own mapping answers, for the kinds of columns it is used with (text, int4, boolean, sums
 * as text, counts as int, nulls from an outer join), and for each report query that uses it.
 */
describe.each(backends)('rows read without Drizzle’s mapping on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  const wideOpen = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };

  it('answers the same rows as Drizzle for text, integers, booleans, sums, counts and nulls', async () => {
    const query = () =>
      t.db
        .select({
          id: employees.id,
          lastName: employees.lastName,
          groupAdmin: employees.groupAdmin,
          division: divisions.name,
          doubled: sql<string>`(${employees.id}::bigint * 2)::text`,
          one: sql<number>`1::int`.mapWith(Number),
        })
        .from(employees)
        .leftJoin(employeeDivisions, eq(employeeDivisions.employeeId, employees.id))
        .leftJoin(divisions, eq(divisions.id, employeeDivisions.divisionId))
        .where(and(eq(employees.employerId, 5002)))
        .orderBy(asc(employees.id));
    const mapped = await query();
    const plain = await plainRows(t.db, query());
    expect(mapped.length).toBeGreaterThan(2);
    expect(mapped.some((r) => r.division === null)).toBe(true);
    expect(plain).toEqual(mapped);
  });

  it('refuses a field it would read differently from Drizzle (a bigint or a timestamp column)', async () => {
    const query = (field: typeof claims.totalCents | typeof claims.submittedAt) =>
      t.db.select({ id: claims.id, field }).from(claims).limit(1);
    await expect(plainRows(t.db, query(claims.totalCents))).rejects.toThrow(/"field"/);
    await expect(plainRows(t.db, query(claims.submittedAt))).rejects.toThrow(/"field"/);
    const dated = t.db.select({ at: sql<Date>`now()`.mapWith((v: string) => new Date(v)) }).from(claims);
    await expect(plainRows(t.db, dated)).rejects.toThrow(/"at"/);
  });

  it('answers the same rows as Drizzle for each report query that uses it', async () => {
    const company = 5002;
    // The queries are called through plainRows; Drizzle's mapping of the same statement is what a
    // transaction would answer (plainRows falls back to the query itself without a driver client).
    type Read = (db: typeof t.db) => Promise<unknown[]>;
    const viaDrizzle = async (read: Read) =>
      t.db.transaction(async (tx) => read(tx as unknown as typeof t.db));
    const claimable = async (db: typeof t.db) => {
      const dates = (await balanceTerms(db, company))!.effectiveDates.split(',');
      return { effectiveDates: dates, atStart: dates.map(() => 2000), atEnd: dates.map(() => 2025) };
    };
    const reads: Read[] = [
      (db: typeof t.db) =>
        claimsPaidByEmployee(db, company, 'HSA', wideOpen, { byDivision: true, limit: 10_000 }),
      async (db: typeof t.db) => [await balanceTerms(db, company)],
      // Every plan year claimable at the start, those from 2025 at the end (some expire).
      async (db: typeof t.db) => memberBalances(db, company, 'HSA', wideOpen, await claimable(db), 10_000),
      async (db: typeof t.db) => memberBalances(db, company, 'WSA', wideOpen, await claimable(db), 10_000),
      (db: typeof t.db) => paidClaims(db, company, wideOpen, { offset: 0, limit: 10_000 }),
      (db: typeof t.db) => coverageOn(db, company, '2100-01-01', 10_000),
      (db: typeof t.db) => unfundedClaims(db, company, { offset: 0, limit: 10_000 }),
      (db: typeof t.db) => premiumsByMonth(db, company, 'TRAVEL', ['2020-01-01', '2026-01-01', '2099-01-01']),
      // Prepared (preparedPlainRows): twice, the second run on the statement prepared by the first.
      (db: typeof t.db) => companyMovements(db, company, wideOpen, 10_000),
      (db: typeof t.db) => companyMovements(db, company, wideOpen, 10_000),
    ];
    for (const read of reads) {
      const plain = await read(t.db);
      expect(plain.length).toBeGreaterThan(0);
      expect(plain).toEqual(await viaDrizzle(read));
    }
  });
});
