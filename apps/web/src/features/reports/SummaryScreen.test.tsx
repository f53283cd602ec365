import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { BenefitSummary, ReportRunPage } from './api';
import { SummaryScreen } from './SummaryScreen';

const planYear = { start: '2026-01-01', end: '2026-12-31', key: 2026 };
const SUMMARY: BenefitSummary = {
  employee: { id: 100001, name: 'Olivia Tremblay', province: 'ON' },
  employer: { id: 5001, name: 'Northern Lights Consulting Inc.' },
  plan: { code: 1081, name: 'HSA Plus' },
  classification: null,
  planYear,
  previousPlanYear: { start: '2025-01-01', end: '2025-12-31', key: 2025 },
  runOut: false,
  runOutEnds: '2026-03-31',
  accounts: [],
  services: [],
};

/** What /report/run answers for the summary's two definitions (rows as the server writes them). */
const RUNS: Record<string, Pick<ReportRunPage, 'rows' | 'total' | 'totals'>> = {
  benefitAccounts: {
    rows: [
      {
        account: 'HSA',
        planYear: '2026',
        funded: 250_000,
        paid: 55_350,
        balance: 194_650,
        spendable: 194_650,
      },
    ],
    total: null,
    totals: {},
  },
  benefitServices: {
    rows: [
      {
        service: [{ en: 'Dental', fr: 'Soins dentaires' }],
        account: 'HSA',
        planYear: '2026',
        items: 3,
        claimed: 55_350,
        paid: 55_350,
      },
      // No French name in the services table.
      {
        service: [{ en: 'Orthotics', fr: '' }],
        account: 'HSA',
        planYear: '2026',
        items: 1,
        claimed: 20_000,
        paid: 20_000,
      },
    ],
    total: 2,
    totals: { items: 4, claimed: 75_350, paid: 75_350 },
  },
};

function serve(runs = RUNS) {
  return serveApi({
    '/employee/summary-of-benefits-report/': () => SUMMARY,
    '/report/run': (data): ReportRunPage => ({
      report: data.report as ReportRunPage['report'],
      range: null,
      pageNumber: 1,
      pageLength: 600,
      hasMore: false,
      truncated: false,
      groups: [],
      ...runs[String(data.report)]!,
    }),
  });
}

async function serviceCells(): Promise<string[]> {
  const table = await screen.findByTestId('summary-services-table');
  return within(table)
    .getAllByTestId('summary-services-table-row')
    .map((row) => row.querySelector('th')?.textContent ?? '');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('benefit summary: claims by service in the user’s language', () => {
  it('names the services in English in English', async () => {
    serve();
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    expect(await serviceCells()).toEqual(['Dental', 'Orthotics']);
  });

  it('names the services in French in French, in English where there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve();
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    expect(await serviceCells()).toEqual(['Soins dentaires', 'Orthotics']);
  });
});

describe('benefit summary: its tables are report definitions', () => {
  it('runs each table by id, shows the accounts by plan year and the services with their grand total, without a pager', async () => {
    const fetchMock = serve();
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    const accounts = await screen.findByTestId('summary-accounts-table');
    expect(
      within(accounts)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Funded', 'Used by claims', 'Balance', 'Available to claim']);
    expect(within(accounts).getByTestId('summary-accounts-table-row').textContent).toBe(
      'HSA 2026$2,500.00$553.50$1,946.50$1,946.50',
    );
    await serviceCells();
    expect(screen.getByTestId('summary-services-table-footer').textContent).toBe(
      'Grand total4$753.50$753.50',
    );
    // Two short tables: one page each, so no Previous / Next.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const asked = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/report/run'))
      .map(([, init]) => (JSON.parse(String(init?.body)) as { data: { report: string } }).data.report);
    expect(asked.sort()).toEqual(['benefitAccounts', 'benefitServices']);
  });

  it('says there is nothing yet, without a pager or an export', async () => {
    serve({
      benefitAccounts: { rows: [], total: null, totals: {} },
      benefitServices: { rows: [], total: 0, totals: { items: 0, claimed: 0, paid: 0 } },
    });
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    expect((await screen.findByTestId('summary-services-table-empty')).textContent).toBe('No claims yet.');
    expect(screen.getByTestId('summary-accounts-table-empty').textContent).toBe('No account activity yet.');
    expect(screen.queryByRole('navigation', { name: /pag/i })).toBeNull();
    expect(screen.getAllByTestId('export-csv').every((b) => b.hasAttribute('disabled'))).toBe(true);
  });
});
