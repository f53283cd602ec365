import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { BenefitSummary } from './api';
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
  accounts: [
    { account: 'HSA', planYear: 2026, funded: 250_000, paid: 55_350, balance: 194_650, spendable: 194_650 },
  ],
  services: [
    {
      account: 'HSA',
      planYear: 2026,
      service: 2,
      serviceName: 'Dental',
      serviceNameFr: 'Soins dentaires',
      items: 3,
      claimed: 55_350,
      paid: 55_350,
    },
    // No French name in the services table.
    {
      account: 'HSA',
      planYear: 2026,
      service: 10,
      serviceName: 'Orthotics',
      serviceNameFr: '',
      items: 1,
      claimed: 20_000,
      paid: 20_000,
    },
  ],
};

async function serviceCells(): Promise<string[]> {
  const table = await screen.findByTestId('summary-services-table');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('benefit summary: claims by service in the user’s language', () => {
  it('names the services in English in English', async () => {
    serveApi({ '/employee/summary-of-benefits-report/': () => SUMMARY });
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    expect(await serviceCells()).toEqual(['Dental', 'Orthotics']);
  });

  it('names the services in French in French, in English where there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serveApi({ '/employee/summary-of-benefits-report/': () => SUMMARY });
    renderScreen(<SummaryScreen />, '/summary-of-benefits');
    expect(await serviceCells()).toEqual(['Soins dentaires', 'Orthotics']);
  });
});
