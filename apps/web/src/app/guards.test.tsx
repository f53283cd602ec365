import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey, useEmployeeSession } from '../lib/session/store';
import { useSnackbar } from '../lib/ui/snackbar';
import { calledPaths, employeeUser, mockApi, signInEmployee } from '../test/employee';
import { renderApp } from '../test/renderApp';

const REDIRECT_MESSAGE = 'That page is not available to you, so you have been taken to your dashboard.';

/** The server: /employee answers `server` (default: the signed-in user), no notifications. */
function serve(server?: EmployeeUser) {
  return mockApi({
    '/employee': () => server ?? useEmployeeSession.getState().session?.user,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/logout': () => ({ message: 'Logged out' }),
  });
}

async function landsOn(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** The employee shell's top bar title once the page has settled. */
const shellTitle = async (text: string) =>
  waitFor(() => expect(screen.getByTestId('shell-title').textContent).toBe(text));

beforeEach(() => useSnackbar.setState({ current: null, open: false }));
afterEach(() => vi.unstubAllGlobals());

describe('session check (docs/product §4 Session, domain checkSession)', () => {
  it('sends a visitor without a session to the login of the area', async () => {
    serve();
    const employee = renderApp('/claims');
    await landsOn(employee.router, '/login');
    employee.unmount();
    const partner = renderApp('/partner/commissions');
    await landsOn(partner.router, '/partner/login');
    partner.unmount();
    const tools = renderApp('/tools/ads');
    await landsOn(tools.router, '/tools/login');
  });

  it('sends an expired session through /logout to /login', async () => {
    serve();
    signInEmployee(employeeUser(), { expiresIn: -10 });
    const { router } = renderApp('/my-plan');
    await landsOn(router, '/login');
    expect(useEmployeeSession.getState().session).toBeNull();
  });

  it('sends a session whose token is not the stored one to /logout', async () => {
    serve();
    signInEmployee(employeeUser());
    // Another tab signed in as someone else: local storage now holds another token.
    const stored = JSON.parse(localStorage.getItem(storageKey('employee')) ?? '{}') as {
      state: { session: { token: string } };
    };
    stored.state.session.token = 'another-tab';
    localStorage.setItem(storageKey('employee'), JSON.stringify(stored));
    const { router } = renderApp('/');
    await landsOn(router, '/login');
  });
});

describe('block list (docs/product §2: redirect to / with a redirect message)', () => {
  it('redirects a blocked route home and says why', async () => {
    serve();
    signInEmployee(employeeUser(), { blockList: ['/documents', 'no-slash'] });
    const { router } = renderApp('/documents');
    await landsOn(router, '/');
    expect(useSnackbar.getState().current?.message).toBe(REDIRECT_MESSAGE);
    expect(await screen.findByText(REDIRECT_MESSAGE, undefined)).toBeTruthy();
  });

  it('redirects a blocked path that is not a route of the app (an old portal page) too', async () => {
    serve();
    signInEmployee(employeeUser(), { blockList: ['/legacy-portal/claims'] });
    const { router } = renderApp('/legacy-portal/claims');
    await landsOn(router, '/');
    expect(useSnackbar.getState().current?.message).toBe(REDIRECT_MESSAGE);
  });

  it('leaves other unknown paths to the 404 page', async () => {
    serve();
    signInEmployee(employeeUser(), { blockList: ['/legacy-portal/claims'] });
    renderApp('/legacy-portal/other');
    expect(await screen.findByRole('heading', { name: '404 / Page Not Found' })).toBeTruthy();
  });
});

describe('employee rules (docs/product §4, domain employeeRedirect)', () => {
  it.each([
    ['NEW_EMPLOYEE_CHECK', '/hsa-agreement', { NEW_EMPLOYEE_CHECK: 'Y' }, 'HSA Agreement'],
    ['MISSING_INFO', '/employee', { MISSING_INFO: 'Y' }, 'Personal Details'],
    ['MISSING_BANKING', '/banking-details', { MISSING_BANKING: 'Y' }, 'Banking Details'],
    ['MISSING_COMPANY_INFO', '/employer', { IS_ADMIN: 'Y', MISSING_COMPANY_INFO: 'Y' }, 'Company Details'],
    [
      'MISSING_COMPANY_BANKING',
      '/business-banking',
      { IS_ADMIN: 'Y', MISSING_COMPANY_BANKING: 'Y', CONTRACT_TYPE: 13 },
      'Pre-Authorised Debit',
    ],
  ] as const)('%s: / goes to %s, which resolves inside the shell', async (_flag, target, flags, title) => {
    const user = employeeUser(flags);
    serve(user);
    signInEmployee(user);
    const { router } = renderApp('/');
    await landsOn(router, target);
    await shellTitle(title);
    // The company pages are real screens too (features/employer), which say why the admin is there.
    if (target === '/employer' || target === '/business-banking') {
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(
        await screen.findByText(
          target === '/employer'
            ? 'Please complete your company’s information to continue.'
            : 'Please add your company’s bank account and accept the pre-authorised debit agreement to continue.',
        ),
      ).toBeTruthy();
    }
  });

  it('runs again on every navigation: a terminated account cannot open /claims', async () => {
    const user = employeeUser({ TERMINATED_FLAG: 'Y' });
    serve(user);
    signInEmployee(user);
    const { router } = renderApp('/claim-report');
    await shellTitle('Claim Activity');
    await act(() => router.navigate('/claims'));
    await landsOn(router, '/');
    await act(() => router.navigate('/claim-form-print'));
    await shellTitle('Print Claim Form');
    expect(router.state.location.pathname).toBe('/claim-form-print');
  });

  it('keeps company routes for admins and claims for online claimers', async () => {
    serve();
    signInEmployee(employeeUser({ ONLINE_CLAIM_OK: 'N' }));
    const { router } = renderApp('/employer');
    await landsOn(router, '/');
    await act(() => router.navigate('/claims/details'));
    await landsOn(router, '/');
    await act(() => router.navigate('/my-plan'));
    await shellTitle('Plan Details');
  });

  it('redirects the next address too when it comes before the screen of the last redirect is drawn', async () => {
    // /employer sends this employee home, and the test goes on to /claims/details as soon as the
    // router is at /, while React may still be drawing the dashboard: the redirect /employer drew
    // is then still on screen, and /claims/details must redirect on its own (lib/redirect). A few
    // page loads, as the race needs the app's code loaded and quick.
    for (let load = 0; load < 6; load++) {
      serve();
      signInEmployee(employeeUser({ ONLINE_CLAIM_OK: 'N' }));
      const { router, unmount } = renderApp('/employer');
      await landsOn(router, '/');
      await act(() => router.navigate('/claims/details'));
      await landsOn(router, '/');
      unmount();
    }
  });

  it('follows the flags as /employee answers them, not the stale sign-in answer', async () => {
    // Signed in while personal information was missing; it has been filled in since.
    serve(employeeUser({ MISSING_INFO: 'N' }));
    signInEmployee(employeeUser({ MISSING_INFO: 'Y' }));
    const { router } = renderApp('/employee');
    await waitFor(() => expect(useEmployeeSession.getState().session?.user.MISSING_INFO).toBe('N'));
    await act(() => router.navigate('/my-plan'));
    await shellTitle('Plan Details');
    expect(router.state.location.pathname).toBe('/my-plan');
  });

  it('opens /claims on a reload once an audit has passed since: no redirect on the stale flag', async () => {
    // The persisted answer still has a claim in audit; the auditor has passed it since. The server
    // answers after the first render, as a real one does.
    const waiting: ((user: EmployeeUser) => void)[] = [];
    let answered: EmployeeUser | undefined;
    const answer = (user: EmployeeUser) => {
      answered = user;
      waiting.splice(0).forEach((resolve) => resolve(user));
    };
    const employee = mockApi({
      '/employee': () => answered ?? new Promise<EmployeeUser>((resolve) => waiting.push(resolve)),
      '/get-notifications': () => ({ notifications: [], hasMore: false }),
    });
    signInEmployee(employeeUser({ EMPLOYEE_AUDIT_STATE: 1 }));
    const { router } = renderApp('/claims');
    await waitFor(() => expect(calledPaths(employee)).toContain('/employee'));
    // A redirect on the stale flag would have happened by now (it follows the first render).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(router.state.location.pathname).toBe('/claims');
    act(() => answer(employeeUser({ EMPLOYEE_AUDIT_STATE: 0 })));
    await waitFor(() => expect(useEmployeeSession.getState().session?.user.EMPLOYEE_AUDIT_STATE).toBe(0));
    await shellTitle('Make a Claim');
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('still sends a claim in audit home from /claims once the server confirms it', async () => {
    serve(employeeUser({ EMPLOYEE_AUDIT_STATE: 1 }));
    signInEmployee(employeeUser({ EMPLOYEE_AUDIT_STATE: 0 }));
    const { router } = renderApp('/claims');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says a company report does not exist inside the shell, with the way back (decision 0010)', async () => {
    serve();
    signInEmployee(employeeUser({ IS_ADMIN: 'Y', GROUP_ADMIN: 'Y' }));
    renderApp('/company-reports/no-such-report');
    const notFound = await screen.findByTestId('company-report-not-found');
    expect(within(notFound).getByRole('link', { name: 'See the company reports' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404 / Page Not Found' })).toBeNull();
  });

  it("still shows '404 / Page Not Found' for a path that is no page of the app", async () => {
    serve();
    signInEmployee(employeeUser({ IS_ADMIN: 'Y', GROUP_ADMIN: 'Y' }));
    renderApp('/company-reports/no-such-report/more');
    expect(await screen.findByRole('heading', { name: '404 / Page Not Found' })).toBeTruthy();
  });

  it('sends an employee who is no admin home from an unknown company report too', async () => {
    serve();
    signInEmployee(employeeUser());
    const { router } = renderApp('/company-reports/no-such-report');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('employee shell', () => {
  it("shows the page title, the user's name linking to /employee and the notifications drawer", async () => {
    mockApi({
      '/employee': () => employeeUser(),
      '/get-notifications': () => ({
        notifications: [
          {
            id: 1,
            title: 'Claim paid',
            body: 'Your claim was paid.',
            data: { dated: new Date().toISOString(), webOnPress: '/claim-report' },
          },
        ],
        hasMore: false,
      }),
    });
    signInEmployee(employeeUser());
    const { router } = renderApp('/documents');
    await shellTitle('Documents');
    expect(screen.getByTestId('shell-name').getAttribute('href')).toBe('/employee');
    expect(screen.getByTestId('shell-name').textContent).toBe('Olivia Tremblay');

    const button = await screen.findByRole('button', { name: 'Notifications (1)' });
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(drawer).getByRole('link', { name: /Claim paid/ }));
    await landsOn(router, '/claim-report');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('opens the menu below the md breakpoint and closes it with Escape', async () => {
    serve();
    signInEmployee(employeeUser());
    renderApp('/documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Documents' }).getAttribute('aria-current')).toBe('page');
    fireEvent.keyDown(nav, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });
});
