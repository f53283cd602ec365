import { describe, expect, it } from 'vitest';
import type { ExportLine, ReportColumn } from '@benefits/domain';
import { columnMinimums, fitWidths } from './pdf';

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
