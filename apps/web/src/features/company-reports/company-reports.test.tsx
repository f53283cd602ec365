import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { serveApi } from '../../test/renderScreen';

/** Liam Gagnon, group admin of Prairie Sky Logistics (HSA Group, wellness, travel and EEI). */
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

const FACTS = { planCode: 1071, hasWellness: true, insurance: ['EEI', 'TRAVEL'], reports: [] };

const ROWS = [
  {
    employeeId: '100101',
    name: 'Bouchard, Ethan',
    claims: 2,
    paid: 15_000,
    adminFee: 1_200,
    gst: 60,
    rst: 0,
    hst: 0,
    pst: 0,
    premTax: 0,
    totalDue: 16_260,
  },
  {
    employeeId: '100002',
    name: 'Gagnon, Liam',
    claims: 1,
    paid: 20_000,
    adminFee: 1_600,
    gst: 0,
    rst: 1_600,
    hst: 208,
    pst: 0,
    premTax: 432,
    totalDue: 23_840,
  },
];

function serve(facts: object = FACTS) {
  return serveApi({
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/company/reports': () => facts,
    '/report/run': (data) => ({
      report: data.report,
      range: { startdate: data.startdate, enddate: data.enddate },
      pageNumber: 1,
      pageLength: 600,
      rows: ROWS,
      total: 2,
      hasMore: false,
      truncated: false,
      totals: {
        claims: 3,
        paid: 35_000,
        adminFee: 2_800,
        gst: 60,
        rst: 1_600,
        hst: 208,
        pst: 0,
        premTax: 432,
        totalDue: 40_100,
      },
      groups: [],
    }),
  });
}

const sentTo = (fetchMock: ReturnType<typeof serveApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the company reports list (/company-reports)', () => {
  it('lists the built reports the company may see, each with what it answers', async () => {
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Reports' })).toBeTruthy();
    const list = await screen.findByTestId('company-report-list');
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Claims Paid by Employee',
      'Wellness Claims Paid by Employee',
      'Claims Paid by Division',
      'Wellness Claims Paid by Division',
      'HSA Balances by Employee',
      'Wellness Balances by Employee',
      'Travel Insurance Premiums',
      'Travel Insurance Coverage Changes',
      'Employee Earnings Insurance Premiums',
      'Employee Earnings Insurance Coverage Changes',
      'Insurance Coverage',
      'Company Account Statement',
    ]);
    expect(
      within(list)
        .getByRole('link', { name: /Company Account Statement/ })
        .getAttribute('href'),
    ).toBe('/company-reports/accountBalance');
  });

  it('leaves out what the company may not see: no wellness, an individual plan', async () => {
    signInEmployee(ADMIN);
    serve({ planCode: 1081, hasWellness: false, insurance: [], reports: [] });
    renderApp('/company-reports');
    const list = await screen.findByTestId('company-report-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Company Account Statement']);
  });

  it('is in French for a French reader', async () => {
    await act(() => i18n.changeLanguage('fr'));
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports');
    expect(await screen.findByText('Relevé du compte de l’entreprise')).toBeTruthy();
  });
});

describe('one company report (/company-reports/{report})', () => {
  it('runs the report over the period in the address, with its Grand total, and changes the period', async () => {
    signInEmployee(ADMIN);
    const fetchMock = serve();
    renderApp('/company-reports/employees?from=2020-03-01&to=2020-03-31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims Paid by Employee' })).toBeTruthy();
    expect((await screen.findAllByText('Bouchard, Ethan')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Grand total').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$401.00').length).toBeGreaterThan(0);
    expect(sentTo(fetchMock, '/report/run')[0]).toMatchObject({
      report: 'employees',
      startdate: '2020-03-01',
      enddate: '2020-03-31',
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/report/run').at(-1)).toMatchObject({
        startdate: '2020-02-01',
        enddate: '2020-03-31',
      }),
    );
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toBeTruthy();
  });

  it('shows a coverage change report with its changes named and the premium change summed', async () => {
    signInEmployee(ADMIN);
    serveApi({
      '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
      '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
      '/company/reports': () => FACTS,
      '/report/run': (data) => ({
        report: data.report,
        range: { startdate: data.startdate, enddate: data.enddate },
        pageNumber: 1,
        pageLength: 600,
        rows: [
          {
            id: '1:ADDED',
            date: '2020-01-01',
            employeeId: '100101',
            name: 'Bouchard, Ethan',
            change: 'ADDED',
            premiumChange: 3_990,
          },
          {
            id: '1:REMOVED',
            date: '2020-03-01',
            employeeId: '100101',
            name: 'Bouchard, Ethan',
            change: 'REMOVED',
            premiumChange: -3_990,
          },
          {
            id: '2:ADDED',
            date: '2020-01-15',
            employeeId: '100002',
            name: 'Gagnon, Liam',
            change: 'ADDED',
            premiumChange: 4_275,
          },
        ],
        total: 3,
        hasMore: false,
        truncated: false,
        totals: { premiumChange: 4_275 },
        groups: [],
      }),
    });
    renderApp('/company-reports/eeiActivity?from=2020-01-01&to=2020-03-31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employee Earnings Insurance Coverage Changes' }),
    ).toBeTruthy();
    expect((await screen.findAllByText('Removed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Added').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$42.75').length).toBeGreaterThan(0);
  });

  it('says an insurance report of a product the company does not hold is not available', async () => {
    signInEmployee(ADMIN);
    const fetchMock = serve();
    renderApp('/company-reports/catStatement');
    expect((await screen.findByTestId('company-report-hidden')).textContent).toMatch(
      /insurance your company/,
    );
    expect(sentTo(fetchMock, '/report/run')).toEqual([]);
  });

  it('says a report the company may not see is not available, without running it', async () => {
    signInEmployee(ADMIN);
    const fetchMock = serve({ planCode: 1071, hasWellness: false, insurance: [], reports: [] });
    renderApp('/company-reports/wellnessEmployee');
    expect((await screen.findByTestId('company-report-hidden')).textContent).toMatch(/wellness accounts/);
    expect(sentTo(fetchMock, '/report/run')).toEqual([]);
  });
});
