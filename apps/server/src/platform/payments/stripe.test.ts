import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, companyCards, paymentWebhookEvents } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import {
  checkoutCompleted,
  deliverWebhook,
  standInSettings,
  stripeStandIn,
} from '../../test/stripe-stand-in';

describe.each(backends)('the Stripe provider against a local stand-in on %s', (backend) => {
  const standIn = stripeStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const port = await standIn.listen();
    t = await startTestApp(backend, {
      ...standInSettings(port),
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn.close();
  });

  it('saves the card through a setup session: the webhook twice and the return complete it once', async () => {
    const liam = await t.login('employee', '100002');
    const started = await t.call<{ url: string; sessionId: string }>(
      '/employer/stripe/update',
      { language: 'fr' },
      liam,
    );
    expect(started.body.code).toBe(0);
    const { sessionId, url } = started.body.data;
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    const customer = standIn.seen.find((s) => s.path === '/v1/customers')!;
    expect(customer.form).toMatchObject({
      name: 'Prairie Sky Logistics Ltd.',
      'metadata[reference]': 'employer-5002',
    });
    expect(customer.authorization).toBe('Bearer sk_test_standin');
    const create = standIn.seen.find((s) => s.path === '/v1/checkout/sessions')!;
    expect(create.form).toMatchObject({
      mode: 'setup',
      currency: 'cad',
      'allowed_payment_method_types[0]': 'card',
      customer: expect.stringMatching(/^cus_standin_/),
      client_reference_id: 'employer-5002',
      success_url: 'http://app.test/update-card?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/update-card?cancelled=1',
      locale: 'fr-CA',
    });
    expect(create.idempotencyKey).toMatch(/^setup:employer-5002:/);
    // No card data was ever sent to Stripe by us, nor reached us.
    expect(JSON.stringify(standIn.seen)).not.toMatch(/4242424242424242|card\[number\]/);

    // Still open at Stripe: the return shows no card yet.
    const early = await t.call<{ card: unknown; attempt: { status: string } }>(
      '/employer/stripe/get',
      { sessionId },
      liam,
    );
    expect(early.body.data).toMatchObject({ card: null, attempt: { status: 'open' } });

    standIn.complete(sessionId);
    const first = await deliverWebhook(t, checkoutCompleted('evt_standin_1', sessionId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliverWebhook(t, checkoutCompleted('evt_standin_1', sessionId));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // A second event about the same session (Stripe's retry under another ID) settles nothing new.
    expect((await deliverWebhook(t, checkoutCompleted('evt_standin_2', sessionId))).statusCode).toBe(200);
    const back = await t.call<{ card: unknown; provider: string }>(
      '/employer/stripe/get',
      { sessionId },
      liam,
    );
    expect(back.body.data).toMatchObject({
      provider: 'stripe',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
    });

    const defaults = standIn.seen.filter(
      (s) => s.path.startsWith('/v1/customers/') && s.form['invoice_settings[default_payment_method]'],
    );
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.form['invoice_settings[default_payment_method]']).toBe('pm_standin_visa');
    const [row] = await t.db.select().from(companyCards).where(eq(companyCards.employerId, 5002));
    expect(row).toMatchObject({ provider: 'stripe', paymentMethodId: 'pm_standin_visa', last4: '4242' });
    const log = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'company_card'), eq(changeLog.field, 'CARD_LAST4')));
    expect(log).toHaveLength(1);
    const events = await t.db.select().from(paymentWebhookEvents);
    expect(events.map((e) => e.eventId).sort()).toEqual(['evt_standin_1', 'evt_standin_2']);
  });

  it('refuses a webhook whose signature does not verify, and records nothing', async () => {
    const event = checkoutCompleted('evt_forged', 'cs_test_whatever');
    expect((await deliverWebhook(t, event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    expect(
      (await deliverWebhook(t, event, { tamper: (p) => p.replace('evt_forged', 'evt_forged2') })).statusCode,
    ).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const events = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, 'evt_forged'));
    expect(events).toHaveLength(0);
  });

  it('starts a one-off payment in CAD once per idempotency key (what sign-up calls)', async () => {
    const input = {
      purpose: 'test-payment',
      owner: { kind: 'application', id: 'A-1' },
      amountCents: 12_345,
      description: 'HSA Plus set-up fee',
      reference: 'application-A-1',
      metadata: { applicationID: 'A-1' },
      idempotencyKey: 'signup-payment:A-1',
      email: 'owner@example.ca',
      successUrl: 'http://app.test/signup/thanks/A-1?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app.test/signup/review/A-1',
      locale: 'en' as const,
    };
    const settled: string[] = [];
    t.services.payments.onSettled(
      'test-payment',
      async (_tx, s) => void settled.push(`${s.sessionId}:${s.status}`),
    );
    const first = await t.services.payments.startPayment(input);
    const retry = await t.services.payments.startPayment(input);
    expect(retry.sessionId).toBe(first.sessionId);
    const creates = standIn.seen.filter(
      (s) => s.path === '/v1/checkout/sessions' && s.form.mode === 'payment',
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toBe('signup-payment:A-1');
    expect(creates[0]!.form).toMatchObject({
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': 'HSA Plus set-up fee',
      'payment_intent_data[description]': 'HSA Plus set-up fee',
      'metadata[reference]': 'application-A-1',
      'metadata[applicationID]': 'A-1',
      customer_email: 'owner@example.ca',
    });

    standIn.complete(first.sessionId);
    const [a, b] = await Promise.all([
      t.services.payments.settle(first.sessionId),
      deliverWebhook(t, checkoutCompleted('evt_pay_1', first.sessionId)),
    ]);
    expect(a?.status).toBe('succeeded');
    expect(b.statusCode).toBe(200);
    expect(settled).toEqual([`${first.sessionId}:succeeded`]);
    const after = await t.services.payments.startPayment(input);
    expect(after.session).toMatchObject({
      status: 'succeeded',
      amountCents: 12_345,
      paymentIntentId: 'pi_standin_1',
    });
    expect(
      standIn.seen.filter((s) => s.path === '/v1/checkout/sessions' && s.form.mode === 'payment'),
    ).toHaveLength(1);
  });
});
