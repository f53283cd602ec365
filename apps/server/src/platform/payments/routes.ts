import { LANGUAGE_HEADER, languageOf, type Language } from '@benefits/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../services';
import { OfflineProvider } from './offline';
import { declineText, invalidCardText, offlineCheckoutPage, offlineGonePage } from './offline-page';
import { WebhookSignatureError, withSessionId } from './provider';

/** Where Stripe delivers its events (configure this URL and its signing secret at Stripe). */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
/** The offline provider's "hosted" checkout page. */
export const OFFLINE_CHECKOUT_PATH = '/offline-checkout/:sessionId';

const FORM_BYTES = 16 * 1024;

const languageFrom = (query: unknown, header: unknown): Language => {
  const locale = (query as { locale?: unknown } | undefined)?.locale;
  return locale === 'fr' || locale === 'en' ? locale : languageOf(header);
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);

/**
 * The payments module's own HTTP surface, outside /webapp (no envelope): Stripe's webhook, whose
 * signature is verified on the raw body (so, in this plugin's scope only, JSON is kept as text),
 * and the offline provider's checkout page (a plain HTML form, so form bodies are read here).
 */
export function paymentRoutes(services: Services) {
  return async function payments(app: FastifyInstance) {
    // This scope's parsers only: the raw text of JSON (the signature covers the exact bytes) and forms.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BYTES },
      (_req, body, done) => done(null, body),
    );

    app.post(STRIPE_WEBHOOK_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const header = req.headers['stripe-signature'];
      const signature = typeof header === 'string' ? header : undefined;
      try {
        const handled = await services.payments.handleWebhook(raw, signature, req.log);
        return reply.send({ received: true, duplicate: handled.duplicate });
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          // Logged without the body, the header or any secret: only why it was refused.
          req.log.warn({ reason: err.message, hasSignature: Boolean(signature) }, 'webhook refused');
          return reply.status(400).send({ error: 'invalid signature' });
        }
        throw err;
      }
    });

    const offline = () =>
      services.payments.provider instanceof OfflineProvider ? services.payments.provider : undefined;

    app.get<{ Params: { sessionId: string } }>(OFFLINE_CHECKOUT_PATH, async (req, reply) => {
      const language = languageFrom(req.query, req.headers[LANGUAGE_HEADER]);
      const provider = offline();
      const session = provider ? await provider.session(req.params.sessionId) : undefined;
      if (!provider || !session || session.status !== 'open' || session.expiresAt <= services.now()) {
        return html(reply, 404, offlineGonePage(language, session?.cancelUrl));
      }
      return html(
        reply,
        200,
        offlineCheckoutPage({
          session,
          language,
          providerName: services.config.PROVIDER_NAME,
          action: req.url,
          error: session.lastError ? declineText(session.lastError, language) : undefined,
        }),
      );
    });

    app.post<{ Params: { sessionId: string } }>(OFFLINE_CHECKOUT_PATH, async (req, reply) => {
      const language = languageFrom(req.query, req.headers[LANGUAGE_HEADER]);
      const provider = offline();
      if (!provider) return html(reply, 404, offlineGonePage(language));
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const typed = (form.get('card') ?? '').slice(0, 64);
      const result = await provider.attempt(req.params.sessionId, {
        card: typed,
        expiry: (form.get('expiry') ?? '').slice(0, 16),
        cvc: (form.get('cvc') ?? '').slice(0, 8),
        cancel: form.get('cancel') === '1',
      });
      if (result.kind === 'gone') return html(reply, 404, offlineGonePage(language));
      if (result.kind === 'redirect') {
        // As Stripe's webhook would: the session settles now, whether or not the person comes back.
        if (result.completed) await services.payments.settle(result.sessionId, req.log);
        return reply.redirect(withSessionId(result.url, result.sessionId), 303);
      }
      const error =
        result.kind === 'declined' ? declineText(result.message, language) : invalidCardText(language);
      // Shown on the page as Stripe's page does (200, an alert), not as a failed request.
      // A typed number is never echoed back (only a pm_… ID is).
      return html(
        reply,
        200,
        offlineCheckoutPage({
          session: result.session,
          language,
          providerName: services.config.PROVIDER_NAME,
          action: req.url,
          error,
          card: typed.trim().startsWith('pm_') ? typed : '',
        }),
      );
    });
  };
}
