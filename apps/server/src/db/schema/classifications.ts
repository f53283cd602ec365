import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classifications, employees, employers } from './employee';

/*
 * A company's divisions and its classifications' effective-dated limit changes (docs/product §3
 * "Classification", "Other employer data"; decision 0022).
 */

/** Divisions of an employer (divisionName, divisionId). */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('divisions_employer_name_idx').on(t.employerId, t.name)],
);

/** The division an employee belongs to (at most one). */
export const employeeDivisions = pgTable(
  'employee_divisions',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
  },
  (t) => [index('employee_divisions_division_idx').on(t.divisionId)],
);

/**
 * A classification's new HSA and wellness amounts from an effective date (`pendingLimitId` is its
 * id). state: pending (until its job applies it on its date), applied, or deleted (before its date).
 */
export const classificationLimitChanges = pgTable(
  'classification_limit_changes',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    classificationId: integer('classification_id')
      .notNull()
      .references(() => classifications.id),
    hsaAmountCents: bigint('hsa_amount_cents', { mode: 'number' }).notNull(),
    wsaAmountCents: bigint('wsa_amount_cents', { mode: 'number' }).notNull(),
    effectiveDate: text('effective_date').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('classification_limit_changes_class_idx').on(t.classificationId, t.state)],
);

/**
 * The idempotency key of a limit change's ledger effect: one row per change, employee and account,
 * written in the same transaction as its balance_ledger row, so a second run adds nothing.
 */
export const limitChangeEffects = pgTable(
  'limit_change_effects',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => classificationLimitChanges.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    account: text('account').notNull(),
    planYear: integer('plan_year').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.employeeId, t.account] })],
);
