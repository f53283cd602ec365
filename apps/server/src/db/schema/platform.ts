/** Tables the platform owns: sessions, rate-limit windows, uploaded files, durable jobs. */
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Sessions: only the SHA-256 of the 256-bit token is stored. expires_at slides with activity
 * (idle expiry); absolute_expires_at never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * Decision 0030: an employee or partner session a staff member opened to act for the account
     * (tools "Access Account"): the staff member, and the tools session it lives inside (it ends
     * when that one ends or expires). Null for the account's own sessions.
     */
    actingStaffId: integer('acting_staff_id'),
    actingSessionId: integer('acting_session_id'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
  ],
);

/** Fixed-window counters for throttled endpoints, shared by every server (no state in memory). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Uploaded files (receipts, banking documents, audit files); the bytes live in the FileStore. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerKind, t.ownerId, t.purpose)],
);

/**
 * Durable background jobs (platform/jobs.ts, decision 0015). A row is written in the transaction of
 * its cause, so a job exists iff its cause committed; workers claim due rows with FOR UPDATE SKIP
 * LOCKED under a lease, so several server processes never run one job at once and a crashed
 * worker's job is taken again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable, unique identity of the job (a UUID): Message-IDs and outbox file names derive from it. */
    uid: text('uid').notNull().unique(),
    /** The registered job type, e.g. `mail`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** Idempotency key: a second job of the same name and key is not created. */
    dedupeKey: text('dedupe_key'),
    /** queued | running | done | dead */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job may next run (after a failure: the back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The lease: who runs it, and until when; after that another worker may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_dedupe_idx').on(t.name, t.dedupeKey), index('jobs_due_idx').on(t.state, t.runAt)],
);
