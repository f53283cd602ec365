import { calculateClaimLines, type ClaimCostBreakdown } from '@benefits/domain';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshDatabase } from '../../test/harness';
import type { Database } from '../client';
import { services } from '../schema';
import { seedServices } from './claims';
import { generateLargeCompany, type LargeCompany } from './large-company';

/*
 * The benchmark's large company (seed/large-company.ts) at a small scale: 50 employees and 5,000
 * claim items. Its figures are the domain's claim calculation, its balances ledger sums, and the
 * same seed builds the same company.
 */
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

// The generator serves the PostgreSQL benchmark: tested there when the run has PostgreSQL (CI does),
// on PGlite otherwise; once, to keep the suite short.
const backend = backends.includes('postgres') ? 'postgres' : 'pglite';

describe(`the large company on ${backend}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let company: LargeCompany;
  const today = new Date('2026-06-15T00:00:00.000Z');
  const query = async (text: string) => rowsOf(await database.db.execute(sql.raw(text)));

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(backend));
    await database.migrate();
    const [seeded] = await database.db.select({ n: count() }).from(services);
    if (!seeded?.n) await database.db.transaction((tx) => seedServices(tx));
    company = await generateLargeCompany(database.db, {
      employees: 50,
      items: 5_000,
      today,
      passwordHash: 'not-a-password',
    });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('has the employees and items asked for, mostly paid claims, and an administrator', async () => {
    expect(company).toMatchObject({ employerId: 9001, adminId: 700_001, employees: 50, items: 5_000 });
    const [row] = await query(`
      select (select count(*) from employees where employer_id = 9001)::int as employees,
        (select count(*) from claim_items i join claims c on c.id = i.claim_id join employees e on e.id = c.employee_id
          where e.employer_id = 9001)::int as items,
        (select count(*) filter (where c.status = 'P')::float / count(*) from claims c join employees e on e.id = c.employee_id
          where e.employer_id = 9001) as paid_share,
        (select count(distinct c.type) from claims c join employees e on e.id = c.employee_id where e.employer_id = 9001)::int as types,
        (select count(distinct c.plan_year) from claims c join employees e on e.id = c.employee_id where e.employer_id = 9001)::int as years,
        (select group_admin from employees where id = 700001) as admin`);
    expect(row).toMatchObject({ employees: 50, items: 5_000, types: 2, years: 3, admin: true });
    expect(Number(row!.paid_share)).toBeGreaterThan(0.9);
    // Paid claims have their P status; the claims' counts match the generator's.
    const [history] = await query(`
      select count(*)::int as claims,
        count(*) filter (where c.status = 'P' and not exists (
          select 1 from claim_status_history h where h.claim_id = c.id and h.status = 'P'))::int as unpaid_history
      from claims c join employees e on e.id = c.employee_id where e.employer_id = 9001`);
    expect(history).toEqual({ claims: company.claims, unpaid_history: 0 });
  });

  it('prices every item as the domain does, from the balance left, and sums the claims', async () => {
    const items = await query(`
      select c.id as claim_id, c.employee_id, c.type, c.plan_year, e.province, i.amount_cents, i.breakdown,
        c.claimed_cents, c.payable_cents, c.admin_fee_cents, c.gst_cents, c.hst_cents, c.rst_cents, c.pst_cents,
        c.prem_cents, c.total_cents
      from claims c join employees e on e.id = c.employee_id join claim_items i on i.claim_id = c.id
      where e.employer_id = 9001 order by c.submitted_at, c.id, i.id`);
    const funding = new Map<string, number>();
    for (const f of await query(`
      select l.employee_id, l.account, l.plan_year, sum(l.amount_cents)::text as funded from balance_ledger l
      join employees e on e.id = l.employee_id where e.employer_id = 9001 and l.kind = 'FUNDING'
      group by 1, 2, 3`))
      funding.set(`${f.employee_id}|${f.account}|${f.plan_year}`, Number(f.funded));
    const byClaim = new Map<number, Record<string, unknown>[]>();
    for (const item of items) {
      const id = Number(item.claim_id);
      byClaim.set(id, [...(byClaim.get(id) ?? []), item]);
    }
    let clamped = 0;
    for (const [, lines] of byClaim) {
      const first = lines[0]!;
      const key = `${first.employee_id}|${first.type}|${first.plan_year}`;
      const left = funding.get(key)!;
      const { lines: priced, total } = calculateClaimLines(
        lines.map((l) => ({ claimedCents: Number(l.amount_cents) })),
        { copayBps: 0, province: first.province, planCode: 1071, currentBalanceCents: left },
      );
      funding.set(key, left - total.totalPayableAmount);
      if (total.totalPayableAmount < lines.reduce((s, l) => s + Number(l.amount_cents), 0)) clamped++;
      expect(lines.map((l) => l.breakdown as ClaimCostBreakdown)).toEqual(priced);
      expect({
        payable: Number(first.payable_cents),
        fee: Number(first.admin_fee_cents),
        gst: Number(first.gst_cents),
        hst: Number(first.hst_cents),
        rst: Number(first.rst_cents),
        pst: Number(first.pst_cents),
        prem: Number(first.prem_cents),
        total: Number(first.total_cents),
      }).toEqual({
        payable: total.totalPayableAmount,
        fee: total.adminFeeAmount,
        gst: total.gstAmount,
        hst: total.hstAmount,
        rst: total.rstAmount,
        pst: total.pstAmount,
        prem: total.premAmount,
        total: total.totalAmount,
      });
    }
    // Balances never go below zero (a few members run theirs out: their last lines pay what is left).
    expect([...funding.values()].every((left) => left >= 0)).toBe(true);
    expect(clamped).toBeLessThan(byClaim.size / 10);
  });

  it('keeps the ledgers consistent: balances are ledger sums, payment runs sum the paid claims', async () => {
    const [row] = await query(`
      select
        (select coalesce(sum(amount_cents), 0) from balance_ledger l join employees e on e.id = l.employee_id
          where e.employer_id = 9001 and l.kind = 'CLAIM')::text as claim_rows,
        (select coalesce(sum(payable_cents), 0) from claims c join employees e on e.id = c.employee_id
          where e.employer_id = 9001)::text as payable,
        (select count(*) from claims c join employees e on e.id = c.employee_id where e.employer_id = 9001
          and c.payable_cents > 0 and not exists (select 1 from balance_ledger l where l.claim_id = c.id))::int as unledgered,
        (select coalesce(sum(amount_cents), 0) from employer_ledger where employer_id = 9001 and kind = 'CLAIMS')::text as runs,
        (select coalesce(sum(total_cents), 0) from claims c join employees e on e.id = c.employee_id
          where e.employer_id = 9001 and c.status = 'P')::text as paid_total,
        (select count(*) from (select l.employee_id, l.account, l.plan_year from balance_ledger l
          join employees e on e.id = l.employee_id where e.employer_id = 9001
          group by 1, 2, 3 having sum(l.amount_cents) < 0) s)::int as negative_balances,
        (select coalesce(sum(amount_cents), 0) from employer_ledger where employer_id = 9001)::bigint >= 0 as company_funded,
        (select max(created_at) from employer_ledger where employer_id = 9001) < '2026-06-15T00:00:00Z' as all_past`);
    expect(row).toEqual({
      claim_rows: String(-Number(row!.payable)),
      payable: row!.payable,
      unledgered: 0,
      runs: String(-Number(row!.paid_total)),
      paid_total: row!.paid_total,
      negative_balances: 0,
      company_funded: true,
      all_past: true,
    });
  });

  it('covers its members by its insurance add-ons, in stretches that do not overlap', async () => {
    const [row] = await query(`
      select
        (select count(*) from employees where employer_id = 9001)::int as members,
        (select count(distinct employee_id) from insurance_coverage where employer_id = 9001 and product = 'CAT_DRUG')::int as cat_drug,
        (select count(distinct employee_id) from insurance_coverage where employer_id = 9001 and product = 'TRAVEL')::int as travel,
        (select count(distinct employee_id) from insurance_coverage where employer_id = 9001 and product = 'EEI')::int as eei,
        (select count(*) from insurance_coverage where employer_id = 9001
          and (start_date < '2024-01-01' or start_date > '2026-06-15' or end_date < start_date or end_date >= '2026-06-15'))::int as out_of_range,
        (select count(*) from insurance_coverage a join insurance_coverage b on b.employee_id = a.employee_id
          and b.product = a.product and b.id <> a.id and b.start_date >= a.start_date
          and (a.end_date is null or b.start_date <= a.end_date) where a.employer_id = 9001)::int as overlapping,
        (select count(*) from employees e where e.employer_id = 9001 and e.ee_has_eei <> exists (select 1 from insurance_coverage c
          where c.employee_id = e.id and c.product = 'EEI' and c.end_date is null))::int as eei_flag_wrong,
        (select count(*) from insurance_coverage c join insurance_products p on p.employer_id = c.employer_id
          and p.product = c.product where c.employer_id = 9001 and c.product <> 'EEI' and c.premium_cents <> p.premium_cents)::int as premium_wrong`);
    expect(row).toMatchObject({
      members: 50,
      cat_drug: 50,
      out_of_range: 0,
      overlapping: 0,
      eei_flag_wrong: 0,
      premium_wrong: 0,
    });
    expect(Number(row!.travel)).toBeGreaterThan(40);
    expect(Number(row!.eei)).toBeGreaterThan(5);
    expect(Number(row!.eei)).toBeLessThan(40);
  });

  it('builds the same company from the same seed', async () => {
    const small = (employerId: number, firstEmployeeId: number) =>
      generateLargeCompany(database.db, {
        employerId,
        firstEmployeeId,
        employees: 10,
        items: 500,
        today,
        passwordHash: 'not-a-password',
      });
    const first = await small(9002, 800_001);
    const second = await small(9003, 810_001);
    expect(second.claims).toBe(first.claims);
    const digest = async (employerId: number) => {
      const [row] = await query(`
        select md5(string_agg(concat_ws('|', c.employee_id - e0.first, c.type, c.status, c.submitted_at, c.total_cents,
          e.last_name, e.province), ',' order by c.submitted_at, c.employee_id, c.total_cents)) as digest
        from claims c join employees e on e.id = c.employee_id
        cross join (select min(id) as first from employees where employer_id = ${employerId}) e0
        where e.employer_id = ${employerId}`);
      return row!.digest;
    };
    expect(await digest(9003)).toBe(await digest(9002));
    const [divisions] = await query(`select count(*)::int as n from divisions where employer_id = 9003`);
    expect(divisions).toEqual({ n: 12 });
  });
});
