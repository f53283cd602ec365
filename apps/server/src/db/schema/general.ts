/** Client logs, mailing preferences, ads and the web block list. */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdConditions } from '@benefits/domain';
import { createdAt } from './columns';

export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  sessionKind: text('session_kind'),
  subjectId: text('subject_id'),
  ip: text('ip').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const preferences = pgTable(
  'preferences',
  {
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    bloglist: boolean('bloglist').notNull().default(true),
    podcastlist: boolean('podcastlist').notNull().default(true),
    newsletterlist: boolean('newsletterlist').notNull().default(true),
    productupdatelist: boolean('productupdatelist').notNull().default(true),
    /** The language last used to sign in ('en' | 'fr'): mails written outside a request (decision 0021). */
    language: text('language'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** The French title and body ('' when none: the English is shown; decision 0021). */
  titleFr: text('title_fr').notNull().default(''),
  bodyFr: text('body_fr').notNull().default(''),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  /** ALL, EMPLOYEE, COMPANY_ADMIN or PARTNER (packages/domain content: CONTENT_AUDIENCES). */
  audience: text('audience').notNull().default('ALL'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Display conditions (docs/product §3 "Tools state" adConditions; adMatches decides; decision 0031). */
  conditions: jsonb('conditions')
    .$type<AdConditions>()
    .notNull()
    .default(
      sql`'{"provinces":[],"contractTypes":[],"planTypes":[],"wellness":null,"startsOn":null,"endsOn":null}'::jsonb`,
    ),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/** Paths the web app must not open (docs/product §2: redirect to / with a message). */
export const blockList = pgTable('block_list', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  note: text('note').notNull().default(''),
});
