import { describe, expect, it } from 'vitest';
import { FONT, renderPdf } from '../../platform/pdf';
import { CELL_GAP, statementColumnWidths } from './statement-layout';

describe('statementColumnWidths (the commission statement PDF’s table)', () => {
  // One point a character, two for bold: easy to count.
  const measure = (text: string, bold: boolean) => text.length * (bold ? 2 : 1);
  const heading = ['Date', 'Client', 'Source', 'Base', 'Rate', 'Commission'];

  it('shares the width by weight when every column has room', () => {
    const widths = statementColumnWidths(heading, [], ['', '', '', '', '', ''], measure, 1000);
    [130, 300, 260, 110, 80, 120].forEach((w, i) => expect(widths[i]).toBeCloseTo(w));
  });

  it('gives the date column its widest date, and the client and source what is left', () => {
    const rows = [
      ['September 30, 2026', 'Harbourview Bakery Inc. (5001)', 'Sign-up payment', '$99.00', '20%', '$19.80'],
    ];
    // 13 % of 150 is 19.5, under the 22.5 the date needs (18, the gap and half a point).
    const widths = statementColumnWidths(heading, rows, ['Total', '', '', '', '', '$19.80'], measure, 150);
    expect(widths[0]).toBe('September 30, 2026'.length + CELL_GAP + 0.5);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(150);
    // The client takes more of what is left than the source, as their weights say.
    expect(widths[1]!).toBeGreaterThan(widths[2]!);
  });

  it('fits the longest dates in the PDF font at 9 pt on a Letter page (pdfkit’s own measure)', async () => {
    await renderPdf('Test', (doc) => {
      const width = doc.page.width - 108;
      const pdfMeasure = (text: string, bold: boolean) =>
        doc
          .font(bold ? FONT.bold : FONT.regular)
          .fontSize(9)
          .widthOfString(text);
      for (const date of ['September 30, 2026', '30 septembre 2026']) {
        const rows = [[date, 'Client', 'Source', '1 234,50 $', '2,5 %', '308,63 $']];
        const [dateWidth] = statementColumnWidths(
          heading,
          rows,
          ['Total', '', '', '', '', ''],
          pdfMeasure,
          width,
        );
        // The cell is drawn CELL_GAP narrower than its column.
        expect(dateWidth! - CELL_GAP).toBeGreaterThan(pdfMeasure(date, false));
      }
    });
  });
});
