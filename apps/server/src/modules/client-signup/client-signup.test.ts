import { GST_HST_REGISTRATION_NUMBER } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientSignupApplications,
  commissions,
  employees,
  employers,
  offlineCheckoutSessions,
  partnerLicences,
  partners,
  paymentSessions,
} from '../../db/schema';
import { signupCompany, signupPerson } from '../../test/client-signup-answers';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { startSignupPayment } from './service';
import {
  checkoutCompleted,
  deliverWebhook,
  standInSettings,
  stripeStandIn,
} from '../../test/stripe-stand-in';

/*
 * The client sign-up on both databases (decision 0041): the steps and their messages, the resume
 * link, the partner lookup, payment with the offline provider (a success and a decline) and with
 * Stripe's SDK against a local stand-in (webhooks verified, replays changing nothing), and one
 * company per application.
 */

type State = {
  applicationID: string;
  currentSignupStep: number;
  appdata: Record<string, unknown>;
  quote: { priceCents: number; taxCents: number; totalCents: number; province: string } | null;
  paymentError: string | null;
  locked: boolean;
  paid: { employerId: number; adminId: number } | null;
  resumeMailedTo?: string | null;
};

const person = signupPerson;
const company = {
  ...signupCompany('Lakeshore Dental Inc.'),
  hasSecondEmployee: true,
  secondEmployee: {
    firstname: 'Raj',
    lastname: 'Patel',
    email: 'raj.patel@example.ca',
    birthdate: '1990-07-01',
  },
};

const resumeLink = (text: string) => /http:\/\/app\.test\/signup\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const setLink = (text: string) => /http:\/\/app\.test\/login\/update\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Saves both steps of an application: answers its ID, at the review. */
async function toReview(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const first = await t.call<State>('/client/signup/save', {
    appdata: { ...person(email), ...extra },
    step: 0,
  });
  expect(first.body.code, first.raw).toBe(0);
  const id = first.body.data.applicationID;
  const second = await t.call<State>('/client/signup/save', {
    appdata: { applicationID: id, ...company },
    step: 1,
  });
  expect(second.body.code, second.raw).toBe(0);
  expect(second.body.data.currentSignupStep).toBe(2);
  return id;
}

describe.each(backends)('client sign-up with the offline provider on %s', (backend) => {
  let t: TestApp;
  const offline = (url: string) => new URL(url).pathname + new URL(url).search;
  const submit = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: offline(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const employersNamed = (name: string) => t.db.select().from(employers).where(eq(employers.name, name));

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('refuses a bad step with the spec’s messages, and a bot’s hidden field', async () => {
    const bad = await t.call('/client/signup/save', {
      appdata: { ...person('x@example.ca'), planCode: '1031', planConfirm: false },
      step: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.error).toEqual({
      GENERAL: 'Please correct the errors above.',
      planCode: 'Please select a plan.',
      planConfirm: 'Please confirm your plan to continue',
    });
    const bot = await t.call('/client/signup/save', {
      appdata: person('bot@example.ca'),
      step: 0,
      website: 'http://spam.example',
    });
    expect(bot.status).toBe(400);
    expect(bot.body.data.error).toEqual({ GENERAL: 'Your request could not be accepted. Please try again.' });
    const rows = await t.db
      .select()
      .from(clientSignupApplications)
      .where(eq(clientSignupApplications.email, 'bot@example.ca'));
    expect(rows).toHaveLength(0);
  });

  it('saves step 0, mails the resume link, resumes at the company step, refuses its bad company', async () => {
    const mails = t.outbox.length;
    const res = await t.call<State>('/client/signup/save', { appdata: person('amelie@example.ca'), step: 0 });
    expect(res.body.code, res.raw).toBe(0);
    expect(res.body.data).toMatchObject({
      currentSignupStep: 1,
      quote: null,
      resumeMailedTo: 'amelie@example.ca',
    });
    const id = res.body.data.applicationID;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mail = t.outbox.slice(mails).find((m) => m.to === 'amelie@example.ca')!;
    expect(mail.subject).toContain('continue your application');
    expect(resumeLink(mail.text)).toBe(id);

    const resumed = await t.call<State>('/client/signup/resume', { applicationID: id });
    expect(resumed.body.data).toMatchObject({
      currentSignupStep: 1,
      appdata: { firstname: 'Amélie', planCode: '1071', partnerID: 1 },
    });
    const unknown = await t.call('/client/signup/resume', { applicationID: 'nope' });
    expect(unknown.status).toBe(404);

    const wrong = await t.call('/client/signup/save', {
      appdata: {
        applicationID: id,
        ...company,
        company: { name: 'Québec Inc.', type: '2', postal: 'H2X 1Y4' },
        employCompany: { ...company.employCompany, planYearType: '9' },
      },
      step: 1,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.error).toMatchObject({
      'company.type': 'Invalid Company Type',
      'company.postal': 'We do not yet offer plans in this postal code area.',
      'employCompany.planYearType': 'Invalid Company Plan Year End Type',
    });

    const saved = await t.call<State>('/client/signup/save', {
      appdata: { applicationID: id, ...company },
      step: 1,
    });
    expect(saved.body.data).toMatchObject({
      currentSignupStep: 2,
      quote: { province: 'ON', priceCents: 33_500, taxCents: 4355, totalCents: 37_855 },
      resumeMailedTo: null,
    });
  });

  it('asks for the fiscal year end only for a Corporate Fiscal Year End plan year', async () => {
    const first = await t.call<State>('/client/signup/save', {
      appdata: person('fiscal@example.ca'),
      step: 0,
    });
    const id = first.body.data.applicationID;
    const step = (employCompany: Record<string, unknown>) =>
      t.call<State>('/client/signup/save', {
        appdata: {
          applicationID: id,
          ...company,
          employCompany: { ...company.employCompany, ...employCompany },
        },
        step: 1,
      });
    // Corporate Fiscal Year End: required, with the spec's message.
    const missing = await step({ planYearType: '1', fiscalDate: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.error).toEqual({
      GENERAL: 'Please correct the errors above.',
      'employCompany.fiscalDate': 'Please fill out your fiscal year end date',
    });
    // A calendar plan year has no fiscal year end: none asked.
    const calendar = await step({ planYearType: '3', fiscalDate: '' });
    expect(calendar.body.code, calendar.raw).toBe(0);
    expect(calendar.body.data.currentSignupStep).toBe(2);
  });

  it('keeps the company postal code the standard way, however it was typed', async () => {
    const first = await t.call<State>('/client/signup/save', {
      appdata: person('postal@example.ca'),
      step: 0,
    });
    const id = first.body.data.applicationID;
    const saved = await t.call<State>('/client/signup/save', {
      appdata: { applicationID: id, ...company, company: { ...company.company, postal: ' m5v3l9 ' } },
      step: 1,
    });
    expect(saved.body.code, saved.raw).toBe(0);
    expect(saved.body.data.appdata.company).toMatchObject({ postal: 'M5V 3L9' });
    const resumed = await t.call<State>('/client/signup/resume', { applicationID: id });
    expect(resumed.body.data.appdata.company).toMatchObject({ postal: 'M5V 3L9' });
    const [row] = await t.db
      .select()
      .from(clientSignupApplications)
      .where(eq(clientSignupApplications.id, id));
    expect((row!.data as { company: { postal: string } }).company.postal).toBe('M5V 3L9');
  });

  it('looks up a partner: licences in force, or not found', async () => {
    await t.db
      .insert(partnerLicences)
      .values({ partnerId: 200001, province: 'ON', licenceNumber: 'ON-1', expiresOn: '2099-01-01' })
      .onConflictDoNothing();
    const found = await t.call('/partner/insurance/get', { partnerID: '200001' });
    expect(found.body.code, found.raw).toBe(0);
    expect(found.body.data).toMatchObject({ partnerID: 200001, partnerNotInsured: 'N' });
    expect(found.body.data.partnerInsuredProvinces).toContain('ON');
    // The partner's public web profile, once they wrote one (decision 0040); none while blank.
    await t.db
      .update(partners)
      .set({ webName: '', webTele: '', webIntro: '' })
      .where(eq(partners.id, 200001));
    const blank = await t.call('/partner/insurance/get', { partnerID: 200001 });
    expect(blank.body.data).toMatchObject({ webProfile: null });
    await t.db
      .update(partners)
      .set({
        webName: ' Ethan Wilson, Wilson Financial ',
        webTele: '604-555-0142',
        webIntro: 'Benefits for BC.',
      })
      .where(eq(partners.id, 200001));
    const profiled = await t.call('/partner/insurance/get', { partnerID: 200001 });
    expect(profiled.body.data).toMatchObject({
      webProfile: {
        name: 'Ethan Wilson, Wilson Financial',
        phone: '604-555-0142',
        intro: 'Benefits for BC.',
      },
    });
    const missing = await t.call('/partner/insurance/get', { partnerID: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.data.error).toEqual({
      GENERAL: 'This partner link is not valid. You can sign up without a partner.',
    });
  });

  it('a declined card creates nothing and the review says why; 4242 then pays once, creating the company', async () => {
    const id = await toReview(t, 'owner@example.ca', { partnerID: 200001 });
    // Before a payment starts, the application can still be changed.
    const before = await t.call<State>('/client/signup/resume', { applicationID: id });
    expect(before.body.data).toMatchObject({ currentSignupStep: 2, locked: false });
    const start = await t.call<{ url: string; sessionId: string }>('/client/signup/payment', {
      applicationID: id,
    });
    expect(start.body.code, start.raw).toBe(0);
    const { url, sessionId } = start.body.data;
    // A second click answers the same checkout: one session per application.
    const again = await t.call<{ sessionId: string }>('/client/signup/payment', { applicationID: id });
    expect(again.body.data.sessionId).toBe(sessionId);

    const declined = await submit(url, { card: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' });
    expect(declined.body).toContain('Your card was declined.');
    const back = await t.call<State>('/client/signup/resume', { applicationID: id, cancelled: true });
    expect(back.body.data).toMatchObject({
      currentSignupStep: 2,
      paymentError: 'Your card was declined.',
      // The review says so, instead of Edit buttons the save would refuse.
      locked: true,
      paid: null,
    });
    expect(await employersNamed('Lakeshore Dental Inc.')).toHaveLength(0);
    // While its payment is open the application cannot change.
    const edit = await t.call('/client/signup/save', { appdata: { applicationID: id, ...company }, step: 1 });
    expect(edit.status).toBe(409);

    const mails = t.outbox.length;
    const paid = await submit(url, { card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://app.test/signup/thanks/${id}?session_id=${sessionId}`);
    const thanks = await t.call<State>('/client/signup/resume', { applicationID: id, sessionId });
    expect(thanks.body.data).toMatchObject({ currentSignupStep: 3, paymentError: null, locked: false });
    const { employerId, adminId } = thanks.body.data.paid!;

    const [employer] = await t.db.select().from(employers).where(eq(employers.id, employerId));
    expect(employer).toMatchObject({
      name: 'Lakeshore Dental Inc.',
      planCode: 1071,
      contractType: 13,
      province: 'ON',
      postcode: 'M5V 2T6',
      planYearEndType: 1,
      fiscalYearEnd: '12-31',
      partnerId: 200001,
      missingCompanyInfo: true,
    });
    const people = await t.db.select().from(employees).where(eq(employees.employerId, employerId));
    expect(people.map((p) => [p.id, p.firstName, p.groupAdmin]).sort()).toEqual([
      [adminId, 'Amélie', true],
      [adminId + 1, 'Raj', false],
    ]);
    const [app] = await t.db
      .select()
      .from(clientSignupApplications)
      .where(eq(clientSignupApplications.id, id));
    expect(app).toMatchObject({
      step: 3,
      employerId,
      partnerId: 200001,
      planFeeCents: 33_500,
      taxCents: 4355,
      totalCents: 37_855,
      paymentRef: expect.stringMatching(/^pi_offline_/),
    });
    // The partner's commission on the plan fee before tax (decision 0042), in the payment's
    // transaction: 200001's 20 % of $335.00 and their manager 200002's 5 % override.
    const lines = () =>
      t.db
        .select({
          partnerId: commissions.partnerId,
          source: commissions.source,
          role: commissions.role,
          amountCents: commissions.amountCents,
        })
        .from(commissions)
        .where(eq(commissions.employerId, employerId));
    const expectedLines = [
      { partnerId: 200001, source: 'SIGNUP', role: 'DIRECT', amountCents: 6700 },
      { partnerId: 200002, source: 'SIGNUP', role: 'OVERRIDE', amountCents: 1675 },
    ];
    expect((await lines()).sort((a, b) => a.partnerId - b.partnerId)).toEqual(expectedLines);

    const sent = t.outbox.slice(mails);
    const receipt = sent.find((m) => m.subject.includes('your receipt'))!;
    expect(receipt.to).toBe('owner@example.ca');
    // The owner learns they administer the company, and where to start.
    expect(receipt.text).toContain('You are the administrator of Lakeshore Dental Inc.: once signed in');
    const pdf = (receipt as { attachments?: { contentType: string; content: Buffer }[] }).attachments![0]!;
    expect(pdf.contentType).toBe('application/pdf');
    const text = pdfText(pdf.content);
    expect(text).toContain('Lakeshore Dental Inc.');
    expect(text).toContain('$335.00');
    expect(text).toContain('$43.55');
    expect(text).toContain('$378.55');
    // The plan bought, named as the review named it, and the GST/HST registration number of the tax charged.
    expect(text).toContain('Plan');
    expect(text).toContain('HSA Group');
    expect(text).toContain('GST/HST registration number');
    expect(text).toContain(GST_HST_REGISTRATION_NUMBER);
    const welcome = sent.find((m) => m.to === 'owner@example.ca' && setLink(m.text))!;
    const raj = sent.find((m) => m.to === 'raj.patel@example.ca' && setLink(m.text));
    expect(raj).toBeDefined();

    // The administrator sets a password from the link and signs in as the company's admin.
    const set = await t.call('/password/update/', {
      pw1: 'lakeshore-42!',
      hash: setLink(welcome.text),
      type: 'employee',
    });
    expect(set.body.code, set.raw).toBe(0);
    const me = await t.call<{ user: Record<string, unknown> }>('/login/', {
      id: String(adminId),
      pw: 'lakeshore-42!',
    });
    expect(me.body.data.user).toMatchObject({ IS_ADMIN: 'Y', MISSING_COMPANY_INFO: 'Y', CONTRACT_TYPE: 13 });

    // Paying again is impossible; the settled session's return and a replay change nothing.
    const twice = await t.call('/client/signup/payment', { applicationID: id });
    expect(twice.status).toBe(409);
    expect((await submit(url, { card: 'pm_card_visa' })).statusCode).toBe(303);
    await t.call('/client/signup/resume', { applicationID: id, sessionId });
    expect(await employersNamed('Lakeshore Dental Inc.')).toHaveLength(1);
    expect((await lines()).sort((a, b) => a.partnerId - b.partnerId)).toEqual(expectedLines);
  });

  it('refuses to pay an application that is not at the review', async () => {
    const res = await t.call<State>('/client/signup/save', { appdata: person('early@example.ca'), step: 0 });
    const pay = await t.call('/client/signup/payment', { applicationID: res.body.data.applicationID });
    expect(pay.status).toBe(400);
    expect(pay.body.data.error).toEqual({ GENERAL: 'Please complete the application before paying.' });
  });
});

describe('the checkout’s return address (cookies, so theme and language, are per host)', () => {
  const pay = (t: TestApp, url: string) =>
    t.app.inject({
      method: 'POST',
      url: new URL(url).pathname + new URL(url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    });
  const opened = { protocol: 'http', host: '127.0.0.1:5173' };

  it('is the address the request came from when PUBLIC_URL is unset', async () => {
    const t = await startTestApp(backends[0]!, { PUBLIC_URL: '' });
    try {
      const id = await toReview(t, 'host@example.ca');
      const started = await startSignupPayment(t.services, { applicationID: id }, 'en', t.app.log, opened);
      const paid = await pay(t, started.url);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `http://127.0.0.1:5173/signup/thanks/${id}?session_id=${started.sessionId}`,
      );
      const [session] = await t.db
        .select()
        .from(offlineCheckoutSessions)
        .where(eq(offlineCheckoutSessions.sessionId, started.sessionId));
      expect(session!.cancelUrl).toBe(`http://127.0.0.1:5173/signup/review/${id}?payment=cancelled`);
    } finally {
      await t.close();
    }
  });

  it('is PUBLIC_URL when it is set, whatever the request’s address', async () => {
    const t = await startTestApp(backends[0]!);
    try {
      const id = await toReview(t, 'public@example.ca');
      const started = await startSignupPayment(t.services, { applicationID: id }, 'en', t.app.log, opened);
      const paid = await pay(t, started.url);
      expect(paid.headers.location).toBe(
        `http://app.test/signup/thanks/${id}?session_id=${started.sessionId}`,
      );
    } finally {
      await t.close();
    }
  });
});

describe.each(backends)('client sign-up paid through Stripe’s SDK against a stand-in on %s', (backend) => {
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

  const companies = () => t.db.select().from(employers).where(eq(employers.name, 'Lakeshore Dental Inc.'));

  it('charges the quote once; a bad signature is refused; a replayed webhook changes nothing', async () => {
    const id = await toReview(t, 'stripe-owner@example.ca');
    const start = await t.call<{ url: string; sessionId: string }>('/client/signup/payment', {
      applicationID: id,
    });
    expect(start.body.code, start.raw).toBe(0);
    const { sessionId, url } = start.body.data;
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const create = standIn.seen.filter((s) => s.path === '/v1/checkout/sessions');
    expect(create).toHaveLength(1);
    expect(create[0]!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '37855',
      customer_email: 'stripe-owner@example.ca',
      success_url: `http://app.test/signup/thanks/${id}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://app.test/signup/review/${id}?payment=cancelled`,
    });
    expect(create[0]!.idempotencyKey).toBe(`signup-payment:${id}`);
    // A retry sends nothing new to Stripe.
    await t.call('/client/signup/payment', { applicationID: id });
    expect(standIn.seen.filter((s) => s.path === '/v1/checkout/sessions')).toHaveLength(1);

    // Signed with another secret: refused, nothing settled, nothing created.
    standIn.complete(sessionId);
    const forged = await deliverWebhook(t, checkoutCompleted('evt_forged', sessionId), {
      secret: 'whsec_wrong',
    });
    expect(forged.statusCode).toBe(400);
    expect(await companies()).toHaveLength(0);
    const [open] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.sessionId, sessionId));
    expect(open!.status).toBe('open');

    const first = await deliverWebhook(t, checkoutCompleted('evt_signup_1', sessionId));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await companies()).toHaveLength(1);
    const replay = await deliverWebhook(t, checkoutCompleted('evt_signup_1', sessionId));
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A second delivery under a new event ID, and the person's return, find it settled.
    await deliverWebhook(t, checkoutCompleted('evt_signup_2', sessionId));
    const back = await t.call<State>('/client/signup/resume', { applicationID: id, sessionId });
    expect(back.body.data.currentSignupStep).toBe(3);
    expect(await companies()).toHaveLength(1);
    const [app] = await t.db
      .select()
      .from(clientSignupApplications)
      .where(eq(clientSignupApplications.id, id));
    expect(app).toMatchObject({ paymentRef: 'pi_standin_1', planFeeCents: 33_500, partnerId: 1 });
  });
});
