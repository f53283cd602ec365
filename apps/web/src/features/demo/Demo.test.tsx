import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import type { DemoLogin } from './demo-state';

/*
 * The demo's pages in the browser (decision 0039): the start form sends the prospect and the
 * (empty) honeypot and shows the server's refusal; the claim page checks items with the domain's
 * demo rule ('Amount exceeds $15,000', duplicates); a demo past its day goes back to /demo, which
 * says so. The API tests prove the server's side.
 */

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const answer = (code: number, data: unknown) =>
  Promise.resolve(new Response(JSON.stringify({ code, data }), { status: code === 0 ? 200 : 400 }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const today = new Date().toISOString().slice(0, 10);

function login(expiry = Math.floor(Date.now() / 1000) + 3600): DemoLogin {
  return {
    userdata: {
      ID: 7,
      TOKEN: 'demo-token',
      FIRST_NAME: 'Priya',
      EMAIL: 'priya@example.ca',
      PRODUCT: 'group',
      PROVINCE: 'BC',
      HUTK: '',
      FUNDING_CODE: 4,
      CONTRACT_TYPE: 13,
      BALANCE: 500_000,
      EXPIRY: expiry,
    },
    depdata: [
      { id: '1', depFirstName: 'Alex', relationship: 1001 },
      { id: '2', depFirstName: 'Maya', relationship: 1002 },
    ],
    services: [
      { id: '2', name: 'Dental', name_fr: 'Soins dentaires' },
      { id: '1', name: 'Prescription Drugs', name_fr: 'Médicaments sur ordonnance' },
    ],
    window: { minDate: `${today.slice(0, 4)}-01-01`, maxDate: today },
  };
}

describe('the public demo pages', () => {
  it('sends the prospect with an empty honeypot, and shows the server’s refusal', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(1, {
        error: {
          GENERAL:
            'This form was filled in automatically, so the demo was not started. Please reload the page and try again.',
        },
        errorKeys: { GENERAL: { key: 'demo.botRefused' } },
      }),
    );
    const { router } = renderApp('/demo/personal');
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    type(/^First name/, 'Priya');
    type(/^E-mail address/, 'priya@example.ca');
    type(/^Your business/, 'group');
    type(/^Province/, 'BC');
    fireEvent.click(screen.getByRole('button', { name: 'Start the demo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('filled in automatically');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/webapp/demo/login');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { data: Record<string, string> };
    expect(body.data).toEqual({
      firstname: 'Priya',
      email: 'priya@example.ca',
      product: 'group',
      province: 'BC',
      website: '',
      hubspotID: '',
    });
    // The honeypot is out of sight and out of the tab order.
    expect(document.getElementById('demo-website')?.getAttribute('tabindex')).toBe('-1');
    expect(router.state.location.pathname).toBe('/demo/personal');
  });

  it('refuses an item above $15,000 and a duplicate with the spec’s messages', async () => {
    sessionStorage.setItem('demo-state', JSON.stringify({ login: login(), items: [] }));
    renderApp('/demo/claims');
    await screen.findByRole('heading', { level: 1, name: 'Make a claim' });
    const item = (amount: string) => {
      type(/^Service\s*\*?$/, '2');
      type(/^Service date/, today);
      type(/^Provider/, 'Kitsilano Dental');
      type(/^Amount/, amount);
      fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    };
    item('15001');
    expect(await screen.findByText('Amount exceeds $15,000')).toBeTruthy();
    expect(screen.queryAllByTestId('demo-item')).toHaveLength(0);
    item('120');
    expect(await screen.findAllByTestId('demo-item')).toHaveLength(1);
    item('120.00');
    expect(await screen.findByText('Duplicate claim item, adjust some details')).toBeTruthy();
    expect(screen.getAllByTestId('demo-item')).toHaveLength(1);
  });

  it('sends a visitor whose demo is over back to /demo, which says so', async () => {
    sessionStorage.setItem('demo-state', JSON.stringify({ login: login(1), items: [] }));
    const { router } = renderApp('/demo/claims');
    expect((await screen.findByTestId('demo-ended')).textContent).toContain('This demo has ended');
    expect(router.state.location.pathname).toBe('/demo');
    screen.getByRole('heading', { level: 1, name: 'Try a claim' });
    expect(screen.queryByRole('link', { name: 'Continue your demo' })).toBeNull();
  });
});
