/** Password-reset tokens, failed sign-ins (throttling) and the staff's second factor. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './tools';

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

/**
 * A staff member's second factor (decision 0032): the TOTP secret, sealed (platform/crypto.ts
 * Sealer, like bank numbers), written once the enrolment's first code was right. `last_step` is the
 * time step (Unix time / 30 s) of the last authenticator code accepted: a code of that step or an
 * earlier one is refused (RFC 6238 §5.2, no replay).
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  lastStep: integer('last_step'),
});

/** A staff member's recovery codes: only their SHA-256 is kept; each works once (`used_at`). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * The step between a right password and the second factor: a short-lived challenge (only its hash
 * kept) for one staff member. An enrolment challenge carries the new secret (sealed) and the hashes
 * of the recovery codes shown with it, stored for good when its first code is right. `attempts`
 * counts wrong codes; the challenge dies at TOTP_MAX_ATTEMPTS or once used.
 */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    enrolSecretSealed: text('enrol_secret_sealed'),
    enrolRecoveryHashes: text('enrol_recovery_hashes').array(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_login_challenges_staff_idx').on(t.staffId)],
);
