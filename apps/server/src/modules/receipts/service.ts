/*
 * Send Receipt and Send Partner Receipt (issue #11; decision 0034). Staff find a company's payments
 * (claim-account deposits and card charges, its online sign-up's payment among them, receipted as
 * the original was) or a partner's paid commissions grouped by payout date, preview the mail and
 * send it: a mail job queued in the transaction that logs the staff action,
 * carrying the inputs of its PDF (rendered by the mail job), keyed by the form's request ID so a
 * repeated send queues nothing more.
 */
import {
  COMMISSION_SOURCES,
  fillIn,
  formatDateIn,
  formatMoneyIn,
  keyedMessage,
  RECEIPT_MESSAGES as M,
  signupTaxKind,
  todayIso,
  type CommissionSource,
  type Language,
  type ReceiptPaymentSource,
} from '@benefits/domain';
import { notFound, validationError } from '../../platform/errors';
import { attach, queueMail, type QueuedMail } from '../../platform/mail';
import type { StaffContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { storedLanguage } from '../general/service';
import { recordStaffAction, type StaffActionSubject, type StaffLogDetail } from '../tools/service/staff-log';
import {
  companyReceiptFilename,
  companyReceiptLines,
  companyReceiptPdf,
  partnerStatementFilename,
  partnerStatementLines,
  partnerStatementPdf,
  type CompanyReceiptInput,
  type DocumentLine,
  type PartnerStatementInput,
} from './documents';
import * as q from './queries';
import { receiptsText } from './text';

/** A moment's calendar date (UTC, as every date the server stores). */
const dateOf = (at: Date) => todayIso(at);

// ---- Companies ------------------------------------------------------------------------------

interface CompanyPayment {
  source: ReceiptPaymentSource;
  paymentId: string;
  date: string;
  amountCents: number;
  method: 'DEPOSIT' | 'CARD';
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string;
  at: Date;
  /** The plan the payment bought (a sign-up's), as its original receipt named it. */
  planCode?: number;
  /** The taxes the payment included, as charged (a sign-up's); none for deposits and other card charges. */
  taxes: CompanyReceiptInput['payment']['taxes'];
}

type Signup = NonNullable<Awaited<ReturnType<typeof q.companySignup>>>;

/**
 * The company's online sign-up payment (decision 0041) as its original receipt showed it: the
 * plan, total, tax and reference the application stored when it was paid (never today's prices),
 * the tax's kind (GST or HST) by the domain's rule for the stored province, and the payment date.
 */
function signupPayment(signup: Signup): CompanyPayment | null {
  if (signup.sessionId === null || signup.sessionStatus !== 'succeeded') return null;
  const { planCode, province, taxCents, totalCents } = signup;
  // Stored in the same update that links the application to its company: a paid one has them all.
  if (planCode === null || province === null || taxCents === null || totalCents === null) {
    throw new Error(`Sign-up payment ${signup.sessionId} has no stored price`);
  }
  const at = signup.paidAt ?? signup.settledAt ?? signup.createdAt!;
  return {
    source: 'CARD',
    paymentId: signup.sessionId,
    date: dateOf(at),
    amountCents: totalCents,
    method: 'CARD',
    cardBrand: signup.cardBrand,
    cardLast4: signup.cardLast4,
    reference: signup.paymentRef ?? signup.sessionId,
    at,
    planCode,
    taxes: [{ kind: signupTaxKind(province), cents: taxCents }],
  };
}

async function loadCompany(s: Services, companyId: number) {
  const company = await q.findCompany(s.db, companyId);
  if (!company) throw notFound(M.companyNotFound);
  const [admin, signup] = await Promise.all([
    q.findFirstAdministrator(s.db, companyId),
    q.companySignup(s.db, companyId),
  ]);
  // A company has no language of its own: its first administrator's (their last sign-in), else the
  // language it signed up in online (its sign-up receipt's), else English.
  const fallback: Language = signup?.language === 'fr' ? 'fr' : 'en';
  const language: Language = admin
    ? await storedLanguage(s.db, 'employee', String(admin.id), fallback)
    : fallback;
  const receiptEmail = company.receiptEmail?.trim() || admin?.email.trim() || '';
  return { id: company.id, name: company.name, receiptEmail, language };
}

async function loadPayments(s: Services, companyId: number): Promise<CompanyPayment[]> {
  const [deposits, cards, signup] = await Promise.all([
    q.companyDeposits(s.db, companyId),
    q.companyCardPayments(s.db, companyId),
    q.companySignup(s.db, companyId),
  ]);
  const fromSignup = signup ? signupPayment(signup) : null;
  const payments: CompanyPayment[] = [
    ...deposits.map((d) => ({
      source: 'LEDGER' as const,
      paymentId: String(d.id),
      date: dateOf(d.at),
      amountCents: d.amountCents,
      method: 'DEPOSIT' as const,
      cardBrand: null,
      cardLast4: null,
      reference: d.reference,
      at: d.at,
      taxes: [],
    })),
    ...cards.map((c) => {
      const at = c.settledAt ?? c.createdAt;
      return {
        source: 'CARD' as const,
        paymentId: c.sessionId,
        date: dateOf(at),
        amountCents: c.amountCents ?? 0,
        method: 'CARD' as const,
        cardBrand: c.cardBrand,
        cardLast4: c.cardLast4,
        reference: c.description ? `${c.description} (${c.reference})` : c.reference,
        at,
        taxes: [],
      };
    }),
    ...(fromSignup && !cards.some((c) => c.sessionId === fromSignup.paymentId) ? [fromSignup] : []),
  ];
  return payments.sort((a, b) => b.at.getTime() - a.at.getTime() || b.paymentId.localeCompare(a.paymentId));
}

/** /tools/send-receipt/payments: the company and its payments, newest first. */
export async function listCompanyPayments(s: Services, input: { companyId: number }) {
  const company = await loadCompany(s, input.companyId);
  const payments = await loadPayments(s, input.companyId);
  return {
    company,
    payments: payments.map((p) => ({
      source: p.source,
      paymentId: p.paymentId,
      date: p.date,
      amountCents: p.amountCents,
      method: p.method,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      reference: p.reference,
    })),
  };
}

interface Prepared {
  to: string;
  language: Language;
  mail: QueuedMail;
  filename: string;
  document: DocumentLine[];
}

const recipientOf = (override: string | undefined, onFile: string) => {
  const to = override?.trim() || onFile;
  if (to === '') throw validationError({ email: M.noRecipient }, M.noRecipient);
  return to;
};

async function prepareCompanyReceipt(
  s: Services,
  input: { companyId: number; source: ReceiptPaymentSource; paymentId: string; email?: string | undefined },
): Promise<Prepared> {
  const company = await loadCompany(s, input.companyId);
  const payment = (await loadPayments(s, input.companyId)).find(
    (p) => p.source === input.source && p.paymentId === input.paymentId,
  );
  if (!payment) throw validationError({ paymentId: M.paymentNotFound }, M.paymentNotFound);
  const to = recipientOf(input.email, company.receiptEmail);
  const receipt: CompanyReceiptInput = {
    language: company.language,
    provider: s.config.PROVIDER_NAME,
    issuedOn: dateOf(s.now()),
    company: { id: company.id, name: company.name },
    ...(payment.planCode === undefined ? {} : { planCode: payment.planCode }),
    payment: {
      source: payment.source,
      paymentId: payment.paymentId,
      date: payment.date,
      amountCents: payment.amountCents,
      method: payment.method,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      reference: payment.reference,
      // A sign-up's taxes as charged (its stored tax); deposits and other card charges carry none.
      taxes: payment.taxes,
    },
  };
  const t = receiptsText(company.language).receiptMail;
  const amount = formatMoneyIn(payment.amountCents, company.language);
  const provider = s.config.PROVIDER_NAME;
  const filename = companyReceiptFilename(receipt);
  return {
    to,
    language: company.language,
    filename,
    document: companyReceiptLines(receipt),
    mail: {
      to,
      subject: fillIn(t.subject, { provider, amount }),
      text: [
        t.greeting,
        '',
        fillIn(t.intro, {
          company: company.name,
          date: formatDateIn(payment.date, company.language),
          amount,
        }),
        t.keep,
        '',
        fillIn(t.questions, { supportEmail: s.config.SUPPORT_EMAIL }),
        fillIn(t.signature, { provider }),
      ].join('\n'),
      attachments: [attach(companyReceiptPdf, filename, receipt)],
    },
  };
}

const previewOf = (p: Prepared) => ({
  to: p.to,
  language: p.language,
  subject: p.mail.subject,
  text: p.mail.text,
  filename: p.filename,
  document: p.document.map(({ label, value }) => ({ label, value })),
});

/** /tools/send-receipt/preview: what a send would mail, without sending. */
export async function previewCompanyReceipt(
  s: Services,
  input: { companyId: number; source: ReceiptPaymentSource; paymentId: string; email?: string | undefined },
) {
  return previewOf(await prepareCompanyReceipt(s, input));
}

/**
 * Queues the mail under the request's key and logs the send, in one transaction; a request ID that
 * already queued its mail (a double click, a retried call) queues and logs nothing more.
 */
async function sendPrepared(
  s: Services,
  staff: StaffContext,
  p: Prepared,
  log: {
    action: 'receipt.send' | 'receipt.send-partner';
    subject: StaffActionSubject;
    detail: (email: string) => StaffLogDetail;
    key: string;
  },
) {
  return s.db.transaction(async (tx) => {
    const { created } = await queueMail(s, tx, p.mail, { key: log.key });
    if (created) {
      await recordStaffAction(tx, {
        staffId: staff.id,
        action: log.action,
        subject: log.subject,
        detail: log.detail(p.to),
      });
    }
    return { repeated: !created };
  });
}

/** /tools/send-receipt: the receipt of one payment, mailed with its PDF in the company's language. */
export async function sendCompanyReceipt(
  s: Services,
  staff: StaffContext,
  input: {
    companyId: number;
    source: ReceiptPaymentSource;
    paymentId: string;
    email?: string | undefined;
    requestId: string;
  },
) {
  const prepared = await prepareCompanyReceipt(s, input);
  const { repeated } = await sendPrepared(s, staff, prepared, {
    action: 'receipt.send',
    subject: { kind: 'company', id: input.companyId },
    detail: (email) => ({
      key: 'receipt',
      values: { source: input.source, paymentId: input.paymentId, email },
    }),
    key: `receipt:${staff.id}:${input.requestId}`,
  });
  return {
    message: keyedMessage('receipts.receiptSent', { email: prepared.to }),
    email: prepared.to,
    repeated,
  };
}

// ---- Partners -------------------------------------------------------------------------------

interface Payout {
  paidOn: string;
  totalCents: number;
  lines: PartnerStatementInput['lines'];
}

async function loadPartner(s: Services, partnerId: number) {
  const partner = await q.findPartner(s.db, partnerId);
  if (!partner) throw notFound(M.partnerNotFound);
  const language = await storedLanguage(s.db, 'partner', String(partner.id));
  return {
    id: partner.id,
    name: partner.name,
    email: partner.email.trim(),
    role: partner.managerId === partner.id ? ('MANAGER' as const) : ('AGENT' as const),
    language,
  };
}

async function loadPayouts(s: Services, partnerId: number): Promise<Payout[]> {
  const rows = await q.paidCommissions(s.db, partnerId);
  const byDate = new Map<string, Payout>();
  for (const row of rows) {
    const paidOn = dateOf(row.paidAt!);
    let payout = byDate.get(paidOn);
    if (!payout) {
      payout = { paidOn, totalCents: 0, lines: [] };
      byDate.set(paidOn, payout);
    }
    payout.totalCents += row.amountCents;
    payout.lines.push({
      companyId: row.companyId,
      companyName: row.companyName ?? '',
      accruedOn: row.accruedOn,
      amountCents: row.amountCents,
      source: commissionSourceOf(row.source),
      sourceRef: row.sourceRef,
      role: row.role === 'OVERRIDE' ? 'OVERRIDE' : 'DIRECT',
    });
  }
  const payouts = [...byDate.values()];
  for (const p of payouts) {
    // A company's lines together, by date; its own sale before the override on the same day.
    p.lines.sort(
      (a, b) =>
        a.companyName.localeCompare(b.companyName) ||
        a.accruedOn.localeCompare(b.accruedOn) ||
        a.role.localeCompare(b.role),
    );
  }
  return payouts;
}

const commissionSourceOf = (source: string): CommissionSource =>
  (COMMISSION_SOURCES as readonly string[]).includes(source) ? (source as CommissionSource) : 'ADJUSTMENT';

/** /tools/send-receipt-partner/payouts: the partner and their payouts (the contract's lines), newest first. */
export async function listPartnerPayouts(s: Services, input: { partnerId: number }) {
  const partner = await loadPartner(s, input.partnerId);
  const payouts = (await loadPayouts(s, input.partnerId)).map((p) => ({
    ...p,
    lines: p.lines.map(({ companyId, companyName, accruedOn, amountCents }) => ({
      companyId,
      companyName,
      accruedOn,
      amountCents,
    })),
  }));
  return { partner, payouts };
}

async function preparePartnerStatement(
  s: Services,
  input: { partnerId: number; paidOn: string; email?: string | undefined },
): Promise<Prepared> {
  const partner = await loadPartner(s, input.partnerId);
  const payout = (await loadPayouts(s, input.partnerId)).find((p) => p.paidOn === input.paidOn);
  if (!payout) throw validationError({ paidOn: M.payoutNotFound }, M.payoutNotFound);
  const to = recipientOf(input.email, partner.email);
  const statement: PartnerStatementInput = {
    language: partner.language,
    provider: s.config.PROVIDER_NAME,
    issuedOn: dateOf(s.now()),
    partner: { id: partner.id, name: partner.name },
    paidOn: payout.paidOn,
    lines: payout.lines,
  };
  const t = receiptsText(partner.language).statementMail;
  const provider = s.config.PROVIDER_NAME;
  const date = formatDateIn(payout.paidOn, partner.language);
  const filename = partnerStatementFilename(statement);
  return {
    to,
    language: partner.language,
    filename,
    document: partnerStatementLines(statement),
    mail: {
      to,
      subject: fillIn(t.subject, { provider, date }),
      text: [
        fillIn(t.greeting, { name: partner.name }),
        '',
        fillIn(t.intro, { date, total: formatMoneyIn(payout.totalCents, partner.language) }),
        '',
        fillIn(t.questions, { supportEmail: s.config.SUPPORT_EMAIL }),
        fillIn(t.signature, { provider }),
      ].join('\n'),
      attachments: [attach(partnerStatementPdf, filename, statement)],
    },
  };
}

/** /tools/send-receipt-partner/preview: what a send would mail, without sending. */
export async function previewPartnerStatement(
  s: Services,
  input: { partnerId: number; paidOn: string; email?: string | undefined },
) {
  return previewOf(await preparePartnerStatement(s, input));
}

/** /tools/send-receipt-partner: the statement of one payout, mailed with its PDF in the partner's language. */
export async function sendPartnerStatement(
  s: Services,
  staff: StaffContext,
  input: { partnerId: number; paidOn: string; email?: string | undefined; requestId: string },
) {
  const prepared = await preparePartnerStatement(s, input);
  const { repeated } = await sendPrepared(s, staff, prepared, {
    action: 'receipt.send-partner',
    subject: { kind: 'partner', id: input.partnerId },
    detail: (email) => ({ key: 'statement', values: { paidOn: input.paidOn, email } }),
    key: `receipt-partner:${staff.id}:${input.requestId}`,
  });
  return {
    message: keyedMessage('receipts.statementSent', { email: prepared.to }),
    email: prepared.to,
    repeated,
  };
}
