import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, serveApi } from '../../test/renderScreen';
import { RecentClaims } from './RecentClaims';

const ROW = {
  id: 41,
  type: 'HSA',
  status: 'N',
  origin: 'O',
  submittedAt: '2026-03-05T15:00:00.000Z',
  firstServiceDate: '2026-03-02',
  lastServiceDate: '2026-03-02',
  patients: ['Olivia Tremblay'],
  services: ['Dental', 'Orthotics'],
  servicesFr: ['Soins dentaires', ''],
  itemCount: 2,
  claimed: 32_000,
  payable: 32_000,
  previousYearPayable: 0,
};

function renderRecent() {
  serveApi({
    '/employee/claim-report': () => ({
      startdate: '2025-03-05',
      enddate: '2026-03-05',
      pageNumber: 1,
      pageLength: 5,
      rows: [ROW],
      hasMore: false,
    }),
  });
  renderScreen(<RecentClaims />);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('recent claims on the dashboard: service names in the user’s language', () => {
  it('lists the English names in English', async () => {
    renderRecent();
    const link = within(await screen.findByTestId('recent-claims')).getByRole('link');
    expect(within(link).getByText('Dental, Orthotics')).toBeTruthy();
    expect(within(link).getByText('HSA · Mar 5, 2026')).toBeTruthy();
    expect(link.getAttribute('aria-label')).toMatch(/^HSA claim of .*: Dental, Orthotics, /);
  });

  it('lists the French names in French, the English where there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRecent();
    const link = within(await screen.findByTestId('recent-claims')).getByRole('link');
    expect(within(link).getByText('Soins dentaires, Orthotics')).toBeTruthy();
    // The account's French short name, as the claims screens give it.
    expect(within(link).getByText(/^CSS · /)).toBeTruthy();
    expect(link.getAttribute('aria-label')).toMatch(/^Réclamation CSS du .* : Soins dentaires, Orthotics, /);
  });
});
