import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { claims, companyFunding, employees, employers, paidClaimServices, services } from '../../db/schema';
import { paidBetween } from './queries';

/*
 * The SQL of the four claims-money company reports (serviceSummary, claimSummary, fees, rff; docs/product/
 * company-reports.md): one set-based query each, bounded by the caller's own company (the scope's
 * `companyId`, never the payload's). Sums are bigint, read as text and checked as safe integers by the
 * service. The period's paid claims and their paid instants come from `claimsPaidBetweenAt` (queries.ts:
 * index ranges of the status history, the rule the other claims reports share), joined as `paid`.
 */

const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** An instant's SQL literal: a timestamptz parameter. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The company's claims paid in the period: the conditions every query of claims paid shares. */
const paidOf = (companyId: number, between: { from: Date; to: Date }) =>
  and(eq(employees.employerId, companyId), paidBetween(between));

/**
 * serviceSummary: the paid claims' items of the period per account and service, their breakdowns
 * summed (a claim's columns are its items' sums, so the categories add up to the claims), with the
 * number of items and of distinct claimants (employees). Read from `paid_claim_services` (a paid
 * claim's items summed per service with its paid instant, kept by PostgreSQL: migration 0029,
 * decision 0046), not from the claim items: the money is a range of the period's rows joined to the
 * company's employees; the claimants are counted per employee (each one's services of the period, an
 * index-only range of `paid_claim_ofEmployeeemployee_idx`), which is cheaper than one distinct count
 * over all the period's rows.
 */
export async function paidByService(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  const p = paidClaimServices;
  const q = alias(paidClaimServices, 'q');
  const inPeriod = (paidAt: typeof p.paidAt | typeof q.paidAt) =>
    and(sql`${paidAt} >= ${at(between.from)}`, sql`${paidAt} < ${at(between.to)}`);
  const money = db.$with('money').as(
    db
      .select({
        type: p.type,
        serviceId: p.serviceId,
        items: sql<number>`sum(${p.items})::int`.mapWith(Number).as('items'),
        paid: sumText(p.paidCents).as('paid'),
        adminFee: sumText(p.adminFeeCents).as('admin_fee'),
        gst: sumText(p.gstCents).as('gst'),
        rst: sumText(p.rstCents).as('rst'),
        hst: sumText(p.hstCents).as('hst'),
        pst: sumText(p.pstCents).as('pst'),
        prem: sumText(p.premCents).as('prem'),
        total: sumText(p.totalCents).as('total'),
      })
      .from(p)
      .innerJoin(employees, eq(employees.id, p.employeeId))
      .where(and(eq(employees.employerId, companyId), inPeriod(p.paidAt)))
      .groupBy(p.type, p.serviceId),
  );
  const ofEmployee = db
    .selectDistinct({ type: q.type, serviceId: q.serviceId })
    .from(q)
    .where(and(sql`${q.employeeId} = ${employees.id}`, inPeriod(q.paidAt)))
    .as('x');
  const claimants = db.$with('claimants').as(
    db
      .select({
        type: sql<string>`${ofEmployee.type}`.as('c_type'),
        serviceId: sql<number>`${ofEmployee.serviceId}`.as('c_service_id'),
        claimants: sql<number>`count(*)::int`.mapWith(Number).as('claimants'),
      })
      .from(employees)
      .crossJoinLateral(ofEmployee)
      .where(eq(employees.employerId, companyId))
      .groupBy(ofEmployee.type, ofEmployee.serviceId),
  );
  return db
    .with(money, claimants)
    .select({
      account: money.type,
      serviceId: money.serviceId,
      name: sql<string>`coalesce(${services.name}, '')`,
      nameFr: sql<string>`coalesce(${services.nameFr}, '')`,
      items: money.items,
      claimants: claimants.claimants,
      paid: money.paid,
      adminFee: money.adminFee,
      gst: money.gst,
      rst: money.rst,
      hst: money.hst,
      pst: money.pst,
      prem: money.prem,
      total: money.total,
    })
    .from(money)
    .innerJoin(claimants, and(eq(claimants.type, money.type), eq(claimants.serviceId, money.serviceId)))
    .leftJoin(services, eq(services.id, money.serviceId));
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
      paidAt: sql<string>`to_char(${claims.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      account: claims.type,
      ...claimMoney,
    })
    .from(claims)
    .innerJoin(employees, eq(employees.id, claims.employeeId))
    .where(paidOf(companyId, between))
    .orderBy(asc(claims.paidAt), asc(claims.id))
    .limit(limit);
}

/** fees: the paid claims of the period summed per month of payment (UTC), YYYY-MM. */
export async function paidByMonth(db: Tx, companyId: number, between: { from: Date; to: Date }) {
  const month = sql<string>`to_char(${claims.paidAt} at time zone 'UTC', 'YYYY-MM')`;
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
