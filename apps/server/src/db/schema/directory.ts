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
import { createdAt } from './columns';
import { employees, employers } from './employee';

/*
 * The employee directory's effective-dated changes (docs/product §3 "Other employer data": employee
 * class change, one-time change; §4 "Employee / employer"; decision 0024). Each waits in `pending`
 * until its durable job applies it on its date (`applied`), or is removed before then (`deleted`).
 * A pending termination needs no table: it is the employee's `termination_date` while
 * `terminated` is still false.
 */

/**
 * An employee's move to another classification from a date (newClassificationId, changeDate).
 * `classificationId` has no foreign key: a classification deleted while the change waits is
 * allowed by its module, and the change then lapses (state `lapsed`) on its date.
 */
export const employeeClassChanges = pgTable(
  'employee_class_changes',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    classificationId: integer('classification_id').notNull(),
    changeDate: text('change_date').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('employee_class_changes_employee_idx').on(t.employeeId, t.state)],
);

/** A one-time change of an employee's HSA balance (changeAmount, changeDate, changeReason). */
export const employeeOneTimeChanges = pgTable(
  'employee_one_time_changes',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    changeDate: text('change_date').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('pending'),
    /**
     * The administrator's request ID (/employer/otc-change/add), null on the rows from before it was
     * asked. One change per company and request ID, so the same change sent again (a double click, a
     * retried call, two tabs) answers the first instead of changing the balance twice (decision 0024).
     */
    requestId: text('request_id'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('employee_one_time_changes_employee_idx').on(t.employeeId, t.state),
    uniqueIndex('employee_one_time_changes_request_idx').on(t.employerId, t.requestId),
  ],
);

/**
 * The idempotency key of a directory change's ledger effect (kind `class` or `otc`, the change,
 * the account), written in the transaction of its balance_ledger row: a second run adds nothing.
 */
export const employeeChangeEffects = pgTable(
  'employee_change_effects',
  {
    kind: text('kind').notNull(),
    changeId: integer('change_id').notNull(),
    account: text('account').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    planYear: integer('plan_year').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.changeId, t.account] })],
);
