import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResponseOf } from '@benefits/contract';
import type { api } from '@benefits/contract';
import { CLAIM_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { formatMoney } from '../../lib/format';
import { i18n } from '../../lib/i18n';
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

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

/** The steps of the flow as the stepper shows them: each step's name and whether it shows as done. */
const steps = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Claim steps' });
  return within(nav)
    .getAllByRole('listitem')
    .map((step) => [
      step.querySelector('.MuiStepLabel-label')?.textContent,
      step.classList.contains('Mui-completed'),
    ]);
};

/** Claim 41 claiming $750.00 of which the balance pays $500.00 (a WSA balance of $500). */
const overBalance = (): ClaimView => {
  const claim = claim41();
  const cost = { ...breakdown, payableAmount: 50_000, totalPayableAmount: 50_000, totalAmount: 50_000 };
  return {
    ...claim,
    amounts: { ...claim.amounts, total_amount: 75_000, payable: 50_000, total: 50_000 },
    breakdown: cost,
    items: claim.items.map((item) => ({ ...item, amount: 75_000, breakdown: cost })),
  };
};

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

  it('reached by its address for a claim with no items or receipts: earlier steps not done, Submit disabled and why', async () => {
    const fetchMock = serve(
      () => ({ ...claim41({ receipts: [] }), items: [] }),
      () => submitted,
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    const submit = await submitButton();
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-describedby')).toBe('review-no-items review-no-receipts');
    expect(document.getElementById('review-no-items')?.textContent).toContain(CLAIM_MESSAGES.noItems);
    expect(document.getElementById('review-no-receipts')?.textContent).toBe(CLAIM_MESSAGES.receiptRequired);
    await waitFor(async () =>
      expect(await steps()).toEqual([
        ['Items', false],
        ['Receipts', false],
        ['Review', false],
      ]),
    );
    fireEvent.click(submit);
    expect(calledPaths(fetchMock)).not.toContain('/claim/submit');
  }, 30_000);

  it('shows the steps before the review as done for a claim with items and receipts', async () => {
    serve(
      () => claim41OfStatus('R'),
      () => submitted,
    );
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    expect((await submitButton()).getAttribute('aria-describedby')).toBeNull();
    expect(await steps()).toEqual([
      ['Items', true],
      ['Receipts', true],
      ['Review', false],
    ]);
    expect(screen.queryByTestId('review-unpaid')).toBeNull();
    // Nothing drawn from last plan year's balance (a brand-new member): no "of which … $0.00" line.
    expect(screen.getByTestId('total-payable').textContent).toBe('$120.00');
    expect(screen.queryByTestId('total-previousYear')).toBeNull();
    expect(screen.queryByText("of which from last plan year's balance")).toBeNull();
  }, 30_000);

  it('says what part of a claim over the balance will not be reimbursed', async () => {
    serve(overBalance, () => submitted);
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    expect((await screen.findByTestId('review-unpaid', {}, { timeout: 10_000 })).textContent).toBe(
      'Your available balance pays $500.00 of the $750.00 claimed; the other $250.00 will not be reimbursed.',
    );
  }, 30_000);

  it('says it in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve(overBalance, () => submitted);
    signInEmployee(employeeUser());
    renderApp('/claims/review?claim=41');
    expect((await screen.findByTestId('review-unpaid', {}, { timeout: 10_000 })).textContent).toBe(
      `Votre solde disponible paie ${formatMoney(50_000, 'fr')} des ${formatMoney(75_000, 'fr')} réclamés; les ${formatMoney(25_000, 'fr')} restants ne seront pas remboursés.`,
    );
  }, 30_000);
});
