import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveFile } from '../../lib/transfer/download';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { ClaimReportRow } from './api';
import { ClaimActivityScreen, csvRecords } from './ClaimActivityScreen';

vi.mock('../../lib/transfer/download', () => ({ saveFile: vi.fn() }));

/** A claim for two services; the table has French for Dental only ('' for Orthotics). */
const ROW: ClaimReportRow = {
  id: 41,
  type: 'HSA',
  status: 'N',
  origin: 'O',
  submittedAt: '2026-03-05T15:00:00.000Z',
  firstServiceDate: '2026-03-02',
  lastServiceDate: '2026-03-04',
  patients: ['Olivia Tremblay'],
  services: ['Dental', 'Orthotics', 'Vision Care'],
  servicesFr: ['Soins dentaires', '', 'Soins de la vue'],
  itemCount: 3,
  claimed: 32_050,
  payable: 32_050,
  previousYearPayable: 0,
};

function openReport() {
  serveApi({
    '/employee/claim-report': (data) => ({
      startdate: String(data.startdate),
      enddate: String(data.enddate),
      pageNumber: 1,
      pageLength: 600,
      rows: [ROW],
      hasMore: false,
    }),
  });
  renderScreen(<ClaimActivityScreen />, '/claim-report?from=2026-03-01&to=2026-03-31');
}

/** The text of the CSV handed to the download. */
async function exportedCsv(): Promise<string> {
  fireEvent.click(screen.getByTestId('export-csv'));
  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  return vi.mocked(saveFile).mock.calls[0]![0].blob.text();
}

beforeEach(() => vi.mocked(saveFile).mockClear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('claim activity: service names in the user’s language', () => {
  it('shows and exports the English names in English', async () => {
    openReport();
    expect(await screen.findByText('Dental, Orthotics, Vision Care')).toBeTruthy();
    const csv = await exportedCsv();
    expect(csv.split('\r\n')[0]).toContain('Services');
    expect(csv.split('\r\n')[1]).toContain(',Dental; Orthotics; Vision Care,');
  });

  it('shows and exports the French names in French, the English where there is no French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    openReport();
    expect(await screen.findByText('Soins dentaires, Orthotics, Soins de la vue')).toBeTruthy();
    expect(screen.queryByText(/Dental/)).toBeNull();
    const [header, row] = (await exportedCsv()).split('\r\n');
    expect(header).toContain('Réclamation');
    expect(row).toContain(',Soins dentaires; Orthotics; Soins de la vue,');
  });

  it('builds the CSV records in the language it is given', () => {
    const t = i18n.getFixedT('fr') as unknown as Parameters<typeof csvRecords>[1];
    const [header, record] = csvRecords([ROW], t, 'fr');
    expect(header![7]).toBe('Services');
    expect(record![7]).toBe('Soins dentaires; Orthotics; Soins de la vue');
    expect(record![9]).toBe('320.50');
    expect(csvRecords([ROW], t, 'en')[1]![7]).toBe('Dental; Orthotics; Vision Care');
  });
});
