import { ErrorCode, type BinaryAnswer } from '@benefits/contract';
import {
  asciiFileName,
  canPrintClaimForm,
  CLAIM_MESSAGES,
  MAX_CLAIM_ITEMS,
  fillIn,
  formatDateIn,
  hasPaperClaimForm,
  formatMoneyIn,
  planNameIn,
  planYearWithKey,
  relationshipNameIn,
  type Language,
} from '@benefits/domain';
import { field, FONT, labelled, renderPdf, type Pdf } from '../../platform/pdf';
import { mailingAddressLines } from '../../config';
import { AppError, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { loadClaimant } from './claimant';
import { itemsWithFrenchOf, ownedClaim, updateClaim, type ClaimItemWithFrench } from './queries';
import { liveDependantsOf } from '../account/service/dependants';
import { CLAIMS_TEXT, serviceNameIn } from './text';

/** Columns of the expense table: title (a key of the text's columns), x offset from the margin, width. */
const COLUMNS = [
  ['number', 0, 18],
  ['patient', 18, 100],
  ['serviceDate', 118, 66],
  ['service', 184, 110],
  ['provider', 294, 110],
  ['providerNumber', 404, 54],
  ['amount', 458, 46],
] as const;

/** Room above a row's text (below the rule over it), and the least height of a row's text and padding. */
const ROW_PAD = 6;
const MIN_ROW = 14;

/**
 * The expense table: a row per item (ten empty rows on a blank form), each as tall as its tallest
 * cell once wrapped in its column (a long service or provider name takes several lines and pushes
 * the rule under it and the next row down, measured with heightOfString). A row that would not fit
 * on the page starts a new page under the column titles again.
 */
export function expenseTable(doc: Pdf, items: readonly ClaimItemWithFrench[], language: Language) {
  const t = CLAIMS_TEXT[language].printForm;
  const money = (cents: number) => formatMoneyIn(cents, language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const tallest = (cells: readonly string[]) =>
    Math.max(...COLUMNS.map(([, , w], c) => doc.heightOfString(cells[c] || ' ', { width: w })));
  const rule = (y: number, color = '#000000') =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(color)
      .stroke()
      .strokeColor('#000000');
  const draw = (cells: readonly string[], y: number) =>
    COLUMNS.forEach(([, x, w], c) => doc.text(cells[c] ?? '', left + x, y, { width: w }));

  const header = (top: number) => {
    const titles = COLUMNS.map(([title]) => t.columns[title]);
    doc.font(FONT.bold).fontSize(8);
    draw(titles, top);
    const y = top + Math.max(12, tallest(titles) + 3);
    rule(y);
    doc.font(FONT.regular).fontSize(8);
    return y;
  };
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  let y = header(doc.y + 4);
  const rows = items.length > 0 ? items.length : MAX_CLAIM_ITEMS;
  for (let i = 0; i < rows; i++) {
    const item = items[i];
    const cells = item
      ? [
          String(i + 1),
          item.patientName,
          item.serviceDate,
          serviceNameIn(item, language),
          item.provider,
          item.providerNumber,
          money(item.amountCents),
        ]
      : [String(i + 1), '', '', '', '', '', ''];
    const height = Math.max(MIN_ROW, tallest(cells) + ROW_PAD);
    if (y + ROW_PAD + height > bottom()) {
      doc.addPage();
      y = header(doc.page.margins.top);
    }
    draw(cells, y + ROW_PAD);
    y += ROW_PAD + height;
    rule(y, '#999999');
  }
  if (items.length > 0) {
    y += ROW_PAD;
    const total = items.reduce((sum, i) => sum + i.amountCents, 0);
    doc.font(FONT.bold).text(fillIn(t.total, { amount: money(total) }), left, y, { width, align: 'right' });
  }
  doc.text('', left, y + 20);
}

/**
 * /employee/get-print-form: the paper claim form (docs/product §2 /claim-form-print) as a PDF, pre-filled
 * with the employee, the employer and the plan; given a claim, with its items (and the claim is
 * marked printed). A cancelled claim has no form (409).
 */
export async function printForm(
  s: Services,
  employeeId: number,
  claimId?: number,
  language: Language = 'en',
): Promise<BinaryAnswer> {
  const t = CLAIMS_TEXT[language].printForm;
  const c = await loadClaimant(s.db, employeeId, s.now());
  if (!canPrintClaimForm(c.flags))
    throw new AppError(ErrorCode.FORBIDDEN, { GENERAL: CLAIM_MESSAGES.printFormNotAvailable });
  const claim = claimId === undefined ? undefined : await ownedClaim(s.db, employeeId, claimId);
  if (claimId !== undefined && !claim) throw notFound(CLAIM_MESSAGES.claimNotFound);
  // A cancelled claim asks for nothing: no form that could be signed and mailed in (decision 8).
  if (claim && !hasPaperClaimForm(claim.status))
    throw new AppError(ErrorCode.CONFLICT, { GENERAL: CLAIM_MESSAGES.cancelledNoForm });
  const [items, deps] = await Promise.all([
    claim ? itemsWithFrenchOf(s.db, [claim.id]) : Promise.resolve([]),
    liveDependantsOf(s.db, employeeId),
  ]);
  const { employee: e, employer: r } = c;
  const account = CLAIMS_TEXT[language].accountName[claim?.type === 'WSA' ? 'WSA' : 'HSA'];
  const provider = s.config.PROVIDER_NAME;
  const planYear =
    (claim?.planYear ? planYearWithKey(c.terms, claim.planYear, c.today) : undefined) ?? c.window.current;
  const date = (iso: string) => formatDateIn(iso, language);
  const name = `${e.firstName} ${e.lastName}`;
  const bytes = await renderPdf(fillIn(t.title, { provider }), (doc) => {
    doc.font(FONT.bold).fontSize(16).text(provider);
    doc.font(FONT.regular).fontSize(12).text(fillIn(t.heading, { account }));
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(
        claim
          ? fillIn(t.printedClaim, { date: date(c.today), claimId: claim.id })
          : fillIn(t.printed, { date: date(c.today) }),
      );
    doc.fillColor('#000000').moveDown();

    doc.font(FONT.bold).fontSize(11).text(t.employee);
    doc.fontSize(9);
    field(doc, t.name, name, language);
    field(doc, t.employeeId, String(e.id), language);
    field(
      doc,
      t.address,
      [e.street1, e.street2, e.city, e.province, e.postcode].filter(Boolean).join(', '),
      language,
    );
    field(doc, t.telephone, e.telephone || e.cellphone || '', language);
    field(doc, t.email, e.email, language);
    doc.moveDown(0.5);

    doc.font(FONT.bold).fontSize(11).text(t.employerAndPlan);
    doc.fontSize(9);
    field(doc, t.company, r.name, language);
    field(doc, t.employerId, String(r.id), language);
    field(doc, t.plan, `${r.planCode} ${planNameIn(r.planCode, language)}`, language);
    field(
      doc,
      t.planYear,
      fillIn(t.planYearDates, { start: date(planYear.start), end: date(planYear.end) }),
      language,
    );
    doc.moveDown(0.5);

    doc.font(FONT.bold).fontSize(11).text(t.patients);
    doc.font(FONT.regular).fontSize(9);
    doc.text(fillIn(t.employeePatient, { name }));
    for (const d of deps)
      doc.text(
        `${labelled(relationshipNameIn(d.relation, language) || t.dependant, language)}${d.firstName} ${d.lastName}`,
      );
    doc.moveDown(0.5);

    doc.font(FONT.bold).fontSize(11).text(t.expenses);
    expenseTable(doc, items, language);

    doc.font(FONT.bold).fontSize(11).text(t.declaration);
    doc.font(FONT.regular).fontSize(9).text(t.declarationText);
    doc.moveDown(1.5);
    doc.text(t.signature);
    doc.moveDown();
    // Where to mail it: the provider's name and mailing address, as on an envelope.
    doc.fillColor('#555555').text(t.mailTo);
    doc.font(FONT.bold).text(provider);
    doc.font(FONT.regular);
    for (const line of mailingAddressLines(s.config.PROVIDER_MAILING_ADDRESS)) doc.text(line);
    doc.moveDown(0.5).text(fillIn(t.questions, { supportEmail: s.config.SUPPORT_EMAIL }));
  });
  if (claim && !claim.printed) await updateClaim(s.db, claim.id, { printed: true });
  return {
    bytes,
    mimeType: 'application/pdf',
    fileName: asciiFileName(claim ? fillIn(t.fileNameOfClaim, { claimId: claim.id }) : t.fileName),
    disposition: 'attachment',
  };
}
