import { API_MESSAGES } from '@benefits/contract';
import { MESSAGES, PAYMENT_MESSAGES } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, companyCards, paymentSessions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type CardAnswer = {
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  provider: string;
  attempt: { sessionId: string; status: string; message: string | null } | null;
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(backends)('the company card on file with the offline provider on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  const offlinePage = (url: string) => new URL(url).pathname + new URL(url).search;
  const submit = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: offlinePage(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });
  const cardLog = () =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.entity, 'company_card'), eq(changeLog.field, 'CARD_LAST4')));

  it('starts with no card and the offline provider', async () => {
    const liam = await t.login('employee', '100002');
    const res = await t.call<CardAnswer>('/employer/stripe/get', {}, liam);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ card: null, provider: 'offline', attempt: null });
  });

  it('replaces the card on the offline page: a decline keeps it open, 4242 saves it once', async () => {
    const liam = await t.login('employee', '100002');
    const started = await t.call<{ url: string; sessionId: string }>(
      '/employer/stripe/update',
      { language: 'fr' },
      liam,
    );
    expect(started.body.code).toBe(0);
    const { url, sessionId } = started.body.data;
    expect(url).toBe(`http://app.test/offline-checkout/${sessionId}?locale=fr`);

    const page = await t.app.inject({ method: 'GET', url: offlinePage(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Fournisseur de paiement de test');
    expect(page.body).toContain('lang="fr-CA"');

    // Stripe's decline card: declined with Stripe's message (in French here), the session stays open.
    const declined = await submit(url, { card: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Votre carte a été refusée.');
    expect(declined.body).not.toContain('4000 0000 0000 0002"');
    // Not a documented test card: refused, nothing saved.
    const other = await submit(url, { card: '4111 1111 1111 1111', expiry: '12/34', cvc: '123' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('cartes de test documentées');
    // A past expiry on a typed number is refused too.
    const past = await submit(url, { card: '4242424242424242', expiry: '01/20', cvc: '123' });
    expect(past.body).toContain('cartes de test documentées');
    const open = await t.call<CardAnswer>('/employer/stripe/get', { sessionId }, liam);
    expect(open.body.data).toMatchObject({ card: null, attempt: { sessionId, status: 'open' } });

    const paid = await submit(url, { card: '4242 4242 4242 4242', expiry: '11/34', cvc: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://app.test/update-card?session_id=${sessionId}`);
    // The page settled it already (as Stripe's webhook would); the return confirms the same card.
    const back = await t.call<CardAnswer>('/employer/stripe/get', { sessionId }, liam);
    expect(back.body.data).toMatchObject({
      card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2034 },
      attempt: { sessionId, status: 'succeeded', message: null },
    });
    await t.call('/employer/stripe/get', { sessionId }, liam);
    // Submitting the completed page again only redirects; the card changed once, logged by its last four.
    expect((await submit(url, { card: 'pm_card_visa' })).statusCode).toBe(303);
    const log = await cardLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ oldValue: null, newValue: '4242', actorId: '100002', subjectId: '5002' });
    const [row] = await t.db.select().from(companyCards).where(eq(companyCards.employerId, 5002));
    expect(row).toMatchObject({ paymentMethodId: 'pm_card_visa', last4: '4242', provider: 'offline' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    // The ended session's page is gone.
    expect((await t.app.inject({ method: 'GET', url: offlinePage(url) })).statusCode).toBe(404);
  });

  it('takes a test payment method by ID, and cancel goes back without a change', async () => {
    const liam = await t.login('employee', '100002');
    const first = await t.call<{ url: string; sessionId: string }>('/employer/stripe/update', {}, liam);
    const cancelled = await submit(first.body.data.url, { card: '', cancel: '1' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://app.test/update-card?cancelled=1');

    const second = await t.call<{ url: string; sessionId: string }>('/employer/stripe/update', {}, liam);
    expect((await submit(second.body.data.url, { card: 'pm_card_mastercard' })).statusCode).toBe(303);
    const res = await t.call<CardAnswer>('/employer/stripe/get', {}, liam);
    expect(res.body.data.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const log = await cardLog();
    expect(log.map((r) => r.newValue)).toEqual(['4242', '4444']);
    const sessions = await t.db.select().from(paymentSessions).where(eq(paymentSessions.ownerId, '5002'));
    expect(sessions.map((s) => s.status).sort()).toEqual(['open', 'succeeded', 'succeeded']);
  });

  it('refuses every webhook: the offline provider sends none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(res.statusCode).toBe(400);
  });

  describe('the receipt e-mail', () => {
    it('is checked field by field and nothing is saved when it is wrong', async () => {
      const liam = await t.login('employee', '100002');
      const blank = await t.call('/employer/stripe-email/update', { email: ' ' }, liam);
      expect(blank.status).toBe(400);
      expect(blank.body.data.error).toMatchObject({
        GENERAL: MESSAGES.correctInformation,
        email: PAYMENT_MESSAGES.receiptEmailRequired,
      });
      const bad = await t.call('/employer/stripe-email/update', { email: 'accounts@' }, liam);
      expect(bad.body.data.error?.email).toBe(MESSAGES.invalidEmail);
      const res = await t.call<{ email: string }>('/employer/stripe-email/get', {}, liam);
      expect(res.body.data.email).toBe('');
    });

    it('is saved, answered and logged', async () => {
      const liam = await t.login('employee', '100002');
      const saved = await t.call<{ email: string; message: string }>(
        '/employer/stripe-email/update',
        { email: ' ap@prairiesky.example.ca ', EMPLOYER: 5005 },
        liam,
      );
      expect(saved.body.data).toEqual(
        expect.objectContaining({
          email: 'ap@prairiesky.example.ca',
          message: PAYMENT_MESSAGES.receiptEmailSaved,
        }),
      );
      const res = await t.call<{ email: string }>('/employer/stripe-email/get', {}, liam);
      expect(res.body.data.email).toBe('ap@prairiesky.example.ca');
      const log = await t.db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.entity, 'company_card'), eq(changeLog.field, 'RECEIPT_EMAIL')));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ newValue: 'ap@prairiesky.example.ca', subjectId: '5002' });
    });
  });

  describe('who may call the card endpoints', () => {
    const calls: [string, unknown][] = [
      ['/employer/stripe/get', {}],
      ['/employer/stripe/update', {}],
      ['/employer/stripe-email/get', {}],
      ['/employer/stripe-email/update', { email: 'x@example.ca' }],
    ];

    it('refuses an employee who is not an administrator, a partner and a signed-out caller', async () => {
      const olivia = await t.login('employee', '100001');
      const partner = await t.login('partner', '200001');
      for (const [path, data] of calls) {
        const employee = await t.call(path, data, olivia);
        expect(employee.status, path).toBe(403);
        expect(employee.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
        expect((await t.call(path, data, partner)).status, path).toBe(403);
        const out = await t.call(path, data);
        expect(out.status, path).toBe(401);
        expect(out.body.data.error?.FORCE_LOGOUT).toBeTruthy();
      }
    });

    it('keeps an admin of another company to their own company, even naming its session', async () => {
      const liam = await t.login('employee', '100002');
      const liams = await t.call<{ sessionId: string }>('/employer/stripe/update', {}, liam);
      const ava = await t.login('employee', '100009');
      const theirs = await t.call('/employer/stripe/get', { sessionId: liams.body.data.sessionId }, ava);
      expect(theirs.status).toBe(404);
      expect(theirs.body.data.error?.GENERAL).toBe(PAYMENT_MESSAGES.cardSessionNotFound);
      const own = await t.call<CardAnswer>('/employer/stripe/get', { EMPLOYER: 5002, employerId: 5002 }, ava);
      expect(own.body.data).toMatchObject({ card: null, attempt: null });
      const email = await t.call<{ email: string }>('/employer/stripe-email/get', { employerId: 5002 }, ava);
      expect(email.body.data.email).toBe('');
      await t.call('/employer/stripe-email/update', { email: 'ava@example.ca', employerId: 5002 }, ava);
      const [liamsRow] = await t.db.select().from(companyCards).where(eq(companyCards.employerId, 5002));
      expect(liamsRow!.receiptEmail).toBe('ap@prairiesky.example.ca');
      const [avasRow] = await t.db.select().from(companyCards).where(eq(companyCards.employerId, 5005));
      expect(avasRow!.receiptEmail).toBe('ava@example.ca');
    });
  });
});
