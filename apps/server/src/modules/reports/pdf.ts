import {
  columnAlign,
  columnsFor,
  keepsOnOneLine,
  type ExportLine,
  type ReportColumn,
  type ReportDefinition,
} from '@benefits/domain';
import { FONT, renderPdf } from '../../platform/pdf';

/** Relative width of a column in the PDF table when its definition gives none. */
const widthOf = (column: ReportColumn) =>
  column.pdfWidth ?? (column.type === 'text' || column.type === 'list' || column.type === 'names' ? 1.4 : 1);

/**
 * Column widths sharing `total` by relative `weights`, none under its minimum: a column that would be
 * narrower gets its minimum and the others share what is left, by weight. When the minimums alone
 * exceed the total, each column gets its minimum.
 */
export function fitWidths(weights: readonly number[], minimums: readonly number[], total: number): number[] {
  const fixed = new Set<number>();
  for (;;) {
    const left = total - [...fixed].reduce((sum, i) => sum + (minimums[i] ?? 0), 0);
    const weight = weights.reduce((sum, w, i) => (fixed.has(i) ? sum : sum + w), 0);
    const widths = weights.map((w, i) => (fixed.has(i) ? (minimums[i] ?? 0) : (w / weight) * left));
    const under = widths.findIndex((w, i) => !fixed.has(i) && w < (minimums[i] ?? 0));
    if (under === -1 || left <= 0) return widths.map((w, i) => Math.max(w, minimums[i] ?? 0));
    fixed.add(under);
  }
}

/**
 * Each column's narrowest width (points) in the PDF table: its heading's longest word, and for a
 * date or a number the whole of its widest cell (a totals line's label in the first column spans the
 * empty cells after it, so it is not counted). `measure(text, bold)` is the width of a text in the
 * table's font.
 */
export function columnMinimums(
  columns: readonly ReportColumn[],
  lines: readonly ExportLine[],
  measure: (text: string, bold: boolean) => number,
): number[] {
  const headings = lines.find((l) => l.kind === 'header')?.cells ?? [];
  return columns.map((column, i) => {
    const words = (headings[i] ?? '').split(/\s+/);
    let widest = Math.max(0, ...words.map((w) => measure(w, true)));
    if (keepsOnOneLine(column))
      for (const line of lines) {
        if (line.kind === 'header' || line.kind === 'group' || (line.kind !== 'row' && i === 0)) continue;
        const cell = line.cells[i];
        if (cell === null || cell === undefined || cell === '') continue;
        widest = Math.max(widest, measure(String(cell), line.kind !== 'row'));
      }
    return widest + 2 * CELL_PAD + 0.5;
  });
}

const CELL_PAD = 3;
const FONT_SIZE = 8;

export interface ReportPdf {
  definition: ReportDefinition;
  lines: readonly ExportLine[];
  title: string;
  /** The period line under the title ('' for none). */
  subtitle: string;
  /** Shown when there are no rows. */
  empty: string;
  /** A note under the table ('' for none), e.g. that rows were cut. */
  note: string;
  /** Lines under the table and its note (an invoice's amount due and how to pay it); the first in bold. */
  closing?: readonly string[];
  /** 'Page {{page}} of {{pages}}' already in the reader's language, with the numbers to fill. */
  pageLabel: (page: number, pages: number) => string;
}

/**
 * A report as a landscape PDF table: the title and period, a header row repeated on every page,
 * the rows (group headings, subtotals and the grand total in bold), and 'Page n of m' at the foot.
 */
export function renderReportPdf(report: ReportPdf): Promise<Buffer> {
  return renderPdf(
    report.title,
    (doc) => {
      const columns = columnsFor(report.definition, 'pdf');
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      // Each heading's longest word fits its column ('Demandeurs' is not cut into 'Demandeur' and 's'),
      // and each date and amount its whole cell.
      const minimums = columnMinimums(columns, report.lines, (text, bold) =>
        doc
          .font(bold ? FONT.bold : FONT.regular)
          .fontSize(FONT_SIZE)
          .widthOfString(text),
      );
      const widths = fitWidths(columns.map(widthOf), minimums, width);
      const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
      const bottom = () => doc.page.height - doc.page.margins.bottom;

      doc.font(FONT.bold).fontSize(16).text(report.title);
      if (report.subtitle) doc.font(FONT.regular).fontSize(10).text(report.subtitle);
      doc.moveDown(0.8);

      const header = report.lines.find((l) => l.kind === 'header');
      // A totals line's label spans the empty cells after it ('Less the account balance' over the
      // claim, date and name columns), so it is not wrapped into a narrow first column.
      const spanOf = (cells: readonly string[], i: number, merge: boolean) => {
        if (!merge || i !== 0) return widths[i] ?? 0;
        let width = widths[0] ?? 0;
        for (let j = 1; j < cells.length && cells[j] === ''; j++) width += widths[j] ?? 0;
        return width;
      };
      const cellsHeight = (cells: readonly string[], bold: boolean, merge: boolean) => {
        doc.font(bold ? FONT.bold : FONT.regular).fontSize(FONT_SIZE);
        return Math.max(
          ...cells.map((text, i) =>
            doc.heightOfString(text, { width: spanOf(cells, i, merge) - 2 * CELL_PAD }),
          ),
          FONT_SIZE,
        );
      };
      // Where the current page's table starts (under its header): a block taller than a page breaks there.
      let pageTop = 0;
      // A new page starts with the column header, whatever broke the page.
      const newPage = () => {
        doc.addPage();
        if (header && header.kind === 'header') drawHeader(header.cells);
        pageTop = doc.y;
      };
      const drawCells = (cells: readonly string[], bold: boolean, ruleAbove: boolean) => {
        const merge = ruleAbove;
        const height = cellsHeight(cells, bold, merge) + 2 * CELL_PAD;
        if (doc.y + height > bottom()) newPage();
        const y = doc.y;
        if (ruleAbove)
          doc
            .moveTo(left, y)
            .lineTo(left + width, y)
            .lineWidth(0.5)
            .stroke();
        doc.font(bold ? FONT.bold : FONT.regular).fontSize(FONT_SIZE);
        cells.forEach((text, i) => {
          const column = columns[i];
          if (text === '') return;
          doc.text(text, (xs[i] ?? left) + CELL_PAD, y + CELL_PAD, {
            width: spanOf(cells, i, merge) - 2 * CELL_PAD,
            align: column ? columnAlign(column) : 'left',
          });
        });
        doc.x = left;
        doc.y = y + height;
      };
      const drawHeader = (cells: readonly string[]) => {
        drawCells(cells, true, false);
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .lineWidth(1)
          .stroke();
      };
      const textOf = (cells: readonly unknown[]) =>
        cells.map((c) => (c === null || c === undefined ? '' : String(c)));
      const headingHeight = (label: string) => {
        doc.font(FONT.bold).fontSize(FONT_SIZE + 1);
        return CELL_PAD + doc.heightOfString(label, { width: width - 2 * CELL_PAD });
      };
      const lineHeight = (line: ExportLine): number =>
        line.kind === 'header'
          ? 0
          : line.kind === 'group'
            ? headingHeight(line.label)
            : cellsHeight(textOf(line.cells), line.kind !== 'row', line.kind !== 'row') + 2 * CELL_PAD;
      /**
       * The height of what must stay on one page from line `i`: a group heading with its first row, a
       * row with the subtotal and totals right after it (no heading alone at a page's foot, no total
       * alone at the top of the next).
       */
      const keptHeight = (i: number): number => {
        const line = report.lines[i];
        if (!line) return 0;
        let height = lineHeight(line);
        let j = i + 1;
        if (line.kind === 'group' && report.lines[j]?.kind === 'row')
          height += lineHeight(report.lines[j++]!);
        for (; j < report.lines.length; j++) {
          const next = report.lines[j]!;
          if (next.kind !== 'subtotal' && next.kind !== 'total') break;
          height += lineHeight(next);
        }
        return height;
      };

      const rows = report.lines.filter((l) => l.kind === 'row').length;
      report.lines.forEach((line, i) => {
        if (line.kind === 'header') {
          drawHeader(line.cells);
          pageTop = doc.y;
          return;
        }
        // A group heading or a row starts what stays together; a total follows its row.
        const starts =
          line.kind === 'group' || (line.kind === 'row' && report.lines[i - 1]?.kind !== 'group');
        if (starts && doc.y > pageTop && doc.y + keptHeight(i) > bottom()) newPage();
        if (line.kind === 'group') {
          doc.font(FONT.bold).fontSize(FONT_SIZE + 1);
          doc.text(line.label, left + CELL_PAD, doc.y + CELL_PAD, { width: width - 2 * CELL_PAD });
          doc.x = left;
        } else drawCells(textOf(line.cells), line.kind !== 'row', line.kind !== 'row');
      });
      if (rows === 0) doc.moveDown().font(FONT.regular).fontSize(10).text(report.empty, left);
      if (report.note) doc.moveDown().font(FONT.regular).fontSize(9).text(report.note, left);
      (report.closing ?? []).forEach((line, index) => {
        if (index === 0) doc.moveDown().font(FONT.bold).fontSize(11);
        else doc.font(FONT.regular).fontSize(9);
        doc.text(line, left, undefined, { width });
      });

      // Page numbers, written once every page exists; no bottom margin, so the foot adds no page.
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const margin = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .font(FONT.regular)
          .fontSize(8)
          .text(report.pageLabel(i + 1, range.count), left, doc.page.height - margin / 2, {
            width,
            align: 'right',
            lineBreak: false,
          });
        doc.page.margins.bottom = margin;
      }
    },
    { layout: 'landscape', bufferPages: true },
  );
}
