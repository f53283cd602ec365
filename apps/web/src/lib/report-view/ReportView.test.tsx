import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportDefinition, ReportRow } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { emulateFocusFixup } from '../../test/focusFixup';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { ReportRunPage } from './api';
import { ReportView } from './ReportView';

/**
 * A company-style definition (claims by division, money summed; docs/product §9 "Company report
 * definitions"), shown under the claim activity id the endpoint knows today.
 */
const BY_DIVISION: ReportDefinition<'claimActivity'> = {
  id: 'claimActivity',
  audience: 'employee',
  params: 'dateRange',
  columns: [
    { key: 'claim', type: 'text' },
    { key: 'division', type: 'text' },
    { key: 'status', type: 'code', codes: 'status' },
    { key: 'claimed', type: 'money', total: true },
    { key: 'items', type: 'count', total: true },
  ],
  groupBy: 'division',
  sort: { key: 'division', direction: 'asc' },
  paging: { pageLength: 2, fetchLength: 600 },
  pager: 'always',
  exports: ['csv'],
  maxRows: 100,
};

const ROWS: ReportRow[] = [
  { claim: 1, division: 'East', status: 'P', claimed: 10_000, items: 1 },
  { claim: 2, division: 'East', status: 'N', claimed: 2_550, items: 2 },
  { claim: 3, division: 'West', status: 'P', claimed: 100_000, items: 3 },
];

function show(
  rows: ReportRow[],
  definition = BY_DIVISION,
  run?: (data: Record<string, unknown>) => ReportRunPage,
) {
  serveApi({
    '/report/run': (data): ReportRunPage =>
      run?.(data) ?? {
        report: 'claimActivity',
        range: { startdate: '2026-03-01', enddate: '2026-03-31' },
        pageNumber: 1,
        pageLength: 600,
        rows,
        total: rows.length,
        hasMore: false,
        truncated: false,
        totals: rows.length ? { claimed: 112_550, items: 6 } : { claimed: 0, items: 0 },
        groups: rows.length
          ? [
              { value: 'East', count: 2, totals: { claimed: 12_550, items: 3 } },
              { value: 'West', count: 1, totals: { claimed: 100_000, items: 3 } },
            ]
          : [],
      },
  });
  renderScreen(
    <ReportView
      definition={definition}
      range={{ startdate: '2026-03-01', enddate: '2026-03-31' }}
      sectionId="by-division"
      testId="division"
      title="Claims by division"
      caption="Claims"
      empty="No claims."
      rowKey={(row) => Number(row.claim)}
    />,
  );
}

const footers = () => screen.queryAllByTestId('division-footer').map((row) => row.textContent);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the report view', () => {
  it('formats every column by its type, with headings from the definition', async () => {
    show(ROWS);
    const table = (await screen.findAllByTestId('division'))[0]!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Claim', 'division', 'Status', 'Claimed', 'Items']);
    expect(within(table).getAllByTestId('division-row')[0]!.textContent).toBe('1EastPaid$100.001');
  });

  it('heads each group and closes it with its subtotal; the last page ends with the grand total', async () => {
    show(ROWS);
    expect(await screen.findByRole('heading', { name: 'East (2)' })).toBeTruthy();
    expect(footers()).toEqual(['Subtotal$125.503']);
    expect(screen.queryByTestId('division-totals-footer')).toBeNull();
    expect(screen.getByTestId('division-range').textContent).toBe('1–2 of 3 · page 1 of 2');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'West (1)' })).toBeTruthy();
    // The grand total closes the last group's table, under its subtotal: no table of its own.
    expect(footers()).toEqual(['Subtotal$1,000.003', 'Grand total$1,125.506']);
  });

  it('folds a group to its heading and subtotal, and opens it again', async () => {
    show(ROWS, { ...BY_DIVISION, paging: { pageLength: 30, fetchLength: 600 } });
    const east = await screen.findByRole('button', { name: 'East (2)' });
    expect(east.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByTestId('division-row')).toHaveLength(3);
    fireEvent.click(east);
    expect(east.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByTestId('division-row')).toHaveLength(1);
    expect(footers()).toEqual(['Subtotal$125.503', 'Subtotal$1,000.003', 'Grand total$1,125.506']);
    fireEvent.click(east);
    expect(screen.getAllByTestId('division-row')).toHaveLength(3);
  });

  it('does not repeat the column headings above the grand total of a grouped report', async () => {
    show(ROWS, { ...BY_DIVISION, paging: { pageLength: 30, fetchLength: 600 } });
    await screen.findByRole('heading', { name: 'West (1)' });
    // Two groups, two tables, two heading rows: none for the grand total.
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getAllByRole('columnheader', { name: 'Claimed' })).toHaveLength(2);
    expect(footers()).toEqual(['Subtotal$125.503', 'Subtotal$1,000.003', 'Grand total$1,125.506']);
  });

  it('writes an invoice’s balance and amount due under the grand total, in their column only', async () => {
    serveApi({
      '/report/run': (): ReportRunPage => ({
        report: 'claimActivity',
        range: null,
        pageNumber: 1,
        pageLength: 600,
        rows: ROWS,
        total: 3,
        hasMore: false,
        truncated: false,
        totals: { claimed: 112_550, items: 6 },
        groups: [],
        after: [
          { key: 'lessBalance', totals: { claimed: -12_550 } },
          { key: 'amountDue', totals: { claimed: 100_000 } },
        ],
      }),
    });
    renderScreen(
      <ReportView
        definition={{
          ...BY_DIVISION,
          groupBy: undefined,
          params: 'none',
          pager: 'whenNeeded',
          paging: { pageLength: 30, fetchLength: 600 },
        }}
        range={null}
        sectionId="rff"
        testId="division"
        title="Today"
        caption="Claims"
        empty="No claims."
        rowKey={(row) => Number(row.claim)}
      />,
    );
    await screen.findAllByTestId('division-row');
    expect(footers()).toEqual([
      'Grand total$1,125.506',
      'Less the account balance-$125.50',
      'Amount due$1,000.00',
    ]);
  });

  it('says so when there is nothing, with the exports off and no pager', async () => {
    show([]);
    expect((await screen.findByTestId('division-empty')).textContent).toBe('No claims.');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByTestId('division-range')).toBeNull();
    expect(screen.getByTestId('export-csv').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('export-pdf')).toBeNull();
  });

  it('shows Previous / Next on a single page only when the definition always does', async () => {
    const wide = { ...BY_DIVISION, paging: { pageLength: 30, fetchLength: 600 } };
    show(ROWS, { ...wide, pager: 'whenNeeded' });
    await screen.findByRole('heading', { name: 'West (1)' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // One page: the grand total is already there.
    expect(footers().at(-1)).toBe('Grand total$1,125.506');
  });

  it('keeps Previous / Next on a single page of an always-paged list (the spec’s lists say End of List)', async () => {
    show(ROWS, { ...BY_DIVISION, paging: { pageLength: 30, fetchLength: 600 } });
    await screen.findByRole('heading', { name: 'West (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('End of List')).toBeTruthy();
  });

  it('leaves out the grand total when the definition says only the subtotals mean something', async () => {
    show(ROWS, { ...BY_DIVISION, paging: { pageLength: 30, fetchLength: 600 }, grandTotal: false });
    await screen.findByRole('heading', { name: 'West (1)' });
    expect(footers()).toEqual(['Subtotal$125.503', 'Subtotal$1,000.003']);
  });

  it('writes amounts, codes and totals in French in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    show(ROWS);
    await screen.findByRole('heading', { name: 'East (2)' });
    const row = screen.getAllByTestId('division-row')[0]!;
    expect(row.textContent?.replace(/\s/g, ' ')).toBe('1EastPayée100,00 $1');
    expect(footers()[0]?.replace(/\s/g, ' ')).toBe('Sous-total125,50 $3');
  });

  describe('keeps the keyboard on a button that was busy', () => {
    let stopFixup = () => {};
    /** Answers held until `open()`: the pressed button is busy (disabled) meanwhile. */
    let gate: Promise<void> = Promise.resolve();
    let open = () => {};
    const shut = () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    };
    afterEach(() => {
      stopFixup();
      open();
      vi.restoreAllMocks();
    });

    it('after an export', async () => {
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
      vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      show(ROWS);
      const served = vi.mocked(fetch).getMockImplementation()!;
      vi.mocked(fetch).mockImplementation(async (input, init) => {
        if (!String(input).endsWith('/report/export')) return served(input, init);
        await gate;
        return new Response('Claim\r\n1\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' },
        });
      });
      const button = await screen.findByRole('button', { name: 'Export to CSV' });
      stopFixup = emulateFocusFixup();
      shut();
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
      await waitFor(() => expect(document.activeElement).toBe(document.body));
      await act(async () => open());
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(document.activeElement).toBe(button));
    });

    it('after the next page was loaded', async () => {
      const page = (pageNumber: number, rows: ReportRow[], hasMore: boolean): ReportRunPage => ({
        report: 'claimActivity',
        range: { startdate: '2026-03-01', enddate: '2026-03-31' },
        pageNumber,
        pageLength: 2,
        rows,
        total: null,
        hasMore,
        truncated: false,
        totals: {},
        groups: [],
      });
      const plain = {
        ...BY_DIVISION,
        groupBy: undefined,
        paging: { pageLength: 2, fetchLength: 2 },
      } as ReportDefinition<'claimActivity'>;
      show([], plain, (data) =>
        Number(data.pageNumber) > 1 ? page(2, ROWS.slice(2), false) : page(1, ROWS.slice(0, 2), true),
      );
      const served = vi.mocked(fetch).getMockImplementation()!;
      vi.mocked(fetch).mockImplementation(async (input, init) => {
        if (String(init?.body).includes('"pageNumber":2')) await gate;
        return served(input, init);
      });
      const next = await screen.findByRole('button', { name: 'Next' });
      stopFixup = emulateFocusFixup();
      shut();
      next.focus();
      fireEvent.click(next);
      await waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));
      await waitFor(() => expect(document.activeElement).toBe(document.body));
      await act(async () => open());
      await waitFor(() => expect(screen.getByTestId('division-range').textContent).toContain('3–3'));
      await waitFor(() => expect(document.activeElement).toBe(next));
    });
  });
});
