/** In-app notifications. */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** In-app notifications for employees and partners (docs/product §3 "Notification"); dismissed ones are kept. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Written in both languages; shown in the reader's ('' when none: the English; decision 0021). */
    titleFr: text('title_fr').notNull().default(''),
    bodyFr: text('body_fr').notNull().default(''),
    webOnPress: text('web_on_press'),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_subject_idx').on(t.kind, t.subjectId, t.createdAt)],
);
