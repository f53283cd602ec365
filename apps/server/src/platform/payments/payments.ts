import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_MESSAGES } from '@benefits/domain';
import { ErrorCode } from '@benefits/contract';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';
import type { Log } from '../services';
import { OfflineProvider } from './offline';
import {
  PaymentProviderError,
  withSessionId,
  type CheckoutLocale,
  type PaymentProvider,
  type SessionResult,
  type StartedSession,
} from './provider';
import {
  insertPaymentSession,
  latestPaymentSession,
  loadPaymentSession,
  loadPaymentSessionByKey,
  lockPaymentSession,
  recordWebhookEvent,
  updatePaymentSession,
  webhookEventSeen,
  type PaymentSessionRow,
} from './queries';
import { StripeProvider } from './stripe';

export type { PaymentSessionRow } from './queries';

/** Whose a session is: ('employer', '5002'), ('application', 'A-123') … */
export interface Owner {
  kind: string;
  id: string;
}

/**
 * What a module does when one of its sessions settles (succeeded, failed or expired), inside the
 * transaction that settles it: it runs once per session, however often the session is settled.
 */
export type SettledHandler = (tx: Tx, session: PaymentSessionRow) => Promise<void>;

/** The webhook events that settle a Checkout Session. */
const SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** The provider is unreachable or refused: the caller sees "unavailable", the log says why. */
const unavailable = () => new AppError(ErrorCode.INTERNAL, { GENERAL: PAYMENT_MESSAGES.paymentsUnavailable });

const newKey = (prefix: string) => `${prefix}:${randomBytes(12).toString('hex')}`;

/**
 * The one payments module (decision 0028) every area uses: the card on file (setup sessions) and
 * one-off card payments (payment sessions), settled once by whichever comes first of the person's
 * return, the provider's webhook, or (offline) the page itself. Modules register what a settled
 * session means for them with `onSettled(purpose, handler)`.
 */
export class Payments {
  private readonly handlers = new Map<string, SettledHandler>();

  constructor(
    readonly provider: PaymentProvider,
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  get kind() {
    return this.provider.kind;
  }

  onSettled(purpose: string, handler: SettledHandler): void {
    if (this.handlers.has(purpose)) throw new Error(`Payments purpose "${purpose}" registered twice`);
    this.handlers.set(purpose, handler);
  }

  private async call<T>(log: Log | undefined, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof PaymentProviderError || !(err instanceof AppError)) {
        log?.error({ provider: this.kind, reason: (err as Error).message }, 'payment provider call failed');
        throw unavailable();
      }
      throw err;
    }
  }

  /** A new customer at the provider (a company, an applicant), for setup sessions and payments. */
  createCustomer(input: { name: string; email: string | null; reference: string }, log?: Log) {
    return this.call(log, () => this.provider.createCustomer(input, newKey(`customer:${input.reference}`)));
  }

  updateCustomerEmail(customerId: string, email: string, log?: Log) {
    return this.call(log, () => this.provider.updateCustomerEmail(customerId, email));
  }

  /**
   * Starts saving a card for later (a Checkout Session in setup mode). The success URL may hold
   * {CHECKOUT_SESSION_ID}.
   */
  async startSetup(
    input: {
      purpose: string;
      owner: Owner;
      customerId: string;
      reference: string;
      successUrl: string;
      cancelUrl: string;
      locale: CheckoutLocale;
      createdBy: string;
    },
    log?: Log,
  ): Promise<StartedSession> {
    const idempotencyKey = newKey(`setup:${input.reference}`);
    const started = await this.call(log, () =>
      this.provider.createSetupSession(
        {
          customerId: input.customerId,
          reference: input.reference,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          locale: input.locale,
        },
        idempotencyKey,
      ),
    );
    await insertPaymentSession(this.db, {
      sessionId: started.sessionId,
      provider: this.kind,
      mode: 'setup',
      purpose: input.purpose,
      ownerKind: input.owner.kind,
      ownerId: input.owner.id,
      reference: input.reference,
      idempotencyKey,
      customerId: input.customerId,
      url: started.url,
      createdBy: input.createdBy,
      createdAt: this.now(),
    });
    return started;
  }

  /**
   * Starts a one-off card payment (a Checkout Session in payment mode, CAD). `idempotencyKey` is the
   * caller's (for example `signup-payment:<applicationID>`): asked again with the same key, the
   * same open session is answered, never a second one, so a retry never charges twice; a settled
   * one is answered as it is (the caller checks its status).
   */
  async startPayment(
    input: {
      purpose: string;
      owner: Owner;
      amountCents: number;
      description: string;
      reference: string;
      metadata?: Record<string, string>;
      idempotencyKey: string;
      customerId?: string | null;
      email?: string | null;
      successUrl: string;
      cancelUrl: string;
      locale: CheckoutLocale;
      createdBy?: string;
    },
    log?: Log,
  ): Promise<StartedSession & { session: PaymentSessionRow }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`A payment must be a positive number of cents, not ${input.amountCents}`);
    }
    const existing = await loadPaymentSessionByKey(this.db, input.idempotencyKey);
    if (existing) {
      const settled = existing.status === 'open' ? await this.settle(existing.sessionId, log) : existing;
      if (settled && settled.status !== 'expired') {
        return { sessionId: settled.sessionId, url: settled.url, session: settled };
      }
    }
    // An expired session is replaced by a new one under a derived key (the provider's key is single-use).
    const providerKey = existing ? `${input.idempotencyKey}:${existing.sessionId}` : input.idempotencyKey;
    const started = await this.call(log, () =>
      this.provider.createPaymentSession(
        {
          customerId: input.customerId,
          email: input.email,
          amountCents: input.amountCents,
          currency: PAYMENT_CURRENCY,
          description: input.description,
          reference: input.reference,
          metadata: input.metadata,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          locale: input.locale,
        },
        providerKey,
      ),
    );
    const values = {
      sessionId: started.sessionId,
      provider: this.kind,
      mode: 'payment',
      purpose: input.purpose,
      ownerKind: input.owner.kind,
      ownerId: input.owner.id,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId ?? null,
      amountCents: input.amountCents,
      currency: PAYMENT_CURRENCY,
      description: input.description,
      url: started.url,
      createdBy: input.createdBy ?? null,
      createdAt: this.now(),
    };
    if (existing) {
      // The expired session keeps its row under a retired key; the new one takes the caller's key.
      await this.db.transaction((tx) =>
        updatePaymentSession(tx, existing.sessionId, {
          idempotencyKey: `${existing.idempotencyKey}:expired:${existing.sessionId}`,
        }),
      );
    }
    const session = await insertPaymentSession(this.db, values);
    return { ...started, session };
  }

  session(sessionId: string) {
    return loadPaymentSession(this.db, sessionId);
  }

  latest(owner: Owner, purpose: string) {
    return latestPaymentSession(this.db, owner.kind, owner.id, purpose);
  }

  /**
   * Settles a session from the provider's answer, once: the first caller (the person's return, the
   * webhook, the offline page) that finds it succeeded, failed or expired records the result and
   * runs the purpose's handler in the same transaction; every later call answers the stored row.
   * `failed` marks it failed (checkout.session.async_payment_failed) whatever the provider says.
   */
  async settle(sessionId: string, log?: Log, failed = false): Promise<PaymentSessionRow | undefined> {
    const row = await loadPaymentSession(this.db, sessionId);
    if (!row || row.status !== 'open') return row;
    const result: SessionResult = await this.call(log, () => this.provider.retrieveSession(sessionId));
    const status = failed ? 'failed' : result.status;
    if (status === 'open') return row;
    if (status === 'succeeded' && result.mode === 'setup' && result.card) {
      const customer = result.customerId ?? row.customerId;
      if (customer) {
        await this.call(log, () =>
          this.provider.setDefaultPaymentMethod(customer, result.card!.paymentMethodId),
        );
      }
    }
    return this.db.transaction(async (tx) => {
      const locked = await lockPaymentSession(tx, sessionId);
      if (!locked || locked.status !== 'open') return locked;
      const settled = await updatePaymentSession(tx, sessionId, {
        status,
        customerId: result.customerId ?? locked.customerId,
        paymentMethodId: result.card?.paymentMethodId ?? null,
        paymentIntentId: result.paymentIntentId,
        cardBrand: result.card?.brand ?? null,
        cardLast4: result.card?.last4 ?? null,
        cardExpMonth: result.card?.expMonth ?? null,
        cardExpYear: result.card?.expYear ?? null,
        failureMessage: result.failureMessage,
        settledAt: this.now(),
      });
      const handler = this.handlers.get(settled.purpose);
      if (handler) await handler(tx, settled);
      else log?.warn({ purpose: settled.purpose }, 'payment session settled with no handler for its purpose');
      return settled;
    });
  }

  /**
   * A webhook delivery: verified on the raw body (throws WebhookSignatureError), then each event
   * handled once (its ID remembered after it was handled; settling is idempotent, so a delivery
   * racing its own retry still completes once). Events about sessions we did not start are noted.
   */
  async handleWebhook(
    rawBody: string | Buffer,
    signature: string | undefined,
    log: Log,
  ): Promise<{ duplicate: boolean; type: string }> {
    const event = this.provider.parseWebhook(rawBody, signature);
    if (await webhookEventSeen(this.db, event.id)) return { duplicate: true, type: event.type };
    if (SETTLING_EVENTS.has(event.type) && event.sessionId) {
      const ours = await loadPaymentSession(this.db, event.sessionId);
      if (ours)
        await this.settle(event.sessionId, log, event.type === 'checkout.session.async_payment_failed');
      else log.info({ event: event.id, type: event.type }, 'webhook for a session we did not start');
    }
    await recordWebhookEvent(this.db, {
      eventId: event.id,
      type: event.type,
      sessionId: event.sessionId,
      receivedAt: this.now(),
    });
    return { duplicate: false, type: event.type };
  }
}

/** Stripe when STRIPE_SECRET_KEY is set (config.ts requires its webhook secret); offline otherwise. */
export function createPayments(config: Config, db: Db, now: () => Date): Payments {
  const provider: PaymentProvider = config.STRIPE_SECRET_KEY
    ? new StripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiUrl: config.STRIPE_API_URL,
      })
    : new OfflineProvider(db, config.publicUrl, now);
  return new Payments(provider, db, now);
}

export { withSessionId };
