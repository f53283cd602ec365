import type { EmployerLedgerKind } from '@benefits/domain';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { commissions, employees, employerLedger, employers, partners } from '../../db/schema';

/*
 * All SQL of the sales module (docs/decisions/0033): the Sales Report's companies and Transfer
 * Details' batches and movements. Staff read every company, so nothing here is bounded by a tenant;
 * the contract's staff scope (PERMIT_SALES_REPORT) is what guards them. Money stays integer cents:
 * sums are bigint in SQL and checked as safe integers in the service.
 */

const agent = alias(partners, 'agent');
const manager = alias(partners, 'manager');

/**
 * The companies whose plan took effect between `from` and `to` (ISO dates, inclusive), grouped by
 * agent name (none last), then by effective date and ID; at most `limit` from `offset`.
 */
export async function soldCompanies(
  db: Tx,
  range: { from: string; to: string },
  window: { offset: number; limit: number },
) {
  return db
    .select({
      employerId: employers.id,
      company: employers.name,
      planCode: employers.planCode,
      effectiveDate: employers.planEffectiveDate,
      agentId: agent.id,
      agentName: agent.agentName,
      managerName: manager.agentName,
      members:
        sql<number>`(select count(*) from ${employees} m where m.employer_id = ${employers.id} and not m.terminated and not m.non_member_admin_only)::int`.mapWith(
          Number,
        ),
      commissionCents: sql<string>`(select coalesce(sum(c.amount_cents), 0) from ${commissions} c where c.employer_id = ${employers.id})::text`,
    })
    .from(employers)
    .leftJoin(agent, eq(agent.id, employers.partnerId))
    .leftJoin(manager, eq(manager.id, agent.managerId))
    .where(
      and(gte(employers.planEffectiveDate, range.from), sql`${employers.planEffectiveDate} <= ${range.to}`),
    )
    .orderBy(sql`${agent.agentName} asc nulls last`, asc(employers.planEffectiveDate), asc(employers.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** The UTC day of a ledger row, as an ISO date. */
const ledgerDay = sql<string>`to_char(${employerLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const ledgerDirection = sql<
  'IN' | 'OUT'
>`case when ${employerLedger.amountCents} >= 0 then 'IN' else 'OUT' end`;

/**
 * Transfer batches between two instants (`from` inclusive, `to` exclusive): per UTC day, kind and
 * direction, the number of movements and their signed sum (text: a bigint), newest day first.
 */
export async function ledgerBatches(
  db: Tx,
  between: { from: Date; to: Date },
  window: { offset: number; limit: number },
) {
  return db
    .select({
      date: ledgerDay,
      kind: employerLedger.kind,
      direction: ledgerDirection,
      movements: sql<number>`count(*)::int`.mapWith(Number),
      sumCents: sql<string>`sum(${employerLedger.amountCents})::text`,
    })
    .from(employerLedger)
    .where(and(gte(employerLedger.createdAt, between.from), lt(employerLedger.createdAt, between.to)))
    .groupBy(ledgerDay, employerLedger.kind, ledgerDirection)
    .orderBy(desc(ledgerDay), asc(ledgerDirection), asc(employerLedger.kind))
    .offset(window.offset)
    .limit(window.limit);
}

/** The movements of one batch: ledger rows of one kind and direction in one UTC day, oldest first. */
export async function batchMovements(
  db: Tx,
  batch: { from: Date; to: Date; kind: EmployerLedgerKind; direction: 'IN' | 'OUT' },
) {
  return db
    .select({
      id: employerLedger.id,
      employerId: employerLedger.employerId,
      company: employers.name,
      amountCents: employerLedger.amountCents,
      reference: employerLedger.reference,
      createdAt: employerLedger.createdAt,
    })
    .from(employerLedger)
    .innerJoin(employers, eq(employers.id, employerLedger.employerId))
    .where(
      and(
        gte(employerLedger.createdAt, batch.from),
        lt(employerLedger.createdAt, batch.to),
        eq(employerLedger.kind, batch.kind),
        batch.direction === 'IN' ? gte(employerLedger.amountCents, 0) : lt(employerLedger.amountCents, 0),
      ),
    )
    .orderBy(asc(employerLedger.createdAt), asc(employerLedger.id))
    .limit(5_000);
}
