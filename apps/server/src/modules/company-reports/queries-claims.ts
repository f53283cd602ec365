import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { claims, companyFunding, employees, employers, paidClaimServices, services } from '../../db/schema';
import { at, paidBetween, sumText } from './queries';

/*
 * The SQL of the four claims-money company reports (serviceSummary, claimSummary, fees, rff; docs/product/
 * company-reports.md): one set-based query each, bounded by the caller's own company (the scope's
 * `companyId`, never the payload's). Sums are bigint, read as text and checked as safe integers by the
 * service. The period's paid claims and their paid instants are `claims.paid_at` (queries.ts
 * `paidBetween`, the rule the other claims reports share; migration 0029, decision 0046).
 */

/** The company's claims paid in the period: the conditions every query of claims paid shares. */
const paidOf = (companyId: number, between: { from: Date; to: Date }) =>
  and(eq(employees.employerId, companyId), paidBetween(between));

/**
 * serviceSummary: the paid claims' items of the period per account and service, their breakdowns
 * summed (a claim's columns are its items' sums, so the categories add up to the claims), with the
 * number of items and of distinct claimants (employees). Read from `paid_claim_services` (a paid
 * claim's items summed per service with its paid instant, kept by PostgreSQL: migration 0029,
 * decision 0046), not from the claim items: per employee of the company, its rows of the period
 * summed per service (an index-only range of `paid_claim_services_employee_idx`), then those summed
 * per service, each employee's group counting once as a claimant (no distinct count over all rows).
 */
export async function paidByService(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  const q = paidClaimServices;
  const sum = (column: unknown) => sql<string>`sum(${column})`;
  const perEmployee = db
    .select({
      type: q.type,
      serviceId: q.serviceId,
      items: sum(q.items).as('items'),
      paid: sum(q.paidCents).as('paid'),
      adminFee: sum(q.adminFeeCents).as('admin_fee'),
      gst: sum(q.gstCents).as('gst'),
      rst: sum(q.rstCents).as('rst'),
      hst: sum(q.hstCents).as('hst'),
      pst: sum(q.pstCents).as('pst'),
      prem: sum(q.premCents).as('prem'),
      total: sum(q.totalCents).as('total'),
    })
    .from(q)
    .where(
      and(
        sql`${q.employeeId} = ${employees.id}`,
        sql`${q.paidAt} >= ${at(between.from)}`,
        sql`${q.paidAt} < ${at(between.to)}`,
      ),
    )
    .groupBy(q.type, q.serviceId)
    .as('x');
  return db
    .select({
      account: perEmployee.type,
      serviceId: perEmployee.serviceId,
      name: sql<string>`coalesce(max(${services.name}), '')`,
      nameFr: sql<string>`coalesce(max(${services.nameFr}), '')`,
      items: sql<number>`sum(${perEmployee.items})::int`.mapWith(Number),
      claimants: sql<number>`count(*)::int`.mapWith(Number),
      paid: sumText(perEmployee.paid),
      adminFee: sumText(perEmployee.adminFee),
      gst: sumText(perEmployee.gst),
      rst: sumText(perEmployee.rst),
      hst: sumText(perEmployee.hst),
      pst: sumText(perEmployee.pst),
      prem: sumText(perEmployee.prem),
      total: sumText(perEmployee.total),
    })
    .from(employees)
    .crossJoinLateral(perEmployee)
    .leftJoin(services, eq(services.id, perEmployee.serviceId))
    .where(eq(employees.employerId, companyId))
    .groupBy(perEmployee.type, perEmployee.serviceId);
}

/** The money columns of one claim. */
const claimMoney = {
  paid: claims.payableCents,
  adminFee: claims.adminFeeCents,
  gst: claims.gstCents,
  rst: claims.rstCents,
  hst: claims.hstCents,
  pst: claims.pstCents,
  prem: claims.premCents,
  total: claims.totalCents,
};

/** The same columns as text (bigint), as rows read without Drizzle's mapping need them (plainRows). */
const claimMoneyText = Object.fromEntries(
  Object.entries(claimMoney).map(([key, column]) => [key, sql<string>`${column}::text`.mapWith(String)]),
) as { [K in keyof typeof claimMoney]: SQL<string> };

/** An instant's day (UTC), YYYY-MM-DD (`T`: `string | null` where the instant may be null). */
const utcDay = <T extends string | null>(instant: unknown) =>
  sql<T>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The claimant's columns of a claim's row. */
const claimant = { employeeId: employees.id, firstName: employees.firstName, lastName: employees.lastName };

/** A claim's month of payment (UTC), YYYY-MM. */
const paidMonth = sql<string>`to_char(${claims.paidAt} at time zone 'UTC', 'YYYY-MM')`;

/**
 * claimSummary's rows: the claims paid in the period with their paid day, oldest payment first, from
 * `offset`, at most `limit` (read without Drizzle's per-field mapping: amounts as text).
 */
export async function paidClaims(
  db: Tx,
  companyId: number,
  between: { from: Date; to: Date },
  window: { offset: number; limit: number },
) {
  return plainRows(
    db,
    db
      .select({
        claimId: claims.id,
        paidAt: utcDay<string>(claims.paidAt),
        ...claimant,
        account: claims.type,
        ...claimMoneyText,
      })
      .from(claims)
      .innerJoin(employees, eq(employees.id, claims.employeeId))
      .where(paidOf(companyId, between))
      .orderBy(asc(claims.paidAt), asc(claims.id))
      .offset(window.offset)
      .limit(window.limit),
  );
}

/** A claim's money columns named for a subquery of the report's first rows (its `first` below). */
const claimMoneyNamed = () => ({
  paid: sql`${claims.payableCents}`.as('paid'),
  adminFee: sql`${claims.adminFeeCents}`.as('admin_fee'),
  gst: sql`${claims.gstCents}`.as('gst'),
  rst: sql`${claims.rstCents}`.as('rst'),
  hst: sql`${claims.hstCents}`.as('hst'),
  pst: sql`${claims.pstCents}`.as('pst'),
  prem: sql`${claims.premCents}`.as('prem'),
  total: sql`${claims.totalCents}`.as('total'),
});

/**
 * The count and money sums (text) of a subquery's first `maxRows` rows (its row number `n`), and
 * whether it held more: what a page answers for the whole report (decision 0048).
 */
function firstRowsSummed(
  first: { n: unknown } & { [K in keyof ReturnType<typeof claimMoneyNamed>]: unknown },
  maxRows: number,
) {
  const shown = sql`${first.n} <= ${maxRows}`;
  const sumShown = (column: unknown) =>
    sql<string>`coalesce(sum(${column}) filter (where ${shown}), 0)::text`;
  return {
    claims: sql<number>`(count(*) filter (where ${shown}))::int`.mapWith(Number),
    paid: sumShown(first.paid),
    adminFee: sumShown(first.adminFee),
    gst: sumShown(first.gst),
    rst: sumShown(first.rst),
    hst: sumShown(first.hst),
    pst: sumShown(first.pst),
    prem: sumShown(first.prem),
    total: sumShown(first.total),
    more: sql<boolean>`coalesce(bool_or(not (${shown})), false)`,
  };
}

/**
 * claimSummary's months: the report's first `maxRows` claims (in its order) summed per month of
 * payment, oldest first, and whether more claims were paid in the period. What the page of
 * /report/run answers beside its rows (its count, Grand Total and month subtotals), without reading
 * the rows (docs/performance.md "Twelfth session").
 */
export async function paidClaimsByMonth(
  db: Tx,
  companyId: number,
  between: { from: Date; to: Date },
  maxRows: number,
) {
  const first = db
    .select({
      month: paidMonth.as('month'),
      n: sql<number>`row_number() over (order by ${claims.paidAt}, ${claims.id})`.as('n'),
      ...claimMoneyNamed(),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(paidOf(companyId, between))
    .orderBy(asc(claims.paidAt), asc(claims.id))
    .limit(maxRows + 1)
    .as('first');
  return db
    .select({ month: first.month, ...firstRowsSummed(first, maxRows) })
    .from(first)
    .groupBy(first.month)
    .orderBy(asc(first.month));
}

/** fees: the paid claims of the period summed per month of payment (UTC), YYYY-MM. */
export async function paidByMonth(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  // Grouped by the month's start (a hash of 13 keys), named once per month: not a text per claim.
  const monthStart = sql`date_trunc('month', ${claims.paidAt} at time zone 'UTC')`;
  const month = sql<string>`to_char(${monthStart}, 'YYYY-MM')`;
  return db
    .select({
      month,
      claims: sql<number>`count(*)::int`.mapWith(Number),
      paid: sumText(claims.payableCents),
      adminFee: sumText(claims.adminFeeCents),
      gst: sumText(claims.gstCents),
      rst: sumText(claims.rstCents),
      hst: sumText(claims.hstCents),
      pst: sumText(claims.pstCents),
      prem: sumText(claims.premCents),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(paidOf(companyId, between))
    .groupBy(monthStart);
}

/** The company's plan effective date (ISO), or null: fees lists no month before it. */
export async function planEffectiveDateOf(db: Tx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ date: employers.planEffectiveDate })
    .from(employers)
    .where(eq(employers.id, companyId));
  return row?.date ?? null;
}

/** The company's submitted claims (N, A) not yet funded: rff's claims. */
const unfundedOf = (companyId: number) =>
  and(eq(employees.employerId, companyId), inArray(claims.status, ['N', 'A']), eq(claims.funded, false));

/**
 * rff's rows: the company's submitted claims not yet funded with their day of submission (UTC), oldest
 * submission first, from `offset`, at most `limit` (read without Drizzle's per-field mapping: amounts
 * as text).
 */
export async function unfundedClaims(db: Tx, companyId: number, window: { offset: number; limit: number }) {
  return plainRows(
    db,
    db
      .select({
        claimId: claims.id,
        submittedOn: utcDay<string | null>(claims.submittedAt),
        status: claims.status,
        ...claimant,
        account: claims.type,
        ...claimMoneyText,
      })
      .from(claims)
      .innerJoin(employees, eq(employees.id, claims.employeeId))
      .where(unfundedOf(companyId))
      .orderBy(asc(claims.submittedAt), asc(claims.id))
      .offset(window.offset)
      .limit(window.limit),
  );
}

/**
 * rff's count and Grand Total: the report's first `maxRows` claims (in its order) summed, and whether
 * more are waiting. What a page of /report/run answers beside its rows, without reading the rows (as
 * claimSummary's months, decision 0048).
 */
export async function unfundedClaimsTotals(db: Tx, companyId: number, maxRows: number) {
  const first = db
    .select({
      n: sql<number>`row_number() over (order by ${claims.submittedAt}, ${claims.id})`.as('n'),
      ...claimMoneyNamed(),
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(unfundedOf(companyId))
    .orderBy(asc(claims.submittedAt), asc(claims.id))
    .limit(maxRows + 1)
    .as('first');
  const [row] = await db.select(firstRowsSummed(first, maxRows)).from(first);
  return row!;
}

/** What the request for funding's invoice prints about the company: its address and how it funds. */
export async function invoiceParty(db: Tx, companyId: number) {
  const [row] = await db
    .select({
      name: employers.name,
      street1: employers.street1,
      city: employers.city,
      province: employers.province,
      postcode: employers.postcode,
      method: companyFunding.method,
    })
    .from(employers)
    .leftJoin(companyFunding, eq(companyFunding.employerId, employers.id))
    .where(eq(employers.id, companyId));
  return row ?? null;
}
