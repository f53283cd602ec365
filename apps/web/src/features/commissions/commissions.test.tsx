import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { signInPartner, skipTours } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

type Handler = (data: Record<string, unknown>) => unknown;

/** A fake server: each path's handler answers; an Error answers a failure with its JSON fields. */
function serve(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const answer = handler?.(body?.data ?? {});
    const failed = answer instanceof Error;
    const envelope = failed
      ? { code: 1, data: { error: JSON.parse(answer.message) as Record<string, string> } }
      : handler
        ? { code: 0, data: answer }
        : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), {
      status: failed ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const statement = {
  statement: {
    id: 7,
    partnerId: 200001,
    partnerName: 'Ethan Wilson',
    status: 'OPEN',
    periodStart: '2026-10-04',
    periodEnd: null,
    paidOn: null,
    payoutRef: null,
    totalCents: 8_957,
  },
  lines: [
    {
      id: 1,
      accruedOn: '2026-10-04',
      employerId: 5001,
      companyName: 'Northern Lights Consulting Inc.',
      source: 'SIGNUP',
      sourceRef: 'cs_1',
      role: 'DIRECT',
      baseCents: 44_159,
      rateBps: 2_000,
      amountCents: 8_832,
    },
    {
      id: 2,
      accruedOn: '2026-11-02',
      employerId: 5002,
      companyName: 'Prairie Sky Logistics Ltd.',
      source: 'CLAIM_FEE',
      sourceRef: '41',
      role: 'DIRECT',
      baseCents: 1_245,
      rateBps: 1_000,
      amountCents: 125,
    },
  ],
};

const listRun = {
  rows: [
    {
      statement: '7',
      partner: 'Ethan Wilson (200001)',
      status: 'OPEN',
      periodEnd: null,
      lines: 2,
      total: 8_957,
      paidOn: null,
      payoutRef: '',
    },
    {
      statement: '3',
      partner: 'Ethan Wilson (200001)',
      status: 'PAID',
      periodEnd: '2026-09-30',
      lines: 1,
      total: 6_700,
      paidOn: '2026-10-01',
      payoutRef: 'EFT-202609-200001',
    },
  ],
  hasMore: false,
  total: 2,
  truncated: false,
  totals: { total: 15_657 },
  groups: [],
};

describe('the partner’s commissions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    usePreferences.setState({ language: 'en' });
  });

  it('lists the statements with links, the open one first, and its total', async () => {
    signInPartner();
    skipTours(200001);
    const fetchMock = serve({ '/report/run': () => listRun });
    renderApp('/partner/commissions');
    const links = await screen.findAllByTestId('statement-link', {}, { timeout: 20_000 });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/partner/commissions/7',
      '/partner/commissions/3',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Commissions' })).toBeTruthy();
    expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$156.57').length).toBeGreaterThan(0);
    const run = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/report/run'));
    expect(JSON.parse(String(run![1]?.body)).data).toMatchObject({ report: 'commissionStatements' });
  }, 30_000);

  it('shows one statement with its lines, base, rate and a total equal to their sum', async () => {
    signInPartner();
    skipTours(200001);
    serve({ '/partner/commissions/statement': (data) => (data.id === 7 ? statement : new Error('{}')) });
    renderApp('/partner/commissions/7');
    const lines = await screen.findByTestId('statement-lines', {}, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Commission statement 7' })).toBeTruthy();
    expect(
      within(lines)
        .getAllByTestId('line-amount')
        .map((e) => e.textContent),
    ).toEqual(['$88.32', '$1.25']);
    expect(within(lines).getByText('Sign-up payment')).toBeTruthy();
    expect(within(lines).getByText('Claim 41: admin fee')).toBeTruthy();
    expect(within(lines).getByText('20%')).toBeTruthy();
    expect(within(lines).getByText('$441.59')).toBeTruthy();
    expect(screen.getByTestId('statement-lines-total').textContent).toBe('$89.57');
    expect(screen.getByTestId('statement-total').textContent).toBe('$89.57');
    expect(screen.getByText(/once it reaches \$50\.00/)).toBeTruthy();
  }, 30_000);

  it('says so when the statement is not the partner’s, in French', async () => {
    usePreferences.setState({ language: 'fr' });
    signInPartner();
    skipTours(200001);
    serve({
      '/partner/commissions/statement': () =>
        new Error(JSON.stringify({ GENERAL: 'This statement does not exist.' })),
    });
    renderApp('/partner/commissions/99');
    await waitFor(() => expect(screen.getByText('Le relevé n’a pas pu être chargé.')).toBeTruthy(), {
      timeout: 10_000,
    });
  });

  it('says the statement does not exist for an address whose ID is not a number, asking nothing', async () => {
    signInPartner();
    skipTours(200001);
    const fetchMock = serve({});
    renderApp('/partner/commissions/abc');
    expect((await screen.findByTestId('statement-not-found', {}, { timeout: 20_000 })).textContent).toBe(
      'This statement does not exist.',
    );
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/partner/commissions/statement')),
    ).toEqual([]);
  }, 30_000);
});
