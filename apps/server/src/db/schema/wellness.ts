import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { employees, employers } from './employee';

/*
 * A company's wellness accounts over time (docs/product §3 "Employer": wellness limits and
 * categories with their pending versions; decision 0026). The company's current state is on
 * `employers` (has_wellness, wellness_categories) and `classifications` (wsa_amount_cents); these
 * tables hold the versions that take effect on a date and what each wrote.
 */

/**
 * A version of a company's wellness from an effective date: its setup, a change of categories and
 * amounts, or its end (kind setup | change | terminate). state: pending (until its job applies it
 * on its date), applied, or deleted (before its date). One pending version per company at a time.
 */
export const wellnessChanges = pgTable(
  'wellness_changes',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    kind: text('kind').notNull(),
    /** The categories from that date (empty for an end). */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    effectiveDate: text('effective_date').notNull(),
    state: text('state').notNull().default('pending'),
    /** The company admin who scheduled it. */
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('wellness_changes_employer_idx').on(t.employerId, t.state)],
);

/** A version's wellness amount for each of the company's classifications (setup and change). */
export const wellnessChangeAmounts = pgTable(
  'wellness_change_amounts',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => wellnessChanges.id),
    // No foreign key: a classification deleted before the version's date is skipped on that date
    // (the classifications module deletes its own rows only).
    classificationId: integer('classification_id').notNull(),
    wsaAmountCents: bigint('wsa_amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.classificationId] })],
);

/**
 * The idempotency key of a version's ledger effect: one row per version, employee and plan year,
 * written in the same transaction as its balance_ledger row (account WSA), so a second run of the
 * version's job adds nothing (the limit_change_effects pattern of decision 0022).
 */
export const wellnessChangeEffects = pgTable(
  'wellness_change_effects',
  {
    changeId: integer('change_id')
      .notNull()
      .references(() => wellnessChanges.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    planYear: integer('plan_year').notNull(),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.employeeId, t.planYear] })],
);
