import { and, asc, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { claims, commissions, employees, employers, partners } from '../../db/schema';
import type { PartnerContext } from '../../platform/principals';

/*
 * All SQL of the partner's clients and agents (decision 0038). Every query is bounded by the caller's
 * book: the companies an agent sold (`employers.partner_id`), or for a manager the companies their
 * team sold (partners whose manager is the manager, themself included). Money stays integer cents:
 * sums are bigint in SQL, read as text and checked in the service.
 */

const agent = alias(partners, 'agent');

/*
 * The outer rows' IDs, qualified: Drizzle writes a lone table's columns unqualified ("id"), which
 * inside a subquery would name the subquery's own table's column.
 */
const employerId = sql.raw('"employers"."id"');
const partnerId = sql.raw('"partners"."id"');

/** The companies of the caller's book: their own sales, or a manager's team's. */
export function inBook(partner: Pick<PartnerContext, 'id' | 'role'>): SQL {
  return partner.role === 'MANAGER'
    ? sql`${employers.partnerId} in (select p.id from ${partners} p where p.manager_id = ${partner.id})`
    : eq(employers.partnerId, partner.id);
}

/** Plan members today: not terminated, not non-member administrators. */
const members = sql<number>`(select count(*) from ${employees} m where m.employer_id = ${employerId} and not m.terminated and not m.non_member_admin_only)::int`;

/** The UTC day of the company's last submitted claim (any of its employees), or null. */
const lastClaimDate = sql<
  string | null
>`(select to_char(max(c.submitted_at) at time zone 'UTC', 'YYYY-MM-DD') from ${claims} c join ${employees} e on e.id = c.employee_id where e.employer_id = ${employerId} and c.submitted_at is not null)`;

const clientColumns = {
  id: employers.id,
  name: employers.name,
  planCode: employers.planCode,
  contractType: employers.contractType,
  province: employers.province,
  street1: employers.street1,
  city: employers.city,
  postcode: employers.postcode,
  telephone: employers.telephone,
  effectiveDate: employers.planEffectiveDate,
  cancellationDate: employers.cancellationDate,
  travelIns: employers.travelIns,
  eeiIns: employers.eeiIns,
  catDrug: employers.catDrug,
  hasWellness: employers.hasWellness,
  agentId: agent.id,
  agentName: agent.agentName,
  members: members.mapWith(Number),
  lastClaimDate,
};

/** The caller's clients by employer ID, at most `limit` from `offset`. */
export async function bookClients(
  db: Tx,
  partner: PartnerContext,
  window: { offset: number; limit: number },
  where?: SQL,
) {
  return db
    .select(clientColumns)
    .from(employers)
    .innerJoin(agent, eq(agent.id, employers.partnerId))
    .where(and(inBook(partner), where))
    .orderBy(asc(employers.id))
    .offset(window.offset)
    .limit(window.limit);
}
export type BookClient = Awaited<ReturnType<typeof bookClients>>[number];

/** One client of the caller's book, or undefined (not theirs, or no such company). */
export async function bookClient(db: Tx, partner: PartnerContext, employerId: number) {
  const [row] = await bookClients(db, partner, { offset: 0, limit: 1 }, eq(employers.id, employerId));
  return row;
}

/** The caller's clients whose plan took effect in the range (inclusive), newest first. */
export async function bookSales(
  db: Tx,
  partner: PartnerContext,
  range: { from: string; to: string },
  window: { offset: number; limit: number },
) {
  return db
    .select(clientColumns)
    .from(employers)
    .innerJoin(agent, eq(agent.id, employers.partnerId))
    .where(
      and(
        inBook(partner),
        gte(employers.planEffectiveDate, range.from),
        lte(employers.planEffectiveDate, range.to),
      ),
    )
    .orderBy(desc(employers.planEffectiveDate), asc(employers.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** The caller's clients with an effective date (the ones that renew), by employer ID. */
export async function bookPlans(db: Tx, partner: PartnerContext, limit: number) {
  return db
    .select(clientColumns)
    .from(employers)
    .innerJoin(agent, eq(agent.id, employers.partnerId))
    .where(and(inBook(partner), isNotNull(employers.planEffectiveDate)))
    .orderBy(asc(employers.id))
    .limit(limit);
}

/**
 * The manager's team (partners whose manager is `managerId`, the manager included), or one of them
 * with `agentId`: each with their companies sold, those companies' members today, and their
 * commission (every row, and the unpaid ones) as bigint text.
 */
export async function team(db: Tx, managerId: number, agentId?: number) {
  return db
    .select({
      id: partners.id,
      managerId: partners.managerId,
      name: partners.agentName,
      company: partners.company,
      email: partners.email,
      province: partners.province,
      clients:
        sql<number>`(select count(*) from ${employers} e where e.partner_id = ${partnerId})::int`.mapWith(
          Number,
        ),
      members:
        sql<number>`(select count(*) from ${employees} m join ${employers} e on e.id = m.employer_id where e.partner_id = ${partnerId} and not m.terminated and not m.non_member_admin_only)::int`.mapWith(
          Number,
        ),
      commissionCents: sql<string>`(select coalesce(sum(c.amount_cents), 0) from ${commissions} c where c.partner_id = ${partnerId})::text`,
      unpaidCents: sql<string>`(select coalesce(sum(c.amount_cents), 0) from ${commissions} c where c.partner_id = ${partnerId} and c.paid_at is null)::text`,
    })
    .from(partners)
    .where(
      and(eq(partners.managerId, managerId), agentId === undefined ? undefined : eq(partners.id, agentId)),
    )
    .orderBy(asc(partners.id));
}

/** The companies one partner sold, by employer ID (the agent page). */
export async function soldBy(db: Tx, partnerId: number) {
  return db
    .select({
      id: employers.id,
      name: employers.name,
      planCode: employers.planCode,
      effectiveDate: employers.planEffectiveDate,
      members: members.mapWith(Number),
    })
    .from(employers)
    .where(eq(employers.partnerId, partnerId))
    .orderBy(asc(employers.id));
}
