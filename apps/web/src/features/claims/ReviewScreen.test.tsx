import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ResponseOf } from '@benefits/contract';
import type { api } from '@benefits/contract';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { useEmployeeSession } from '../../lib/session/store';
import { calledPaths, employeeUser, failure, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { claim41, claimBreakdown as breakdown } from '../../test/claims';

/** Claim 41 with one item and one receipt, in `status` (R: open, ready to submit). */
const claim41OfStatus = (status: ClaimView['status']) => claim41({ status });

type Submitted = ResponseOf<typeof api.claimSubmit>;

const submitted: Submitted = {
  claimId: 41,
  status: 'N',
  auditSelected: false,
  breakdown,
  lines: [{ itemId: 7, breakdown }],
  incompleteClaims: { HSA: null, WSA: null },
  message: CLAIM_MESSAGES.claimSubmitted,
};

/** The employee's API with claim 41 as `current()` says; `submit` answers /claim/submit. */
function serve(current: () => ClaimView, submit: () => unknown) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/claims/pending': () => ({ incompleteClaims: { HSA: null, WSA: null }, lastClaimId: null }),
    '/employee/claim-details': () => ({ claim: current(), history: [] }),
    '/claim/submit': submit,
  });
}

const submitButton = () => screen.findByRole('button', { name: 'Submit claim' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/claims/review', () => {
  it('submits once for a double click and shows the success page', async () => {
    let claim = claim41OfStatus('R');
    const fetchMock = serve(
      () => claim,
      () => {
        claim = claim41OfStatus('N');
        return submitted;
      },
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    const submit = await submitButton();
    fireEvent.click(submit);
    fireEvent.click(submit);
    // Busy from the first click: disabled (MUI's loading), and Cancel claim with it.
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel claim' })).toHaveProperty('disabled', true);
    expect(await screen.findByTestId('success-message', {}, { timeout: 10_000 })).toBeTruthy();
    expect(calledPaths(fetchMock).filter((p) => p === '/claim/submit')).toHaveLength(1);
    expect(screen.queryByTestId('submit-error')).toBeNull();
  }, 30_000);

  it('takes a refusal as "already submitted" to the success page when the claim was submitted', async () => {
    // Submitted meanwhile (a retried request, another tab): the server refuses this submission.
    let claim = claim41OfStatus('R');
    const fetchMock = serve(
      () => claim,
      () => {
        claim = claim41OfStatus('N');
        return failure(CLAIM_MESSAGES.claimNotOpen, 7);
      },
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    fireEvent.click(await submitButton());
    const success = await screen.findByTestId('success-message', {}, { timeout: 10_000 });
    expect(success.textContent).toBe(CLAIM_MESSAGES.claimSubmitted);
    expect(screen.getByTestId('success-claim-id').textContent).toBe('41');
    expect(screen.queryByTestId('submit-error')).toBeNull();
    expect(calledPaths(fetchMock).filter((p) => p === '/claim/submit')).toHaveLength(1);
  }, 30_000);

  it('says a claim cancelled meanwhile is no longer open, without an error', async () => {
    let claim = claim41OfStatus('R');
    serve(
      () => claim,
      () => {
        claim = claim41OfStatus('C');
        return failure(CLAIM_MESSAGES.claimNotOpen, 7);
      },
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    fireEvent.click(await submitButton());
    expect(await screen.findByTestId('claim-not-open', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('submit-error')).toBeNull();
    expect(screen.queryByTestId('success-message')).toBeNull();
  }, 30_000);

  it('asks before cancelling, saying what cancelling does (nothing drawn or paid; items and receipts kept)', async () => {
    serve(
      () => claim41OfStatus('R'),
      () => submitted,
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    await submitButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel claim #41?' });
    expect(dialog.querySelector('#cancel-claim-body')?.textContent).toBe(
      'A cancelled claim cannot be resumed or submitted. Nothing is taken from your balance and nothing is paid for it; its items and receipts stay with it for your records.',
    );
  }, 30_000);

  it('shows any other refusal on the page and lets the employee try again', async () => {
    const fetchMock = serve(
      () => claim41OfStatus('R'),
      () => failure('The service is not available. Please try again.', 1),
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    const submit = await submitButton();
    fireEvent.click(submit);
    expect((await screen.findByTestId('submit-error')).textContent).toBe(
      'The service is not available. Please try again.',
    );
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(calledPaths(fetchMock).filter((p) => p === '/claim/submit')).toHaveLength(2));
  }, 30_000);
});
