/** Password-reset tokens and failed sign-ins (throttling). */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_subject_idx').on(t.kind, t.subjectId)],
);

/** Failed sign-ins, for throttling per ID and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_subject_idx').on(t.kind, t.subjectKey, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);
