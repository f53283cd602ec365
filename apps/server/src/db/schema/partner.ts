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
  // The partner input of docs/product §3 (decision 0040): contact details, web profile, assistant.
  street1: text('street1').notNull().default(''),
  street2: text('street2').notNull().default(''),
  city: text('city').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  phoneExt: text('phone_ext').notNull().default(''),
  cell: text('cell').notNull().default(''),
  fax: text('fax').notNull().default(''),
  webName: text('web_name').notNull().default(''),
  webTele: text('web_tele').notNull().default(''),
  webIntro: text('web_intro').notNull().default(''),
  assistantName: text('assistant_name').notNull().default(''),
  assistantEmail: text('assistant_email').notNull().default(''),
  assistantPhone: text('assistant_phone').notNull().default(''),
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

/**
 * The partners' FAQs (docs/product §2 /partner/faqs; decision 0040): question and answer in English
 * and French, shown in `sort_order` while `published`.
 */
export const partnerFaqs = pgTable('partner_faqs', {
  id: serial('id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  questionEn: text('question_en').notNull(),
  questionFr: text('question_fr').notNull(),
  answerEn: text('answer_en').notNull(),
  answerFr: text('answer_fr').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * The partners' documents and marketing tools (docs/product §2 /partner/documents and
 * /partner/marketing-tools, one screen; decision 0040). `kind` is 'marketing' or 'document'; the
 * body (paragraphs separated by a blank line) is rendered to a PDF in the reader's language when
 * downloaded.
 */
export const partnerDocuments = pgTable('partner_documents', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  fileName: text('file_name').notNull(),
  titleEn: text('title_en').notNull(),
  titleFr: text('title_fr').notNull(),
  summaryEn: text('summary_en').notNull(),
  summaryFr: text('summary_fr').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyFr: text('body_fr').notNull(),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
