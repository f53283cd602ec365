import { GST_HST_REGISTRATION_NUMBER } from '@benefits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentMail } from '../../platform/mail';
import { signupCompany, signupPerson } from '../../test/client-signup-answers';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

/*
 * The tools' Send Receipt of a client sign-up's payment (decisions 0034 and 0041): the resent PDF
 * says what the client's original receipt said — the plan, the amount before tax, the GST/HST line
 * and the registration number, from what the application stored when it was paid.
 */

type Payment = { source: string; paymentId: string; amountCents: number; method: string; reference: string };
type State = { applicationID: string; paid: { employerId: number; adminId: number } | null };

const pdfLines = (mail: SentMail) => {
  expect(mail.attachments).toHaveLength(1);
  return pdfText(mail.attachments![0]!.content).split('\n');
};

let request = 0;
const requestId = () => `signup-receipt-${++request}`;

describe.each(backends)('send receipt of a client sign-up payment on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    staff = await t.login('tools', 'staff');
  });
  afterAll(async () => t?.close());

  /** A sign-up paid with the offline provider's 4242 card: its company, the receipt mail the client got. */
  async function paySignup(email: string, name: string, postal: string, language: 'en' | 'fr') {
    const as = { language };
    const first = await t.call<State>(
      '/client/signup/save',
      { appdata: signupPerson(email), step: 0 },
      '',
      as,
    );
    expect(first.body.code, first.raw).toBe(0);
    const id = first.body.data.applicationID;
    const company = { ...signupCompany(name), company: { ...signupCompany(name).company, postal } };
    const second = await t.call(
      '/client/signup/save',
      { appdata: { applicationID: id, ...company }, step: 1 },
      '',
      as,
    );
    expect(second.body.code, second.raw).toBe(0);
    const start = await t.call<{ url: string; sessionId: string }>(
      '/client/signup/payment',
      { applicationID: id },
      '',
      as,
    );
    expect(start.body.code, start.raw).toBe(0);
    const { url, sessionId } = start.body.data;
    const before = t.outbox.length;
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname + new URL(url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const thanks = await t.call<State>('/client/signup/resume', { applicationID: id, sessionId });
    const { employerId } = thanks.body.data.paid!;
    const original = (t.outbox.slice(before) as SentMail[]).find(
      (m) => m.to === email && m.attachments?.length,
    );
    expect(original).toBeDefined();
    return { employerId, sessionId, original: original! };
  }

  /** Staff resend the company's sign-up payment: its listing, the preview's lines and the mailed PDF. */
  async function resend(employerId: number, sessionId: string) {
    const list = await t.call<{ payments: Payment[] }>(
      '/tools/send-receipt/payments',
      { companyId: employerId },
      staff,
    );
    expect(list.body.code, list.raw).toBe(0);
    const payment = list.body.data.payments.find((p) => p.source === 'CARD' && p.paymentId === sessionId);
    expect(payment, 'the sign-up payment is listed').toBeDefined();
    const choice = { companyId: employerId, source: 'CARD', paymentId: sessionId };
    const preview = await t.call<{ document: { label: string; value: string }[] }>(
      '/tools/send-receipt/preview',
      choice,
      staff,
    );
    expect(preview.body.code, preview.raw).toBe(0);
    const before = t.outbox.length;
    const sent = await t.call('/tools/send-receipt', { ...choice, requestId: requestId() }, staff);
    expect(sent.body.code, sent.raw).toBe(0);
    const mails = t.outbox.slice(before) as SentMail[];
    expect(mails).toHaveLength(1);
    return { payment: payment!, document: preview.body.data.document, mail: mails[0]! };
  }

  it('resends an Ontario sign-up’s receipt with the same lines as the original: plan, HST, registration number', async () => {
    const { employerId, sessionId, original } = await paySignup(
      'resend-on@example.ca',
      'Harbourfront Physio Inc.',
      'M5V 2T6',
      'en',
    );
    const { payment, document, mail } = await resend(employerId, sessionId);
    expect(payment).toMatchObject({ amountCents: 37_855, method: 'CARD' });

    const originalLines = pdfLines(original);
    const resentLines = pdfLines(mail);
    // The original as the client got it (decision 0041), then the resent copy, line for line.
    for (const line of ['Plan', 'HSA Group', 'Amount before taxes', '$335.00', 'HST', '$43.55', '$378.55']) {
      expect(originalLines).toContain(line);
    }
    expect(originalLines).toContain(GST_HST_REGISTRATION_NUMBER);
    expect(resentLines).toEqual(originalLines);
    expect(mail.attachments![0]!.filename).toBe(original.attachments![0]!.filename);
    // The preview shows the same lines as the PDF.
    expect(document).toContainEqual({ label: 'HST', value: '$43.55' });
    expect(document).toContainEqual({
      label: 'GST/HST registration number',
      value: GST_HST_REGISTRATION_NUMBER,
    });
  });

  it('resends a British Columbia sign-up in French as the original: the plan, GST (TPS) and the number', async () => {
    const { employerId, sessionId, original } = await paySignup(
      'resend-bc@example.ca',
      'Okanagan Orchards Ltée',
      'V6B 1A1',
      'fr',
    );
    const { mail } = await resend(employerId, sessionId);
    const originalLines = pdfLines(original);
    expect(originalLines).toContain('TPS');
    expect(originalLines).toContain(GST_HST_REGISTRATION_NUMBER);
    expect(pdfLines(mail)).toEqual(originalLines);
  });
});
