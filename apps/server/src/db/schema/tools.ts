/** Internal staff of the tools area and their permissions. */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Internal staff of the tools area. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.permission] })],
);

/**
 * What staff did (issue #11: nothing a staff member does is anonymous): who (`staff_id`), what
 * (`action`, a stable key such as `claim-audit.fail`), when (`at`), and for whom (`subject_kind`,
 * `subject_id`: an employee, a partner, a company, a claim; empty when the action has none), with a
 * short detail (masked where sensitive). Append-only: the migration adds a trigger that refuses
 * UPDATE and DELETE.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull().default(''),
    subjectId: text('subject_id').notNull().default(''),
    /** The detail in English, as written (rows before migration 0032 have only this). */
    detail: text('detail').notNull().default(''),
    /** The detail's key and values (modules/tools/service/staff-log.ts), read in the reader's language. */
    detailKey: text('detail_key').notNull().default(''),
    detailValues: jsonb('detail_values').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at),
    index('staff_actions_subject_idx').on(t.subjectKind, t.subjectId, t.at),
    index('staff_actions_staff_idx').on(t.staffId, t.at),
  ],
);
