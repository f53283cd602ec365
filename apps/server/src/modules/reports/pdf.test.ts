import { describe, expect, it } from 'vitest';
import { exportLines, type ExportLine, type ReportColumn, type ReportDefinition } from '@benefits/domain';
import { pdfPages } from '../../test/pdf-text';
import { columnMinimums, fitWidths, renderReportPdf } from './pdf';

describe('fitWidths (the PDF table’s columns)', () => {
  it('shares the width by weight when every column is over its minimum', () => {
    expect(fitWidths([1, 2, 1], [10, 10, 10], 400)).toEqual([100, 200, 100]);
  });

  it('gives a column its minimum and shares what is left between the others by weight', () => {
    // 0.5 of 4.5 of 450 is 50, under the 70 its heading needs: the rest share 380 as 2 to 2.
    expect(fitWidths([2, 0.5, 2], [10, 70, 10], 450)).toEqual([190, 70, 190]);
  });

  it('fixes columns one after another until none is under its minimum', () => {
    const widths = fitWidths([4, 0.5, 0.5, 4], [10, 60, 60, 10], 500);
    expect(widths).toEqual([190, 60, 60, 190]);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(500);
  });

  it('gives each column its minimum when the minimums alone are wider than the page', () => {
    expect(fitWidths([1, 1], [300, 300], 400)).toEqual([300, 300]);
  });
});

describe('columnMinimums (what each PDF column must hold on one line)', () => {
  // One point a character, two for bold: easy to count.
  const measure = (text: string, bold: boolean) => text.length * (bold ? 2 : 1);
  const column = (key: string, type: ReportColumn['type']) => ({ key, type }) as ReportColumn;
  const columns = [column('name', 'text'), column('date', 'date'), column('paid', 'money')];
  const lines: ExportLine[] = [
    { kind: 'header', cells: ['Employee name', 'Paid on', 'Paid'] },
    { kind: 'row', cells: ['Olivia Tremblay-Gagnon', 'Feb 11, 2025', '$12.00'] },
    { kind: 'row', cells: ['Liam Chen', 'Sep 30, 2025', '$1,234.56'] },
    { kind: 'total', cells: ['Grand total for the whole period', '', '$1,246.56'] },
  ];

  it('keeps a date and an amount whole (the widest cell, a total in bold), and a name to its heading’s longest word', () => {
    expect(columnMinimums(columns, lines, measure)).toEqual([
      'Employee'.length * 2 + 6.5, // the heading's longest word, bold; the name and the total's label may wrap
      'Sep 30, 2025'.length + 6.5, // the whole date (12), more than the heading's longest word ('Paid', 8)
      '$1,246.56'.length * 2 + 6.5, // the grand total, bold
    ]);
  });
});

describe('the report PDF’s page breaks (QA exports finding 1)', () => {
  // Grouped like the company reports: the group is a CSV column, a heading in the PDF.
  const definition: ReportDefinition = {
    id: 'test',
    audience: 'companyAdmin',
    params: 'none',
    columns: [
      { key: 'month', type: 'text', in: ['csv'] },
      { key: 'name', type: 'text' },
      { key: 'paid', type: 'money', total: true },
    ],
    groupBy: 'month',
    sort: { key: 'month', direction: 'asc' },
    paging: { pageLength: 30, fetchLength: 600 },
    pager: 'always',
    exports: ['pdf'],
    maxRows: 1000,
  };
  const PAGE = /^Page \d+ sur \d+$/;

  /** The text lines of each page, without its page number. */
  const pagesOf = (bytes: Buffer) =>
    pdfPages(bytes).map((page) => page.split('\n').filter((line) => !PAGE.test(line)));

  /** A report whose first group has `first` rows, then groups of three: every break falls somewhere else. */
  const render = (first: number) => {
    const sizes = [first, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
    const rows = sizes.flatMap((size, g) =>
      Array.from({ length: size }, (_, i) => ({
        month: `Groupe ${g + 1}`,
        name: `Employé ${g}-${i}`,
        paid: 100,
      })),
    );
    return renderReportPdf({
      definition,
      lines: exportLines(definition, rows, 'pdf', { language: 'fr' }),
      title: 'Test',
      subtitle: 'Du 1er janv. 2026 au 31 janv. 2026',
      empty: 'Rien',
      note: '',
      pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
    });
  };

  it('keeps a group heading with its first row, a total with the row before it, and repeats the header', async () => {
    const breaks = { heading: 0, totals: 0 };
    for (let first = 1; first <= 8; first++) {
      const pages = pagesOf(await render(first));
      expect(pages.length, `first group of ${first}`).toBeGreaterThan(1);
      pages.forEach((lines, index) => {
        const where = `first group of ${first}, page ${index + 1}`;
        // Each page's table starts with the column header.
        const header = lines.indexOf('name');
        expect(header, where).toBeGreaterThanOrEqual(0);
        expect(lines[header + 1], where).toBe('paid');
        if (index > 0) expect(header, where).toBe(0);
        // No heading alone at a page's foot; no subtotal or grand total at the top of a page.
        expect(lines.at(-1), where).not.toMatch(/^Groupe /);
        if (index > 0) {
          const next = lines[header + 2] ?? '';
          expect(next, where).not.toMatch(/^(Sous-total|Total général)$/);
          if (next.startsWith('Groupe ')) breaks.heading++;
          else breaks.totals++;
        }
      });
    }
    // The sweep put a page break before a heading and between a group’s rows (with the code before
    // this fix: a heading alone at the foot of page 1 for 2, no header on page 2 for 3, a subtotal
    // first on page 2 for 4).
    expect(breaks.heading).toBeGreaterThan(0);
    expect(breaks.totals).toBeGreaterThan(0);
  });
});
