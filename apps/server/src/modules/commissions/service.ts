/*
 * The partner's commission statements (decision 0042): the list (a report definition, run by the
 * generic runner), one statement with its lines, its PDF, and the month's close job. A partner reads
 * their own statements; a manager also their agents'; any other statement answers "does not exist".
 */
import type { BinaryAnswer } from '@benefits/contract';
import {
  COMMISSION_MESSAGES,
  formatDateIn,
  formatMoneyIn,
  localeOfLanguage,
  nextMonth,
  numberFormat,
  PERCENT_FORMAT,
  todayIso,
  type CommissionRole,
  type CommissionSource,
  type Language,
  type ReportRow,
  type StatementStatus,
} from '@benefits/domain';
import { notFound } from '../../platform/errors';
import type { JobHandler } from '../../platform/jobs';
import { FONT, framePages, renderPdf } from '../../platform/pdf';
import type { PartnerContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { closeMonth, scheduleClose } from './accrual';
import { readableStatement, readableStatements, statementLines } from './queries';
import { CELL_GAP, statementColumnWidths } from './statement-layout';
import { commissionsText, fillIn } from './text';

type Reader = Pick<PartnerContext, 'id' | 'role'>;
type StatementRow = NonNullable<Awaited<ReturnType<typeof readableStatement>>>;

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** A statement's total: the sum of its lines (a paid statement also stored it when it was paid). */
const totalOf = (row: StatementRow) => Number(row.lineTotal);

/** The list's rows (report `commissionStatements`): the statements the partner may read. */
export async function statementReportRows(
  s: Services,
  partner: Reader,
  window: { offset: number; limit: number },
): Promise<ReportRow[]> {
  const rows = await readableStatements(s.db, partner, window);
  return rows.map((r) => ({
    statement: String(r.id),
    partner: `${r.partnerName} (${r.partnerId})`,
    status: r.status,
    periodEnd: r.periodEnd,
    lines: r.lineCount,
    total: totalOf(r),
    paidOn: isoDay(r.paidAt),
    payoutRef: r.payoutRef ?? '',
  }));
}

async function loadStatement(s: Services, partner: Reader, id: number) {
  const row = await readableStatement(s.db, partner, id);
  if (!row) throw notFound(COMMISSION_MESSAGES.statementNotFound);
  const lines = await statementLines(s.db, row.id);
  return { row, lines };
}

/** /partner/commissions/statement: one statement with its lines; its total is the sum of the lines. */
export async function commissionStatement(s: Services, partner: Reader, id: number) {
  const { row, lines } = await loadStatement(s, partner, id);
  return {
    statement: {
      id: row.id,
      partnerId: row.partnerId,
      partnerName: row.partnerName,
      status: row.status as StatementStatus,
      periodStart: row.firstAccrued,
      periodEnd: row.periodEnd,
      paidOn: isoDay(row.paidAt),
      payoutRef: row.payoutRef,
      totalCents: totalOf(row),
    },
    lines: lines.map((l) => ({
      id: l.id,
      accruedOn: l.accruedOn,
      employerId: l.employerId,
      companyName: l.companyName ?? '',
      source: l.source as CommissionSource,
      sourceRef: l.sourceRef,
      role: l.role as CommissionRole,
      baseCents: l.baseCents,
      rateBps: l.rateBps,
      amountCents: l.amountCents,
    })),
  };
}

/** The rate in basis points as a percentage: 2000 → "20%", 250 → "2.5%" ("2,5 %" in French). */
const percent = (bps: number, language: Language) =>
  numberFormat(localeOfLanguage(language), PERCENT_FORMAT).format(bps / 10_000);

/** /partner/commissions/statement/pdf: the statement as a PDF (pdfkit), in the reader's language. */
export async function commissionStatementPdf(
  s: Services,
  partner: Reader,
  input: { id: number; language: Language },
): Promise<BinaryAnswer> {
  const { statement, lines } = await commissionStatement(s, partner, input.id);
  const { language } = input;
  const t = commissionsText(language).statementPdf;
  const money = (c: number) => formatMoneyIn(c, language);
  const title = fillIn(t.title, { id: statement.id });
  const partnerName = `${statement.partnerName} (${statement.partnerId})`;
  const bytes = await renderPdf(
    `${s.config.PROVIDER_NAME} — ${title}`,
    (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      doc.font(FONT.bold).fontSize(18).text(s.config.PROVIDER_NAME);
      doc.moveDown(0.2).fontSize(14).text(title);
      doc.moveDown(0.5).font(FONT.regular).fontSize(10);
      const facts: [string, string][] = [
        [t.partner, partnerName],
        [t.status, t.statuses[statement.status]],
      ];
      if (statement.periodEnd) facts.push([t.periodEnd, formatDateIn(statement.periodEnd, language)]);
      if (statement.paidOn) facts.push([t.paidOn, formatDateIn(statement.paidOn, language)]);
      if (statement.payoutRef) facts.push([t.payoutRef, statement.payoutRef]);
      facts.push([t.printed, formatDateIn(todayIso(s.now()), language)]);
      for (const [label, value] of facts) {
        doc.font(FONT.bold).text(language === 'fr' ? `${label} : ` : `${label}: `, { continued: true });
        doc.font(FONT.regular).text(value);
      }
      doc.moveDown(1);
      // The table: date, client, source, base, rate, commission; a date or a figure on one line.
      const c = t.columns;
      const heading = [c.date, c.client, c.source, c.base, c.rate, c.commission];
      const cells = lines.map((l) => [
        formatDateIn(l.accruedOn, language),
        l.employerId === null ? t.noClient : `${l.companyName} (${l.employerId})`,
        fillIn(t.sources[l.source], { ref: l.sourceRef ?? '' }) +
          (l.role === 'OVERRIDE' ? ` ${t.override}` : ''),
        l.baseCents === null ? '' : money(l.baseCents),
        l.rateBps === null ? '' : percent(l.rateBps, language),
        money(l.amountCents),
      ]);
      const total = [t.total, '', '', '', '', money(statement.totalCents)];
      const measure = (text: string, bold: boolean) =>
        doc
          .font(bold ? FONT.bold : FONT.regular)
          .fontSize(9)
          .widthOfString(text);
      const widths = statementColumnWidths(heading, cells, total, measure, width);
      const aligns = ['left', 'left', 'left', 'right', 'right', 'right'] as const;
      const draw = (texts: string[], bold: boolean) => {
        const y = doc.y;
        let x = left;
        let bottom = y;
        doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
        texts.forEach((text, i) => {
          doc.text(text, x, y, { width: widths[i]! - CELL_GAP, align: aligns[i] });
          bottom = Math.max(bottom, doc.y);
          x += widths[i]!;
        });
        doc.x = left;
        doc.y = bottom + 4;
      };
      const heightOf = (texts: string[], bold: boolean) => {
        doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
        return (
          Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: widths[i]! - CELL_GAP }))) + 4
        );
      };
      const fits = (height: number) => doc.y + height <= doc.page.height - doc.page.margins.bottom;
      // A row that does not fit starts a new page, under the table's header again (the running head
      // above it names the statement and the partner: framePages).
      const row = (texts: string[], bold = false) => {
        if (!fits(heightOf(texts, bold))) {
          doc.addPage();
          draw(heading, true);
        }
        draw(texts, bold);
      };
      // The header goes with the first row (or the total): never alone at the foot of a page.
      if (!fits(heightOf(heading, true) + heightOf(cells[0] ?? total, cells.length === 0))) doc.addPage();
      draw(heading, true);
      for (const cellsOfLine of cells) row(cellsOfLine);
      if (lines.length === 0) doc.font(FONT.regular).fontSize(10).text(t.empty, left, doc.y, { width });
      doc.moveDown(0.5);
      row(total, true);
      framePages(doc, {
        pageLabel: (page, pages) => fillIn(t.page, { page, pages }),
        runningHead: fillIn(t.runningHead, { title, partner: partnerName }),
      });
    },
    { bufferPages: true },
  );
  return {
    bytes,
    mimeType: 'application/pdf',
    fileName: fillIn(t.filename, { id: statement.id }),
    disposition: 'attachment',
  };
}

/**
 * The month's close (job `commission-close`): pays the statements that reach the minimum; while some
 * statement stays open, the next month's close is scheduled in the same transaction.
 */
export const closeCommissionMonth =
  (s: Services): JobHandler<{ month: string }> =>
  async ({ month }, ctx) => {
    await ctx.transaction(async (tx) => {
      const closed = await closeMonth(tx, month, s.now());
      if (closed.some((c) => !c.paid)) await scheduleClose(s, tx, nextMonth(month));
    });
  };
