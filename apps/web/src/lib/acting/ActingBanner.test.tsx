import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../i18n';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderScreen, serveApi } from '../../test/renderScreen';
import { useEmployeeSession } from '../session/store';
import { ActingBanner, useForgetStoppedActing } from './ActingBanner';

/** The banner, and the tools page's forgetting of the stopped session (the same element on every path here). */
function Page() {
  useForgetStoppedActing();
  return <ActingBanner area="employee" />;
}

const acting = {
  staffName: 'Alex Morgan',
  username: 'staff',
  subjectName: 'Olivia Tremblay',
  subjectId: 100001,
};

afterEach(() => useEmployeeSession.getState().clear());

describe('the acting banner (decision 0030)', () => {
  it('is absent in the employee’s own session', () => {
    signInEmployee(employeeUser());
    renderScreen(<ActingBanner area="employee" />);
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });

  it('names the staff member and the account, and Stop ends the session and returns to Access Account', async () => {
    signInEmployee(employeeUser());
    useEmployeeSession.setState((s) => ({ session: s.session && { ...s.session, acting } }));
    const fetchMock = serveApi({
      '/tools/access-user/stop': () => ({ message: 'You have been signed out.' }),
    });
    const { router } = renderScreen(<Page />, '/employee');
    expect(screen.getByTestId('acting-banner').textContent).toContain(
      'Alex Morgan (staff) is acting for Olivia Tremblay (100001)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting for Olivia Tremblay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/login-account'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/webapp/tools/access-user/stop');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('token')).toBe('tok-e');
    // Forgotten by the page Stop returns to, once it shows.
    expect(router.state.location.state).toEqual({ forgetActing: 'employee' });
    await waitFor(() => expect(useEmployeeSession.getState().session).toBeNull());
  });

  it('forgets the session even when the server had already ended it', async () => {
    signInEmployee(employeeUser());
    useEmployeeSession.setState((s) => ({ session: s.session && { ...s.session, acting } }));
    serveApi({});
    const { router } = renderScreen(<Page />, '/employee');
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting for Olivia Tremblay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/login-account'));
    await waitFor(() => expect(useEmployeeSession.getState().session).toBeNull());
  });
});
