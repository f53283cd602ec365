import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { paths } from '@benefits/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { serveApi } from '../../test/renderScreen';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { CompanyReportScreen } from './CompanyReportScreen';

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

/** Answers of /report/run by report, for the reports that need their own rows. */
const ANSWERS: Record<string, (data: Record<string, unknown>) => object> = {};

function serve(facts: object = FACTS) {
  return serveApi({
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/company/reports': () => facts,
    '/report/run': (data) =>
      ANSWERS[String(data.report)]?.(data) ?? {
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
      },
  });
}

const money = (paid: number, fee: number, gst: number) => ({
  paid,
  adminFee: fee,
  gst,
  rst: 0,
  hst: 0,
  pst: 0,
  premTax: 0,
  totalDue: paid + fee + gst,
});
const page = (data: Record<string, unknown>, rest: object) => ({
  report: data.report,
  range: data.startdate ? { startdate: data.startdate, enddate: data.enddate } : null,
  pageNumber: 1,
  pageLength: 600,
  hasMore: false,
  truncated: false,
  groups: [],
  ...rest,
});
ANSWERS.serviceSummary = (data) =>
  page(data, {
    rows: [
      {
        id: 'HSA-2',
        account: 'HSA',
        service: [{ en: 'Dental', fr: 'Soins dentaires' }],
        items: 3,
        claimants: 3,
        ...money(34_000, 2_720, 136),
      },
      {
        id: 'WSA-101',
        account: 'WSA',
        service: [{ en: 'Fitness Membership and Classes', fr: 'Abonnement' }],
        items: 1,
        claimants: null,
        ...money(7_500, 600, 30),
      },
    ],
    total: 2,
    totals: { items: 4, ...money(41_500, 3_320, 166) },
    groups: [
      { value: 'HSA', count: 1, totals: { items: 3, ...money(34_000, 2_720, 136) } },
      { value: 'WSA', count: 1, totals: { items: 1, ...money(7_500, 600, 30) } },
    ],
  });
ANSWERS.claimSummary = (data) =>
  page(data, {
    rows: [
      {
        id: '7',
        month: '2020-05',
        claim: '7',
        paidOn: '2020-05-04',
        employeeId: '100101',
        name: 'Bouchard, Ethan',
        account: 'HSA',
        ...money(15_000, 1_200, 60),
      },
      {
        id: '9',
        month: '2020-07',
        claim: '9',
        paidOn: '2020-07-02',
        employeeId: '100102',
        name: 'Côté, Sophie',
        account: 'HSA',
        ...money(20_000, 1_600, 80),
      },
    ],
    total: 2,
    totals: money(35_000, 2_800, 140),
    groups: [
      { value: '2020-05', count: 1, totals: money(15_000, 1_200, 60) },
      { value: '2020-07', count: 1, totals: money(20_000, 1_600, 80) },
    ],
  });
ANSWERS.rff = (data) =>
  page(data, {
    rows: [
      {
        id: '12',
        claim: '12',
        submitted: '2026-11-20',
        employeeId: '100105',
        name: 'Fraser, Owen',
        account: 'HSA',
        status: 'N',
        ...money(3_000, 240, 12),
      },
    ],
    total: 1,
    totals: money(3_000, 240, 12),
    after: [
      { key: 'lessBalance', totals: { totalDue: -1_000 } },
      { key: 'amountDue', totals: { totalDue: 2_252 } },
    ],
  });

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
      'Claims by Service Category',
      'Claims Paid',
      'Administration Fees and Taxes',
      'Request for Funding',
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
    ).toEqual([
      'Claims by Service Category',
      'Claims Paid',
      'Administration Fees and Taxes',
      'Request for Funding',
      'Company Account Statement',
    ]);
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
    // The top bar says the report's own title, not "Company Report".
    expect(screen.getByTestId('shell-title').textContent).toBe('Claims Paid by Employee');
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

  it('names the insurance coverage as of its period’s last day, not the period, in both languages', async () => {
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports/insuranceCoverage?from=2020-01-01&to=2020-03-31');
    expect(await screen.findByRole('heading', { name: 'As of Mar 31, 2020' })).toBeTruthy();
    expect(screen.queryByText(/Jan 1, 2020/)).toBeNull();
    // Its From and To stay: the last day is the To date.
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2020-03-31');
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { name: 'Au 31 mars 2020' })).toBeTruthy();
  });

  it('names a report of a period by its period', async () => {
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports/employees?from=2020-01-01&to=2020-03-31');
    expect(await screen.findByRole('heading', { name: 'Jan 1, 2020 to Mar 31, 2020' })).toBeTruthy();
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

describe('a report name that does not exist (/company-reports/nonsense)', () => {
  /**
   * The report's screen at its route, without the shell (app/guards.test.tsx checks that the employee
   * access rules let an unknown report name through to it, decision 0010).
   */
  const showScreen = (path: string) => {
    const router = createMemoryRouter(
      [
        { path: paths.company.companyReport.path, element: <CompanyReportScreen /> },
        { path: paths.company.companyReports.path, element: <p>The list</p> },
      ],
      { initialEntries: [path] },
    );
    render(
      <AppProviders>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppProviders>,
    );
    return router;
  };

  it.each([
    ['en', 'There is no company report by this name.', 'See the company reports'],
    ['fr', 'Aucun rapport de l’entreprise ne porte ce nom.', 'Voir les rapports de l’entreprise'],
  ] as const)(
    'says the report is not found and links back to the list, in %s',
    async (language, text, link) => {
      await act(() => i18n.changeLanguage(language));
      signInEmployee(ADMIN);
      const fetchMock = serve();
      const router = showScreen('/company-reports/nonsense');
      const notFound = await screen.findByTestId('company-report-not-found');
      expect(notFound.textContent).toContain(text);
      fireEvent.click(within(notFound).getByRole('link', { name: link }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/company-reports'));
      expect(screen.queryByRole('link', { name: /login|connexion/i })).toBeNull();
      expect(sentTo(fetchMock, '/report/run')).toEqual([]);
    },
  );
});

describe('the charted and invoice reports', () => {
  it('serviceSummary: spending by service category as a chart with its text alternative, beside the table', async () => {
    signInEmployee(ADMIN);
    const fetchMock = serve();
    renderApp('/company-reports/serviceSummary?from=2020-05-01&to=2020-06-30');
    const chart = await screen.findByRole('img', { name: /Total due by service category/ });
    expect(chart.getAttribute('aria-labelledby')).toBe(
      'serviceSummary-chart-title serviceSummary-chart-desc',
    );
    expect(screen.getByTestId('serviceSummary-chart-summary').textContent).toMatch(
      /^\$449\.86 due for claims paid from/,
    );
    expect(
      [...screen.getByTestId('serviceSummary-chart-text').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['Dental (HSA): $368.56', 'Fitness Membership and Classes (WSA): $81.30']);
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    // The chart reads the table's own run: one request.
    expect(sentTo(fetchMock, '/report/run')).toHaveLength(1);
    expect(screen.getByTestId('shell-title').textContent).toBe('Claims by Service Category');
    // A blank claimants count (a category of one or two claimants) is explained above the table.
    expect(screen.getByTestId('company-report-note').textContent).toBe(
      'The number of claimants is not shown for a category with fewer than 3, so no one can be singled out.',
    );
  });

  it('claimSummary: claims by month, every month of the period, the empty ones at zero', async () => {
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports/claimSummary?from=2020-05-01&to=2020-07-31');
    const chart = await screen.findByRole('img', { name: /Claims paid by month/ });
    expect(
      [...chart.querySelectorAll('rect')].map((r) => [
        r.getAttribute('data-month'),
        r.getAttribute('data-claims'),
      ]),
    ).toEqual([
      ['2020-05', '1'],
      ['2020-07', '1'],
    ]);
    expect(
      [...screen.getByTestId('claimSummary-chart-text').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['May 2020: 1 claim, $162.60', 'July 2020: 1 claim, $216.80']);
    // The axis names each month with its whole year ('Jun 20' read as a day).
    const axis = [...chart.querySelectorAll('text')].map((label) => label.textContent);
    expect(axis).toEqual(expect.arrayContaining(['May 2020', 'Jun 2020', 'Jul 2020']));
    // Grouped by month: a heading per month, the grand total once, no heading row above it.
    expect(await screen.findByRole('heading', { name: 'May 2020 (1)' })).toBeTruthy();
    expect(screen.getAllByTestId('company-report-footer').map((f) => f.textContent?.slice(0, 11))).toEqual([
      'Subtotal$15',
      'Subtotal$20',
      'Grand total',
    ]);
  });

  it('rff: as of today without a period, the balance and the amount due under the Grand total', async () => {
    signInEmployee(ADMIN);
    const fetchMock = serve();
    renderApp('/company-reports/rff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request for Funding' })).toBeTruthy();
    await screen.findAllByText('Fraser, Owen');
    expect(screen.queryByLabelText('From')).toBeNull();
    expect(screen.getByRole('heading', { name: /^As of / })).toBeTruthy();
    expect(sentTo(fetchMock, '/report/run')[0]).not.toHaveProperty('startdate');
    // The amount due above the table too (a wide table's last column can be out of sight), one request.
    expect(screen.getByTestId('amount-due').textContent).toBe('Amount due: $22.52');
    expect(
      screen.getByText('Claims waiting for funding $32.52, less your account balance $10.00.'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/report/run')).toHaveLength(1);
    expect(screen.getAllByTestId('company-report-footer').map((f) => f.textContent)).toEqual([
      'Grand total$30.00$2.40$0.12$0.00$0.00$0.00$32.52',
      'Less the account balance-$10.00',
      'Amount due$22.52',
    ]);
  });

  it('rff: every column fits a laptop beside the menu, the employee ID under the name, in a compact table', async () => {
    await act(() => i18n.changeLanguage('fr'));
    signInEmployee(ADMIN);
    serve();
    renderApp('/company-reports/rff');
    const table = (await screen.findAllByTestId('company-report')).find((el) => el.tagName === 'TABLE')!;
    // Twelve columns, not thirteen: the ID is no column of its own.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Employé',
      'Réclamation',
      'Soumise le',
      'Compte',
      'État',
      'Payé',
      'Frais d’administration',
      'TPS',
      'TVD',
      'TVH',
      'Taxe sur les primes',
      'Total dû',
    ]);
    const [name, claim] = within(table).getByTestId('company-report-row').children;
    expect(name!.textContent).toBe('Fraser, Owen100105');
    // A smaller type with 4px gaps (ResponsiveTable's compact cells; their gaps are checked there):
    // 1280 px shows Total dû whole.
    expect(getComputedStyle(claim!).fontSize).toBe('0.8125rem');
    expect(getComputedStyle(within(table).getByRole('columnheader', { name: 'Total dû' })).fontSize).toBe(
      '0.75rem',
    );
  });
});
