import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES, addDays, todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { usePartnerSession } from '../../lib/session/store';
import { managerUser, partnerUser, signInPartner, skipTours } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';
import { serveApi } from '../../test/renderScreen';

const CLIENTS = [
  {
    EMPLOYER: '5001',
    EMPLOYER_NAME: 'Northern Lights Consulting Inc.',
    PLAN_CODE: '1081',
    EFFECTIVE_DATE: '2023-01-01',
    TERMINATION_DATE: null,
    LAST_CLAIM_DATE: '2026-10-02',
    TRAVL_INS: 'N',
    EEI_INS: 'N',
    AGENT_NAME: 'Ethan Wilson',
  },
  {
    EMPLOYER: '5002',
    EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
    PLAN_CODE: '1071',
    EFFECTIVE_DATE: '2024-03-01',
    TERMINATION_DATE: null,
    LAST_CLAIM_DATE: null,
    TRAVL_INS: 'Y',
    EEI_INS: 'Y',
    AGENT_NAME: 'Ethan Wilson',
  },
];

const DETAILS = {
  EMPLOYER: 5002,
  EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
  PLAN_CODE: 1071,
  CONTRACT_TYPE: 13,
  PROVINCE: 'AB',
  STREET1: '1020 10 Ave SW',
  CITY: 'Calgary',
  POSTCODE: 'T2R 1M4',
  TELEPHONE: '403-555-0188',
  EFFECTIVE_DATE: '2024-03-01',
  TERMINATION_DATE: null,
  LAST_CLAIM_DATE: null,
  TRAVL_INS: 'Y',
  EEI_INS: 'Y',
  CAT_DRUG: 'N',
  HAS_WELLNESS: 'Y',
  MEMBERS: 7,
  AGENT: 200001,
  AGENT_NAME: 'Ethan Wilson',
  NEXT_RENEWAL_DATE: '2027-03-01',
  RENEWAL_PRICE: 9_900,
  RENEWAL_TAX: 495,
  RENEWAL_TOTAL: 10_395,
  TAX_INCLUDED: 'N',
};

const AGENTS = [
  {
    agentId: '200001',
    agentName: 'Ethan Wilson',
    company: 'Wilson Financial Services',
    clients: 3,
    members: 12,
    commission: 101_950,
    unpaid: 79_950,
  },
  {
    agentId: '200002',
    agentName: 'Sophie Bouchard',
    company: 'Bouchard Benefits Group',
    clients: 1,
    members: 3,
    commission: 12_500,
    unpaid: 12_500,
  },
];

const page = (data: Record<string, unknown>, rows: object[], totals: Record<string, number> = {}) => ({
  report: data.report,
  range: data.startdate ? { startdate: data.startdate, enddate: data.enddate } : null,
  pageNumber: 1,
  pageLength: 600,
  rows,
  total: Object.keys(totals).length ? rows.length : null,
  hasMore: false,
  truncated: false,
  totals,
  groups: [],
});

function serve() {
  return serveApi({
    '/partner': () => usePartnerSession.getState().session?.user,
    '/partner/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/partner/clientdetails': () => DETAILS,
    '/report/run': (data) =>
      data.report === 'clientList'
        ? page(data, CLIENTS)
        : data.report === 'agentList'
          ? page(data, AGENTS, { clients: 4, members: 15, commission: 114_450, unpaid: 92_450 })
          : data.report === 'hsaSales'
            ? page(data, [], { members: 0 })
            : page(data, [], { members: 0, renewalPrice: 0, renewalTax: 0, renewalTotal: 0 }),
  });
}

const sentTo = (fetchMock: ReturnType<typeof serveApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);

// The first screens load their chunks and catalogues cold: on a busy machine that takes a while.
const COLD = 60_000;

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the partner client list and a client', () => {
  it(
    'lists an agent’s clients with the §3 columns, without the agent column, linking to each',
    async () => {
      skipTours(200001);
      signInPartner(partnerUser());
      serve();
      renderApp('/partner/client-list');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Client List' }, { timeout: 15_000 }),
      ).toBeTruthy();
      const table = await screen.findByTestId('client-list', {}, { timeout: 10_000 });
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual([
        'Company',
        'Employer ID',
        'Plan code',
        'Effective date',
        'Termination date',
        'Last claim',
        'Travel insurance',
        'Earnings insurance',
      ]);
      const link = within(table).getByRole('link', { name: 'Prairie Sky Logistics Ltd.' });
      expect(link.getAttribute('href')).toBe('/partner/client-list/5002');
      expect(within(table).getAllByText('Yes')).toHaveLength(2);
      // §3 paging: one page here, and Next says 'End of List'.
      const pages = screen.getByRole('navigation', { name: 'Pages' });
      fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('End of List')).toBeTruthy();
    },
    COLD,
  );

  it(
    'names the agent of each client for a manager',
    async () => {
      skipTours(200002);
      signInPartner(managerUser());
      serve();
      renderApp('/partner/client-list');
      const table = await screen.findByTestId('client-list', {}, { timeout: 10_000 });
      expect(within(table).getAllByRole('columnheader').at(-1)?.textContent).toBe('Agent');
    },
    COLD,
  );

  it('shows a client’s plan, add-ons and next renewal with its price, in French too', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const fetchMock = serve();
    renderApp('/partner/client-list/5002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client: Prairie Sky Logistics Ltd.' }),
    ).toBeTruthy();
    expect(sentTo(fetchMock, '/partner/clientdetails')).toEqual([{ employerId: 5002 }]);
    expect(screen.getByTestId('client-members').textContent).toBe('7');
    expect(screen.getByTestId('client-renewal-total').textContent).toBe('$103.95');
    expect(screen.getByText('No claim yet')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client : Prairie Sky Logistics Ltd.' }),
    ).toBeTruthy();
    expect(screen.getByTestId('client-renewal-total').textContent).toMatch(/^103,95\s\$$/);
  });

  it('says so when the client is not in the partner’s list (the server’s 404), in French too', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const served = serve();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) =>
        String(input).endsWith('/partner/clientdetails')
          ? new Response(
              JSON.stringify({
                code: 4,
                data: {
                  error: { GENERAL: API_MESSAGES.clientNotFound },
                  errorKeys: { GENERAL: { key: 'api.clientNotFound' } },
                },
              }),
              { status: 404, headers: { 'content-type': 'application/json' } },
            )
          : served(input, init),
      ),
    );
    renderApp('/partner/client-list/5004');
    expect(await screen.findByText(API_MESSAGES.clientNotFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Details' })).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByText('Il n’y a aucun client avec ce numéro dans votre liste de clients.'),
    ).toBeTruthy();
  });

  it('says there is no such client for an address whose ID is not a number, asking nothing', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const fetchMock = serve();
    renderApp('/partner/client-list/abc');
    expect((await screen.findByTestId('client-not-found')).textContent).toBe(API_MESSAGES.clientNotFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/partner/clientdetails'))).toEqual(
      [],
    );
  });

  it('opens /partner/employer/{id} as the client’s page', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    serve();
    renderApp('/partner/employer/5002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Client: Prairie Sky Logistics Ltd.' }),
    ).toBeTruthy();
  });
});

describe('the agent list, HSA sales and renewals', () => {
  it('shows a manager their team with sales and commissions, and the team total', async () => {
    skipTours(200002);
    signInPartner(managerUser());
    serve();
    renderApp('/partner/agent-list');
    const table = await screen.findByTestId('agent-list', {}, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Ethan Wilson' }).getAttribute('href')).toBe(
      '/partner/agent/200001',
    );
    expect(within(table).getByText('$1,144.50')).toBeTruthy();
  });

  it('sends an agent who opens the agent list to the dashboard', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const fetchMock = serve();
    renderApp('/partner/agent-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeTruthy();
    expect(sentTo(fetchMock, '/report/run').filter((d) => d.report === 'agentList')).toEqual([]);
  });

  it('asks for the HSA sales from January 1st four years ago to today', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const fetchMock = serve();
    renderApp('/partner/hsa-sales');
    expect(await screen.findByText('No plan took effect in this period.')).toBeTruthy();
    const today = todayIso();
    expect(sentTo(fetchMock, '/report/run').at(-1)).toMatchObject({
      report: 'hsaSales',
      startdate: `${Number(today.slice(0, 4)) - 4}-01-01`,
      enddate: today,
    });
  });

  it('asks for the renewals of the next 90 days, then of the window chosen', async () => {
    skipTours(200001);
    signInPartner(partnerUser());
    const fetchMock = serve();
    renderApp('/partner/upcoming-renewals');
    expect(await screen.findByText('No plan renews in this period.')).toBeTruthy();
    const today = todayIso();
    expect(sentTo(fetchMock, '/report/run').at(-1)).toMatchObject({
      report: 'upcomingRenewals',
      startdate: today,
      enddate: addDays(today, 90),
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Renewing within' }));
    fireEvent.click(await screen.findByRole('option', { name: 'the next 365 days' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, '/report/run').at(-1)).toMatchObject({ enddate: addDays(today, 365) }),
    );
  });
});
