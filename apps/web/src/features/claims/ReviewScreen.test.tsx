import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ResponseOf } from '@benefits/contract';
import type { api } from '@benefits/contract';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { useEmployeeSession } from '../../lib/session/store';
import { calledPaths, employeeUser, failure, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

type Submitted = ResponseOf<typeof api.claimSubmit>;

const breakdown = {
  payableAmount: 12_000,
  previousYearPayableAmount: 0,
  totalPayableAmount: 12_000,
  adminFeeAmount: 0,
  coPayAmount: 0,
  gstAmount: 0,
  hstAmount: 0,
  rstAmount: 0,
  pstAmount: 0,
  premAmount: 0,
  totalAmount: 12_000,
};

/** Claim 41, open (status R) with one item and one receipt: ready to submit. */
const claimOf = (status: ClaimView['status']): ClaimView => ({
  id: 41,
  type: 'HSA',
  status,
  origin: 'O',
  employee: 100001,
  planYear: 2025,
  amounts: {
    total_amount: 12_000,
    admin_fee: 0,
    copay_pct: 0,
    copay: 0,
    gst: 0,
    hst: 0,
    rst: 0,
    pst: 0,
    prem: 0,
    total: 12_000,
    payable: 12_000,
    previous_year_payable: 0,
    funded: 'N',
  },
  breakdown,
  estimated: status === 'R',
  printed: 'N',
  auditSelected: 'N',
  items: [
    {
      id: 7,
      patient: '0',
      patient_name: 'Olivia Tremblay',
      service_date: '2025-03-02',
      service: 12,
      service_name: 'Massage therapy',
      service_name_fr: 'Massothérapie',
      provider: 'Harbord Massage',
      provider_number: '',
      amount: 12_000,
      dateTime: '2025-03-03T10:00:00.000Z',
      breakdown,
    },
  ],
  receipts: [
    {
      id: 3,
      fileName: 'receipt.png',
      mimeType: 'image/png',
      size: 1200,
      uploadedAt: '2025-03-03T10:01:00.000Z',
    },
  ],
  auditFiles: [],
  createdAt: '2025-03-03T10:00:00.000Z',
  updatedAt: '2025-03-03T10:01:00.000Z',
  submittedAt: status === 'R' ? null : '2025-03-03T10:02:00.000Z',
});

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
    let claim = claimOf('R');
    const fetchMock = serve(
      () => claim,
      () => {
        claim = claimOf('N');
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
    let claim = claimOf('R');
    const fetchMock = serve(
      () => claim,
      () => {
        claim = claimOf('N');
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
    let claim = claimOf('R');
    serve(
      () => claim,
      () => {
        claim = claimOf('C');
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

  it('shows any other refusal on the page and lets the employee try again', async () => {
    const fetchMock = serve(
      () => claimOf('R'),
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
