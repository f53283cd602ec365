import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { api } from '@benefits/contract';
import { call, setNavigator } from '../../lib/api/client';
import { i18n } from '../../lib/i18n';
import { storageKey, useEmployeeSession, usePartnerSession, useToolsSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // A test that followed the app's own navigation puts the page back as it was.
  setNavigator((to) => window.location.assign(to));
  window.history.replaceState(null, '', '/');
  useEmployeeSession.getState().clear();
  usePartnerSession.getState().clear();
  await act(() => i18n.changeLanguage('en'));
});

const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Login' }));

describe('login forms', () => {
  it('show the spec messages on an empty employee submit, without calling the server', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee login' })).toBeTruthy();
    await submit();
    expect(await screen.findByText('Please fill out your Employee ID')).toBeTruthy();
    expect(screen.getByText('Please fill out your password')).toBeTruthy();
    expect(screen.getByText('Please correct the information above')).toBeTruthy();
    expect(screen.getByLabelText(/Employee ID/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask partners for their Partner ID', async () => {
    renderApp('/partner/login');
    await submit();
    expect(await screen.findByText('Please fill out your Partner ID')).toBeTruthy();
  });

  it('reject a non-numeric employee ID', async () => {
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Employee ID/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    await submit();
    expect(await screen.findByText('Please fill out your Employee ID')).toBeTruthy();
    expect(screen.queryByText('Please fill out your password')).toBeNull();
  });

  it('put server field errors on the fields and clear the password', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 1, data: { error: { pw: 'Invalid ID or password' } } }), {
        status: 400,
      }),
    );
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Employee ID/), { target: { value: '100001' } });
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    await submit();
    expect(await screen.findByText('Invalid ID or password')).toBeTruthy();
    expect(password.value).toBe('');
  });

  it('sign in, store the session and land on the dashboard', async () => {
    const user = {
      ID: 100001,
      TYPE: 'EMPLOYEE',
      FIRST_NAME: 'Olivia',
      LAST_NAME: 'Tremblay',
      EMPLOYER_NAME: 'Maple Co',
      BALANCE: 123456,
      WELLNESS: 'Y',
      WELLNESS_BALANCE: 5000,
    };
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            code: 0,
            data: { user, token: 't1', expiry, TOKEN_EXPIRY: expiry, adList: [], blockList: [] },
          }),
        ),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 0, data: user })));
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Employee ID/), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    await submit();
    expect(await screen.findByText('Welcome, Olivia Tremblay')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('hsa-balance').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('wsa-balance').textContent).toBe('$50.00');
    await waitFor(() => expect(useEmployeeSession.getState().session?.token).toBe('t1'));
  });

  it('come back to the page asked for without a session, once signed in', async () => {
    const user = { ID: 100001, TYPE: 'EMPLOYEE', FIRST_NAME: 'Olivia', LAST_NAME: 'Tremblay' };
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/login')
        ? new Response(
            JSON.stringify({
              code: 0,
              data: { user, token: 't1', expiry, TOKEN_EXPIRY: expiry, adList: [], blockList: [] },
            }),
          )
        : new Response(JSON.stringify({ code: 0, data: user })),
    );
    // A mail's link opened in a browser without a session (none left by the test before).
    useEmployeeSession.getState().clear();
    const { router } = renderApp('/notifications?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fnotifications%3Fpage%3D2');
    fireEvent.change(await screen.findByLabelText(/Employee ID/), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(router.state.location.search).toBe('?page=2');
    useEmployeeSession.getState().clear();
  });

  it('say that a session the server ended has ended, and come back to its page once signed in again', async () => {
    const user = employeeUser();
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    let ended = false;
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path.endsWith('/login'))
        return new Response(
          JSON.stringify({
            code: 0,
            data: { user, token: 't2', expiry, TOKEN_EXPIRY: expiry, adList: [], blockList: [] },
          }),
        );
      if (ended && !path.endsWith('/logout'))
        return new Response(
          JSON.stringify({
            code: 2,
            data: { error: { FORCE_LOGOUT: true, GENERAL: 'Please sign in to continue.' } },
          }),
          { status: 401 },
        );
      if (path.endsWith('/employee')) return new Response(JSON.stringify({ code: 0, data: user }));
      return new Response(JSON.stringify({ code: 0, data: { notifications: [], hasMore: false } }));
    });
    signInEmployee(user);
    window.history.replaceState(null, '', '/notifications?page=2');
    const { router } = renderApp('/notifications?page=2');
    setNavigator((to) => void router.navigate(to, { replace: true }));
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    // Signed out elsewhere: the next call is refused.
    ended = true;
    await act(async () => {
      await call(api.employeeProfile, {}, { area: 'employee' }).catch(() => undefined);
    });
    expect((await screen.findByTestId('login-reason')).textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/notifications?page=2');
    ended = false;
    fireEvent.change(await screen.findByLabelText(/Employee ID/), { target: { value: '100001' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('say that the session has ended when it was signed out in another tab', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/employee')
        ? new Response(JSON.stringify({ code: 0, data: employeeUser() }))
        : new Response(JSON.stringify({ code: 0, data: { notifications: [], hasMore: false } })),
    );
    signInEmployee(employeeUser());
    const { router } = renderApp('/notifications');
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    // The other tab's sign-out, as this tab hears of it.
    const key = storageKey('employee');
    const oldValue = localStorage.getItem(key);
    const newValue = JSON.stringify({ state: { session: null }, version: 1 });
    localStorage.setItem(key, newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
    });
    expect((await screen.findByTestId('login-reason')).textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/notifications');
  });

  it.each([
    ['en', 'You were signed out after a period without activity. Please sign in again.'],
    ['fr', 'Vous avez été déconnecté après une période d’inactivité. Veuillez vous connecter de nouveau.'],
  ] as const)(
    'say (%s) that the countdown signed the user out, and pass the page on through the sign-out',
    async (language, text) => {
      await act(() => i18n.changeLanguage(language));
      fetchMock.mockImplementation(async () => new Response(JSON.stringify({ code: 0, data: {} })));
      const { router } = renderApp('/partner/logout?next=%2Fpartner%2Fpersonal&reason=idle');
      expect((await screen.findByTestId('login-reason')).textContent).toBe(text);
      expect(router.state.location.pathname).toBe('/partner/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/partner/personal');
    },
  );

  it('say nothing of a session on a plain visit to the sign-in', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Employee login' });
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });

  it('ask staff for the second factor: enrolment, a wrong code, then the session', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const json = (code: number, data: unknown, status = 200) =>
      new Response(JSON.stringify({ code, data }), { status });
    fetchMock
      .mockResolvedValueOnce(
        json(0, {
          username: 'staff',
          secondFactor: 'enrol',
          challenge: 'c1',
          challengeExpiry: expiry,
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
            qrCode: 'data:image/png;base64,AAAA',
            recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'],
          },
        }),
      )
      .mockResolvedValueOnce(
        json(
          3,
          {
            error: {
              GENERAL: 'The code you entered is incorrect.',
              code: 'The code you entered is incorrect.',
            },
          },
          401,
        ),
      )
      .mockResolvedValueOnce(
        json(0, {
          username: 'staff',
          permissions: ['ALL_ACCESS'],
          token: 'st1',
          expiry,
          TOKEN_EXPIRY: expiry,
          adList: [],
          blockList: [],
        }),
      );
    renderApp('/tools/login');
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('recovery-codes').textContent).toContain('mnpqr-stuvw');
    expect(useToolsSession.getState().session).toBeFalsy();
    const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // A malformed code is refused without calling the server.
    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '12' } });
    verify();
    expect(
      await screen.findByText(
        'Please enter the 6-digit code from your authenticator app, or a recovery code.',
      ),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '000000' } });
    verify();
    expect(await screen.findByText('The code you entered is incorrect.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '123456' } });
    verify();
    await waitFor(() => expect(useToolsSession.getState().session?.token).toBe('st1'));
    const body = JSON.parse(String(fetchMock.mock.calls[2]![1]!.body)) as { data: unknown };
    expect(body.data).toEqual({ challenge: 'c1', code: '123456' });
  });

  it('ask staff for the second factor without the wrong password’s red snackbar of before', async () => {
    useSnackbar.setState({ current: null, open: false });
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const json = (code: number, data: unknown, status = 200) =>
      new Response(JSON.stringify({ code, data }), { status });
    fetchMock
      .mockResolvedValueOnce(
        json(3, { error: { GENERAL: 'The username or password you entered is incorrect.' } }, 401),
      )
      .mockResolvedValueOnce(
        json(0, { username: 'staff', secondFactor: 'code', challenge: 'c1', challengeExpiry: expiry }),
      );
    renderApp('/tools/login');
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong-password' } });
    await submit();
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'The username or password you entered is incorrect.',
    );
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    await submit();
    expect(await screen.findByLabelText(/Authentication code/)).toBeTruthy();
    expect(useSnackbar.getState().open).toBe(false);
  });

  it('offer a prospect the demo and the client sign-up from the employee login', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Employee login' });
    const prospects = screen.getByRole('navigation', { name: 'For new customers' });
    expect(within(prospects).getByRole('link', { name: 'Try the demo' }).getAttribute('href')).toBe('/demo');
    const signup = within(prospects).getByRole('link', { name: 'Sign up your company' });
    expect(signup.getAttribute('href')).toBe('/signup');
    fireEvent.click(signup);
    await screen.findByRole('heading', { level: 1, name: 'Sign up your company' });
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('end the staff sign-in with the same footer line as the others (version, copyright), without the prospects’ links', async () => {
    const footerOf = async (path: string, heading: string) => {
      const page = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      const footer = screen.getByRole('contentinfo');
      const text = footer.textContent ?? '';
      const prospects = within(footer).queryByRole('navigation', { name: 'For new customers' });
      page.unmount();
      return { text, prospects: prospects !== null };
    };
    const employee = await footerOf('/login', 'Employee login');
    const staff = await footerOf('/tools/login', 'Tools login');
    expect(staff.prospects).toBe(false);
    expect(employee.prospects).toBe(true);
    expect(staff.text).toMatch(/Version \S+/);
    expect(staff.text).toMatch(/©/);
    expect(employee.text.endsWith(staff.text)).toBe(true);
  });

  it('send a visitor without a session from / to /login', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Employee login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show the 404 page for an unknown route, and redirect legacy addresses', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 / Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
