/** Internal staff of the tools area and their permissions. */
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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
