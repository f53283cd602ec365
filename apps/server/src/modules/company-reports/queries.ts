import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LIMIT_LEDGER_KINDS } from '@benefits/domain';
import type { Tx } from '../../db/client';
import { plainRows, preparedPlainRows } from '../../db/plain-rows';
import { preparedOn } from '../../db/prepared';
import {
  balanceLedger,
  claims,
  divisions,
  employeeDivisions,
  employees,
  employerLedger,
  employers,
  insuranceProducts,
} from '../../db/schema';

/** The ledger kinds that set a plan year's limit, as SQL literals (trusted constants of the domain). */
const LIMIT_KINDS = sql.raw(LIMIT_LEDGER_KINDS.map((k) => `'${k}'`).join(', '));

/*
 * All SQL of the company reports (docs/product/company-reports.md; decision 35). Every query is
 * bounded by the caller's own company (`companyId` from the session's scope, never the payload).
 * Sums are bigint in SQL, read as text and checked as safe integers by the service.
 */

/** An instant's SQL literal: a timestamptz parameter. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The company's plan code, wellness flag and the insurance products it holds (ended ones too), in
 * one statement (every company report call reads them; prepared once: db/prepared.ts).
 */
export async function companyFacts(db: Tx, companyId: number) {
  const id = sql.placeholder('companyId');
  const facts = preparedOn(db, 'company_report_facts', () =>
    db
      .select({
        planCode: employers.planCode,
        hasWellness: employers.hasWellness,
        name: employers.name,
        insurance: sql<string[]>`array(select distinct ${insuranceProducts.product} from ${insuranceProducts}
        where ${insuranceProducts.employerId} = ${id} order by 1)`,
      })
      .from(employers)
      .where(eq(employers.id, id)),
  );
  const [company] = await facts.execute({ companyId });
  return company ?? null;
}

/** A bigint sum read as text (checked as a safe integer by the service), 0 when there are no rows. */
export const sumText = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * The company's claims paid between two instants (`from` inclusive, `to` exclusive): the conditions on
 * `claims` that every claims report shares. A claim's paid instant (`claims.paid_at`) is its last P
 * status, else (claims paid before the status history) its last update; PostgreSQL keeps it on the
 * row (migration 0029, decision 0046), so the period is a range of `claims_paid_at_idx` (index-only:
 * the index carries the account, employee and amounts).
 */
export const paidBetween = (between: { from: Date; to: Date }) =>
  and(
    eq(claims.status, 'P'),
    sql`${claims.paidAt} >= ${at(between.from)}`,
    sql`${claims.paidAt} < ${at(between.to)}`,
  );

/**
 * The company's claims of one account (HSA or WSA) paid between two instants (`from` inclusive, `to`
 * exclusive), summed per employee with their division; by name, or by division name (none last) then
 * name. The claims are summed per employee first, then joined to the people.
 */
export async function claimsPaidByEmployee(
  db: Tx,
  companyId: number,
  account: 'HSA' | 'WSA',
  between: { from: Date; to: Date },
  options: { byDivision: boolean; limit: number },
) {
  const members = db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, companyId));
  const sums = db
    .select({
      employeeId: claims.employeeId,
      claims: sql<number>`count(*)::int`.mapWith(Number).as('claims'),
      paid: sumText(claims.payableCents).as('paid'),
      adminFee: sumText(claims.adminFeeCents).as('admin_fee'),
      gst: sumText(claims.gstCents).as('gst'),
      rst: sumText(claims.rstCents).as('rst'),
      hst: sumText(claims.hstCents).as('hst'),
      pst: sumText(claims.pstCents).as('pst'),
      prem: sumText(claims.premCents).as('prem'),
      total: sumText(claims.totalCents).as('total'),
    })
    .from(claims)
    .where(and(inArray(claims.employeeId, members), eq(claims.type, account), paidBetween(between)))
    .groupBy(claims.employeeId)
    .as('sums');
  return plainRows(
    db,
    db
      .select({
        employeeId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        division: divisions.name,
        claims: sums.claims,
        paid: sums.paid,
        adminFee: sums.adminFee,
        gst: sums.gst,
        rst: sums.rst,
        hst: sums.hst,
        pst: sums.pst,
        prem: sums.prem,
        total: sums.total,
      })
      .from(sums)
      .innerJoin(employees, eq(employees.id, sums.employeeId))
      .leftJoin(employeeDivisions, eq(employeeDivisions.employeeId, employees.id))
      .leftJoin(divisions, eq(divisions.id, employeeDivisions.divisionId))
      .where(eq(employees.employerId, companyId))
      .orderBy(
        ...(options.byDivision ? [sql`${divisions.name} asc nulls last`] : []),
        asc(employees.lastName),
        asc(employees.firstName),
        asc(employees.id),
      )
      .limit(options.limit),
  );
}

/**
 * The company's plan-year terms and its members' effective dates (comma-separated, distinct): what
 * `firstClaimablePlanYear` needs for the balance reports (an anniversary plan's years start on each
 * member's own effective date).
 */
export async function balanceTerms(db: Tx, companyId: number) {
  const [row] = await plainRows(
    db,
    db
      .select({
        planYearEndType: sql<number>`${employers.planYearEndType}::int`,
        fiscalYearEnd: employers.fiscalYearEnd,
        // Written out: in a one-table select Drizzle names its columns without their table.
        effectiveDates: sql<string>`coalesce((select string_agg(distinct m.effective_date, ',')
          from employees m where m.employer_id = ${companyId}), '')`,
      })
      .from(employers)
      .where(eq(employers.id, companyId)),
  );
  return row;
}

/**
 * The earliest claimable plan year at the period's start and at its end, per member effective date
 * (`firstClaimablePlanYear`, computed by the service): parallel arrays.
 */
export interface ClaimableFrom {
  effectiveDates: string[];
  atStart: number[];
  atEnd: number[];
}

/**
 * Each member of the company (not non-member administrators; for WSA, those with wellness or any
 * wellness row) with their account around the period (docs/product/company-reports.md
 * "employeeBalance"): the opening (rows before the period of the plan years still claimable the day
 * before it), the period's rows by kind, and the closing (rows up to the period's end of the plan
 * years still claimable on its last day). Bigint sums as text. The company's rows of the account are
 * summed per member and plan year in one pass, then per member with each one's first claimable plan
 * years, then joined to the members.
 */
export async function memberBalances(
  db: Tx,
  companyId: number,
  account: 'HSA' | 'WSA',
  between: { from: Date; to: Date },
  claimable: ClaimableFrom,
  limit: number,
) {
  const created = balanceLedger.createdAt;
  const kind = balanceLedger.kind;
  const amount = balanceLedger.amountCents;
  const inPeriod = sql`${created} >= ${at(between.from)} and ${created} < ${at(between.to)}`;
  const sumWhere = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)`;
  const company = db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, companyId));
  const perYear = db
    .select({
      employeeId: balanceLedger.employeeId,
      planYear: balanceLedger.planYear,
      before: sumWhere(sql`${created} < ${at(between.from)}`).as('before'),
      // Funded: every row that sets the plan year's limit (the domain's LIMIT_LEDGER_KINDS: deposits,
      // limit and class changes); other: the rest but claims (one-time changes, adjustments, a
      // wellness end).
      funded: sumWhere(sql`${inPeriod} and ${kind} in (${LIMIT_KINDS})`).as('funded'),
      claims: sumWhere(sql`${inPeriod} and ${kind} = 'CLAIM'`).as('claims'),
      other: sumWhere(sql`${inPeriod} and ${kind} not in (${LIMIT_KINDS}, 'CLAIM')`).as('other'),
    })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.account, account), inArray(balanceLedger.employeeId, company)))
    .groupBy(balanceLedger.employeeId, balanceLedger.planYear)
    .as('per_year');
  // Array literals as text parameters (both drivers send a JS array alike only that way); ISO dates
  // and integers need no quoting.
  const literal = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  const keys = sql`unnest(${literal(claimable.effectiveDates)}::text[], ${literal(claimable.atStart)}::int[],
    ${literal(claimable.atEnd)}::int[]) as keys(effective_date, at_start, at_end)`;
  const sums = db
    .select({
      employeeId: perYear.employeeId,
      opening: sql<string>`sum(${perYear.before}) filter (where ${perYear.planYear} >= keys.at_start)`.as(
        'opening',
      ),
      funded: sql<string>`sum(${perYear.funded})`.as('funded'),
      claims: sql<string>`sum(${perYear.claims})`.as('claims'),
      other: sql<string>`sum(${perYear.other})`.as('other'),
      closing: sql<string>`sum(${perYear.before} + ${perYear.funded} + ${perYear.claims} + ${perYear.other})
        filter (where ${perYear.planYear} >= keys.at_end)`.as('closing'),
    })
    .from(perYear)
    .innerJoin(employees, eq(employees.id, perYear.employeeId))
    .innerJoin(keys, sql`keys.effective_date = ${employees.effectiveDate}`)
    .groupBy(perYear.employeeId)
    .as('sums');
  const text = (column: unknown) => sql<string>`coalesce(${column}, 0)::text`;
  return plainRows(
    db,
    db
      .select({
        employeeId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        opening: text(sums.opening),
        funded: text(sums.funded),
        claims: text(sums.claims),
        other: text(sums.other),
        closing: text(sums.closing),
      })
      .from(employees)
      .leftJoin(sums, eq(sums.employeeId, employees.id))
      .where(
        and(
          eq(employees.employerId, companyId),
          eq(employees.nonMemberAdminOnly, false),
          account === 'WSA' ? sql`(${employees.wellness} or ${sums.employeeId} is not null)` : undefined,
        ),
      )
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(limit),
  );
}

/** The company account before an instant: the sum of its ledger rows (text: a bigint). */
export async function companyBalanceBefore(db: Tx, companyId: number, before: Date) {
  const query = preparedOn(db, 'company_balance_before', () =>
    db
      .select({ sum: sumText(employerLedger.amountCents) })
      .from(employerLedger)
      .where(
        and(
          eq(employerLedger.employerId, sql.placeholder('companyId')),
          sql`${employerLedger.createdAt} < ${sql.placeholder('before')}::timestamptz`,
        ),
      ),
  );
  const [row] = await query.execute({ companyId, before: before.toISOString() });
  return row?.sum ?? '0';
}

/**
 * The company account's movements between two instants, oldest first: the amount as text (a bigint)
 * and the day in UTC, read without Drizzle's mapping (a call of the statement reads every one of them).
 */
export async function companyMovements(
  db: Tx,
  companyId: number,
  between: { from: Date; to: Date },
  limit: number,
) {
  const rows = await preparedPlainRows(
    db,
    'company_movements',
    () =>
      db
        .select({
          id: employerLedger.id,
          kind: employerLedger.kind,
          amountCents: sql<string>`${employerLedger.amountCents}::text`,
          reference: employerLedger.reference,
          date: sql<string>`to_char(${employerLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        })
        .from(employerLedger)
        .where(
          and(
            eq(employerLedger.employerId, sql.placeholder('companyId')),
            sql`${employerLedger.createdAt} >= ${sql.placeholder('from')}::timestamptz`,
            sql`${employerLedger.createdAt} < ${sql.placeholder('to')}::timestamptz`,
          ),
        )
        .orderBy(asc(employerLedger.createdAt), asc(employerLedger.id))
        .limit(sql.placeholder('limit')),
    { companyId, from: between.from.toISOString(), to: between.to.toISOString(), limit },
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountCents: Number(r.amountCents),
    reference: r.reference,
    date: r.date,
  }));
}
