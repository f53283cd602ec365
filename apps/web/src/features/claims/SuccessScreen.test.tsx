import { screen, waitFor } from '@testing-library/react';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { claim41 } from '../../test/claims';

/** The employee's API with claim 41 in `status`. */
function serve(status: ClaimView['status']) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/claims/pending': () => ({ incompleteClaims: { HSA: null, WSA: null }, lastClaimId: null }),
    '/employee/claim-details': () => ({ claim: claim41({ status }), history: [] }),
  });
}

afterEach(() => {
  useEmployeeSession.getState().clear();
  vi.unstubAllGlobals();
});

describe('/claims/success', () => {
  it('confirms a submitted claim', async () => {
    serve('N');
    signInEmployee(employeeUser());
    renderApp('/claims/success?claim=41');
    expect((await screen.findByTestId('success-message')).textContent).toBe(CLAIM_MESSAGES.claimSubmitted);
  });

  it('confirms a claim selected for audit, with the audit message', async () => {
    serve('A');
    signInEmployee(employeeUser());
    renderApp('/claims/success?claim=41');
    expect((await screen.findByTestId('success-message')).textContent).toBe(
      CLAIM_MESSAGES.claimSubmittedForAudit,
    );
  });

  // Reached by its address (history, a typed URL): a claim with no submission to confirm is shown
  // on its details page, never as "Claim Submitted … will be paid to you".
  it.each(['C', 'P', 'F', 'R'] as const)('sends a claim in status %s to its details page', async (status) => {
    serve(status);
    signInEmployee(employeeUser());
    const { router } = renderApp('/claims/success?claim=41');
    await waitFor(() => expect(router.state.location.pathname).toBe('/claim/41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim #41' })).toBeTruthy();
    expect(screen.queryByTestId('success-message')).toBeNull();
  });
});
