import { randomBytes } from 'node:crypto';
import { findTestCard, type TestCard } from '@benefits/domain';
import type { Db } from '../../db/client';
import {
  insertOfflineSession,
  loadOfflineSession,
  lockOfflineSession,
  updateOfflineSession,
  type OfflineSessionRow,
} from './queries';
import {
  WebhookSignatureError,
  type PaymentProvider,
  type PaymentSessionInput,
  type SessionResult,
  type SetupSessionInput,
  type StartedSession,
  type WebhookEvent,
} from './provider';

/** How long an offline checkout page stays usable (Stripe's sessions last 24 hours). */
const SESSION_HOURS = 24;

const id = (prefix: string) => `${prefix}_offline_${randomBytes(12).toString('hex')}`;

/** What a visit to the offline page came to: where to go next, or the decline to show. */
export type OfflineAttempt =
  | { kind: 'redirect'; url: string; sessionId: string; completed: boolean }
  | { kind: 'declined'; message: string; session: OfflineSessionRow }
  | { kind: 'invalid'; session: OfflineSessionRow }
  | { kind: 'gone' };

/**
 * The embedded default provider: a stand-in for Stripe Checkout that never talks to anyone. Its
 * "hosted page" is ours (/offline-checkout/:sessionId, offline-page.ts), clearly labelled as the
 * test provider, and it accepts only Stripe's documented test cards and test payment methods
 * (OFFLINE_TEST_CARDS): the success cards succeed, the decline cards are declined with Stripe's
 * message, anything else is refused. Sessions behave as Stripe's: a decline leaves them open, a
 * success completes them once and sends the person to the success URL with the session's ID.
 */
export class OfflineProvider implements PaymentProvider {
  readonly kind = 'offline' as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date,
  ) {}

  async createCustomer(): Promise<string> {
    return id('cus');
  }

  async updateCustomerEmail(): Promise<void> {}

  async setDefaultPaymentMethod(): Promise<void> {}

  private async start(
    values: Omit<
      Parameters<typeof insertOfflineSession>[1],
      'sessionId' | 'expiresAt' | 'createdAt' | 'currency'
    > & { currency?: string },
    locale: string,
  ): Promise<StartedSession> {
    const sessionId = id('cs_test');
    const now = this.now();
    await insertOfflineSession(this.db, {
      currency: 'cad',
      ...values,
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    });
    // The page opens where the checkout returns (the request's origin, config.ts linkOrigin), so the
    // browser stays on one host, with its cookies (theme, language), from start to return.
    const origin = URL.canParse(values.successUrl) ? new URL(values.successUrl).origin : this.publicUrl;
    return { sessionId, url: `${origin}/offline-checkout/${sessionId}?locale=${locale}` };
  }

  createSetupSession(input: SetupSessionInput): Promise<StartedSession> {
    return this.start(
      {
        mode: 'setup',
        customerId: input.customerId,
        reference: input.reference,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      },
      input.locale,
    );
  }

  createPaymentSession(input: PaymentSessionInput): Promise<StartedSession> {
    return this.start(
      {
        mode: 'payment',
        customerId: input.customerId ?? null,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        reference: input.reference,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      },
      input.locale,
    );
  }

  private expired(row: OfflineSessionRow) {
    return (
      row.status === 'expired' || (row.status === 'open' && row.expiresAt.getTime() <= this.now().getTime())
    );
  }

  async retrieveSession(sessionId: string): Promise<SessionResult> {
    const row = await loadOfflineSession(this.db, sessionId);
    if (!row) throw new Error(`Offline session ${sessionId} does not exist`);
    const done = row.status === 'complete' && row.paymentMethodId;
    return {
      sessionId,
      mode: row.mode === 'setup' ? 'setup' : 'payment',
      status: done ? 'succeeded' : this.expired(row) ? 'expired' : 'open',
      customerId: row.customerId,
      card: done
        ? {
            paymentMethodId: row.paymentMethodId!,
            brand: row.cardBrand ?? 'unknown',
            last4: row.cardLast4 ?? '',
            expMonth: row.cardExpMonth ?? 12,
            expYear: row.cardExpYear ?? this.now().getUTCFullYear(),
          }
        : null,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      // An open session's last decline, as Stripe's PaymentIntent keeps its last_payment_error.
      failureMessage: done ? null : row.lastError,
    };
  }

  /** No webhook comes from the offline provider: every delivery claiming to be one is refused. */
  parseWebhook(): WebhookEvent {
    throw new WebhookSignatureError('The offline payment provider sends no webhooks');
  }

  /** The page's session, or undefined when there is none. */
  session(sessionId: string) {
    return loadOfflineSession(this.db, sessionId);
  }

  /**
   * A submission of the offline page: a documented test card (or pm_card_… ID) with a future
   * expiry succeeds or is declined as Stripe would; anything else is refused as invalid; cancel
   * goes back to the cancel URL. A completed session is completed once.
   */
  async attempt(
    sessionId: string,
    form: { card: string; expiry: string; cvc: string; cancel: boolean },
  ): Promise<OfflineAttempt> {
    return this.db.transaction(async (tx) => {
      const row = await lockOfflineSession(tx, sessionId);
      if (!row || this.expired(row)) return { kind: 'gone' as const };
      if (row.status === 'complete') {
        return { kind: 'redirect' as const, url: row.successUrl, sessionId, completed: false };
      }
      if (form.cancel) return { kind: 'redirect' as const, url: row.cancelUrl, sessionId, completed: false };
      const card = findTestCard(form.card);
      const expiry = card && !form.card.trim().startsWith('pm_') ? this.parseExpiry(form.expiry) : undefined;
      const typedNumber = card && !form.card.trim().startsWith('pm_');
      if (!card || (typedNumber && (!expiry || !/^\d{3,4}$/.test(form.cvc.trim())))) {
        return { kind: 'invalid' as const, session: row };
      }
      if (card.outcome === 'declined') {
        const message = card.message ?? 'Your card was declined.';
        await updateOfflineSession(tx, sessionId, { lastError: message });
        return { kind: 'declined' as const, message, session: { ...row, lastError: message } };
      }
      await updateOfflineSession(tx, sessionId, this.completion(row, card, expiry));
      return { kind: 'redirect' as const, url: row.successUrl, sessionId, completed: true };
    });
  }

  private completion(
    row: OfflineSessionRow,
    card: TestCard,
    expiry: { month: number; year: number } | undefined,
  ) {
    const now = this.now();
    // A pm_card_… test payment method has no typed expiry: like Stripe's, it expires years ahead.
    const exp = expiry ?? { month: 12, year: now.getUTCFullYear() + 3 };
    return {
      status: 'complete',
      paymentMethodId: card.paymentMethod,
      cardBrand: card.brand,
      cardLast4: card.number.slice(-4),
      cardExpMonth: exp.month,
      cardExpYear: exp.year,
      paymentIntentId: row.mode === 'payment' ? id('pi') : null,
      lastError: null,
      completedAt: now,
    };
  }

  /** 'MM/YY' or 'MM/YYYY', not in the past. */
  private parseExpiry(text: string): { month: number; year: number } | undefined {
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
    if (!m) return undefined;
    const month = Number(m[1]);
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    if (month < 1 || month > 12) return undefined;
    const now = this.now();
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth) return undefined;
    return { month, year };
  }
}
