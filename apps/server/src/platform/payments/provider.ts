/**
 * The one payments module (decision 0028): a provider interface with two implementations, Stripe
 * (stripe.ts, the real SDK: hosted Checkout Sessions, so no card number ever reaches our server)
 * and offline (offline.ts, the embedded default, which accepts only Stripe's documented test cards
 * on a page of our own). Business modules never see either: they call Payments (payments.ts).
 */

/** What may be kept and shown of a card: never its number. */
export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SessionMode = 'setup' | 'payment';
export type SessionStatus = 'open' | 'succeeded' | 'failed' | 'expired';
export type CheckoutLocale = 'en' | 'fr';

/** A started Checkout Session: where to send the person. */
export interface StartedSession {
  sessionId: string;
  url: string;
}

/** A Checkout Session as the provider answers it now. */
export interface SessionResult {
  sessionId: string;
  mode: SessionMode;
  status: SessionStatus;
  customerId: string | null;
  /** The card saved (setup) or charged (payment), once it succeeded. */
  card: CardDetails | null;
  paymentIntentId: string | null;
  amountCents: number | null;
  failureMessage: string | null;
}

export interface SetupSessionInput {
  customerId: string;
  /** Our reference: client_reference_id and metadata.reference. */
  reference: string;
  /** May hold {CHECKOUT_SESSION_ID}, replaced by the session's ID (as Stripe does). */
  successUrl: string;
  cancelUrl: string;
  locale: CheckoutLocale;
}

export interface PaymentSessionInput {
  customerId?: string | null;
  email?: string | null;
  /** Integer cents, more than zero. */
  amountCents: number;
  currency: string;
  description: string;
  reference: string;
  metadata?: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  locale: CheckoutLocale;
}

/** A verified webhook event, reduced to what Payments acts on. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The Checkout Session it is about, for checkout.session.* events. */
  sessionId: string | null;
}

/** The webhook's signature does not verify (or no webhook can be verified): answered 400. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the request: answered "unavailable". */
export class PaymentProviderError extends Error {}

export interface PaymentProvider {
  readonly kind: 'offline' | 'stripe';
  createCustomer(
    input: { name: string; email: string | null; reference: string },
    idempotencyKey: string,
  ): Promise<string>;
  updateCustomerEmail(customerId: string, email: string): Promise<void>;
  createSetupSession(input: SetupSessionInput, idempotencyKey: string): Promise<StartedSession>;
  createPaymentSession(input: PaymentSessionInput, idempotencyKey: string): Promise<StartedSession>;
  retrieveSession(sessionId: string): Promise<SessionResult>;
  /** Makes a saved payment method the customer's default for later charges. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Verifies the signature on the raw body and parses the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): WebhookEvent;
}

/** Stripe's {CHECKOUT_SESSION_ID} template in a return address, filled in. */
export const withSessionId = (url: string, sessionId: string) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
