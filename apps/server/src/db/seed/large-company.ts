import {
  adminFeeBps,
  claimTaxRule,
  type ProvinceCode,
  LEDGER_REFERENCES,
  WELLNESS_CATEGORIES,
} from '@benefits/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';

/*
 * A large company for the company reports' benchmark (issue #12, docs/performance.md "Company
 * reports on a 5,000-employee company"): by default 5,000 employees and 500,000 claim items over
 * three plan years (calendar years: two past ones and the current one up to `today`), beside the
 * demo world. Built in set-based SQL (INSERT … SELECT generate_series), in one transaction, in a few
 * seconds; reproducible: every choice is a hash of the row's number and a fixed seed
 * (hashtextextended), and every date is relative to `today`.
 *
 * Consistent as the application writes it (modules/claims, seed/claims.ts):
 * - each item is priced as the domain's claim calculation prices a line (calculateClaimLines, no
 *   co-pay): its payable amount is what the employee's balance of that account and plan year has
 *   left, in submission order; the admin fee at the plan's rate and the province's taxes come from
 *   `adminFeeBps` and `claimTaxRule`, rounded half-up per line as `applyBps` does; the claim's
 *   amounts are the sums of its items' breakdowns (each stored on the item, as on submission);
 * - the balances are ledger sums: a FUNDING row per member, account and plan year (the member's
 *   classification amount, on 1 January), a CLAIM row per claim with a payable amount (on its
 *   submission);
 * - statuses: mostly paid (P, with N then P in the status history), the recent ones submitted (N)
 *   or waiting for audit files (A);
 * - the company account (employer ledger): a deposit on the first of each month of what its claims
 *   cost that month (rounded up to $1,000), and a "Claims funded" row per weekly payment run equal
 *   to the totals of the claims it paid.
 * - what PostgreSQL keeps from these rows (migration 0029, decision 0046: `claims.paid_at`,
 *   `paid_claim_services`) its triggers write as for any writer: the claims' statement sets paid_at
 *   (their last update is their payment), the items' statement writes the paid claims' per-service
 *   rows in one set-based step, and the P history rows, at the same instants, change nothing.
 * Divisions (most employees in one of twelve, some in none) and classifications (three) are set;
 * the company has wellness in every category (most members take it; its claims use every WSA
 * service, and a WSA claim takes the services of the company's categories) and all three insurance add-ons, so that every
 * company report is visible to its administrator, with the coverage the insurance reports read
 * (insurance_coverage: catastrophic drug for all, travel for most, employee earnings insurance for
 * about a third, with joins, drops and re-elections over the years).
 */

export interface LargeCompanyOptions {
  employerId?: number;
  /** The first employee's ID (the company's group administrator); the others follow. */
  firstEmployeeId?: number;
  employees?: number;
  items?: number;
  /** The hash seed: another seed, another (equally plausible) company. */
  seed?: number;
  /** Everything happens before this day (default: today, UTC). */
  today?: Date;
  passwordHash: string;
}

export interface LargeCompany {
  employerId: number;
  adminId: number;
  employees: number;
  claims: number;
  items: number;
}

/** Provinces of the members, with their share in percent (cumulative bounds are computed). */
const PROVINCES: readonly [ProvinceCode, number][] = [
  ['ON', 45],
  ['QC', 15],
  ['BC', 13],
  ['AB', 12],
  ['MB', 5],
  ['SK', 4],
  ['NS', 4],
  ['NB', 2],
];

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Charlotte',
  'William',
  'Amelia',
  'Benjamin',
  'Sophie',
  'Lucas',
  'Chloé',
  'Nathan',
  'Léa',
  'Gabriel',
  'Maya',
  'Ethan',
  'Zoé',
  'Jacob',
  'Ava',
  'Samuel',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Fatima',
  'Omar',
  'Aiyana',
  'Mateo',
  'Isabella',
  'Hannah',
];
const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Anderson',
  'Patel',
  'Singh',
  'Nguyen',
  'Chen',
  'Li',
  'Wong',
  'Martin',
  'Bélanger',
  'Pelletier',
  'Lévesque',
  'Thompson',
  'Johnson',
  'Williams',
  'Lee',
  "O'Brien",
];
const DIVISIONS = [
  'Head Office',
  'Montréal Terminal',
  'Toronto Terminal',
  'Vancouver Terminal',
  'Calgary Terminal',
  'Winnipeg Terminal',
  'Halifax Terminal',
  'Fleet Maintenance',
  'Dispatch',
  'Sales',
  'Finance',
  'Information Technology',
];
/** Classifications: name, HSA and wellness amounts a plan year (cents), share of members (percent). */
const CLASSES: readonly [string, number, number, number][] = [
  ['Staff', 250_000, 75_000, 70],
  ['Management', 400_000, 100_000, 25],
  ['Executive', 600_000, 150_000, 5],
];
const HSA_PROVIDERS = [
  'Maple Dental Centre',
  'Lakeshore Physiotherapy',
  'Downtown Vision Care',
  'Pharmacie du Quartier',
  'Harbourfront Chiropractic',
  'Prairie Massage Therapy',
  'Summit Psychology',
  'Northside Pharmacy',
];
const WSA_PROVIDERS = ['GoodLife Fitness', 'Sport Chek', 'YMCA', 'Mindful Minutes', 'Nutrition Plus'];

/** The rows of `execute`: an array on postgres.js, `{ rows }` on PGlite. */
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] } | undefined)?.rows ?? [])) as Record<
    string,
    unknown
  >[];

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (xs: readonly string[]) => `array[${xs.map(literal).join(', ')}]::text[]`;

export async function generateLargeCompany(db: Db, options: LargeCompanyOptions): Promise<LargeCompany> {
  const employerId = options.employerId ?? 9001;
  const firstId = options.firstEmployeeId ?? 700_001;
  const count = options.employees ?? 5_000;
  const itemCount = options.items ?? 500_000;
  const seed = options.seed ?? 12;
  const today = options.today ?? new Date();
  const year = today.getUTCFullYear();
  const todayIso = today.toISOString().slice(0, 10);
  const planCode = 1071;
  const feeBps = adminFeeBps(planCode);

  let bound = 0;
  const provinceRows = PROVINCES.map(([code, share]) => {
    const rule = claimTaxRule(code);
    const row = `(${literal(code)}, ${bound}, ${bound + share}, ${rule.gstBps}, ${rule.hstBps}, ${rule.rstBps}, ${rule.pstBps}, ${rule.premBps})`;
    bound += share;
    return row;
  }).join(', ');
  let classBound = 0;
  const classRows = CLASSES.map(([name, hsa, wsa, share], i) => {
    const row = `(${i}, ${literal(name)}, ${hsa}, ${wsa}, ${classBound}, ${classBound + share})`;
    classBound += share;
    return row;
  }).join(', ');

  // A non-negative pseudo-random integer of a row number and a salt, the same every run.
  const h = (salt: string, n: string) => `(hashtextextended('${salt}:' || ${n}, ${seed}) & 2147483647)`;
  // One statement at a time (the extended protocol takes one): they end with a semicolon at a line's end.
  const run = async (tx: Tx, text: string) => {
    let last: unknown;
    for (const statement of text.split(/;\s*$/m).filter((s) => s.trim() !== ''))
      last = await tx.execute(sql.raw(statement));
    return rowsOf(last);
  };

  return db.transaction(async (tx) => {
    await run(tx, `set local max_parallel_workers_per_gather = 0`);
    await run(
      tx,
      `insert into employers (id, name, contract_type, plan_code, province, street1, city, postcode, telephone,
         has_wellness, travel_ins, cat_drug, eei_ins, wellness_categories, plan_effective_date)
       values (${employerId}, 'Laurentian Freight Group Inc.', 13, ${planCode}, 'ON', '100 Queens Quay E', 'Toronto',
         'M5E 1V3', '416-555-0100', true, true, true, true, '${JSON.stringify(WELLNESS_CATEGORIES)}'::jsonb,
         '${year - 3}-01-01')`,
    );
    await run(
      tx,
      `insert into insurance_products (employer_id, product, insurer, policy_number, coverage_cents, deductible_cents,
         coverage_note, premium_cents, start_date, funding)
       values (${employerId}, 'TRAVEL', 'Maple Leaf Assurance', 'TRV-${employerId}-001', 500000000, 0,
                 'Emergency medical outside the home province', 1850, '${year - 2}-01-01', 'GROUP_ACCOUNT'),
              (${employerId}, 'EEI', 'Maple Leaf Assurance', 'EEI-${employerId}-001', 300000, 0,
                 '66.7% of earnings up to $3,000 a month', 4275, '${year - 2}-01-01', 'PAD'),
              (${employerId}, 'CAT_DRUG', 'Boreal Life', 'CD-${employerId}-001', 100000000, 500000,
                 'Prescription drugs above $5,000 a plan year', 1225, '${year - 2}-01-01', 'INVOICE')`,
    );
    await run(
      tx,
      `create temp table gen_province (code text, lo int, hi int, gst int, hst int, rst int, pst int, prem int) on commit drop;
       insert into gen_province values ${provinceRows};
       create temp table gen_class (n int, name text, hsa bigint, wsa bigint, lo int, hi int, id int) on commit drop;
       insert into gen_class (n, name, hsa, wsa, lo, hi) values ${classRows};`,
    );
    await run(
      tx,
      `with inserted as (
         insert into classifications (employer_id, name, hsa_amount_cents, wsa_amount_cents, period_type, effective_date)
         select ${employerId}, name, hsa, wsa, 1, '${year - 3}-01-01' from gen_class order by n
         returning id, name)
       update gen_class c set id = i.id from inserted i where i.name = c.name`,
    );
    await run(
      tx,
      `insert into divisions (employer_id, name)
       select ${employerId}, d from unnest(${textArray(DIVISIONS)}) d`,
    );

    // The members: the first is the group administrator (a member too).
    await run(
      tx,
      `create temp table gen_employee on commit drop as
       select g as n, ${firstId} + g as id,
         (${textArray(FIRST_NAMES)})[1 + ${h('first', 'g')} % ${FIRST_NAMES.length}] as first_name,
         (${textArray(LAST_NAMES)})[1 + ${h('last', 'g')} % ${LAST_NAMES.length}] as last_name,
         (select code from gen_province p where ${h('province', 'g')} % 100 >= p.lo and ${h('province', 'g')} % 100 < p.hi) as province,
         (select c.id from gen_class c where ${h('class', 'g')} % 100 >= c.lo and ${h('class', 'g')} % 100 < c.hi) as class_id,
         g = 0 or ${h('wellness', 'g')} % 100 < 80 as wellness,
         case when ${h('division', 'g')} % 100 < 6 then null else ${h('division', 'g')} % ${DIVISIONS.length} end as division
       from generate_series(0, ${count - 1}) g`,
    );
    await run(
      tx,
      `insert into employees (id, employer_id, password_hash, first_name, last_name, email, group_admin, wellness,
         province, date_of_birth, effective_date, limit_type, hsa_employer_agreement)
       select id, ${employerId}, ${literal(options.passwordHash)}, first_name, last_name,
         'member' || id || '@laurentian.example.com', n = 0, wellness, province,
         to_char(date '1960-01-01' + (${h('birth', 'n')} % 14000)::int, 'YYYY-MM-DD'), '${year - 3}-01-01', 'STANDARD', true
       from gen_employee order by id;
       insert into employee_classifications (employee_id, classification_id) select id, class_id from gen_employee;
       insert into employee_divisions (employee_id, division_id)
       select e.id, d.id from gen_employee e
       join (select id, row_number() over (order by id) - 1 as k from divisions where employer_id = ${employerId}) d
         on d.k = e.division;`,
    );
    // Each member's plan-year funding of each account they have, on 1 January.
    await run(
      tx,
      `insert into balance_ledger (employee_id, account, plan_year, amount_cents, kind, reference, created_at)
       select e.id, a.account, y, case a.account when 'HSA' then c.hsa else c.wsa end, 'FUNDING',
         'Plan year ' || y || ' funding', make_timestamptz(y, 1, 1, 5, 0, 0, 'UTC')
       from gen_employee e join gen_class c on c.id = e.class_id
       cross join generate_series(${year - 2}, ${year}) y
       cross join (values ('HSA'), ('WSA')) a(account)
       where a.account = 'HSA' or e.wellness
       order by y, e.id, a.account`,
    );

    // The claims: one to five items each (the last claim takes what is left of the item count),
    // submitted between 1 January two years back and yesterday, paid two to seven days later.
    const span = `extract(epoch from (timestamptz '${todayIso}T00:00:00Z' - interval '1 day' - make_timestamptz(${year - 2}, 1, 1, 0, 0, 0, 'UTC')))::bigint`;
    await run(
      tx,
      `create temp table gen_claim on commit drop as
       with numbered as (
         select j, 1 + ${h('items', 'j')} % 5 as n from generate_series(1, ${Math.ceil(itemCount / 2.5)}) j),
       counted as (select j, n, sum(n) over (order by j) - n as first_item from numbered)
       select j, least(n, ${itemCount} - first_item)::int as n, first_item,
         ${firstId} + ${h('employee', 'j')} % ${count} as employee_id,
         make_timestamptz(${year - 2}, 1, 1, 8, 0, 0, 'UTC') + (${h('submitted', 'j')} % ${span}) * interval '1 second' as submitted_at,
         (${h('type', 'j')} % 100) as type_roll, (${h('paid', 'j')} % 6) + 2 as pay_days, ${h('audit', 'j')} % 40 = 0 as audit,
         0 as id
       from counted where first_item < ${itemCount}`,
    );
    await run(
      tx,
      `alter table gen_claim add column type text, add column status text, add column paid_at timestamptz,
         add column plan_year int;
       update gen_claim c set
         type = case when e.wellness and c.type_roll < 20 then 'WSA' else 'HSA' end,
         plan_year = extract(year from c.submitted_at at time zone 'UTC')::int,
         paid_at = c.submitted_at + c.pay_days * interval '1 day' + interval '3 hours'
       from gen_employee e where e.id = c.employee_id;
       update gen_claim set status = case
         when audit and submitted_at > timestamptz '${todayIso}T00:00:00Z' - interval '30 days' then 'A'
         when paid_at < timestamptz '${todayIso}T00:00:00Z' then 'P' else 'N' end;
       update gen_claim set paid_at = null where status <> 'P';`,
    );
    // Ids in submission order, from the claims' own sequence.
    await run(
      tx,
      `create temp table gen_claim_id on commit drop as
       select j, nextval('claims_id_seq')::int as id from (select j from gen_claim order by submitted_at, j) s;
       update gen_claim c set id = i.id from gen_claim_id i where i.j = c.j;
       create index on gen_claim (j);`,
    );
    // The items, priced line by line: payable is what the balance of that account and plan year has
    // left (the plan year's funding less the earlier lines), then the fee and taxes per line.
    await run(
      tx,
      `create temp table gen_item on commit drop as
       with lines as (
         select c.id as claim_id, c.j, k, c.employee_id, c.type, c.plan_year, c.submitted_at,
           case when c.type = 'HSA' then 1 + ${h('service', "c.j || ':' || k")} % 10 else 101 + ${h('service', "c.j || ':' || k")} % 6 end as service_id,
           case when c.type = 'HSA' then 1500 + ${h('amount', "c.j || ':' || k")} % 6000 else 2000 + ${h('amount', "c.j || ':' || k")} % 4000 end::bigint as amount,
           ${h('provider', "c.j || ':' || k")} as provider_roll, ${h('date', "c.j || ':' || k")} % 10 as days_before
         from gen_claim c cross join lateral generate_series(0, c.n - 1) k),
       running as (
         select l.*, sum(amount) over (partition by employee_id, type, plan_year order by submitted_at, claim_id, k
           rows between unbounded preceding and current row)::bigint - amount as before,
           case l.type when 'HSA' then cl.hsa else cl.wsa end as funded
         from lines l join gen_employee e on e.id = l.employee_id join gen_class cl on cl.id = e.class_id),
       payable as (
         select r.*, greatest(0, least(amount, funded - before))::bigint as payable, p.gst, p.hst, p.rst, p.pst, p.prem, e.first_name, e.last_name
         from running r join gen_employee e on e.id = r.employee_id join gen_province p on p.code = e.province),
       fee as (select *, (payable * ${feeBps} + 5000) / 10000 as fee from payable)
       select *, (fee * gst + 5000) / 10000 as gst_amount, (fee * hst + 5000) / 10000 as hst_amount,
         (payable * rst + 5000) / 10000 as rst_amount, ((payable + fee) * pst + 5000) / 10000 as pst_amount,
         ((payable + fee) * prem + 5000) / 10000 as prem_amount
       from fee`,
    );
    await run(
      tx,
      `insert into claims (id, employee_id, type, status, origin, plan_year, claimed_cents, copay_cents, payable_cents,
         previous_year_payable_cents, admin_fee_cents, gst_cents, hst_cents, rst_cents, pst_cents, prem_cents, total_cents,
         funded, audit_selected, audit_result, submitted_at, created_at, updated_at)
       select c.id, c.employee_id, c.type, c.status, 'O', c.plan_year, s.claimed, 0, s.payable, 0, s.fee, s.gst, s.hst, s.rst,
         s.pst, s.prem, s.payable + s.fee + s.gst + s.hst + s.rst + s.pst + s.prem, c.status = 'P', c.audit,
         case when c.audit and c.status = 'P' then 'PASS' end, c.submitted_at, c.submitted_at, coalesce(c.paid_at, c.submitted_at)
       from gen_claim c join (
         select claim_id, sum(amount) as claimed, sum(payable) as payable, sum(fee) as fee, sum(gst_amount) as gst,
           sum(hst_amount) as hst, sum(rst_amount) as rst, sum(pst_amount) as pst, sum(prem_amount) as prem
         from gen_item group by claim_id) s on s.claim_id = c.id
       order by c.id`,
    );
    await run(
      tx,
      `insert into claim_items (claim_id, patient_name, service_id, service_name, provider, service_date, amount_cents,
         breakdown, created_at)
       select i.claim_id, i.first_name || ' ' || i.last_name, i.service_id, s.name,
         case when i.type = 'HSA' then (${textArray(HSA_PROVIDERS)})[1 + i.provider_roll % ${HSA_PROVIDERS.length}]
           else (${textArray(WSA_PROVIDERS)})[1 + i.provider_roll % ${WSA_PROVIDERS.length}] end,
         to_char((i.submitted_at at time zone 'UTC')::date - i.days_before::int, 'YYYY-MM-DD'), i.amount,
         jsonb_build_object('payableAmount', i.payable, 'previousYearPayableAmount', 0, 'totalPayableAmount', i.payable,
           'adminFeeAmount', i.fee, 'coPayAmount', 0, 'gstAmount', i.gst_amount, 'hstAmount', i.hst_amount,
           'rstAmount', i.rst_amount, 'pstAmount', i.pst_amount, 'premAmount', i.prem_amount,
           'totalAmount', i.payable + i.fee + i.gst_amount + i.hst_amount + i.rst_amount + i.pst_amount + i.prem_amount),
         i.submitted_at
       from gen_item i join services s on s.id = i.service_id
       order by i.claim_id, i.k`,
    );
    await run(
      tx,
      `insert into claim_status_history (claim_id, status, actor_kind, actor_id, note, at)
       select id, case when audit then 'A' else 'N' end, 'employee', employee_id::text,
         case when audit then 'Submitted, selected for audit' else 'Submitted' end, submitted_at
       from gen_claim
       union all
       select id, 'P', 'system', 'payments', 'Paid by direct deposit', paid_at from gen_claim where status = 'P'
       order by 1, 6`,
    );
    await run(
      tx,
      `insert into balance_ledger (employee_id, account, plan_year, amount_cents, kind, reference, claim_id, created_at)
       select c.employee_id, c.type, c.plan_year, -x.payable_cents, 'CLAIM', 'Claim ' || c.id, c.id, c.submitted_at
       from gen_claim c join claims x on x.id = c.id
       where x.payable_cents > 0
       order by c.id`,
    );
    // The company account: weekly payment runs (Mondays' week) and monthly deposits ahead of them.
    await run(
      tx,
      `create temp table gen_run on commit drop as
       select least(date_trunc('week', c.paid_at at time zone 'UTC') + interval '6 days 18 hours',
           timestamp '${todayIso} 00:00:00' - interval '6 hours') as run_at, sum(x.total_cents) as total
       from gen_claim c join claims x on x.id = c.id where c.status = 'P' group by 1;
       insert into employer_ledger (employer_id, amount_cents, kind, reference, created_at)
       select ${employerId}, ((sum(total) + 99999) / 100000) * 100000, 'DEPOSIT', ${literal(LEDGER_REFERENCES.padDeposit.en)},
         (date_trunc('month', run_at) + interval '6 hours') at time zone 'UTC'
       from gen_run group by date_trunc('month', run_at)
       union all
       select ${employerId}, -total, 'CLAIMS', ${literal(LEDGER_REFERENCES.claimsFunded.en)}, run_at at time zone 'UTC' from gen_run
       order by 5`,
    );
    // Who the insurance add-ons cover (decision 0037), from the products' start two years back:
    // catastrophic drug every member; travel most (a few joined later, a few left); employee earnings
    // insurance (EEI) those who elected it: some from the start, some later, some dropped it, some
    // dropped it and elected it again (a second row). EEI's premium rose at the last renewal, so
    // coverage begun before it keeps the older premium. Days are offsets from the products' start
    // up to today; members covered by EEI today have EE_HAS_EEI.
    const base = `date '${year - 2}-01-01'`;
    const renewal = `${year - 1}-01-01`;
    await run(
      tx,
      `create temp table gen_cover on commit drop as
       select e.id as employee_id, ${h('travel', 'e.n')} % 100 as travel, ${h('eei', 'e.n')} % 100 as eei,
         (${h('cover-a', 'e.n')} % (date '${todayIso}' - ${base}))::int as a,
         (${h('cover-b', 'e.n')} % (date '${todayIso}' - ${base}))::int as b
       from gen_employee e;
       insert into insurance_coverage (employer_id, employee_id, product, start_date, end_date, premium_cents, created_at)
       select ${employerId}, employee_id, product, to_char(${base} + s, 'YYYY-MM-DD'),
         to_char(${base} + e, 'YYYY-MM-DD'),
         case when product <> 'EEI' then premium when to_char(${base} + s, 'YYYY-MM-DD') < '${renewal}' then 4100 else premium end,
         (${base} + s)::timestamp at time zone 'UTC'
       from (
         select employee_id, 'CAT_DRUG' as product, 0 as s, null::int as e, 1225 as premium from gen_cover
         union all
         select employee_id, 'TRAVEL', case when travel between 92 and 94 then a else 0 end,
           case when travel between 95 and 97 then a end, 1850 from gen_cover where travel < 98
         union all
         select employee_id, 'EEI', case when eei between 20 and 25 then a else 0 end,
           case when eei between 26 and 35 then least(a, b) end, 4275 from gen_cover where eei < 36
         union all
         select employee_id, 'EEI', greatest(a, b) + 1, null, 4275 from gen_cover
         where eei between 32 and 35 and greatest(a, b) > least(a, b)) c
       order by employee_id, product, s;
       update employees set ee_has_eei = true where id in (
         select employee_id from insurance_coverage where employer_id = ${employerId} and product = 'EEI' and end_date is null);`,
    );
    const [counts] = await run(
      tx,
      `select (select count(*) from gen_claim)::int as claims, (select count(*) from gen_item)::int as items`,
    );
    return {
      employerId,
      adminId: firstId,
      employees: count,
      claims: Number(counts?.claims),
      items: Number(counts?.items),
    };
  });
}
