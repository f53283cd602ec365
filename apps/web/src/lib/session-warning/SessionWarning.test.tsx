import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { partnerUser } from '../../test/partnerTools';
import { usePartnerSession } from '../session/store';
import { SessionWarning } from './SessionWarning';
// Loaded up front, so the lazy dialog resolves from the module cache under fake timers.
import './SessionWarningDialog';

const T0 = new Date('2026-03-02T15:00:00Z').getTime();
const unix = (ms: number) => Math.floor(ms / 1000);
const fetchMock = vi.fn<typeof fetch>();

function signIn(expiresInSeconds: number) {
  usePartnerSession.getState().signIn({
    token: 'tok-p',
    expiry: unix(T0) + expiresInSeconds,
    user: partnerUser(),
    adList: [],
    blockList: [],
  });
}

function renderWarning(start = '/partner') {
  const router = createMemoryRouter(
    [
      { path: '/partner', element: <SessionWarning area="partner" now={() => Date.now()} /> },
      { path: '/partner/personal', element: <SessionWarning area="partner" now={() => Date.now()} /> },
      { path: '/partner/logout', element: <p>Logout route</p> },
    ],
    { initialEntries: [start] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Moves the fake clock and lets React, the lazy dialog and pending promises settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const countdown = () => screen.queryByTestId('session-countdown')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  usePartnerSession.getState().clear();
});

describe('session warning (docs/product §2 Other UI)', () => {
  it('opens 300 seconds before the stored expiry and counts down every second', async () => {
    signIn(1800);
    renderWarning();
    await advance(0);
    expect(countdown()).toBeNull();
    await advance(1_499_000);
    expect(countdown()).toBeNull();
    await advance(1_000);
    expect(countdown()).toBe('5:00');
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeTruthy();
    await advance(1_000);
    expect(countdown()).toBe('4:59');
    await advance(59_000);
    expect(countdown()).toBe('4:00');
    await advance(230_000);
    expect(countdown()).toBe('0:10');
  });

  it("'Extend Session' calls /extend-token with the session's token, moves the expiry and closes", async () => {
    signIn(120);
    renderWarning();
    await advance(0);
    expect(countdown()).toBe('2:00');
    const extended = unix(T0) + 1800;
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 0, data: { TOKEN_EXPIRY: extended } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/webapp/extend-token');
    expect((init?.headers as Record<string, string>).token).toBe('tok-p');
    expect(usePartnerSession.getState().session?.expiry).toBe(extended);
    expect(countdown()).toBeNull();
    // It comes back 300 seconds before the new expiry.
    await advance((1800 - 300) * 1000 - 1000);
    expect(countdown()).toBeNull();
    await advance(1000);
    expect(countdown()).toBe('5:00');
  });

  it('closes when the expiry moves by other means (another tab, any answer with TOKEN_EXPIRY)', async () => {
    signIn(200);
    renderWarning();
    await advance(0);
    expect(countdown()).toBe('3:20');
    act(() => usePartnerSession.getState().extend(unix(T0) + 3600));
    await advance(0);
    expect(countdown()).toBeNull();
  });

  it("at zero goes to the area's logout route", async () => {
    signIn(5);
    const router = renderWarning();
    await advance(0);
    expect(countdown()).toBe('0:05');
    await advance(4_000);
    expect(countdown()).toBe('0:01');
    expect(router.state.location.pathname).toBe('/partner');
    await advance(1_000);
    expect(router.state.location.pathname).toBe('/partner/logout');
    expect(screen.getByText('Logout route')).toBeTruthy();
    expect(countdown()).toBeNull();
    // From the home: nothing to come back to, but the sign-in says why.
    expect(router.state.location.search).toBe('?reason=idle');
  });

  it('at zero asks the sign-in to come back to the page on screen and to say why', async () => {
    signIn(3);
    const router = renderWarning('/partner/personal?tab=2');
    await advance(3_000);
    expect(router.state.location.pathname).toBe('/partner/logout');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('next')).toBe('/partner/personal?tab=2');
    expect(query.get('reason')).toBe('idle');
  });

  it('says so when the session is at its maximum length and cannot be extended', async () => {
    signIn(100);
    renderWarning();
    await advance(0);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 0, data: { TOKEN_EXPIRY: unix(T0) + 100 } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Extend Session' }));
    await advance(0);
    expect(screen.getByText(/has reached its maximum length/)).toBeTruthy();
    expect(countdown()).toBe('1:40');
  });
});
