import { GST_HST_REGISTRATION_NUMBER, MESSAGES, RECEIPT_MESSAGES as M } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commissions,
  commissionStatements,
  companyCards,
  paymentSessions,
  staffActions,
} from '../../db/schema';
import type { SentMail } from '../../platform/mail';
import { pdfText } from '../../test/pdf-text';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import {
  companyReceiptLines,
  companyReceiptPdf,
  partnerStatementLines,
  type CompanyReceiptInput,
} from './documents';

type Payment = {
  source: 'LEDGER' | 'CARD';
  paymentId: string;
  date: string;
  amountCents: number;
  method: string;
  cardLast4: string | null;
  reference: string;
};
type Payout = { paidOn: string; totalCents: number; lines: { companyName: string; amountCents: number }[] };

const PATHS = [
  '/tools/send-receipt/payments',
  '/tools/send-receipt/preview',
  '/tools/send-receipt',
  '/tools/send-receipt-partner/payouts',
  '/tools/send-receipt-partner/preview',
  '/tools/send-receipt-partner',
];

/** The one PDF a mail carries, as text. */
const pdfOf = (mail: SentMail) => {
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments!;
  expect(pdf!.contentType).toBe('application/pdf');
  expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { filename: pdf!.filename, text: pdfText(pdf!.content) };
};

/** French amounts and colons use (narrow) no-break spaces. */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

let request = 0;
const requestId = () => `test-request-${++request}`;

describe.each(backends)('send receipt and send partner receipt on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  let auditor: string;
  const outbox = () => t.outbox as SentMail[];
  const logged = (action: string, subjectId: string) =>
    t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.subjectId, subjectId)));

  beforeAll(async () => {
    t = await startTestApp(backend);
    staff = await t.login('tools', 'staff');
    auditor = await t.login('tools', 'auditor');
    // A card charge of company 5002, newer than its seeded deposit.
    await t.db.insert(paymentSessions).values({
      sessionId: 'cs_test_receipt_1',
      provider: 'offline',
      mode: 'payment',
      purpose: 'signup-payment',
      ownerKind: 'employer',
      ownerId: '5002',
      reference: 'PAY-5002-1',
      idempotencyKey: 'receipt-test-1',
      amountCents: 34_567,
      currency: 'cad',
      description: 'Plan set-up fee',
      url: 'http://pay.test/1',
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: new Date(Date.now() + 60_000),
      settledAt: new Date(Date.now() + 60_000),
    });
  });
  afterAll(async () => t?.close());

  it('refuses the auditor (PERMIT_AUDIT only), employees and partners', async () => {
    const employee = await t.login('employee', '100002');
    const partner = await t.login('partner', '200002');
    for (const token of [auditor, employee, partner]) {
      for (const path of PATHS) {
        expect((await t.call(path, { companyId: 5002, partnerId: 200001 }, token)).status, path).toBe(403);
      }
    }
  });

  it('lists a company’s deposits and card payments, newest first, with its receipt e-mail', async () => {
    const res = await t.call<{
      company: { name: string; receiptEmail: string; language: string };
      payments: Payment[];
    }>('/tools/send-receipt/payments', { companyId: 5002 }, staff);
    expect(res.body.code).toBe(0);
    expect(res.body.data.company).toEqual({
      id: 5002,
      name: 'Prairie Sky Logistics Ltd.',
      receiptEmail: 'liam.gagnon@example.com',
      language: 'en',
    });
    const payments = res.body.data.payments;
    expect(payments.map((p) => p.source)).toEqual(['CARD', 'LEDGER']);
    expect(payments[0]).toMatchObject({
      paymentId: 'cs_test_receipt_1',
      amountCents: 34_567,
      method: 'CARD',
    });
    expect(payments[1]).toMatchObject({
      amountCents: 1_200_000,
      method: 'DEPOSIT',
      reference: 'Pre-authorised debit',
    });

    expect(
      (await t.call('/tools/send-receipt/payments', { companyId: 999_999 }, staff)).body.data.error,
    ).toEqual({
      GENERAL: M.companyNotFound,
    });
    const empty = await t.call<{ payments: Payment[] }>(
      '/tools/send-receipt/payments',
      { companyId: 5004 },
      staff,
    );
    expect(empty.body.data.payments).toEqual([]);
  });

  it('previews, then mails one receipt with its PDF, once per request, and logs it', async () => {
    const list = await t.call<{ payments: Payment[] }>(
      '/tools/send-receipt/payments',
      { companyId: 5002 },
      staff,
    );
    const deposit = list.body.data.payments.find((p) => p.source === 'LEDGER')!;
    const choice = { companyId: 5002, source: 'LEDGER', paymentId: deposit.paymentId };

    const preview = await t.call<{
      to: string;
      subject: string;
      document: { label: string; value: string }[];
    }>('/tools/send-receipt/preview', choice, staff);
    expect(preview.body.data.to).toBe('liam.gagnon@example.com');
    expect(preview.body.data.subject).toBe('Spendwell Benefits: receipt for your payment of $12,000.00');
    expect(preview.body.data.document).toContainEqual({ label: 'Amount paid', value: '$12,000.00' });

    const before = outbox().length;
    const id = requestId();
    const sent = await t.call<{ message: string; email: string; repeated: boolean }>(
      '/tools/send-receipt',
      { ...choice, requestId: id },
      staff,
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.data).toMatchObject({
      message: 'The receipt is on its way to liam.gagnon@example.com.',
      email: 'liam.gagnon@example.com',
      repeated: false,
    });
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('liam.gagnon@example.com');
    expect(mails[0]!.subject).toBe(preview.body.data.subject);
    const pdf = pdfOf(mails[0]!);
    expect(pdf.filename).toBe(`receipt-5002-${deposit.date}.pdf`);
    for (const words of [
      'Spendwell Benefits',
      'Receipt',
      'Prairie Sky Logistics Ltd.',
      '$12,000.00',
      'Pre-authorised debit',
    ]) {
      expect(pdf.text).toContain(words);
    }
    expect(pdf.text).not.toMatch(/GST|HST/);
    expect(await logged('receipt.send', '5002')).toHaveLength(1);

    // The same request again (a double click), and two at once: nothing more is sent or logged.
    const again = await t.call<{ repeated: boolean }>(
      '/tools/send-receipt',
      { ...choice, requestId: id },
      staff,
    );
    expect(again.body.data.repeated).toBe(true);
    const twice = requestId();
    await Promise.all([
      t.call('/tools/send-receipt', { ...choice, requestId: twice }, staff),
      t.call('/tools/send-receipt', { ...choice, requestId: twice }, staff),
    ]);
    expect(outbox().length - before).toBe(2);
    expect(await logged('receipt.send', '5002')).toHaveLength(2);
  });

  it('sends a card payment’s receipt to another address, refusing a wrong one and an unknown payment', async () => {
    const choice = { companyId: 5002, source: 'CARD', paymentId: 'cs_test_receipt_1' };
    const wrong = await t.call(
      '/tools/send-receipt',
      { ...choice, email: 'not-an-address', requestId: requestId() },
      staff,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.error).toMatchObject({ email: MESSAGES.invalidEmail });
    const unknown = await t.call(
      '/tools/send-receipt',
      { ...choice, paymentId: 'cs_other', requestId: requestId() },
      staff,
    );
    expect(unknown.body.data.error).toMatchObject({ paymentId: M.paymentNotFound });
    // A deposit of another company is not this company's.
    const other = await t.call(
      '/tools/send-receipt/preview',
      { companyId: 5001, source: 'CARD', paymentId: 'cs_test_receipt_1' },
      staff,
    );
    expect(other.body.data.error).toMatchObject({ paymentId: M.paymentNotFound });

    const before = outbox().length;
    const sent = await t.call(
      '/tools/send-receipt',
      { ...choice, email: ' accounts@prairie.test ', requestId: requestId() },
      staff,
    );
    expect(sent.body.code).toBe(0);
    const [mail] = outbox().slice(before);
    expect(mail!.to).toBe('accounts@prairie.test');
    const { text } = pdfOf(mail!);
    expect(text).toContain('$345.67');
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain('Plan set-up fee (PAY-5002-1)');
  });

  it('uses the card’s receipt e-mail, and writes in French for a company whose administrator reads French', async () => {
    await t.db
      .insert(companyCards)
      .values({ employerId: 5002, receiptEmail: 'factures@prairie.test' })
      .onConflictDoUpdate({
        target: companyCards.employerId,
        set: { receiptEmail: 'factures@prairie.test' },
      });
    await t.login('employee', '100002', 'demo-password', 'fr-CA');
    const list = await t.call<{ company: { receiptEmail: string; language: string }; payments: Payment[] }>(
      '/tools/send-receipt/payments',
      { companyId: 5002 },
      staff,
    );
    expect(list.body.data.company).toMatchObject({ receiptEmail: 'factures@prairie.test', language: 'fr' });
    const deposit = list.body.data.payments.find((p) => p.source === 'LEDGER')!;
    // The ledger's reference in the company's language, in the preview and the PDF (QA exports 3).
    const preview = await t.call<{ document: { label: string; value: string }[] }>(
      '/tools/send-receipt/preview',
      { companyId: 5002, source: 'LEDGER', paymentId: deposit.paymentId },
      staff,
    );
    expect(preview.body.data.document).toContainEqual({ label: 'Référence', value: 'Débit préautorisé' });
    const before = outbox().length;
    await t.call(
      '/tools/send-receipt',
      { companyId: 5002, source: 'LEDGER', paymentId: deposit.paymentId, requestId: requestId() },
      staff,
    );
    const [mail] = outbox().slice(before);
    expect(mail!.to).toBe('factures@prairie.test');
    expect(spaced(mail!.subject)).toBe('Spendwell Benefits : reçu de votre paiement de 12 000,00 $');
    const pdf = pdfOf(mail!);
    expect(pdf.filename).toMatch(/^recu-5002-/);
    expect(pdf.text).toContain('Reçu');
    expect(pdf.text).toContain('12 000,00 $');
    expect(pdf.text).toContain('Dépôt au compte de réclamations');
    expect(pdf.text).toContain('Débit préautorisé');
    expect(pdf.text).not.toContain('Pre-authorised debit');
  });

  it('lists a partner’s payouts by date and mails the statement of one, with its PDF', async () => {
    const year = new Date().getUTCFullYear();
    // The seeded commissions (decision 0042) give way to two paid out the same day (5003, $220.00 and
    // 5001, $100.05), so the figures below are this test's own.
    await t.db.delete(commissions);
    await t.db.delete(commissionStatements);
    await t.db.insert(commissions).values([
      {
        partnerId: 200001,
        employerId: 5003,
        amountCents: 22_000,
        accruedOn: `${year - 1}-10-01`,
        paidAt: new Date(Date.UTC(year - 1, 10, 15)),
      },
      {
        partnerId: 200001,
        employerId: 5001,
        amountCents: 10_005,
        accruedOn: `${year - 1}-09-01`,
        paidAt: new Date(Date.UTC(year - 1, 10, 15, 18)),
      },
    ]);
    const res = await t.call<{ partner: { name: string; role: string; email: string }; payouts: Payout[] }>(
      '/tools/send-receipt-partner/payouts',
      { partnerId: 200001 },
      staff,
    );
    expect(res.body.data.partner).toMatchObject({
      name: 'Ethan Wilson',
      role: 'AGENT',
      email: 'ethan.wilson@example.com',
    });
    const paidOn = `${year - 1}-11-15`;
    expect(res.body.data.payouts).toHaveLength(1);
    expect(res.body.data.payouts[0]).toMatchObject({ paidOn, totalCents: 32_005 });
    expect(res.body.data.payouts[0]!.lines.map((l) => l.companyName)).toEqual([
      'Harbourview Bakery Inc.',
      'Northern Lights Consulting Inc.',
    ]);
    const none = await t.call<{ partner: { role: string }; payouts: Payout[] }>(
      '/tools/send-receipt-partner/payouts',
      { partnerId: 200002 },
      staff,
    );
    expect(none.body.data).toMatchObject({ partner: { role: 'MANAGER' }, payouts: [] });
    expect((await t.call('/tools/send-receipt-partner/payouts', { partnerId: 42 }, staff)).status).toBe(404);

    const wrongDate = await t.call(
      '/tools/send-receipt-partner',
      { partnerId: 200001, paidOn: `${year}-01-01`, requestId: requestId() },
      staff,
    );
    expect(wrongDate.body.data.error).toMatchObject({ paidOn: M.payoutNotFound });

    const before = outbox().length;
    const id = requestId();
    const sent = await t.call<{ message: string; repeated: boolean }>(
      '/tools/send-receipt-partner',
      { partnerId: 200001, paidOn, requestId: id },
      staff,
    );
    expect(sent.body.data).toMatchObject({
      message: 'The commission statement is on its way to ethan.wilson@example.com.',
      repeated: false,
    });
    await t.call('/tools/send-receipt-partner', { partnerId: 200001, paidOn, requestId: id }, staff);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('ethan.wilson@example.com');
    expect(mails[0]!.text).toContain('$320.05 in all');
    const pdf = pdfOf(mails[0]!);
    expect(pdf.filename).toBe(`commissions-200001-${paidOn}.pdf`);
    for (const words of [
      'Commission statement',
      'Ethan Wilson',
      'Harbourview Bakery Inc. (5003)',
      '$220.00',
      '$100.05',
      'Total paid',
      '$320.05',
    ]) {
      expect(pdf.text).toContain(words);
    }
    expect(await logged('receipt.send-partner', '200001')).toHaveLength(1);

    // In French for a partner who signed in in French.
    await t.login('partner', '200001', 'demo-password', 'fr-CA');
    const fr = await t.call<{ subject: string; document: { label: string; value: string }[] }>(
      '/tools/send-receipt-partner/preview',
      { partnerId: 200001, paidOn },
      staff,
    );
    expect(spaced(fr.body.data.subject)).toContain('votre relevé de commissions du 15 novembre');
    expect(fr.body.data.document.at(-1)!.label).toBe('Total versé');
    expect(spaced(fr.body.data.document.at(-1)!.value)).toBe('320,05 $');
  });

  it('says which of a manager’s lines for one company is their own sale and which their override', async () => {
    // 200002 sold 5002 themself, and earns an override on 5001, which their agent 200001 sold; a
    // company may also come back on one payout for a claim's fee. Paid on a day of this test's own.
    const paidAt = new Date(Date.UTC(2019, 5, 14, 12));
    await t.db.insert(commissions).values([
      {
        partnerId: 200002,
        employerId: 5001,
        amountCents: 2_475,
        accruedOn: '2019-05-02',
        paidAt,
        source: 'SIGNUP',
        sourceRef: 'test-override-pay',
        role: 'OVERRIDE',
      },
      {
        partnerId: 200002,
        employerId: 5001,
        amountCents: 9_900,
        accruedOn: '2019-05-02',
        paidAt,
        source: 'SIGNUP',
        sourceRef: 'test-direct-pay',
        role: 'DIRECT',
      },
      {
        partnerId: 200002,
        employerId: 5001,
        amountCents: 125,
        accruedOn: '2019-05-20',
        paidAt,
        source: 'CLAIM_FEE',
        sourceRef: '987',
        role: 'OVERRIDE',
      },
    ]);
    const preview = await t.call<{ document: { label: string; value: string }[] }>(
      '/tools/send-receipt-partner/preview',
      { partnerId: 200002, paidOn: '2019-06-14' },
      staff,
    );
    expect(preview.status, preview.raw).toBe(200);
    const labels = preview.body.data.document.map((l) => l.label);
    const lines = labels.filter((l) => l.includes('(5001)'));
    expect(lines).toEqual([
      'Northern Lights Consulting Inc. (5001): sign-up payment (accrued May 2, 2019)',
      'Northern Lights Consulting Inc. (5001): sign-up payment, manager override (accrued May 2, 2019)',
      'Northern Lights Consulting Inc. (5001): claim 987 admin fee, manager override (accrued May 20, 2019)',
    ]);

    const french = partnerStatementLines({
      language: 'fr',
      provider: 'P',
      issuedOn: '2019-06-15',
      partner: { id: 200002, name: 'M' },
      paidOn: '2019-06-14',
      lines: [
        {
          companyId: 5001,
          companyName: 'C',
          accruedOn: '2019-05-02',
          amountCents: 9_900,
          source: 'SIGNUP',
          sourceRef: 'p',
          role: 'DIRECT',
        },
        {
          companyId: 5001,
          companyName: 'C',
          accruedOn: '2019-05-02',
          amountCents: 2_475,
          source: 'SIGNUP',
          sourceRef: 'q',
          role: 'OVERRIDE',
        },
      ],
    });
    expect(french.slice(3, 5).map((l) => spaced(l.label))).toEqual([
      'C (5001) : paiement d’adhésion (acquise le 2 mai 2019)',
      'C (5001) : paiement d’adhésion, commission de gestionnaire (acquise le 2 mai 2019)',
    ]);
  });

  it('draws GST/HST lines only for a payment that carries taxes, in exact cents', async () => {
    const input: CompanyReceiptInput = {
      language: 'en',
      provider: 'P',
      issuedOn: '2026-11-20',
      company: { id: 1, name: 'C' },
      payment: {
        source: 'CARD',
        paymentId: 'x',
        date: '2026-11-20',
        amountCents: 11_300,
        method: 'CARD',
        cardBrand: null,
        cardLast4: null,
        reference: '',
        taxes: [{ kind: 'HST', cents: 1_300 }],
      },
    };
    expect(companyReceiptLines(input).map((l) => `${l.label} ${l.value}`)).toEqual([
      'Company C',
      'Company ID 1',
      'Payment date November 20, 2026',
      'Payment method Credit card',
      'Amount before taxes $100.00',
      'HST $13.00',
      `GST/HST registration number ${GST_HST_REGISTRATION_NUMBER}`,
      'Amount paid $113.00',
    ]);
    const text = pdfText(await companyReceiptPdf.render(input, new Date('2026-11-20T00:00:00Z')));
    expect(text).toContain('HST');
    expect(text).toContain('$13.00');
    expect(text).toContain(GST_HST_REGISTRATION_NUMBER);
  });

  it.each([
    ['en', 'Plan', 'HSA Group', 'GST/HST registration number'],
    ['fr', 'Régime', 'CSS Groupe', 'Numéro d’inscription aux fins de la TPS/TVH'],
  ] as const)(
    'names the plan a sign-up bought and the GST/HST registration number, in %s',
    async (language, planLabel, plan, numberLabel) => {
      const input: CompanyReceiptInput = {
        language,
        provider: 'P',
        issuedOn: '2026-11-20',
        company: { id: 1, name: 'C' },
        planCode: 1071,
        payment: {
          source: 'CARD',
          paymentId: 'x',
          date: '2026-11-20',
          amountCents: 5_250,
          method: 'CARD',
          cardBrand: 'visa',
          cardLast4: '4242',
          reference: 'pi_1',
          taxes: [{ kind: 'GST', cents: 250 }],
        },
      };
      const lines = companyReceiptLines(input).map((l) => `${l.label} ${l.value}`);
      expect(lines).toContain(`${planLabel} ${plan}`);
      expect(lines).toContain(`${numberLabel} ${GST_HST_REGISTRATION_NUMBER}`);
      const text = pdfText(await companyReceiptPdf.render(input, new Date('2026-11-20T00:00:00Z')));
      for (const words of [planLabel, plan, numberLabel, GST_HST_REGISTRATION_NUMBER]) {
        expect(text).toContain(words);
      }
    },
  );

  it('gives a French sign-up receipt’s values room: a 36-character reference on one line (QA exports 8)', async () => {
    const reference = 'pi_offline_966db55c707ee10c4c1bf0ab1';
    expect(reference).toHaveLength(36);
    const input: CompanyReceiptInput = {
      language: 'fr',
      provider: 'Spendwell Benefits',
      issuedOn: '2026-12-07',
      company: { id: 5028, name: 'Boulangerie Côté' },
      planCode: 1071,
      payment: {
        source: 'CARD',
        paymentId: 'cs_1',
        date: '2026-12-07',
        amountCents: 37_855,
        method: 'CARD',
        cardBrand: 'visa',
        cardLast4: '4242',
        reference,
        taxes: [{ kind: 'HST', cents: 4_355 }],
      },
    };
    const lines = pdfText(await companyReceiptPdf.render(input, new Date('2026-12-07T00:00:00Z'))).split(
      '\n',
    );
    // pdfkit writes each line of a wrapped text apart: a whole value is one line of the text.
    expect(lines).toContain(reference);
    expect(lines).toContain('Carte de crédit (Visa se terminant par 4242)');
    expect(lines).toContain('Numéro d’inscription aux fins de la TPS/TVH');
  });

  it('names a company outside Latin-1 intact, and the lines after it', async () => {
    const input: CompanyReceiptInput = {
      language: 'fr',
      provider: 'P',
      issuedOn: '2026-12-07',
      company: { id: 5027, name: 'Łódź Café Ltée' },
      payment: {
        source: 'CARD',
        paymentId: 'x',
        date: '2026-12-07',
        amountCents: 5_250,
        method: 'CARD',
        cardBrand: 'visa',
        cardLast4: '4242',
        reference: 'pi_1',
        taxes: [],
      },
    };
    const lines = pdfText(await companyReceiptPdf.render(input, new Date('2026-12-07T00:00:00Z'))).split(
      '\n',
    );
    const at = lines.indexOf('Łódź Café Ltée');
    expect(lines.slice(at - 1, at + 3)).toEqual([
      'Entreprise',
      'Łódź Café Ltée',
      'Numéro d’entreprise',
      '5027',
    ]);
  });
});
