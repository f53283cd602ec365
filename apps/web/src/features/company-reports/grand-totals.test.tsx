/*
 * Issue #12, on screen: each of the 18 company reports, from an answer of hand-made rows, shows every
 * row's money, each group's subtotal and the Grand total (and the request for funding's lines under
 * it) to the cent, as the view formats money. The reports come from the domain's list, so a report
 * added there is checked here too. The API side: apps/server/src/modules/company-reports/*.test.ts.
 */
import { act, screen, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import {
  COMPANY_REPORT_NAMES,
  REPORT_TEXT,
  amountDueLines,
  columnLabel,
  columnsFor,
  hasGrandTotal,
  isSummed,
  reportGroups,
  reportTotals,
  type CompanyReportName,
  type ReportCell,
  type ReportColumn,
  type ReportDefinition,
  type ReportLanguage,
  type ReportRow,
} from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { serveApi } from '../../test/renderScreen';
import { builtDefinition } from './definitions';

/** Liam Gagnon, group admin of a company that may see every report (wellness, all three insurances). */
const ADMIN = employeeUser({
  ID: 100002,
  EMPLOYEE: 100002,
  FIRST_NAME: 'Liam',
  LAST_NAME: 'Gagnon',
  EMPLOYER: 5002,
  EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
  GROUP_ADMIN: 'Y',
  IS_ADMIN: 'Y',
  CONTRACT_TYPE: 13,
  TRAVEL_INS: 'Y',
  EEI_INS: 'Y',
});
const FACTS = { planCode: 1071, hasWellness: true, insurance: ['EEI', 'TRAVEL', 'CAT_DRUG'], reports: [] };

/** The company account's balance under the request for funding's Grand total ($12.34). */
const BALANCE = 1_234;

/**
 * Money of row `row` in the report's `index`-th money column, in cents: $0.10 and $0.20 (their sum in
 * floating point is 0.30000000000000004), a large amount with odd cents, and a negative amount.
 */
const moneyOf = (row: number, index: number) => [10, 20, 123_456_789, -3_990][row]! + index * 101;

/** The two groups' values of the grouping column, by its type. */
const groupValue = (column: ReportColumn, group: number): ReportCell => {
  if (column.type === 'names')
    return [[{ en: 'Field', fr: 'Terrain' }], [{ en: 'Office', fr: 'Bureau' }]][group]!;
  if (column.type === 'month') return ['2020-05', '2020-07'][group]!;
  if (column.codes === 'account') return ['HSA', 'WSA'][group]!;
  return ['Group A', 'Group B'][group]!;
};

const CODE: Readonly<Record<NonNullable<ReportColumn['codes']>, string>> = {
  status: 'N',
  account: 'HSA',
  ledger: 'DEPOSIT',
  direction: 'IN',
  yesNo: 'Y',
  coverage: 'ADDED',
  commission: 'OPEN',
};

/** Four rows of every column of the definition; a grouped report's are two groups of two. */
function handMadeRows(definition: ReportDefinition): ReportRow[] {
  return [0, 1, 2, 3].map((row) => {
    const cells: Record<string, ReportCell> = { id: `${definition.id}-${row}` };
    let money = 0;
    for (const column of definition.columns) {
      if (column.key === definition.groupBy) {
        cells[column.key] = groupValue(column, row < 2 ? 0 : 1);
        continue;
      }
      switch (column.type) {
        case 'money':
          cells[column.key] = moneyOf(row, money++);
          break;
        case 'count':
          cells[column.key] = row + 1;
          break;
        case 'date':
          cells[column.key] = `2020-05-0${row + 1}`;
          break;
        case 'month':
          cells[column.key] = '2020-05';
          break;
        case 'code':
          cells[column.key] = CODE[column.codes!];
          break;
        case 'names':
          cells[column.key] = [{ en: `Service ${row}`, fr: `Service ${row} (fr)` }];
          break;
        default:
          cells[column.key] = column.key === 'name' ? `Person ${row}, Test` : `${column.key}-${row}`;
      }
    }
    return cells;
  });
}

/** The answer of /report/run the server's runner gives for these rows (its own totals and groups). */
function answer(definition: ReportDefinition, rows: ReportRow[], data: Record<string, unknown>) {
  const totals = reportTotals(definition, rows);
  return {
    report: data.report,
    range: data.startdate ? { startdate: data.startdate, enddate: data.enddate } : null,
    pageNumber: 1,
    pageLength: 600,
    rows,
    total: rows.length,
    hasMore: false,
    truncated: false,
    totals,
    groups: reportGroups(definition, rows),
    ...(definition.amountDue
      ? {
          after: amountDueLines(
            definition.amountDue.column,
            totals[definition.amountDue.column] ?? 0,
            BALANCE,
          ),
        }
      : {}),
  };
}

/** Money as the view shows it: Canadian dollars in the reader's language, from integer cents. */
const money = (cents: number, language: ReportLanguage) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
const count = (value: number, language: ReportLanguage) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(value);

/** A shown amount back in integer cents ('-$1,234,567.89' or '-1 234 567,89 $' → -123456789). */
const centsOf = (text: string) => {
  const digits = text.replace(/[^\d]/g, '');
  return (text.includes('-') || text.includes('−') ? -1 : 1) * Number(digits);
};

/** Integer sums of a column over rows (null cells are none). */
const sumOf = (rows: readonly ReportRow[], key: string) =>
  rows.reduce((sum, row) => sum + (typeof row[key] === 'number' ? (row[key] as number) : 0), 0);

const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

/**
 * Renders the report's page with the hand-made rows and checks every table on it: each row's cells
 * as the rows say, each group's subtotal and the Grand total as the integer sums of the rows shown,
 * and the same sums read back from the screen's own cells.
 */
async function checkReport(name: CompanyReportName, language: ReportLanguage) {
  const definition = builtDefinition(name) as ReportDefinition | undefined;
  expect(definition, `${name} is built`).toBeDefined();
  if (!definition) return;
  const rows = handMadeRows(definition);
  signInEmployee(ADMIN);
  serveApi({
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/company/reports': () => FACTS,
    '/report/run': (data) => answer(definition, rows, data),
  });
  const range = definition.params === 'dateRange' ? '?from=2020-05-01&to=2020-07-31' : '';
  renderApp(`/company-reports/${name}${range}`);
  // The lazy route, its text and the run: the first render can take a while on a loaded machine.
  await screen.findAllByTestId('company-report-row', {}, { timeout: 20_000 });

  const words = REPORT_TEXT[language].words;
  const shownColumns = columnsFor(definition, 'screen');
  const byLabel = new Map(shownColumns.map((c) => [columnLabel(definition, c, language), c]));
  const expectCell = (column: ReportColumn | undefined, text: string, value: ReportCell, what: string) => {
    if (!column || (column.type !== 'money' && column.type !== 'count')) return;
    const expected =
      value === null || value === undefined
        ? ''
        : column.type === 'money'
          ? money(Number(value), language)
          : count(Number(value), language);
    expect(text, `${name} ${what}: ${column.key}`).toBe(expected);
  };

  // The tables (the section around them has the same test id).
  const tables = screen.getAllByTestId('company-report').filter((el) => el.tagName === 'TABLE');
  const groups = definition.groupBy ? [rows.slice(0, 2), rows.slice(2)] : [rows];
  expect(tables, `${name}: a table per group`).toHaveLength(groups.length);
  const onScreen: Record<string, number> = {};
  tables.forEach((table, index) => {
    const groupRows = groups[index]!;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const columnAt = headers.map((label) => byLabel.get(label));
    expect(
      columnAt.every(Boolean),
      `${name}: every heading is a screen column's (${headers.join(', ')})`,
    ).toBe(true);
    // The rows: each money and count cell as its row says.
    const shown = within(table).getAllByTestId('company-report-row');
    expect(shown).toHaveLength(groupRows.length);
    shown.forEach((tr, r) =>
      cellsOf(tr).forEach((text, c) => {
        const column = columnAt[c];
        expectCell(column, text, column ? groupRows[r]![column.key]! : null, `row ${r}`);
        if (column && isSummed(column) && column.type === 'money')
          onScreen[column.key] = (onScreen[column.key] ?? 0) + centsOf(text);
      }),
    );
    // The footer: a group's subtotal, then (under the last group) the Grand total and the lines after.
    const footers = within(table).queryAllByTestId('company-report-footer');
    const expected: { label: string; sums: (column: ReportColumn) => number | null }[] = [];
    if (definition.groupBy)
      expected.push({ label: words.subtotal, sums: (c) => (isSummed(c) ? sumOf(groupRows, c.key) : null) });
    const last = index === tables.length - 1;
    if (last && hasGrandTotal(definition, shownColumns)) {
      expected.push({ label: words.grandTotal, sums: (c) => (isSummed(c) ? sumOf(rows, c.key) : null) });
      if (definition.amountDue) {
        const due = definition.amountDue.column;
        const total = sumOf(rows, due);
        expected.push(
          { label: words.lessBalance, sums: (c) => (c.key === due ? -BALANCE : null) },
          { label: words.amountDue, sums: (c) => (c.key === due ? Math.max(0, total - BALANCE) : null) },
        );
      }
    }
    expect(
      footers.map((tr) => cellsOf(tr)[0]),
      `${name}: the footer lines`,
    ).toEqual(expected.map((line) => line.label));
    footers.forEach((tr, f) => {
      const label = cellsOf(tr)[0]!;
      const seen = new Set<string>();
      // Each cell's column: its `headers` heading when it names one (a line of one amount right
      // after its label), else its place in the row.
      let place = 0;
      for (const cell of tr.querySelectorAll('th, td')) {
        const named = (cell.getAttribute('headers') ?? '')
          .split(' ')
          .map((id) => (id ? table.querySelector(`thead th[id="${id}"]`)?.textContent : undefined))
          .find(Boolean);
        const column = place === 0 ? undefined : named ? byLabel.get(named) : columnAt[place];
        place += (cell as HTMLTableCellElement).colSpan;
        if (!column) continue;
        seen.add(column.key);
        const text = cell.textContent ?? '';
        const sum = expected[f]!.sums(column);
        if (sum === null) expect(text, `${name} ${label}: ${column.key} is empty`).toBe('');
        else expectCell(column, text, sum, label);
        // The Grand total is the sum of the amounts shown above it, read back from the screen.
        if (label === words.grandTotal && sum !== null && column.type === 'money')
          expect(centsOf(text), `${name}: ${column.key} on screen`).toBe(onScreen[column.key]);
      }
      const missing = columnAt.filter((c) => c && !seen.has(c.key) && expected[f]!.sums(c) !== null);
      expect(
        missing.map((c) => c?.key),
        `${name} ${label}: every sum shown`,
      ).toEqual([]);
    });
  });
  return { definition, rows };
}

describe('every company report on screen: rows, subtotals and the Grand total to the cent', () => {
  it.each(COMPANY_REPORT_NAMES.map((name) => [name]))('%s', async (name) => {
    await checkReport(name, 'en');
  });

  it('sums $0.10 and $0.20 to $0.30 (not 0.30000000000000004), and the four rows to the cent', async () => {
    await checkReport('divisions', 'en');
    const [field, total] = [
      screen.getAllByTestId('company-report-footer').at(0)!,
      screen.getAllByTestId('company-report-footer').at(-1)!,
    ];
    // Name (the label; the employee ID is under the name), Claims, Paid: the first group's rows paid
    // 10 and 20 cents.
    expect(cellsOf(field).slice(0, 3)).toEqual(['Subtotal', '3', '$0.30']);
    // Claims 1 + 2 + 3 + 4; Paid 10 + 20 + 123,456,789 - 3,990 cents.
    expect(cellsOf(total).slice(0, 3)).toEqual(['Grand total', '10', '$1,234,528.29']);
  });

  it('rff: the balance and the amount due under the Grand total', async () => {
    await checkReport('rff', 'en');
    const lines = screen.getAllByTestId('company-report-footer').map((tr) => cellsOf(tr).filter(Boolean));
    expect(lines.slice(1)).toEqual([
      ['Less the account balance', '-$12.34'],
      ['Amount due', '$1,234,544.23'],
    ]);
    expect(screen.getByTestId('amount-due').textContent).toBe('Amount due: $1,234,544.23');
    // Each amount right after its label (a wide table scrolled to its start shows both), in a cell
    // spanning the other columns whose headings are still the Total due column's and the line's.
    const table = screen.getAllByTestId('company-report').find((el) => el.tagName === 'TABLE')!;
    const totalDue = within(table).getByRole('columnheader', { name: 'Total due' });
    for (const line of screen.getAllByTestId('company-report-footer').slice(1)) {
      const [label, amount, ...none] = line.querySelectorAll('th, td');
      expect(none).toEqual([]);
      expect((amount as HTMLTableCellElement).colSpan).toBe(table.querySelectorAll('thead th').length - 1);
      expect(amount!.getAttribute('headers')).toBe(`${totalDue.id} ${label!.id}`);
    }
  });

  it('in French, a grouped report: its division headings, subtotals and Grand total', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await checkReport('divisions', 'fr');
    expect(screen.getAllByRole('region', { name: /^(Terrain|Bureau)$/ })).toHaveLength(2);
    const grand = screen.getAllByTestId('company-report-footer').at(-1)!;
    expect(cellsOf(grand)[0]).toBe('Total général');
    expect(cellsOf(grand)).toContain('1\u00a0234\u00a0528,29\u00a0$');
  });
});
