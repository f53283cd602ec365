/** What an employee keeps on their account: dependants, banking, agreement, change log, update notes. */
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { employees } from './employee';
import { files } from './platform';

/** Dependants an employee claims for (docs/product §3 "Dependant"); removed ones are kept for claim history. */
export const dependants = pgTable(
  'dependants',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 1001 Spouse, 1002 Dependent Child, 1003 Infirm. */
    relation: smallint('relation').notNull(),
    birthDate: text('birth_date').notNull(),
    effectiveDate: text('effective_date').notNull(),
    isStudent: boolean('is_student').notNull().default(false),
    /** Student extension: coverage extended to this date. */
    extDate: text('ext_date'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('dependants_employee_idx').on(t.employeeId)],
);

/** An employee's direct-deposit account; the numbers are sealed (platform/crypto.ts). */
export const bankingDetails = pgTable('banking_details', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  transitSealed: text('transit_sealed').notNull(),
  institutionSealed: text('institution_sealed').notNull(),
  accountSealed: text('account_sealed').notNull(),
  /** The last digits, kept apart so the masked number shows without unsealing. */
  accountLast4: text('account_last4').notNull(),
  eftAgreement: boolean('eft_agreement').notNull(),
  documentFileId: integer('document_file_id').references(() => files.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Acceptance of the HSA employer agreement. */
export const agreementAcceptances = pgTable('agreement_acceptances', {
  id: serial('id').primaryKey(),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => employees.id),
  agreementVersion: text('agreement_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip').notNull().default(''),
});

/**
 * Every change to personal, dependant or banking data: who, when, which field, old and new values
 * (masked where sensitive).
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_subject_idx').on(t.subjectKind, t.subjectId, t.at)],
);

/** Release notes shown at /update-notes (docs/product §3: items carry a VERSION). */
export const updateNotes = pgTable('update_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The French title and body ('' when none: the English is shown; decision 0021). */
  titleFr: text('title_fr').notNull().default(''),
  bodyFr: text('body_fr').notNull().default(''),
  audience: text('audience').notNull().default('ALL'),
  publishedOn: text('published_on').notNull(),
});
