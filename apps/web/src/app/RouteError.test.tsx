import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../lib/config';
import { CRASH_LOG_STORAGE_KEY, safePath } from '../lib/crash/crashLog';
import { partnerUser, signInPartner } from '../test/partnerTools';
import { AppProviders } from './providers';
import { RouteError } from './RouteError';

const fetchMock = vi.fn<typeof fetch>();

function crashAt(path: string, error: unknown = new Error('Kaboom in the screen')) {
  function Boom(): never {
    throw error;
  }
  const router = createMemoryRouter([{ path: '*', Component: Boom, ErrorBoundary: RouteError }], {
    initialEntries: [path],
  });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

interface LogBody {
  data: Record<string, unknown>;
}
const logCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/webapp/general/log') as [string, RequestInit][];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 0, data: { logged: true } })));
  vi.stubGlobal('fetch', fetchMock);
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ providerName: 'Acme Health', supportEmail: 'help@acme.test' });
  document.head.append(meta);
  resetAppConfigForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.querySelectorAll('meta[name="app-config"]').forEach((m) => m.remove());
  resetAppConfigForTests();
});

describe('render-crash screen (docs/product §2 Other UI)', () => {
  it('asks a signed-in user to refresh and names the support e-mail', async () => {
    signInPartner(partnerUser());
    crashAt('/partner/client-list');
    expect(await screen.findByText('Please refresh your browser')).toBeTruthy();
    expect(screen.getByText('If issue persists please contact help@acme.test')).toBeTruthy();
    expect(screen.queryByText(/Session timed out/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('tells a signed-out visitor the session timed out', async () => {
    crashAt('/partner/client-list');
    expect(
      await screen.findByText('Session timed out. Please refresh your browser and login again.'),
    ).toBeTruthy();
    expect(screen.queryByText('Please refresh your browser')).toBeNull();
  });

  it('suggests reloading when a part of the app failed to download', async () => {
    crashAt('/partner', new TypeError('Failed to fetch dynamically imported module: /assets/Screen-1.js'));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText(/Please reload the page/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('crash log (docs/product §4: at most once per 5 minutes, §7 General)', () => {
  it('sends timestamp, error, path, user id and type, app version and browser info, never the token', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z'), toFake: ['Date'] });
    signInPartner(partnerUser());
    crashAt('/partner/commissions');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    const [, init] = logCalls()[0]!;
    const body = JSON.parse(String(init.body)) as LogBody;
    expect(body.data).toMatchObject({
      timestamp: '2026-03-02T15:00:00.000Z',
      path: '/partner/commissions',
      userId: 200001,
      type: 'AGENT',
      appVersion: '2.5.4',
    });
    expect(String(body.data.error)).toContain('Kaboom in the screen');
    expect(typeof body.data.browserInfo).toBe('string');
    expect((init.headers as Record<string, string>).token).toBeUndefined();
    expect(String(init.body)).not.toContain('tok-p-200001');
    expect(localStorage.getItem(CRASH_LOG_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('logs with null user and type when nobody is signed in', async () => {
    crashAt('/login');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    const body = JSON.parse(String(logCalls()[0]![1].body)) as LogBody;
    expect(body.data.userId).toBeNull();
    expect(body.data.type).toBeNull();
  });

  it('sends at most one log per 5 minutes, remembered across reloads in local storage', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z'), toFake: ['Date'] });
    const first = crashAt('/partner');
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    first.unmount();

    vi.setSystemTime(new Date('2026-03-02T15:04:59Z'));
    const second = crashAt('/partner');
    await screen.findByText(/Session timed out/);
    second.unmount();
    expect(logCalls()).toHaveLength(1);

    vi.setSystemTime(new Date('2026-03-02T15:05:00Z'));
    crashAt('/partner');
    await waitFor(() => expect(logCalls()).toHaveLength(2));
  });

  it('keeps the one-time id of a password reset link out of the logged path', () => {
    expect(safePath('/login/update/3f9a0c2e')).toBe('/login/update/:id');
    expect(safePath('/partner/login/update/abc')).toBe('/partner/login/update/:id');
    expect(safePath('/login/update/success')).toBe('/login/update/success');
    expect(safePath('/partner/commissions/12')).toBe('/partner/commissions/12');
  });
});
