import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../test/renderScreen';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const run = (data: Record<string, unknown>) =>
  data.report === 'salesReport'
    ? {
        report: 'salesReport',
        range: { startdate: data.startdate, enddate: data.enddate },
        pageNumber: 1,
        pageLength: 600,
        rows: [
          {
            employerId: '5003',
            company: 'Harbourview Bakery Inc.',
            planCode: '1051',
            effectiveDate: '2025-06-01',
            agentId: '200001',
            agent: 'Ethan Wilson',
            manager: 'Sophie Bouchard',
            members: 4,
            commission: 22_000,
          },
          {
            employerId: '5005',
            company: 'Acadia Dental',
            planCode: '1071',
            effectiveDate: '2025-09-01',
            agentId: null,
            agent: null,
            manager: null,
            members: 2,
            commission: 0,
          },
        ],
        total: 2,
        hasMore: false,
        truncated: false,
        totals: { members: 6, commission: 22_000 },
        groups: [
          { value: 'Ethan Wilson', count: 1, totals: { members: 4, commission: 22_000 } },
          { value: '', count: 1, totals: { members: 2, commission: 0 } },
        ],
      }
    : {
        report: 'transferBatches',
        range: { startdate: data.startdate, enddate: data.enddate },
        pageNumber: 1,
        pageLength: 600,
        rows: [
          {
            date: '2026-11-18',
            direction: 'OUT',
            kind: 'ADJUSTMENT',
            movements: 2,
            moneyIn: null,
            moneyOut: 398_125,
          },
          {
            date: '2026-08-23',
            direction: 'IN',
            kind: 'DEPOSIT',
            movements: 2,
            moneyIn: 750_000,
            moneyOut: null,
          },
        ],
        total: 2,
        hasMore: false,
        truncated: false,
        totals: { movements: 4, moneyIn: 750_000, moneyOut: 398_125 },
        groups: [],
      };

afterEach(() => vi.unstubAllGlobals());

describe('the Sales Report (/tools/sales)', () => {
  it('shows the chart with its text alternative and the companies by agent, with totals', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    serveApi({
      '/report/run': run,
      '/tools/fetch-sales': (data) => ({
        range: { startdate: data.startdate, enddate: data.enddate },
        months: [
          { month: '2025-06', companies: 1, members: 4, commissionCents: 22_000 },
          { month: '2025-07', companies: 0, members: 0, commissionCents: 0 },
          { month: '2025-09', companies: 1, members: 2, commissionCents: 0 },
        ],
      }),
    });
    renderApp('/tools/sales?from=2025-01-01&to=2026-11-26');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales Report' })).toBeTruthy();
    const chart = await screen.findByRole('img', { name: /Companies sold per month/ });
    expect(chart.getAttribute('aria-labelledby')).toBe('sales-chart-title sales-chart-desc');
    expect(screen.getByTestId('sales-chart-summary').textContent).toMatch(/^2 companies sold from/);
    expect(screen.getByTestId('sales-chart-text').querySelectorAll('li')).toHaveLength(2);
    expect(await screen.findByText('Ethan Wilson (1)')).toBeTruthy();
    expect(screen.getByText('No agent (1)')).toBeTruthy();
    expect(screen.getAllByText('Harbourview Bakery Inc.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeTruthy();
  });

  it('tells a staff member without PERMIT_SALES_REPORT so', async () => {
    signInTools('auditor', ['PERMIT_AUDIT']);
    serveApi({});
    renderApp('/tools/sales');
    expect(await screen.findByTestId('not-available')).toBeTruthy();
  });
});

describe('Transfer Details (/tools/transfer-details)', () => {
  it('shows the batches with money in, out and net, and opens a batch', async () => {
    signInTools('staff', ['ALL_ACCESS']);
    const fetchMock = serveApi({
      '/report/run': run,
      '/tools/transfer-details': (data) => ({
        ...data,
        movements: [
          {
            id: 1,
            employerId: 5001,
            company: 'Northern Lights Consulting Inc.',
            amountCents: 500_000,
            reference: 'Pre-authorised debit',
            createdAt: '2026-08-23T14:00:00.000Z',
          },
          {
            id: 2,
            employerId: 5003,
            company: 'Harbourview Bakery Inc.',
            amountCents: 250_000,
            reference: 'Cheque deposit',
            createdAt: '2026-08-23T14:00:00.000Z',
          },
        ],
        totalCents: 750_000,
      }),
    });
    renderApp('/tools/transfer-details?from=2026-08-01&to=2026-11-26');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer Details' })).toBeTruthy();
    expect((await screen.findByTestId('transfer-total-in')).textContent).toBe('$7,500.00');
    expect(screen.getByTestId('transfer-total-out').textContent).toBe('$3,981.25');
    expect(screen.getByTestId('transfer-total-net').textContent).toBe('$3,518.75');
    const open = (await screen.findAllByRole('button', { name: /Open the batch of .*Deposit, In/ }))[0]!;
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: /Deposit \(In\)/ });
    await waitFor(() => expect(within(dialog).getAllByText('Cheque deposit').length).toBeGreaterThan(0));
    expect(within(dialog).getAllByText('$7,500.00').length).toBeGreaterThan(0);
    const batchCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/tools/transfer-details'));
    expect(JSON.parse(String(batchCall?.[1]?.body)).data).toEqual({
      date: '2026-08-23',
      kind: 'DEPOSIT',
      direction: 'IN',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
