/**
 * The public demo (decision 0039), in tables of its own: nothing here is an employee, a company, a
 * claim or a ledger row, so no real report, balance or company query can see a demo. The prospect
 * (the lead) stays; the demo account and its claims are deleted a day after the demo opened.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A prospect who opened a demo (docs/product §3 "Demo user"): the lead, HubSpot cookie included. */
export const demoProspects = pgTable('demo_prospects', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  email: text('email').notNull(),
  product: text('product').notNull(),
  province: text('province').notNull(),
  /** The HubSpot tracking cookie (HUTK), kept as data for the sales team. */
  hubspotId: text('hubspot_id').notNull().default(''),
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

/** The demo employee of a prospect, until it expires: its token (hashed) and its plan. */
export const demoAccounts = pgTable(
  'demo_accounts',
  {
    id: serial('id').primaryKey(),
    prospectId: integer('prospect_id')
      .notNull()
      .references(() => demoProspects.id),
    /** SHA-256 of the demo token the browser holds (the token itself is never stored). */
    tokenHash: text('token_hash').notNull().unique(),
    fundingCode: integer('funding_code').notNull(),
    contractType: integer('contract_type').notNull(),
    /** The balance the demo opened with, in cents; what is left is this less its claims' payable. */
    openingBalanceCents: integer('opening_balance_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_accounts_expires_idx').on(t.expiresAt)],
);

/** A submitted demo claim: its items with their breakdowns, and its totals, in cents. */
export const demoClaims = pgTable(
  'demo_claims',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => demoAccounts.id, { onDelete: 'cascade' }),
    items: jsonb('items').notNull(),
    totalPayableCents: integer('total_payable_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    breakdown: jsonb('breakdown').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_claims_account_idx').on(t.accountId)],
);
