import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimDetails, ClaimView } from '../../lib/claims/api';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { renderScreen } from '../../test/renderScreen';
import { ClaimDetailsView } from './ClaimDetailsScreen';

const breakdown = {
  payableAmount: 100_000,
  previousYearPayableAmount: 0,
  totalPayableAmount: 100_000,
  adminFeeAmount: 8_000,
  coPayAmount: 0,
  gstAmount: 400,
  hstAmount: 0,
  rstAmount: 0,
  pstAmount: 0,
  premAmount: 0,
  totalAmount: 108_400,
};

const claim = (status: ClaimView['status']): ClaimView => ({
  id: 33,
  type: 'HSA',
  status,
  origin: 'O',
  employee: 100001,
  planYear: 2026,
  amounts: {
    total_amount: 100_000,
    admin_fee: 8_000,
    copay_pct: 0,
    copay: 0,
    gst: 400,
    hst: 0,
    rst: 0,
    pst: 0,
    prem: 0,
    total: 108_400,
    payable: 100_000,
    previous_year_payable: 0,
    funded: 'N',
  },
  breakdown,
  estimated: false,
  printed: 'N',
  auditSelected: 'Y',
  items: [],
  receipts: [],
  auditFiles: [],
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
  submittedAt: '2026-12-01T10:05:00.000Z',
});

function show(status: ClaimView['status'], planType: number, history: ClaimDetails['history'] = []) {
  const user = employeeUser({ PLAN_TYPE: planType });
  signInEmployee(user);
  mockApi({ '/employee': () => user });
  renderScreen(<ClaimDetailsView details={{ claim: claim(status), history }} />, '/claim/33');
}

/** The history of a claim started and then saved, with the notes the server writes in `language`. */
const startedAndSaved = (started: string, saved: string): ClaimDetails['history'] => [
  { status: 'R', at: '2026-12-01T10:00:00.000Z', actor: 'employee', note: started },
  { status: 'R', at: '2026-12-01T10:03:00.000Z', actor: 'employee', note: saved },
];

/** Each history row as it reads: its label and, when shown, its note. */
const historyRows = async () =>
  (await screen.findAllByTestId('claim-history-row')).map((row) => [
    row.querySelector('[data-testid="claim-status"]')?.textContent,
    row.querySelector('[data-testid="claim-history-note"]')?.textContent ?? null,
  ]);

afterEach(async () => {
  useEmployeeSession.getState().clear();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('claim details', () => {
  it('says a claim that failed its audit is not paid, and what went back to the balance', async () => {
    show('F', 1071);
    expect((await screen.findByTestId('claim-not-paid')).textContent).toBe(
      'This claim did not pass its audit: it is not paid, and $1,000.00 went back to your balance. The amounts below are as claimed.',
    );
  });

  it('says nothing of the kind for a claim paid or on its way', async () => {
    show('N', 1071);
    await screen.findByRole('link', { name: 'Print claim form' });
    expect(screen.queryByTestId('claim-not-paid')).toBeNull();
  });

  it('says plainly that a cancelled claim took nothing and pays nothing, and offers no paper form of it', async () => {
    show('C', 1071);
    expect((await screen.findByTestId('claim-cancelled')).textContent).toBe(
      'This claim was cancelled before it was submitted: nothing was taken from your balance and nothing is paid for it. Its items and receipts are kept below for your records.',
    );
    await screen.findByRole('link', { name: 'Claim Activity' });
    expect(screen.queryByRole('link', { name: 'Print claim form' })).toBeNull();
    expect(screen.queryByTestId('claim-not-paid')).toBeNull();
  });

  it('offers the paper form of the claim only on a plan that has one', async () => {
    show('N', 1081);
    await screen.findByRole('link', { name: 'Claim Activity' });
    expect(screen.queryByRole('link', { name: 'Print claim form' })).toBeNull();
  });

  it('labels the first row of a claim started online "Started", and says "Saved" once', async () => {
    show('R', 1071, startedAndSaved('Started', 'Saved'));
    expect(await historyRows()).toEqual([
      ['Started', null],
      ['Saved', null],
    ]);
  });

  it('reads the same in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    show('R', 1071, startedAndSaved('Commencée', 'Enregistrée'));
    expect(await historyRows()).toEqual([
      ['Commencée', null],
      ['Enregistrée', null],
    ]);
  });

  it('keeps a note that says more than the status', async () => {
    show('A', 1071, [
      ...startedAndSaved('Started', 'Saved'),
      {
        status: 'A',
        at: '2026-12-01T10:05:00.000Z',
        actor: 'employee',
        note: 'Selected for audit: amount claimed above $1,000.00',
      },
    ]);
    expect((await historyRows())[2]).toEqual([
      'In audit',
      'Selected for audit: amount claimed above $1,000.00',
    ]);
  });
});
