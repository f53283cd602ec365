import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './harness';

/*
 * A local stand-in for the few Stripe endpoints the payments module calls (decision 0028), shared
 * by the tests that drive the real SDK: platform/payments/stripe.test.ts and the client sign-up's.
 */

export const WEBHOOK_SECRET = 'whsec_standin_secret';

export interface Seen {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in for the few Stripe endpoints the payments module calls, on 127.0.0.1: the real
 * SDK talks to it (host, port and protocol options), so the requests and their parsing are Stripe's
 * own. `complete` plays the person finishing the hosted page.
 */
export function stripeStandIn() {
  const seen: Seen[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, Record<string, unknown>>();
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = Object.fromEntries(new URLSearchParams(body));
      const key = req.headers['idempotency-key'] as string | undefined;
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        idempotencyKey: key,
        authorization: req.headers.authorization,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      const p = url.pathname;
      if (req.method === 'POST' && p === '/v1/customers') {
        return send(200, { id: `cus_standin_${++n}`, object: 'customer', email: form.email ?? null });
      }
      if (req.method === 'POST' && /^\/v1\/customers\/[\w]+$/.test(p)) {
        return send(200, { id: p.split('/').pop(), object: 'customer' });
      }
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        if (key && byKey.has(key)) return send(200, byKey.get(key));
        const id = `cs_test_standin_${++n}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: form.mode === 'setup' ? 'no_payment_required' : 'unpaid',
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          amount_total: form['line_items[0][price_data][unit_amount]']
            ? Number(form['line_items[0][price_data][unit_amount]'])
            : null,
          setup_intent: form.mode === 'setup' ? `seti_standin_${n}` : null,
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        sessions.set(id, session);
        if (key) byKey.set(key, session);
        return send(200, session);
      }
      const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(p);
      if (req.method === 'GET' && session) {
        const found = sessions.get(session[1]!);
        return found
          ? send(200, found)
          : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if (req.method === 'GET' && /^\/v1\/setup_intents\/seti_standin_\d+$/.test(p)) {
        return send(200, {
          id: p.split('/').pop(),
          object: 'setup_intent',
          status: 'succeeded',
          payment_method: 'pm_standin_visa',
          customer: null,
        });
      }
      if (req.method === 'GET' && p === '/v1/payment_methods/pm_standin_visa') {
        return send(200, {
          id: 'pm_standin_visa',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 },
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized ${p}` } });
    });
  });
  return {
    seen,
    server,
    complete(id: string, paid = true) {
      const s = sessions.get(id)!;
      s.status = 'complete';
      if (s.mode === 'payment') {
        s.payment_status = paid ? 'paid' : 'unpaid';
        s.payment_intent = 'pi_standin_1';
      }
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that point the app's Stripe provider at a stand-in listening on `port`. */
export const standInSettings = (port: number) => ({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: `http://127.0.0.1:${port}`,
});

const signer = new Stripe('sk_test_signer');

/**
 * Delivers `event` to the app's webhook as Stripe would, signed with `secret` (the stand-in's by
 * default); `tamper` changes the body after signing.
 */
export function deliverWebhook(
  t: TestApp,
  event: unknown,
  { secret = WEBHOOK_SECRET, tamper }: { secret?: string; tamper?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: tamper ? tamper(payload) : payload,
  });
}

/** Stripe's event for a finished hosted Checkout page. */
export const checkoutCompleted = (id: string, sessionId: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: sessionId, object: 'checkout.session' } },
});
