import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen, serveApi } from '../../test/renderScreen';
import type { BalanceReport, ReportRunPage } from './api';
import { BalanceHistoryScreen } from './BalanceHistoryScreen';

const planYear = { start: '2026-01-01', end: '2026-12-31', key: 2026 };
const BALANCES: BalanceReport = {
  date: '2026-01-01',
  minDate: '2000-01-01',
  accounts: [
    {
      account: 'HSA',
      planYear,
      opening: 0,
      closing: 246_950,
      truncated: false,
      points: [
        {
          date: '2026-01-01',
          at: '2026-01-01T05:00:00.000Z',
          amount: 250_000,
          balance: 250_000,
          kind: 'FUNDING',
          reference: '',
          claimId: null,
        },
        {
          date: '2026-02-03',
          at: '2026-02-03T15:00:00.000Z',
          amount: -3_050,
          balance: 246_950,
          kind: 'CLAIM',
          reference: '',
          claimId: 12,
        },
      ],
    },
  ],
};

const series = [{ en: 'HSA 2026', fr: 'CSS 2026' }];
const RUN: ReportRunPage = {
  report: 'balanceHistory',
  range: { startdate: '2026-01-01', enddate: '2026-03-01' },
  pageNumber: 1,
  pageLength: 600,
  rows: [
    { series, date: '2026-01-01', entry: 'OPENING', claim: null, reference: null, amount: null, balance: 0 },
    {
      series,
      date: '2026-01-01',
      entry: 'FUNDING',
      claim: null,
      reference: null,
      amount: 250_000,
      balance: 250_000,
    },
    {
      series,
      date: '2026-02-03',
      entry: 'CLAIM',
      claim: '12',
      reference: null,
      amount: -3_050,
      balance: 246_950,
    },
  ],
  total: 3,
  hasMore: false,
  truncated: false,
  totals: { amount: 246_950 },
  groups: [{ value: 'HSA 2026', count: 3, totals: { amount: 246_950 } }],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('balance history', () => {
  it('draws the chart from the spec endpoint and lists the changes as the balance history definition', async () => {
    const fetchMock = serveApi({
      '/employee/balance-report/': () => BALANCES,
      '/report/run': () => RUN,
    });
    renderScreen(<BalanceHistoryScreen />, '/balance-report');
    const table = await screen.findByTestId('balance-rows');
    expect(screen.getByRole('heading', { name: 'HSA 2026 (3)' })).toBeTruthy();
    expect(
      within(table)
        .getAllByTestId('balance-rows-row')
        .map((r) => r.textContent),
    ).toEqual([
      'Jan 1, 2026Opening balance$0.00',
      'Jan 1, 2026Deposit$2,500.00$2,500.00',
      'Feb 3, 2026Claim #12-$30.50$2,469.50',
    ]);
    expect(within(table).getByRole('link', { name: 'Claim #12' }).getAttribute('href')).toBe('/claim/12');
    // The group's net change closes it; no grand total across accounts and plan years.
    expect(screen.getAllByTestId('balance-rows-footer').map((r) => r.textContent)).toEqual([
      'Subtotal$2,469.50',
    ]);
    expect(screen.queryByTestId('balance-rows-totals')).toBeNull();
    // One page: no pager.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const run = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report/run'))!;
    expect(JSON.parse(String(run[1]?.body))).toMatchObject({
      data: { report: 'balanceHistory', startdate: '2026-01-01' },
    });
  });

  it('shows the changes’ kinds and the product’s references in the reader’s language', async () => {
    const names = (en: string, fr: string) => [{ en, fr }];
    serveApi({
      '/employee/balance-report/': () => BALANCES,
      '/report/run': () => ({
        ...RUN,
        rows: [
          RUN.rows[0]!,
          {
            series,
            date: '2026-02-10',
            entry: 'CLASS_CHANGE',
            claim: null,
            reference: names('Class change #31', 'Changement de catégorie nº 31'),
            amount: 50_000,
            balance: 50_000,
          },
          {
            series,
            date: '2026-02-11',
            entry: 'LIMIT_CHANGE',
            claim: null,
            reference: names('Wellness setup #3', 'Mise en place du mieux-être nº 3'),
            amount: 10_000,
            balance: 60_000,
          },
          {
            series,
            date: '2026-02-13',
            entry: 'CLAIM',
            claim: '12',
            reference: names('Claim 12', 'Réclamation 12'),
            amount: -3_050,
            balance: 55_950,
          },
          {
            series,
            date: '2026-02-20',
            entry: 'CLAIM',
            claim: '12',
            reference: names('Claim 12: audit failed', 'Réclamation 12 : vérification échouée'),
            amount: 3_050,
            balance: 59_000,
          },
          {
            series,
            date: '2026-02-12',
            entry: 'ADJUSTMENT',
            claim: null,
            reference: names('Cheque 1042', 'Cheque 1042'),
            amount: -1_000,
            balance: 59_000,
          },
        ],
        total: 6,
        totals: { amount: 59_000 },
        groups: [{ value: 'HSA 2026', count: 6, totals: { amount: 59_000 } }],
      }),
    });
    await act(() => i18n.changeLanguage('fr'));
    renderScreen(<BalanceHistoryScreen />, '/balance-report');
    const table = await screen.findByTestId('balance-rows');
    const texts = within(table)
      .getAllByTestId('balance-rows-row')
      .map((r) => r.textContent ?? '');
    expect(texts[1]).toContain('Changement de catégorie nº 31');
    expect(texts[1]).not.toContain('CLASS_CHANGE');
    expect(texts[1]).not.toContain('Changement de catégorie :');
    expect(texts[2]).toContain('Changement de limite : Mise en place du mieux-être nº 3');
    expect(texts[5]).toContain('Ajustement : Cheque 1042');
    // A claim's payment is its link; an audit that failed and gave the amount back says so in it.
    expect(within(table).getByRole('link', { name: 'Réclamation nº 12' }).getAttribute('href')).toBe(
      '/claim/12',
    );
    expect(
      within(table).getByRole('link', { name: 'Réclamation 12 : vérification échouée' }).getAttribute('href'),
    ).toBe('/claim/12');
    // French puts a space before the colon of the table's name too.
    expect(screen.getByRole('table', { name: 'Changements des soldes : CSS 2026' })).toBe(table);
  });

  it.each([
    ['en', 'From January 1, 2000 to today.', 'Please choose a date from January 1, 2000 to today.'],
    [
      'fr',
      'Du 1er janvier 2000 à aujourd’hui.',
      'Veuillez choisir une date du 1er janvier 2000 à aujourd’hui.',
    ],
  ])('shows the hint or the error, never both, naming the same dates (%s)', async (language, hint, error) => {
    await act(() => i18n.changeLanguage(language));
    const fetchMock = serveApi({
      '/employee/balance-report/': () => BALANCES,
      '/report/run': () => RUN,
    });
    renderScreen(<BalanceHistoryScreen />, '/balance-report');
    await screen.findByTestId('balance-rows');
    const field = document.getElementById('balance-date') as HTMLInputElement;
    const helper = () => document.getElementById('balance-date-helper-text')?.textContent;
    expect(helper()).toBe(hint);
    expect(field.max).toBe(todayIso());
    const show = screen.getByRole('button', { name: language === 'fr' ? 'Afficher' : 'Show' });
    // A date after today is refused, as one before 2000-01-01: the error replaces the hint.
    for (const refused of [addDays(todayIso(), 1), '2099-12-31', '1999-12-31']) {
      fireEvent.change(field, { target: { value: refused } });
      fireEvent.click(show);
      expect(helper()).toBe(error);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(hint)).toBeNull();
    }
    // The error asks for what the hint said.
    expect(error.toLowerCase()).toContain(hint.toLowerCase());
    const asked = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/employee/balance-report/'))
      .map(([, init]) => (JSON.parse(String(init?.body)) as { data: { date?: string | null } }).data.date);
    expect(asked.some((date) => date === '2099-12-31' || date === '1999-12-31')).toBe(false);
    // Today is taken; the hint comes back.
    fireEvent.change(field, { target: { value: todayIso() } });
    fireEvent.click(show);
    expect(helper()).toBe(hint);
  });
  it('keeps a date typed before the report arrives, and starts again from the address when it changes', async () => {
    const fetchMock = serveApi({
      '/employee/balance-report/': (data) => ({ ...BALANCES, date: String(data.date ?? BALANCES.date) }),
      '/report/run': () => RUN,
    });
    // The balances wait until the test lets them through.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/employee/balance-report/')) await gate;
      return served(input, init);
    });
    const { router } = renderScreen(<BalanceHistoryScreen />, '/balance-report');
    const field = () => document.getElementById('balance-date') as HTMLInputElement;
    expect(screen.queryByTestId('balance-rows')).toBeNull();
    fireEvent.change(field(), { target: { value: '2025-06-15' } });
    await act(async () => release());
    await screen.findByTestId('balance-rows');
    // The report's own date did not replace what was typed.
    expect(field().value).toBe('2025-06-15');
    // A new address (the browser's Back, a link) starts the field again from it.
    await act(() => router.navigate('/balance-report?date=2025-03-01'));
    await waitFor(() => expect(field().value).toBe('2025-03-01'));
  });

  it('shows the report’s date in the field when nothing was typed', async () => {
    serveApi({
      '/employee/balance-report/': () => BALANCES,
      '/report/run': () => RUN,
    });
    renderScreen(<BalanceHistoryScreen />, '/balance-report');
    await screen.findByTestId('balance-rows');
    expect((document.getElementById('balance-date') as HTMLInputElement).value).toBe('2026-01-01');
    expect(screen.queryByTestId('balance-date-address-problem')).toBeNull();
  });

  it.each([
    [
      'en',
      '2099-12-31',
      'The date in the address could not be used (Please choose a date from January 1, 2000 to today). Showing the report from Jan 1, 2026.',
    ],
    [
      'fr',
      '1999-12-31',
      'La date indiquée dans l’adresse ne peut pas être utilisée (Veuillez choisir une date du 1er janvier 2000 à aujourd’hui). Affichage du rapport à partir du 1er janv. 2026.',
    ],
  ])(
    'says so when the address’s date is out of range, and which date it shows (%s)',
    async (language, asked, text) => {
      await act(() => i18n.changeLanguage(language));
      const fetchMock = serveApi({
        '/employee/balance-report/': () => BALANCES,
        '/report/run': () => RUN,
      });
      renderScreen(<BalanceHistoryScreen />, `/balance-report?date=${asked}`);
      const problem = await screen.findByTestId('balance-date-address-problem');
      expect(problem.textContent).toBe(text);
      // The server's default date was asked for, not the address's.
      const dates = fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/employee/balance-report/'))
        .map(([, init]) => (JSON.parse(String(init?.body)) as { data: { date?: string } }).data.date);
      expect(dates).toEqual([undefined]);
      expect((document.getElementById('balance-date') as HTMLInputElement).value).toBe('2026-01-01');
      // A good date taken from the form is in the address: the warning goes.
      fireEvent.change(document.getElementById('balance-date')!, { target: { value: '2026-01-01' } });
      fireEvent.click(screen.getByRole('button', { name: language === 'fr' ? 'Afficher' : 'Show' }));
      await waitFor(() => expect(screen.queryByTestId('balance-date-address-problem')).toBeNull());
    },
  );
});
