import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CardDetails,
  type PaymentProvider,
  type PaymentSessionInput,
  type SessionResult,
  type SessionStatus,
  type SetupSessionInput,
  type StartedSession,
  type WebhookEvent,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); unset: api.stripe.com. */
  apiUrl?: string;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

/** Stripe's own errors, without anything secret, as "the provider refused or is unreachable". */
async function guarded<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = err as { type?: string; code?: string; message?: string };
    throw new PaymentProviderError(`Stripe ${what} failed: ${e.type ?? 'error'} ${e.code ?? ''}`.trim());
  }
}

/**
 * The real provider: Stripe's SDK, hosted Checkout Sessions (mode 'setup' for a card on file, mode
 * 'payment' for a one-off charge in CAD). Card numbers are typed on Stripe's page only (PCI SAQ-A).
 */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  createCustomer(input: { name: string; email: string | null; reference: string }, idempotencyKey: string) {
    return guarded('customers.create', async () => {
      const customer = await this.stripe.customers.create(
        {
          name: input.name,
          ...(input.email ? { email: input.email } : {}),
          metadata: { reference: input.reference },
        },
        { idempotencyKey },
      );
      return customer.id;
    });
  }

  updateCustomerEmail(customerId: string, email: string) {
    return guarded('customers.update', async () => {
      await this.stripe.customers.update(customerId, { email });
    });
  }

  createSetupSession(input: SetupSessionInput, idempotencyKey: string): Promise<StartedSession> {
    return guarded('checkout.sessions.create', async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: 'cad',
          allowed_payment_method_types: ['card'],
          customer: input.customerId,
          client_reference_id: input.reference,
          metadata: { reference: input.reference },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: input.locale === 'fr' ? 'fr-CA' : 'en',
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { sessionId: session.id, url: session.url };
    });
  }

  createPaymentSession(input: PaymentSessionInput, idempotencyKey: string): Promise<StartedSession> {
    return guarded('checkout.sessions.create', async () => {
      const metadata = { ...input.metadata, reference: input.reference };
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          ...(input.customerId ? { customer: input.customerId } : {}),
          ...(!input.customerId && input.email ? { customer_email: input.email } : {}),
          client_reference_id: input.reference,
          metadata,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: { description: input.description, metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: input.locale === 'fr' ? 'fr-CA' : 'en',
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { sessionId: session.id, url: session.url };
    });
  }

  retrieveSession(sessionId: string): Promise<SessionResult> {
    return guarded('checkout.sessions.retrieve', async () => {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      const mode = session.mode === 'setup' ? 'setup' : 'payment';
      const base: SessionResult = {
        sessionId: session.id,
        mode,
        status: session.status === 'expired' ? 'expired' : 'open',
        customerId: idOf(session.customer),
        card: null,
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? null,
        failureMessage: null,
      };
      if (session.status !== 'complete') return base;
      if (mode === 'setup') {
        const setupIntentId = idOf(session.setup_intent);
        if (!setupIntentId) return base;
        const intent = await this.stripe.setupIntents.retrieve(setupIntentId);
        const pm = idOf(intent.payment_method);
        if (intent.status !== 'succeeded' || !pm) {
          return { ...base, failureMessage: intent.last_setup_error?.message ?? null };
        }
        return {
          ...base,
          status: 'succeeded',
          customerId: base.customerId ?? idOf(intent.customer),
          card: await this.card(pm),
        };
      }
      // Payment: paid now, or later (an asynchronous method); a card is paid when complete.
      const status: SessionStatus = session.payment_status === 'paid' ? 'succeeded' : 'open';
      return { ...base, status };
    });
  }

  private async card(paymentMethodId: string): Promise<CardDetails | null> {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    if (!pm.card) return null;
    return {
      paymentMethodId: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }

  setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    return guarded('customers.update', async () => {
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    });
  }

  parseWebhook(rawBody: string | Buffer, signature: string | undefined): WebhookEvent {
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      // Stripe's message says what did not match; it holds no secret.
      throw new WebhookSignatureError((err as Error).message.split('\n')[0] ?? 'Invalid signature');
    }
    const object = (event.data as { object?: { object?: string; id?: string } }).object;
    return {
      id: event.id,
      type: event.type,
      sessionId: object?.object === 'checkout.session' && object.id ? object.id : null,
    };
  }
}
