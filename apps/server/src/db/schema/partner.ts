/** Sales partners and their commissions. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { employers } from './employee';

/** Sales partners. A manager is a partner whose manager_id is their own id. */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey(),
  managerId: integer('manager_id').notNull(),
  agentName: text('agent_name').notNull(),
  company: text('company').notNull().default(''),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  province: text('province').notNull().default('ON'),
  missingPartnerBanking: boolean('missing_partner_banking').notNull().default(false),
  requireWebPasswordReset: boolean('require_web_password_reset').notNull().default(false),
  terminated: boolean('terminated').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A partner's commission statements (decision 0042). One OPEN statement per partner gathers the lines
 * as they accrue; a month's close (the `commission-close` job) pays an open statement whose lines
 * accrued by the month's end reach the payout minimum: it becomes PAID with its period end, total,
 * EFT reference and time; lines accrued after the period end move to a new OPEN statement.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** OPEN | PAID (packages/domain commissions STATEMENT_STATUSES). */
    status: text('status').notNull().default('OPEN'),
    /** The last day of the month the statement was closed for (null while open). */
    periodEnd: text('period_end'),
    /** The sum of its lines, fixed when it is paid (an open statement's total is the sum of its lines). */
    totalCents: bigint('total_cents', { mode: 'number' }),
    payoutRef: text('payout_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_statements_partner_idx').on(t.partnerId),
    uniqueIndex('commission_statements_open_idx')
      .on(t.partnerId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * A commission line accrued to a partner; paid_at is set when its statement is paid out. A line of
 * the model (decision 0042) names its source (SIGNUP: a client's sign-up payment, `source_ref` its
 * payment reference; CLAIM_FEE: a paid claim's admin fee, `source_ref` the claim ID), its role
 * (DIRECT or the manager's OVERRIDE), the base and the rate; one source never accrues twice
 * (unique source, reference and role). ADJUSTMENT lines (staff, or from before the model) have no reference.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    employerId: integer('employer_id').references(() => employers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accruedOn: text('accrued_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    source: text('source').notNull().default('ADJUSTMENT'),
    sourceRef: text('source_ref'),
    role: text('role').notNull().default('DIRECT'),
    baseCents: bigint('base_cents', { mode: 'number' }),
    rateBps: integer('rate_bps'),
    statementId: integer('statement_id').references(() => commissionStatements.id),
  },
  (t) => [
    index('commissions_partner_idx').on(t.partnerId),
    index('commissions_statement_idx').on(t.statementId),
    uniqueIndex('commissions_source_idx')
      .on(t.source, t.sourceRef, t.role)
      .where(sql`${t.sourceRef} is not null`),
  ],
);
