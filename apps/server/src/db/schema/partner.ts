/** Sales partners and their commissions. */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** Commission accrued to a partner; paid_at is set when it is paid out. */
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
  },
  (t) => [index('commissions_partner_idx').on(t.partnerId)],
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
