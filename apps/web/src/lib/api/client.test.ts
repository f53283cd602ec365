import { api } from '@benefits/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../config';
import { i18n } from '../i18n';
import { usePreferences } from '../preferences';
import { useEmployeeSession, useToolsSession } from '../session/store';
import { useSnackbar } from '../ui/snackbar';
import { ApiError, call, setNavigator } from './client';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

const answer = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function signInEmployee(expiry = Math.floor(Date.now() / 1000) + 600) {
  useEmployeeSession.getState().signIn({
    token: 'tok-e',
    expiry,
    user: { ID: 100001, TYPE: 'EMPLOYEE' } as never,
    adList: [],
    blockList: [],
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  navigate.mockReset();
  setNavigator(navigate);
  document.head.querySelectorAll('meta[name="app-config"]').forEach((m) => m.remove());
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ providerName: 'Acme Health', supportEmail: 'help@acme.test' });
  document.head.append(meta);
  resetAppConfigForTests();
  useEmployeeSession.getState().clear();
  useToolsSession.getState().clear();
  useSnackbar.setState({ current: null, open: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="app-config"]').forEach((m) => m.remove());
  resetAppConfigForTests();
});

describe('api client', () => {
  it('posts { data, meta } to /webapp<path> with the session token header', async () => {
    signInEmployee();
    fetchMock.mockReturnValueOnce(answer({ code: 0, data: { status: 'fine' } }));
    await call(api.employeeProfile, {}, { area: 'employee' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/webapp/employee');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).token).toBe('tok-e');
    const body = JSON.parse(String(init?.body)) as { data: unknown; meta: Record<string, string> };
    expect(body.data).toEqual({});
    expect(body.meta).toMatchObject({ appType: 'web', appVersion: '2.5.4' });
    expect(body.meta.os).toEqual(expect.any(String));
    expect(body.meta.browser).toEqual(expect.any(String));
  });

  it('sends the language on screen as Accept-Language, so the server writes in it (decision 0021)', async () => {
    const headerOf = async () => {
      fetchMock.mockReturnValueOnce(answer({ code: 0, data: {} }));
      await call(api.employeeProfile, {}, { area: 'employee' });
      return (fetchMock.mock.calls.at(-1)![1]?.headers as Record<string, string>)['accept-language'];
    };
    await i18n.changeLanguage('fr');
    expect(await headerOf()).toBe('fr-CA');
    await i18n.changeLanguage('en');
    expect(await headerOf()).toBe('en-CA');
  });

  it('extends the stored session expiry with TOKEN_EXPIRY from an answer', async () => {
    signInEmployee(1000);
    fetchMock.mockReturnValueOnce(answer({ code: 0, data: { message: 'ok', TOKEN_EXPIRY: 4_000_000_000 } }));
    const data = await call(api.employeeProfile, {}, { area: 'employee' });
    expect(data.message).toBe('ok');
    expect(useEmployeeSession.getState().session?.expiry).toBe(4_000_000_000);
  });

  it('rejects a failed answer with its errors and shows GENERAL in a red snackbar at bottom centre', async () => {
    fetchMock.mockReturnValueOnce(
      answer({ code: 1, data: { error: { GENERAL: 'Invalid ID or password', pw: 'Wrong' } } }, 400),
    );
    const error = await call(api.employeeLogin, { id: '100001', pw: 'x' } as never, {
      area: 'employee',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1);
    expect((error as ApiError).fields).toEqual({ pw: 'Wrong' });
    expect(useSnackbar.getState().current).toMatchObject({
      message: 'Invalid ID or password',
      severity: 'error',
      position: { vertical: 'bottom', horizontal: 'center' },
    });
  });

  it('on FORCE_LOGOUT clears the session, keeps theme and language, and goes to the area logout route', async () => {
    signInEmployee();
    usePreferences.setState({ theme: 'dark', language: 'fr' });
    fetchMock.mockReturnValueOnce(
      answer({ code: 2, data: { error: { FORCE_LOGOUT: true, GENERAL: 'Session expired' } } }, 401),
    );
    await expect(call(api.employeeProfile, {}, { area: 'employee' })).rejects.toBeInstanceOf(ApiError);
    expect(useEmployeeSession.getState().session).toBeNull();
    expect(usePreferences.getState()).toMatchObject({ theme: 'dark', language: 'fr' });
    expect(navigate).toHaveBeenCalledWith('/logout?reason=ended');
    usePreferences.setState({ theme: 'light', language: 'en' });
  });

  it('on FORCE_LOGOUT asks the sign-in to say why and to come back to the page, without a snackbar lost on the way', async () => {
    signInEmployee();
    window.history.replaceState(null, '', '/claims/details?claim=32');
    fetchMock.mockReturnValueOnce(
      answer(
        { code: 2, data: { error: { FORCE_LOGOUT: true, GENERAL: 'Please sign in to continue.' } } },
        401,
      ),
    );
    await expect(call(api.employeeProfile, {}, { area: 'employee' })).rejects.toBeInstanceOf(ApiError);
    window.history.replaceState(null, '', '/');
    expect(navigate).toHaveBeenCalledWith('/logout?next=%2Fclaims%2Fdetails%3Fclaim%3D32&reason=ended');
    expect(useSnackbar.getState().open).toBe(false);
  });

  it('sends a forced-out tools session to /tools/logout', async () => {
    useToolsSession.getState().signIn({
      token: 'tok-t',
      expiry: Math.floor(Date.now() / 1000) + 600,
      username: 'staff',
      permissions: ['ALL_ACCESS'],
      adList: [],
      blockList: [],
    });
    fetchMock.mockReturnValueOnce(answer({ code: 2, data: { error: { FORCE_LOGOUT: true } } }, 401));
    await expect(call(api.logout, {}, { area: 'tools' })).rejects.toBeInstanceOf(ApiError);
    expect(useToolsSession.getState().session).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/tools/logout?reason=ended');
  });

  it('reports a network failure with the configured provider name', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await call(api.employeeProfile, {}, { area: 'employee' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    const expected = 'There was a problem connecting to the server, please contact Acme Health.';
    expect(error.network).toBe(true);
    expect(error.general).toBe(expected);
    expect(useSnackbar.getState().current).toMatchObject({ message: expected, severity: 'error' });
  });

  it('treats an answer that is not the envelope (e.g. a proxy error page) as a network failure', async () => {
    fetchMock.mockReturnValueOnce(Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    const error = (await call(api.employeeProfile, {}, { area: 'employee' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.network).toBe(true);
    expect(error.general).toContain('Acme Health');
  });
});
