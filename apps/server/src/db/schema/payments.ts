import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees, employers } from './employee';

/**
 * Card payments (platform/payments, decision 0028). Nothing here is a card number: only the
 * provider's IDs (customer, payment method, session, payment intent) and what may be shown (brand,
 * last four digits, expiry).
 */

/**
 * Every Checkout Session we started, with the provider's answer once settled. `status` goes open →
 * succeeded | failed | expired once (the settling transaction locks the row), so a webhook delivered
 * twice, or a return plus a webhook, completes its purpose once.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    provider: text('provider').notNull(),
    /** 'setup' (a card on file) or 'payment' (a one-off charge). */
    mode: text('mode').notNull(),
    /** What completes it: 'company-card', 'signup-payment' … (registered by the owning module). */
    purpose: text('purpose').notNull(),
    /** Whose it is: ('employer', '5002'), ('application', '…'). */
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    /** Our reference, also in the provider's metadata and client_reference_id. */
    reference: text('reference').notNull(),
    /** The idempotency key sent with the create call: a retry never makes a second session. */
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    description: text('description'),
    url: text('url').notNull(),
    status: text('status').notNull().default('open'),
    paymentMethodId: text('payment_method_id'),
    paymentIntentId: text('payment_intent_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    failureMessage: text('failure_message'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_sessions_idempotency_idx').on(t.idempotencyKey),
    index('payment_sessions_owner_idx').on(t.ownerKind, t.ownerId, t.createdAt),
  ],
);

/** Webhook events already handled (Stripe may deliver one more than once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The offline provider's own "Stripe": its checkout sessions and customers' default payment
 * method, kept in our database (the embedded default; never used when Stripe is configured).
 */
export const offlineCheckoutSessions = pgTable('offline_checkout_sessions', {
  sessionId: text('session_id').primaryKey(),
  mode: text('mode').notNull(),
  customerId: text('customer_id'),
  amountCents: integer('amount_cents'),
  currency: text('currency').notNull(),
  description: text('description'),
  reference: text('reference').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open → complete | expired, as a Checkout Session's. */
  status: text('status').notNull().default('open'),
  paymentMethodId: text('payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  paymentIntentId: text('payment_intent_id'),
  /** The last attempt's decline (Stripe's message), shown on the page. */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * A company's card on file (docs/product §3 "Employer": card on file and its e-mail): the provider's
 * customer and payment method IDs and what may be shown; and where card receipts are sent.
 */
export const companyCards = pgTable('company_cards', {
  employerId: integer('employer_id')
    .primaryKey()
    .references(() => employers.id),
  provider: text('provider'),
  customerId: text('customer_id'),
  paymentMethodId: text('payment_method_id'),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  receiptEmail: text('receipt_email'),
  updatedBy: integer('updated_by').references(() => employees.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
