import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { claimItems, claims, companyFunding, employees, employers, services } from '../../db/schema';
import { claimsPaidBetweenAt } from './queries';

/*
 * The SQL of the four claims-money company reports (serviceSummary, claimSummary, fees, rff; docs/product/
 * company-reports.md): one set-based query each, bounded by the caller's own company (the scope's
 * `companyId`, never the payload's). Sums are bigint, read as text and checked as safe integers by the
 * service. The period's paid claims and their paid instants come from `claimsPaidBetweenAt` (queries.ts:
 * index ranges of the status history, the rule the other claims reports share), joined as `paid`.
 */

const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The period's paid claims, `paid(claim_id, paid_at)`, to join to `claims`. */
const paidIn = (between: { from: Date; to: Date }) => sql`(${claimsPaidBetweenAt(between)}) as paid`;
const paidJoin = sql`paid.claim_id = ${claims.id}`;
const paidAt = sql`paid.paid_at`;

/** The company's paid claims: the conditions every query of claims paid shares, beside the join. */
const paidOf = (companyId: number) => and(eq(employees.employerId, companyId), eq(claims.status, 'P'));

/**
 * serviceSummary: the paid claims' items of the period per account and service, their breakdowns
 * summed (a claim's columns are its items' sums, so the categories add up to the claims), with the
 * number of items and of distinct claimants (employees). The breakdown's money is read from the
 * columns generated from it (migration 0028), narrow rows to join and sort instead of the JSON.
 */
export async function paidByService(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  return db
    .select({
      account: claims.type,
      serviceId: claimItems.serviceId,
      name: sql<string>`coalesce(max(${services.name}), max(${claimItems.serviceName}))`,
      nameFr: sql<string>`coalesce(max(${services.nameFr}), '')`,
      items: sql<number>`count(*)::int`.mapWith(Number),
      claimants: sql<number>`count(distinct ${claims.employeeId})::int`.mapWith(Number),
      paid: sumText(claimItems.paidCents),
      adminFee: sumText(claimItems.adminFeeCents),
      gst: sumText(claimItems.gstCents),
      rst: sumText(claimItems.rstCents),
      hst: sumText(claimItems.hstCents),
      pst: sumText(claimItems.pstCents),
      prem: sumText(claimItems.premCents),
      total: sumText(claimItems.totalCents),
    })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .innerJoin(paidIn(between), paidJoin)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .leftJoin(services, eq(services.id, claimItems.serviceId))
    .where(paidOf(companyId))
    .groupBy(claims.type, claimItems.serviceId);
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

/** claimSummary: each claim paid in the period with its paid instant, oldest first. */
export async function paidClaims(
  db: Tx,
  companyId: number,
  between: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select({
      claimId: claims.id,
      paidAt: sql<string>`to_char((${paidAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      account: claims.type,
      ...claimMoney,
    })
    .from(claims)
    .innerJoin(paidIn(between), paidJoin)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(paidOf(companyId))
    .orderBy(sql`${paidAt} asc`, asc(claims.id))
    .limit(limit);
}

/** fees: the paid claims of the period summed per month of payment (UTC), YYYY-MM. */
export async function paidByMonth(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  const month = sql<string>`to_char((${paidAt}) at time zone 'UTC', 'YYYY-MM')`;
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
    .innerJoin(paidIn(between), paidJoin)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(paidOf(companyId))
    .groupBy(month);
}

/** rff: the company's submitted claims (N, A) not yet funded, oldest submission first. */
export async function unfundedClaims(db: Tx, companyId: number, limit: number) {
  return db
    .select({
      claimId: claims.id,
      submittedAt: claims.submittedAt,
      status: claims.status,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      account: claims.type,
      ...claimMoney,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(
      and(eq(employees.employerId, companyId), inArray(claims.status, ['N', 'A']), eq(claims.funded, false)),
    )
    .orderBy(asc(claims.submittedAt), asc(claims.id))
    .limit(limit);
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
