/*
 * The receipt of a company's payment and the statement of a partner's commission payout (decision
 * 0034): what each document says (its lines, also answered as the preview) and the PDF attachment
 * kinds the mail job renders from the inputs queued with the mail. Amounts are integer cents,
 * formatted by the domain (no floating point); the text is the module's, in the reader's language.
 */
import {
  asciiFileName,
  COMMISSION_ROLES,
  COMMISSION_SOURCES,
  formatDateIn,
  formatMoneyIn,
  GST_HST_REGISTRATION_NUMBER,
  LANGUAGES,
  ledgerReferenceIn,
  planNameIn,
  RECEIPT_PAYMENT_SOURCES,
  type Language,
} from '@benefits/domain';
import { z } from 'zod';
import { defineAttachment } from '../../platform/mail';
import { FONT, labelled, renderPdf, type Pdf } from '../../platform/pdf';
import { fillIn, receiptsText } from './text';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cents = z.number().int().refine(Number.isSafeInteger);

/** Tax kinds a payment may carry (only a sign-up's does; a payment without any has no tax line). */
export const TAX_KINDS = ['GST', 'HST', 'PST', 'QST'] as const;

export const companyReceiptInput = z.object({
  language: z.enum(LANGUAGES),
  provider: z.string(),
  issuedOn: isoDate,
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** The plan the payment bought (a sign-up's), named in the receipt's language; absent for a deposit. */
  planCode: z.number().int().optional(),
  payment: z.object({
    source: z.enum(RECEIPT_PAYMENT_SOURCES),
    paymentId: z.string(),
    date: isoDate,
    /** What was paid, taxes included. */
    amountCents: cents,
    method: z.enum(['DEPOSIT', 'CARD']),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    reference: z.string(),
    taxes: z.array(z.object({ kind: z.enum(TAX_KINDS), cents })),
  }),
});
export type CompanyReceiptInput = z.infer<typeof companyReceiptInput>;

export const partnerStatementInput = z.object({
  language: z.enum(LANGUAGES),
  provider: z.string(),
  issuedOn: isoDate,
  partner: z.object({ id: z.number().int(), name: z.string() }),
  paidOn: isoDate,
  lines: z.array(
    z.object({
      companyId: z.number().int().nullable(),
      companyName: z.string(),
      accruedOn: isoDate,
      amountCents: cents,
      // What the line was earned on and whose sale it was (decision 0042). A mail queued before
      // these were sent reads as an adjustment of the partner's own.
      source: z.enum(COMMISSION_SOURCES).default('ADJUSTMENT'),
      sourceRef: z.string().nullable().default(null),
      role: z.enum(COMMISSION_ROLES).default('DIRECT'),
    }),
  ),
});
export type PartnerStatementInput = z.infer<typeof partnerStatementInput>;

export interface DocumentLine {
  label: string;
  value: string;
  /** The total: in bold, after a gap. */
  total?: boolean;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The receipt's lines, in its language: the PDF draws them, the preview shows them. */
export function companyReceiptLines(i: CompanyReceiptInput): DocumentLine[] {
  const t = receiptsText(i.language).receiptPdf;
  const money = (c: number) => formatMoneyIn(c, i.language);
  const p = i.payment;
  const method =
    p.method === 'CARD' && p.cardLast4
      ? `${t.methods.CARD} (${fillIn(t.cardEnding, { brand: capitalised(p.cardBrand ?? ''), last4: p.cardLast4 }).trim()})`
      : t.methods[p.method];
  const lines: DocumentLine[] = [
    { label: t.company, value: i.company.name },
    { label: t.companyId, value: String(i.company.id) },
    ...(i.planCode === undefined ? [] : [{ label: t.plan, value: planNameIn(i.planCode, i.language) }]),
    { label: t.date, value: formatDateIn(p.date, i.language) },
    { label: t.method, value: method },
  ];
  // A ledger row's reference is stored in English (a PAD's 'Pre-authorised debit'): written in the
  // receipt's language, as the company's statement writes it. A card's is the payment provider's.
  const reference = p.source === 'LEDGER' ? ledgerReferenceIn(p.reference, i.language) : p.reference;
  if (reference !== '') lines.push({ label: t.reference, value: reference });
  if (p.taxes.length > 0) {
    const taxCents = p.taxes.reduce((sum, x) => sum + x.cents, 0);
    lines.push({ label: t.subtotal, value: money(p.amountCents - taxCents) });
    for (const tax of p.taxes) lines.push({ label: t.taxes[tax.kind], value: money(tax.cents) });
    // A receipt charging GST/HST names the supplier's registration number (one domain constant).
    if (p.taxes.some((x) => x.kind === 'GST' || x.kind === 'HST'))
      lines.push({ label: t.gstHstNumber, value: GST_HST_REGISTRATION_NUMBER });
  }
  lines.push({ label: t.amount, value: money(p.amountCents), total: true });
  return lines;
}

/** The statement's lines, in its language: one per commission, then the total. */
export function partnerStatementLines(i: PartnerStatementInput): DocumentLine[] {
  const t = receiptsText(i.language).statementPdf;
  const money = (c: number) => formatMoneyIn(c, i.language);
  const lines: DocumentLine[] = [
    { label: t.partner, value: i.partner.name },
    { label: t.partnerId, value: String(i.partner.id) },
    { label: t.paidOn, value: formatDateIn(i.paidOn, i.language) },
  ];
  for (const line of i.lines) {
    const company = line.companyId === null ? t.companyNone : `${line.companyName} (${line.companyId})`;
    // The same company may come back (its sign-up and a claim's fee; a manager's own sale and their
    // override on an agent's): each line says what it was earned on, and an override says so.
    const earnedOn = fillIn(t.sources[line.source], { ref: line.sourceRef ?? '' });
    const source = line.role === 'OVERRIDE' ? fillIn(t.override, { source: earnedOn }) : earnedOn;
    lines.push({
      label: fillIn(t.line, { company, source, date: formatDateIn(line.accruedOn, i.language) }),
      value: money(line.amountCents),
    });
  }
  const total = i.lines.reduce((sum, l) => sum + l.amountCents, 0);
  lines.push({ label: t.total, value: money(total), total: true });
  return lines;
}

/** A file name without spaces or accents (asciiFileName): `receipt-5002-2026-05-01.pdf`. */
export const companyReceiptFilename = (i: CompanyReceiptInput) =>
  asciiFileName(
    fillIn(receiptsText(i.language).receiptPdf.filename, { company: i.company.id, date: i.payment.date }),
  );

export const partnerStatementFilename = (i: PartnerStatementInput) =>
  asciiFileName(
    fillIn(receiptsText(i.language).statementPdf.filename, { partner: i.partner.id, date: i.paidOn }),
  );

/** The document's frame: the provider, the title, the issue date, then each line (label, value). */
function drawDocument(
  doc: Pdf,
  d: { provider: string; title: string; issuedLabel: string; issuedOn: string; language: Language },
  lines: DocumentLine[],
  closing?: string,
) {
  doc.font(FONT.bold).fontSize(20).text(d.provider);
  doc.moveDown(0.3).fontSize(16).text(d.title);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor('#555555')
    .text(labelled(d.issuedLabel, d.language) + formatDateIn(d.issuedOn, d.language));
  doc.fillColor('#000000').fontSize(11).moveDown(1.2);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // The values' column is as wide as its widest value (a card payment's reference, the method),
  // between 38 % and 55 % of the page: a long French label wraps rather than a reference.
  const font = (line: DocumentLine) => doc.font(line.total ? FONT.bold : FONT.regular);
  const widest = Math.max(0, ...lines.map((line) => font(line).widthOfString(line.value)));
  const valueWidth = Math.min(Math.max(widest + 1, width * 0.38), width * 0.55);
  const labelWidth = width - valueWidth - 12;
  for (const line of lines) {
    if (line.total) doc.moveDown(0.6);
    const y = doc.y;
    font(line).text(line.label, left, y, { width: labelWidth });
    const after = doc.y;
    doc.text(line.value, left + width - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  }
  if (closing) doc.moveDown(1.5).font(FONT.regular).text(closing, left, doc.y, { width });
}

/** The receipt PDF, rendered by the mail job from the queued inputs. */
export const companyReceiptPdf = defineAttachment(
  'receipts-company-receipt',
  'application/pdf',
  companyReceiptInput,
  (input, at) => {
    const t = receiptsText(input.language).receiptPdf;
    return renderPdf(
      `${input.provider} — ${t.title}`,
      (doc) =>
        drawDocument(
          doc,
          { ...input, title: t.title, issuedLabel: t.issuedOn },
          companyReceiptLines(input),
          t.thanks,
        ),
      { createdAt: at },
    );
  },
);

/** The commission statement PDF, rendered by the mail job from the queued inputs. */
export const partnerStatementPdf = defineAttachment(
  'receipts-partner-statement',
  'application/pdf',
  partnerStatementInput,
  (input, at) => {
    const t = receiptsText(input.language).statementPdf;
    return renderPdf(
      `${input.provider} — ${t.title}`,
      (doc) =>
        drawDocument(
          doc,
          { ...input, title: t.title, issuedLabel: t.issuedOn },
          partnerStatementLines(input),
        ),
      { createdAt: at },
    );
  },
);

/** Every attachment kind of this module, for the mail job (app.ts). */
export const RECEIPT_ATTACHMENTS = [companyReceiptPdf, partnerStatementPdf] as const;
