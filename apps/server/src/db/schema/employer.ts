import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees, employers } from './employee';
import { files } from './platform';

/**
 * A company's pre-authorised debit account (/business-banking): the numbers sealed (AES-256-GCM,
 * platform/crypto.ts), the last four digits kept apart for masking, the void cheque, and the PAD
 * agreement in force (Payments Canada Rule H1: who authorised it, when, which wording, and whether
 * the company waived the 10-day pre-notification).
 */
export const companyBanking = pgTable('company_banking', {
  employerId: integer('employer_id')
    .primaryKey()
    .references(() => employers.id),
  transitSealed: text('transit_sealed').notNull(),
  institutionSealed: text('institution_sealed').notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountLast4: text('account_last4').notNull(),
  documentFileId: integer('document_file_id').references(() => files.id),
  /** A new void cheque waits for staff verification (the tools area's PAD audit, decision 0029). */
  verifyRequired: boolean('verify_required').notNull().default(false),
  signatoryName: text('signatory_name').notNull(),
  prenotificationWaived: boolean('prenotification_waived').notNull().default(false),
  agreementVersion: text('agreement_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  acceptedBy: integer('accepted_by')
    .notNull()
    .references(() => employees.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every PAD agreement a company accepted, kept for the payee's records (Rule H1 asks the payee to
 * keep the agreement): the wording's version, the person, the account (last four digits only), the
 * waiver, the caller's address and when the confirmation was queued.
 */
export const padAgreements = pgTable(
  'pad_agreements',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    acceptedBy: integer('accepted_by')
      .notNull()
      .references(() => employees.id),
    signatoryName: text('signatory_name').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    accountLast4: text('account_last4').notNull(),
    prenotificationWaived: boolean('prenotification_waived').notNull(),
    language: text('language').notNull(),
    ip: text('ip').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pad_agreements_employer_idx').on(t.employerId, t.acceptedAt)],
);
