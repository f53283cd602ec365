import { ErrorCode, type BinaryAnswer } from '@benefits/contract';
import {
  canPrintClaimForm,
  CLAIM_MESSAGES,
  MAX_CLAIM_ITEMS,
  planName,
  planYearWithKey,
  relationshipName,
} from '@benefits/domain';
import { field, renderPdf, type Pdf } from '../../platform/pdf';
import { AppError, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { loadClaimant } from './claimant';
import { itemsOf, liveDependants, ownedClaim, updateClaim, type ClaimItemRow } from './queries';
import { formatCad } from '../../platform/money';

/** Columns of the expense table: title, x offset from the margin, width. */
const COLUMNS = [
  ['#', 0, 18],
  ['Patient', 18, 100],
  ['Service date', 118, 66],
  ['Service', 184, 110],
  ['Provider', 294, 110],
  ['Provider no.', 404, 54],
  ['Amount', 458, 46],
] as const;

function expenseTable(doc: Pdf, items: readonly ClaimItemRow[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  let y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(8);
  for (const [title, x, w] of COLUMNS) doc.text(title, left + x, y, { width: w, lineBreak: false });
  y += 12;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.font('Helvetica').fontSize(8);
  const rows = items.length > 0 ? items.length : MAX_CLAIM_ITEMS;
  for (let i = 0; i < rows; i++) {
    y += 6;
    const item = items[i];
    const cells = item
      ? [
          String(i + 1),
          item.patientName,
          item.serviceDate,
          item.serviceName,
          item.provider,
          item.providerNumber,
          formatCad(item.amountCents),
        ]
      : [String(i + 1), '', '', '', '', '', ''];
    COLUMNS.forEach(([, x, w], c) =>
      doc.text(cells[c] ?? '', left + x, y, { width: w, lineBreak: false, ellipsis: true }),
    );
    y += 14;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#999999')
      .stroke()
      .strokeColor('#000000');
  }
  if (items.length > 0) {
    y += 6;
    const total = items.reduce((sum, i) => sum + i.amountCents, 0);
    doc.font('Helvetica-Bold').text(`Total claimed: ${formatCad(total)}`, left, y, { width, align: 'right' });
  }
  doc.text('', left, y + 20);
}

/**
 * /employee/get-print-form: the paper claim form (docs/product §2 /claim-form-print) as a PDF, pre-filled
 * with the employee, the employer and the plan; given a claim, with its items (and the claim is
 * marked printed).
 */
export async function printForm(s: Services, employeeId: number, claimId?: number): Promise<BinaryAnswer> {
  const c = await loadClaimant(s.db, employeeId, s.now());
  if (!canPrintClaimForm(c.flags))
    throw new AppError(ErrorCode.FORBIDDEN, { GENERAL: CLAIM_MESSAGES.printFormNotAvailable });
  const claim = claimId === undefined ? undefined : await ownedClaim(s.db, employeeId, claimId);
  if (claimId !== undefined && !claim) throw notFound(CLAIM_MESSAGES.claimNotFound);
  const [items, deps] = await Promise.all([
    claim ? itemsOf(s.db, [claim.id]) : Promise.resolve([]),
    liveDependants(s.db, employeeId),
  ]);
  const { employee: e, employer: r } = c;
  const account = claim?.type === 'WSA' ? 'Wellness Spending Account' : 'Health Spending Account';
  const provider = s.config.PROVIDER_NAME;
  const planYear =
    (claim?.planYear ? planYearWithKey(c.terms, claim.planYear, c.today) : undefined) ?? c.window.current;
  const bytes = await renderPdf(`${provider} claim form`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(provider);
    doc.font('Helvetica').fontSize(12).text(`${account} claim form`);
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(`Printed ${c.today}${claim ? ` - claim #${claim.id}` : ''}`);
    doc.fillColor('#000000').moveDown();

    doc.font('Helvetica-Bold').fontSize(11).text('Employee');
    doc.fontSize(9);
    field(doc, 'Name', `${e.firstName} ${e.lastName}`);
    field(doc, 'Employee ID', String(e.id));
    field(doc, 'Address', [e.street1, e.street2, e.city, e.province, e.postcode].filter(Boolean).join(', '));
    field(doc, 'Telephone', e.telephone || e.cellphone || '');
    field(doc, 'E-mail', e.email);
    doc.moveDown(0.5);

    doc.font('Helvetica-Bold').fontSize(11).text('Employer and plan');
    doc.fontSize(9);
    field(doc, 'Company', r.name);
    field(doc, 'Employer ID', String(r.id));
    field(doc, 'Plan', `${r.planCode} ${planName(r.planCode)}`);
    field(doc, 'Plan year', `${planYear.start} to ${planYear.end}`);
    doc.moveDown(0.5);

    doc.font('Helvetica-Bold').fontSize(11).text('Patients');
    doc.font('Helvetica').fontSize(9);
    doc.text(`Employee: ${e.firstName} ${e.lastName}`);
    for (const d of deps)
      doc.text(`${relationshipName(d.relation) || 'Dependant'}: ${d.firstName} ${d.lastName}`);
    doc.moveDown(0.5);

    doc.font('Helvetica-Bold').fontSize(11).text('Expenses');
    expenseTable(doc, items);

    doc.font('Helvetica-Bold').fontSize(11).text('Declaration');
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        'I certify that the expenses above were incurred by me or my eligible dependants, that they have not ' +
          'been reimbursed by any other plan, and that the receipts attached are originals.',
      );
    doc.moveDown(1.5);
    doc.text('Signature: ________________________________        Date: ________________');
    doc.moveDown();
    doc
      .fillColor('#555555')
      .text(`Mail the signed form with your receipts to ${provider}. Questions: ${s.config.SUPPORT_EMAIL}.`);
  });
  if (claim && !claim.printed) await updateClaim(s.db, claim.id, { printed: true });
  return {
    bytes,
    mimeType: 'application/pdf',
    fileName: claim ? `claim-form-${claim.id}.pdf` : 'claim-form.pdf',
    disposition: 'attachment',
  };
}
