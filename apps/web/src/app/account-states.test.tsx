import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEmployeeSession, usePartnerSession } from '../lib/session/store';
import { useSnackbar } from '../lib/ui/snackbar';
import { employeeUser, mockApi, signInEmployee } from '../test/employee';
import { managerUser, partnerUser, signInPartner } from '../test/partnerTools';
import { renderApp } from '../test/renderApp';

/*
 * Decision 0020: the web acts on REQUIRE_WEB_PASSWORD_RESET (a forced password change first), FROZEN
 * (no claim to be refused at the end) and the partner route flags of docs/product §6.
 */

type Router = ReturnType<typeof renderApp>['router'];
const landsOn = (router: Router, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

function serve(
  user: () => EmployeeUser | undefined,
  more: Record<string, (d: Record<string, unknown>) => unknown> = {},
) {
  return mockApi({
    '/employee': () => user(),
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    ...more,
  });
}

beforeEach(() => useSnackbar.setState({ current: null, open: false }));
afterEach(() => vi.unstubAllGlobals());

describe('REQUIRE_WEB_PASSWORD_RESET: the password change comes first', () => {
  it('sends an employee to /change-password from anywhere, then lets them continue', async () => {
    let server = employeeUser({ REQUIRE_WEB_PASSWORD_RESET: 'Y', MISSING_BANKING: 'Y' });
    const sent: Record<string, unknown>[] = [];
    serve(() => server, {
      '/password/change': (data) => {
        sent.push(data);
        server = { ...server, REQUIRE_WEB_PASSWORD_RESET: 'N' };
        return { message: 'Your password has been changed.' };
      },
    });
    signInEmployee(server);
    const { router } = renderApp('/claims');
    await landsOn(router, '/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeTruthy();
    await act(() => router.navigate('/my-plan'));
    await landsOn(router, '/change-password');

    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      (await screen.findAllByText('Your password must be at least 8 characters')).length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(sent).toEqual([{ npw1: 'new-password-1', npw2: 'new-password-1' }]));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    // The next forced redirect of docs/product §4 takes over once the password is changed.
    await landsOn(router, '/banking-details');
    expect(useEmployeeSession.getState().session?.user.REQUIRE_WEB_PASSWORD_RESET).toBe('N');
  }, 30_000);

  it('sends a partner to /partner/change-password, and clears the flag held by the web', async () => {
    // A partner has no employee session: the page must not ask for the employee's profile.
    let employeeAsked = 0;
    serve(
      () => {
        employeeAsked += 1;
        return undefined;
      },
      { '/password/change': () => ({ message: 'Your password has been changed.' }) },
    );
    signInPartner(partnerUser({ REQUIRE_WEB_PASSWORD_RESET: 'Y' }));
    const { router } = renderApp('/partner/commissions');
    await landsOn(router, '/partner/change-password');
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await landsOn(router, '/partner');
    expect(usePartnerSession.getState().session?.user.REQUIRE_WEB_PASSWORD_RESET).toBe('N');
    // Without a change to make, the page sends the partner to their own home, not the employee's login.
    await act(() => router.navigate('/partner/change-password'));
    await landsOn(router, '/partner');
    expect(employeeAsked).toBe(0);
  });
});

describe('partner route flags (docs/product §6)', () => {
  it('sends a partner without banking information to /partner/banking', async () => {
    serve(() => undefined);
    signInPartner(partnerUser({ MISSING_PARTNER_BANKING: 'Y' }));
    const { router } = renderApp('/partner/client-list');
    await landsOn(router, '/partner/banking');
  });

  it('keeps an agent off the managers-only Agent List, not a manager', async () => {
    serve(() => undefined);
    signInPartner(partnerUser());
    const agent = renderApp('/partner/agent-list');
    await landsOn(agent.router, '/partner');
    agent.unmount();
    signInPartner(managerUser());
    const manager = renderApp('/partner/agent-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent List' })).toBeTruthy();
    expect(manager.router.state.location.pathname).toBe('/partner/agent-list');
  });

  it('keeps a terminated partner to the dashboard, commissions and documents', async () => {
    serve(() => undefined);
    signInPartner(partnerUser({ TERMINATED_FLAG: 'Y' }));
    const { router } = renderApp('/partner/client-list');
    await landsOn(router, '/partner');
    await act(() => router.navigate('/partner/commissions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commissions' })).toBeTruthy();
  });
});

describe('FROZEN: money-moving screens explain instead of failing at the end', () => {
  it('the claim start screen shows why no claim can be made', async () => {
    const user = employeeUser({ FROZEN: 'Y' });
    const api = serve(() => user, {
      '/claims/pending': () => ({ incompleteClaims: {}, lastClaimId: null }),
    });
    signInEmployee(user);
    renderApp('/claims');
    expect(await screen.findByText('Your account is frozen')).toBeTruthy();
    expect(screen.getByTestId('claims-frozen').textContent).toMatch(
      /Claims cannot be made while your account is frozen/,
    );
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
    expect(api.mock.calls.some(([input]) => String(input).endsWith('/claim/id'))).toBe(false);
  });
});
