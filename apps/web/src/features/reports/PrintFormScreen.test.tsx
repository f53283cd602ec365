import { screen } from '@testing-library/react';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { useEmployeeSession } from '../../lib/session/store';
import { calledPaths, employeeUser, failure, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { claim41 } from '../../test/claims';

/** The employee's API (an HSA Group member, who has the paper form); claim 41 answers `details`. */
function serve(details: () => unknown) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/claim-details': details,
  });
}

const of = (status: ClaimView['status']) => () => ({ claim: claim41({ status }), history: [] });

afterEach(() => {
  useEmployeeSession.getState().clear();
  vi.unstubAllGlobals();
});

describe('/claim-form-print/:id', () => {
  it('says at once that a claim that does not exist does not exist, with nothing to download', async () => {
    const fetchMock = serve(() => failure(CLAIM_MESSAGES.claimNotFound, 4));
    signInEmployee(employeeUser({ PLAN_TYPE: 1071 }));
    renderApp('/claim-form-print/999');
    expect(await screen.findByText('This claim does not exist.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Claim form for claim #999' })).toBeNull();
    expect(screen.queryByTestId('print-download')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open to print' })).toBeNull();
    // Not found is final: no "Try again", and no form was asked for.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain('/employee/get-print-form');
  });

  it('offers no form of a cancelled claim', async () => {
    serve(of('C'));
    signInEmployee(employeeUser({ PLAN_TYPE: 1071 }));
    renderApp('/claim-form-print/41');
    expect((await screen.findByTestId('print-cancelled')).textContent).toBe(CLAIM_MESSAGES.cancelledNoForm);
    expect(screen.queryByTestId('print-download')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to claim #41' })).toBeTruthy();
  });

  it('offers the form of a submitted claim once it is read', async () => {
    serve(of('N'));
    signInEmployee(employeeUser({ PLAN_TYPE: 1071 }));
    renderApp('/claim-form-print/41');
    expect(await screen.findByTestId('print-download')).toBeTruthy();
    expect(
      screen.getByText('The claim form comes filled in with your details and the items of claim #41.'),
    ).toBeTruthy();
  });

  it('still says an address that cannot be a claim is not one', async () => {
    serve(of('N'));
    signInEmployee(employeeUser({ PLAN_TYPE: 1071 }));
    renderApp('/claim-form-print/abc');
    expect(await screen.findByText('This claim does not exist.')).toBeTruthy();
    expect(screen.queryByTestId('print-download')).toBeNull();
  });
});
