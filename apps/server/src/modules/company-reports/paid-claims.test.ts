import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, claimStatusHistory } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { claimsPaidByEmployee } from './queries';

/*
 * Which claims count as paid in a period (queries.ts `paidBetween` on `claims.paid_at`, migration 0029):
 * a claim's paid time is its last P status, else (claims paid before the history) its last update.
 * The edge cases by hand, and the same answer as the former per-claim look-up over other periods;
 * `claims.paid_at` (kept by PostgreSQL, migration 0029; the claims-money reports read it) gives the
 * same claims and the same paid instants.
 */
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00.000Z` : iso);
const MAY = { from: at('2019-05-01T00:00:00.000Z'), to: at('2019-06-01T00:00:00.000Z') };

interface Fixture {
  employeeId: number;
  status: 'P' | 'N';
  payable: number;
  paid: string[];
  updated: string;
}
const FIXTURES: Fixture[] = [
  // Paid again in May after an April payment: paid in May.
  {
    employeeId: 100101,
    status: 'P',
    payable: 1_000,
    paid: ['2019-04-20', '2019-05-10'],
    updated: '2019-05-10',
  },
  // Paid in May, then again in June: its last payment is in June.
  {
    employeeId: 100101,
    status: 'P',
    payable: 2_000,
    paid: ['2019-05-12', '2019-06-02'],
    updated: '2019-06-02',
  },
  // No history (paid before it): its last update, in May.
  { employeeId: 100101, status: 'P', payable: 4_000, paid: [], updated: '2019-05-15' },
  // No history, updated in June.
  { employeeId: 100101, status: 'P', payable: 8_000, paid: [], updated: '2019-06-01' },
  // Paid in April, updated in May (printed): paid in April.
  { employeeId: 100101, status: 'P', payable: 16_000, paid: ['2019-04-28'], updated: '2019-05-20' },
  // The period's last second, and its end (exclusive).
  {
    employeeId: 100102,
    status: 'P',
    payable: 32_000,
    paid: ['2019-05-31T23:59:59.999Z'],
    updated: '2019-05-31T23:59:59.999Z',
  },
  {
    employeeId: 100102,
    status: 'P',
    payable: 64_000,
    paid: ['2019-06-01T00:00:00.000Z'],
    updated: '2019-06-01T00:00:00.000Z',
  },
  // Paid in May, then set back to submitted: not paid.
  { employeeId: 100102, status: 'N', payable: 128_000, paid: ['2019-05-05'], updated: '2019-05-06' },
];

/** The former query: the paid time looked up per claim (a correlated subquery), as an oracle. */
const perClaim = (between: { from: Date; to: Date }, account: string) => sql`
  select c.employee_id, count(*)::int as claims, sum(c.payable_cents)::text as paid, sum(c.total_cents)::text as total
  from claims c join employees e on e.id = c.employee_id
  where e.employer_id = 5002 and c.type = ${account} and c.status = 'P'
    and coalesce((select max(h.at) from claim_status_history h where h.claim_id = c.id and h.status = 'P'), c.updated_at)
      >= ${between.from.toISOString()}::timestamptz
    and coalesce((select max(h.at) from claim_status_history h where h.claim_id = c.id and h.status = 'P'), c.updated_at)
      < ${between.to.toISOString()}::timestamptz
  group by c.employee_id order by c.employee_id`;

/** Each claim's paid instant (microseconds since the epoch, text), as the former look-up gave it. */
const paidInstant = sql`coalesce((select max(h.at) from claim_status_history h where h.claim_id = c.id and h.status = 'P'), c.updated_at)`;
const micros = (instant: ReturnType<typeof sql>) =>
  sql`(extract(epoch from ${instant}) * 1000000)::bigint::text`;
const perClaimInstants = (between: { from: Date; to: Date }) => sql`
  select c.id as claim_id, ${micros(paidInstant)} as paid_at
  from claims c join employees e on e.id = c.employee_id
  where e.employer_id = 5002 and c.status = 'P'
    and ${paidInstant} >= ${between.from.toISOString()}::timestamptz
    and ${paidInstant} < ${between.to.toISOString()}::timestamptz
  order by c.id`;
const setBasedInstants = (between: { from: Date; to: Date }) => sql`
  select c.id as claim_id, ${micros(sql`c.paid_at`)} as paid_at
  from claims c join employees e on e.id = c.employee_id
  where e.employer_id = 5002 and c.status = 'P'
    and c.paid_at >= ${between.from.toISOString()}::timestamptz
    and c.paid_at < ${between.to.toISOString()}::timestamptz
  order by c.id`;

describe.each(backends)('claims paid in a period on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    for (const f of FIXTURES) {
      const [row] = await t.db
        .insert(claims)
        .values({
          employeeId: f.employeeId,
          type: 'HSA',
          status: f.status,
          planYear: 2019,
          claimedCents: f.payable,
          payableCents: f.payable,
          totalCents: f.payable,
          submittedAt: at('2019-04-01'),
          createdAt: at('2019-04-01'),
          updatedAt: at(f.updated),
        })
        .returning({ id: claims.id });
      await t.db.insert(claimStatusHistory).values([
        { claimId: row!.id, status: 'N', actorKind: 'employee', actorId: '1', at: at('2019-04-01') },
        ...f.paid.map((p) => ({
          claimId: row!.id,
          status: 'P',
          actorKind: 'system',
          actorId: 'payments',
          at: at(p),
        })),
        ...(f.status === 'N'
          ? [{ claimId: row!.id, status: 'N', actorKind: 'staff', actorId: 'x', at: at(f.updated) }]
          : []),
      ]);
    }
  });
  afterAll(async () => t?.close());

  const sums = async (between: { from: Date; to: Date }, account: 'HSA' | 'WSA' = 'HSA') =>
    (await claimsPaidByEmployee(t.db, 5002, account, between, { byDivision: false, limit: 1_000 }))
      .map((r) => ({ employee_id: r.employeeId, claims: r.claims, paid: r.paid, total: r.total }))
      .sort((a, b) => a.employee_id - b.employee_id);

  it('counts a claim in the period of its last payment, or of its last update without a history', async () => {
    expect(await sums(MAY)).toEqual([
      { employee_id: 100101, claims: 2, paid: '5000', total: '5000' },
      { employee_id: 100102, claims: 1, paid: '32000', total: '32000' },
    ]);
    expect(await sums({ from: at('2019-06-01T00:00:00.000Z'), to: at('2019-07-01T00:00:00.000Z') })).toEqual([
      { employee_id: 100101, claims: 2, paid: '10000', total: '10000' },
      { employee_id: 100102, claims: 1, paid: '64000', total: '64000' },
    ]);
  });

  it('gives each claim paid in a period the paid instant the per-claim look-up gave', async () => {
    const rowsOf = (result: unknown) =>
      (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        claim_id: number;
        paid_at: string;
      }[];
    const now = new Date();
    const periods = [
      MAY,
      { from: at('2019-06-01T00:00:00.000Z'), to: at('2019-07-01T00:00:00.000Z') },
      { from: at('2019-01-01T00:00:00.000Z'), to: at('2020-01-01T00:00:00.000Z') },
      { from: new Date(now.getTime() - 365 * 86_400_000), to: now },
      { from: new Date(now.getTime() - 3 * 365 * 86_400_000), to: now },
    ];
    for (const period of periods) {
      const expected = rowsOf(await t.db.execute(perClaimInstants(period)));
      const actual = rowsOf(await t.db.execute(setBasedInstants(period)));
      expect(actual.map((r) => ({ ...r }))).toEqual(expected.map((r) => ({ ...r })));
    }
    // The fixtures of May: paid again in May (its May instant), no history (its update), the last ms.
    const may = rowsOf(await t.db.execute(setBasedInstants(MAY)));
    expect(may).toHaveLength(3);
    const all = rowsOf(await t.db.execute(setBasedInstants({ from: at('2000-01-01'), to: now })));
    expect(all.length).toBeGreaterThan(10);
  });

  it('answers as the per-claim look-up did, over the fixtures and the seeded years', async () => {
    const now = new Date();
    const periods = [
      MAY,
      { from: at('2019-01-01T00:00:00.000Z'), to: at('2020-01-01T00:00:00.000Z') },
      { from: new Date(now.getTime() - 365 * 86_400_000), to: now },
      {
        from: new Date(now.getTime() - 3 * 365 * 86_400_000),
        to: new Date(now.getTime() - 400 * 86_400_000),
      },
    ];
    for (const period of periods) {
      for (const account of ['HSA', 'WSA'] as const) {
        const result = await t.db.execute(perClaim(period, account));
        const expected = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          employee_id: number;
        }[];
        expect(await sums(period, account)).toEqual(expected.map((r) => ({ ...r })));
      }
    }
  });
});
