/** The commissions module's SQL (decision 0042): lines, statements, their partners and companies. */
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { commissions, commissionStatements, employers, partnerBanking, partners } from '../../db/schema';

/** The partner who sold a company (employers.partner_id) and their manager, or undefined. */
export async function sellerOf(tx: Tx, employerId: number) {
  const [row] = await tx
    .select({ id: partners.id, managerId: partners.managerId })
    .from(employers)
    .innerJoin(partners, eq(partners.id, employers.partnerId))
    .where(eq(employers.id, employerId))
    .limit(1);
  return row;
}

/** A company's name (for the partner's notification of its sign-up commission), or undefined. */
export async function employerName(tx: Tx, employerId: number) {
  const [row] = await tx
    .select({ name: employers.name })
    .from(employers)
    .where(eq(employers.id, employerId))
    .limit(1);
  return row?.name;
}

/**
 * The partner's OPEN statement, locked for the rest of the transaction; created when there is none.
 * The lock keeps a line from joining a statement a month's close is paying at the same moment.
 */
export async function lockOpenStatement(tx: Tx, partnerId: number): Promise<number> {
  const find = async () => {
    const [row] = await tx
      .select({ id: commissionStatements.id })
      .from(commissionStatements)
      .where(and(eq(commissionStatements.partnerId, partnerId), eq(commissionStatements.status, 'OPEN')))
      .for('update');
    return row?.id;
  };
  const found = await find();
  if (found !== undefined) return found;
  await tx
    .insert(commissionStatements)
    .values({ partnerId, status: 'OPEN' })
    .onConflictDoNothing({ target: commissionStatements.partnerId, where: sql`status = 'OPEN'` });
  const created = await find();
  if (created === undefined) throw new Error(`no open commission statement for partner ${partnerId}`);
  return created;
}

export type LineInsert = typeof commissions.$inferInsert;

/** Inserts a line unless its source already accrued it (unique source, reference and role); answers whether it did. */
export async function insertLine(tx: Tx, line: LineInsert): Promise<boolean> {
  const rows = await tx
    .insert(commissions)
    .values(line)
    .onConflictDoNothing({
      target: [commissions.source, commissions.sourceRef, commissions.role],
      where: sql`source_ref is not null`,
    })
    .returning({ id: commissions.id });
  return rows.length > 0;
}

/** Whether a source already accrued (any role). */
export async function sourceAccrued(tx: Tx, source: string, sourceRef: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(eq(commissions.source, source), eq(commissions.sourceRef, sourceRef)))
    .limit(1);
  return row !== undefined;
}

/** Every OPEN statement with its partner's banking flag, locked (a month's close). */
export function lockOpenStatements(tx: Tx) {
  return tx
    .select({
      id: commissionStatements.id,
      partnerId: commissionStatements.partnerId,
      missingBanking: partners.missingPartnerBanking,
      // An account on file that staff have verified (decision 0040): the only one an EFT goes to.
      bankingVerified: sql<boolean>`coalesce(${partnerBanking.verifyRequired} = false, false)`.mapWith(
        Boolean,
      ),
      terminated: partners.terminated,
    })
    .from(commissionStatements)
    .innerJoin(partners, eq(partners.id, commissionStatements.partnerId))
    .leftJoin(partnerBanking, eq(partnerBanking.partnerId, commissionStatements.partnerId))
    .where(eq(commissionStatements.status, 'OPEN'))
    .orderBy(asc(commissionStatements.id))
    .for('update', { of: commissionStatements });
}

/** The sum and count of a statement's lines accrued on or before `periodEnd`. */
export async function dueOf(tx: Tx, statementId: number, periodEnd: string) {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)::text`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(commissions)
    .where(and(eq(commissions.statementId, statementId), lte(commissions.accruedOn, periodEnd)));
  return { totalCents: Number(row?.total ?? 0), count: row?.count ?? 0 };
}

/** Pays a statement: its lines accrued by `periodEnd` are paid; later ones answer for a new statement. */
export async function payStatement(
  tx: Tx,
  statementId: number,
  paid: { periodEnd: string; totalCents: number; payoutRef: string; at: Date },
) {
  await tx
    .update(commissionStatements)
    .set({
      status: 'PAID',
      periodEnd: paid.periodEnd,
      totalCents: paid.totalCents,
      payoutRef: paid.payoutRef,
      paidAt: paid.at,
    })
    .where(eq(commissionStatements.id, statementId));
  await tx
    .update(commissions)
    .set({ paidAt: paid.at })
    .where(and(eq(commissions.statementId, statementId), lte(commissions.accruedOn, paid.periodEnd)));
}

/** Moves a paid statement's lines accrued after its period end to another statement. */
export async function moveLaterLines(tx: Tx, from: number, periodEnd: string, to: number) {
  await tx
    .update(commissions)
    .set({ statementId: to })
    .where(and(eq(commissions.statementId, from), gt(commissions.accruedOn, periodEnd)));
}

export async function hasLaterLines(tx: Tx, statementId: number, periodEnd: string) {
  const [row] = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(eq(commissions.statementId, statementId), gt(commissions.accruedOn, periodEnd)))
    .limit(1);
  return row !== undefined;
}

/** The partners whose statements `partnerId` may read: themself, and a manager's agents. */
export function readablePartners(partner: { id: number; role: 'AGENT' | 'MANAGER' }) {
  return partner.role === 'MANAGER'
    ? or(eq(partners.id, partner.id), eq(partners.managerId, partner.id))!
    : eq(partners.id, partner.id);
}

const lineTotal = sql<string>`(select coalesce(sum(c.amount_cents), 0) from ${commissions} c where c.statement_id = ${commissionStatements.id})::text`;
const lineCount = sql<number>`(select count(*) from ${commissions} c where c.statement_id = ${commissionStatements.id})::int`;
const firstAccrued = sql<
  string | null
>`(select min(c.accrued_on) from ${commissions} c where c.statement_id = ${commissionStatements.id})`;

const statementColumns = {
  id: commissionStatements.id,
  partnerId: commissionStatements.partnerId,
  partnerName: partners.agentName,
  status: commissionStatements.status,
  periodEnd: commissionStatements.periodEnd,
  storedTotal: commissionStatements.totalCents,
  payoutRef: commissionStatements.payoutRef,
  paidAt: commissionStatements.paidAt,
  lineTotal,
  lineCount: lineCount.mapWith(Number),
  firstAccrued,
};

/** The statements the partner may read (own; a manager's also their agents'), open first, then newest. */
export function readableStatements(
  db: Db | Tx,
  partner: { id: number; role: 'AGENT' | 'MANAGER' },
  window: { offset: number; limit: number },
) {
  return db
    .select(statementColumns)
    .from(commissionStatements)
    .innerJoin(partners, eq(partners.id, commissionStatements.partnerId))
    .where(readablePartners(partner))
    .orderBy(
      sql`case when ${commissionStatements.status} = 'OPEN' then 0 else 1 end`,
      desc(commissionStatements.periodEnd),
      desc(commissionStatements.id),
    )
    .offset(window.offset)
    .limit(window.limit);
}

/** One statement, only when the partner may read it. */
export async function readableStatement(
  db: Db | Tx,
  partner: { id: number; role: 'AGENT' | 'MANAGER' },
  id: number,
) {
  const [row] = await db
    .select(statementColumns)
    .from(commissionStatements)
    .innerJoin(partners, eq(partners.id, commissionStatements.partnerId))
    .where(and(eq(commissionStatements.id, id), readablePartners(partner)))
    .limit(1);
  return row;
}

/** A statement's lines with their company, in accrual order. */
export function statementLines(db: Db | Tx, statementId: number) {
  return db
    .select({
      id: commissions.id,
      accruedOn: commissions.accruedOn,
      employerId: commissions.employerId,
      companyName: employers.name,
      source: commissions.source,
      sourceRef: commissions.sourceRef,
      role: commissions.role,
      baseCents: commissions.baseCents,
      rateBps: commissions.rateBps,
      amountCents: commissions.amountCents,
      paidAt: commissions.paidAt,
    })
    .from(commissions)
    .leftJoin(employers, eq(employers.id, commissions.employerId))
    .where(eq(commissions.statementId, statementId))
    .orderBy(asc(commissions.accruedOn), asc(commissions.id));
}

/** The partner's unpaid lines (the drawer's UNPAID_COMMISSION is their sum). */
export async function unpaidTotal(db: Db | Tx, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)::text` })
    .from(commissions)
    .where(and(eq(commissions.partnerId, partnerId), isNull(commissions.paidAt)));
  return Number(row?.total ?? 0);
}
