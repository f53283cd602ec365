import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, todayIso } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { ReportRunPage } from './api';
import { ClaimActivityScreen } from './ClaimActivityScreen';

/** The names of the files the screen saved (the browser's download of a link, clicked by saveFile). */
const saved: string[] = [];

/** A claim for three services; the table has French for Dental and Vision Care only. */
const ROW = {
  claim: 41,
  submitted: '2026-03-05T15:00:00.000Z',
  account: 'HSA',
  status: 'N',
  firstServiceDate: '2026-03-02',
  lastServiceDate: '2026-03-04',
  patients: ['Olivia Tremblay'],
  services: [
    { en: 'Dental', fr: 'Soins dentaires' },
    { en: 'Orthotics', fr: '' },
    { en: 'Vision Care', fr: 'Soins de la vue' },
  ],
  items: 3,
  claimed: 32_050,
  payable: 32_050,
  previousYearPayable: 0,
};

function openReport(address = '/claim-report?from=2026-03-01&to=2026-03-31') {
  const fetchMock = serveApi({
    '/report/run': (data): ReportRunPage => ({
      report: 'claimActivity',
      range: { startdate: String(data.startdate), enddate: String(data.enddate) },
      pageNumber: 1,
      pageLength: 600,
      rows: [ROW],
      total: null,
      hasMore: false,
      truncated: false,
      totals: {},
      groups: [],
    }),
  });
  const served = fetchMock.getMockImplementation()!;
  // The export answers a file, as the server does.
  fetchMock.mockImplementation(async (input, init) =>
    String(input).endsWith('/report/export')
      ? new Response('\uFEFFClaim\r\n41\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="claim-activity-2026-03-01-to-2026-03-31.csv"',
          },
        })
      : served(input, init),
  );
  renderScreen(<ClaimActivityScreen />, address);
  return fetchMock;
}

const requestTo = (fetchMock: ReturnType<typeof serveApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);

beforeEach(() => {
  saved.length = 0;
  // jsdom does not download: the link's click says what would be saved.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:saved');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('claim activity', () => {
  it('runs the claim activity definition for the range in the address, 600 rows a request', async () => {
    const fetchMock = openReport();
    expect(await screen.findByRole('link', { name: 'Claim #41' })).toBeTruthy();
    expect(requestTo(fetchMock, '/report/run')[0]).toEqual({
      report: 'claimActivity',
      startdate: '2026-03-01',
      enddate: '2026-03-31',
      pageNumber: 1,
      pageLength: 600,
    });
    expect(screen.getAllByText('$320.50', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByTestId('activity-range').textContent).toBe('1–1 of 1 · page 1 of 1');
  });

  it('shows the service names in English in English', async () => {
    openReport();
    expect(await screen.findByText('Dental, Orthotics, Vision Care')).toBeTruthy();
  });

  it('shows the French names in French, the English where there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    openReport();
    expect(await screen.findByText('Soins dentaires, Orthotics, Soins de la vue')).toBeTruthy();
    expect(screen.queryByText(/Dental/)).toBeNull();
  });

  it('asks the server for the CSV and the PDF of the range, in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const fetchMock = openReport();
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toBe('claim-activity-2026-03-01-to-2026-03-31.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(requestTo(fetchMock, '/report/export')).toEqual([
      {
        report: 'claimActivity',
        startdate: '2026-03-01',
        enddate: '2026-03-31',
        format: 'csv',
        language: 'fr',
        timeZone: zone,
      },
      {
        report: 'claimActivity',
        startdate: '2026-03-01',
        enddate: '2026-03-31',
        format: 'pdf',
        language: 'fr',
        timeZone: zone,
      },
    ]);
  });

  it.each([
    ['en', 'Show', 'The end date cannot be after today.'],
    ['fr', 'Afficher', 'La date de fin ne peut pas être après aujourd’hui.'],
  ])('refuses a To date after today, as the server does (%s)', async (language, show, message) => {
    await act(() => i18n.changeLanguage(language));
    const fetchMock = openReport();
    await screen.findByText(/Dental|Soins dentaires/);
    const to = document.getElementById('report-enddate') as HTMLInputElement;
    expect(to.max).toBe(todayIso());
    for (const refused of ['2099-12-31', addDays(todayIso(), 1)]) {
      fireEvent.change(to, { target: { value: refused } });
      fireEvent.click(screen.getByRole('button', { name: show }));
      expect(document.getElementById('report-enddate-helper-text')?.textContent).toBe(message);
      expect(to.getAttribute('aria-invalid')).toBe('true');
    }
    expect(requestTo(fetchMock, '/report/run').map((r) => r.enddate)).toEqual(['2026-03-31']);
  });

  it('says so when the address’s To date is after today, and shows the last month', async () => {
    const fetchMock = openReport('/claim-report?from=2026-03-01&to=2099-12-31');
    const problem = await screen.findByTestId('report-address-problem');
    expect(problem.textContent).toContain('(The end date cannot be after today)');
    await waitFor(() => expect(requestTo(fetchMock, '/report/run')).toHaveLength(1));
    expect(requestTo(fetchMock, '/report/run')[0]).toMatchObject({ enddate: todayIso() });
  });
});
