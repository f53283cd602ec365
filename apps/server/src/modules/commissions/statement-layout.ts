/*
 * The commission statement PDF's table (decision 0042): its columns' widths. A date or a figure is
 * never cut across two lines ("September 30, 2026" in the 13 % the date column had wrapped after its
 * day); the client and the source take what is left, by weight, and wrap at their spaces.
 */
import { fitWidths } from '../reports/pdf';

/** The columns: date, client, source, base, rate, commission. */
export const STATEMENT_COLUMNS = ['date', 'client', 'source', 'base', 'rate', 'commission'] as const;

/** Each column's share of the table when every column has room (the client and source the most). */
const WEIGHTS = [0.13, 0.3, 0.26, 0.11, 0.08, 0.12] as const;

/** Columns whose cells stay on one line: the date, the base, the rate and the commission. */
const WHOLE = [true, false, false, true, true, true] as const;

/** The space between two columns: a cell is drawn `CELL_GAP` narrower than its column. */
export const CELL_GAP = 4;

/**
 * The columns' widths in points, summing to `width`: each at least its heading's longest word (bold)
 * and, for a date or a figure, its widest cell (bold on the heading and total lines); the rest shared
 * by weight (`fitWidths`, as the report PDFs do). `measure(text, bold)` is the width of a text in the
 * table's font; `rows` are the lines' cells, `total` the total line's.
 */
export function statementColumnWidths(
  heading: readonly string[],
  rows: readonly (readonly string[])[],
  total: readonly string[],
  measure: (text: string, bold: boolean) => number,
  width: number,
): number[] {
  const minimums = WEIGHTS.map((_, i) => {
    const words = (heading[i] ?? '').split(/\s+/);
    let widest = Math.max(0, ...words.map((w) => measure(w, true)));
    if (WHOLE[i]) {
      for (const row of rows) widest = Math.max(widest, measure(row[i] ?? '', false));
      widest = Math.max(widest, measure(total[i] ?? '', true));
    }
    // Half a point over: pdfkit wraps a text exactly as wide as its box.
    return widest + CELL_GAP + 0.5;
  });
  return fitWidths(WEIGHTS, minimums, width);
}
