/**
 * Client sign-up applications (decision 0041): saved step by step, resumed by their ID (random,
 * unguessable: it is the link mailed to the applicant), priced and paid once. The employer created
 * on payment is unique per application, so paying twice cannot create two companies.
 */
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { employers } from './employee';

export const clientSignupApplications = pgTable(
  'client_signup_applications',
  {
    /** The application ID of §3: 128 random bits, base64url; the resume link's secret. */
    id: text('id').primaryKey(),
    /** §4's step: 0 plan, 1 company, 2 review, 3 thanks (paid). */
    step: smallint('step').notNull().default(0),
    /** The application as the applicant saved it (checked fields only; no card data ever). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    email: text('email').notNull(),
    /** The partner who referred it (1: none, the house), as looked up from the partner's link. */
    partnerId: integer('partner_id').notNull().default(1),
    language: text('language').notNull().default('en'),
    ip: text('ip').notNull().default(''),
    /** The quote charged, fixed when the payment starts (integer cents; fee before tax, tax, total). */
    planCode: integer('plan_code'),
    province: text('province'),
    planFeeCents: integer('plan_fee_cents'),
    taxCents: integer('tax_cents'),
    totalCents: integer('total_cents'),
    /** The payment: its Checkout Session, the provider's payment reference, when it was paid. */
    paymentSessionId: text('payment_session_id'),
    paymentRef: text('payment_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The company created on payment; unique, so one application makes one employer. */
    employerId: integer('employer_id').references(() => employers.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_signup_applications_employer_idx').on(t.employerId),
    index('client_signup_applications_created_idx').on(t.createdAt),
  ],
);
