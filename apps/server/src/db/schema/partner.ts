/** Sales partners and their commissions. */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { employers } from './employee';

/** Sales partners. A manager is a partner whose manager_id is their own id. */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey(),
  managerId: integer('manager_id').notNull(),
  agentName: text('agent_name').notNull(),
  company: text('company').notNull().default(''),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  province: text('province').notNull().default('ON'),
  missingPartnerBanking: boolean('missing_partner_banking').notNull().default(false),
  requireWebPasswordReset: boolean('require_web_password_reset').notNull().default(false),
  terminated: boolean('terminated').notNull().default(false),
  createdAt: createdAt(),
});

/** Commission accrued to a partner; paid_at is set when it is paid out. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    employerId: integer('employer_id').references(() => employers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accruedOn: text('accrued_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('commissions_partner_idx').on(t.partnerId)],
);
