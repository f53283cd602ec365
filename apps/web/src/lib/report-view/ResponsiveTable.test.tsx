import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenWide } from '../../test/partnerTools';
import { ResponsiveTable, type Column } from './ResponsiveTable';

interface Row {
  id: number;
  name: string;
  due: string;
}
const COLUMNS: Column<Row>[] = [
  { key: 'name', label: 'Employee', render: (r) => r.name },
  { key: 'claim', label: 'Claim', render: (r) => String(r.id) },
  { key: 'due', label: 'Total due', align: 'right', noWrap: true, render: (r) => r.due },
];

/** Lays out boxes as `scrollWidth` × `clientWidth` wide (jsdom lays out nothing). */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = () =>
  render(
    <ResponsiveTable
      caption="Request for Funding"
      columns={COLUMNS}
      rows={[{ id: 28, name: 'Nguyen, Mason', due: '$119.24' }]}
      rowKey={(r) => r.id}
      testId="t"
      footer={[
        { key: 'total', label: 'Grand total', cells: { due: '$119.24' } },
        { key: 'amountDue', label: 'Amount due', cells: { due: '$19.24' }, inline: true },
      ]}
    />,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResponsiveTable (wide)', () => {
  it('makes a table wider than its box a named region the keyboard can focus and scroll', () => {
    widths(1400, 900);
    table();
    const region = screen.getByRole('region', { name: 'Request for Funding' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')).toBeTruthy();
  });

  it('leaves a table that fits its box out of the tab order', () => {
    widths(900, 900);
    table();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('t-scroller').hasAttribute('tabindex')).toBe(false);
  });

  it('keeps a no-wrap column’s cells on one line, and lets the others wrap', () => {
    widths(900, 900);
    table();
    const [cells] = screen.getAllByTestId('t-row').map((row) => [...row.children] as HTMLElement[]);
    expect(getComputedStyle(cells![2]!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(cells![0]!).whiteSpace).not.toBe('nowrap');
  });

  it('sets a table of eight columns or more with narrower gaps, so it fits beside the menu', () => {
    widths(900, 900);
    const many = Array.from({ length: 8 }, (_, i) => ({
      key: `c${i}`,
      label: `C${i}`,
      render: (r: Row) => r.name,
    }));
    const { unmount } = render(
      <ResponsiveTable
        caption="Wide"
        columns={many}
        rows={[{ id: 1, name: 'x', due: '' }]}
        rowKey={(r) => r.id}
        testId="w"
      />,
    );
    const cells = [...screen.getByTestId('w-row').children] as HTMLElement[];
    expect(getComputedStyle(cells[3]!).paddingLeft).toBe('6px');
    unmount();
    table();
    const few = [...screen.getByTestId('t-row').children] as HTMLElement[];
    expect(getComputedStyle(few[1]!).paddingLeft).not.toBe('6px');
  });

  it('sets a compact table of eight columns or more in a smaller type with 4px gaps, its outer cells flush', () => {
    widths(900, 900);
    const many = Array.from({ length: 8 }, (_, i) => ({
      key: `c${i}`,
      label: `C${i}`,
      render: (r: Row) => r.name,
    }));
    const { unmount } = render(
      <ResponsiveTable
        caption="Wide"
        columns={many}
        rows={[{ id: 1, name: 'x', due: '' }]}
        rowKey={(r) => r.id}
        testId="w"
        compact
      />,
    );
    const cells = [...screen.getByTestId('w-row').children] as HTMLElement[];
    expect(getComputedStyle(cells[3]!).paddingLeft).toBe('4px');
    expect(getComputedStyle(cells[3]!).fontSize).toBe('0.8125rem');
    // The first cell of a row is a <th> and the others <td>s: only the row's outer cells are flush.
    expect(getComputedStyle(cells[0]!).paddingLeft).toBe('0px');
    expect(getComputedStyle(cells[1]!).paddingLeft).toBe('4px');
    expect(getComputedStyle(cells[7]!).paddingRight).toBe('0px');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'C3' })).fontSize).toBe('0.75rem');
    unmount();
    // A short table stays as it was, compact or not.
    render(
      <ResponsiveTable
        caption="Request for Funding"
        columns={COLUMNS}
        rows={[{ id: 28, name: 'Nguyen, Mason', due: '$119.24' }]}
        rowKey={(r) => r.id}
        testId="t"
        compact
      />,
    );
    const few = [...screen.getByTestId('t-row').children] as HTMLElement[];
    expect(getComputedStyle(few[1]!).fontSize).not.toBe('0.8125rem');
  });

  it('shows a column’s detail as a second line under its value, without a column of its own', () => {
    widths(900, 900);
    render(
      <ResponsiveTable
        caption="Request for Funding"
        columns={[{ ...COLUMNS[0]!, detail: (r) => `ID ${r.id}` }, ...COLUMNS.slice(1)]}
        rows={[{ id: 28, name: 'Nguyen, Mason', due: '$119.24' }]}
        rowKey={(r) => r.id}
        testId="t"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Employee',
      'Claim',
      'Total due',
    ]);
    const [name] = screen.getByTestId('t-row').children;
    expect(name!.textContent).toBe('Nguyen, MasonID 28');
    expect(getComputedStyle(within(name as HTMLElement).getByText('ID 28')).display).toBe('block');
  });

  it("shows an inline line's one amount right after its label, under its own column heading", () => {
    widths(900, 900);
    table();
    const [total, due] = screen.getAllByTestId('t-footer');
    expect([...total!.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      'Grand total',
      '',
      '$119.24',
    ]);
    const [label, amount, ...none] = due!.querySelectorAll('th, td');
    expect(none).toEqual([]);
    expect([label!.textContent, amount!.textContent]).toEqual(['Amount due', '$19.24']);
    expect((amount as HTMLTableCellElement).colSpan).toBe(2);
    const heading = screen.getByRole('columnheader', { name: 'Total due' });
    expect(amount!.getAttribute('headers')).toBe(`${heading.id} ${label!.id}`);
  });
});

describe('ResponsiveTable (phone)', () => {
  it("lists a card's labelled values, leaving out those with nothing to show", () => {
    setScreenWide(false);
    render(
      <ResponsiveTable
        caption="Statement"
        columns={COLUMNS}
        rows={[
          { id: 28, name: 'Nguyen, Mason', due: '$119.24' },
          { id: 29, name: 'Opening balance', due: '' },
        ]}
        rowKey={(r) => r.id}
        testId="t"
      />,
    );
    const [full, blank] = screen.getAllByTestId('t-row');
    const labels = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels(full!)).toEqual(['Claim', 'Total due']);
    expect(labels(blank!)).toEqual(['Claim']);
    expect(blank!.querySelectorAll('dd')).toHaveLength(1);
  });

  it('shows the first column’s detail under the card’s heading', () => {
    setScreenWide(false);
    render(
      <ResponsiveTable
        caption="Statement"
        columns={[{ ...COLUMNS[0]!, detail: () => '100103' }, ...COLUMNS.slice(1)]}
        rows={[{ id: 28, name: 'Nguyen, Mason', due: '$119.24' }]}
        rowKey={(r) => r.id}
        testId="t"
      />,
    );
    const card = screen.getByTestId('t-row');
    expect(card.querySelector('p')?.textContent).toBe('Nguyen, Mason100103');
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Claim', 'Total due']);
  });
});
