import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLAIM_MESSAGES, MESSAGES } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../lib/claims/api';
import { useEmployeeSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { claim41 } from '../../test/claims';
import { employeeUser, failure, mockApi, signInEmployee } from '../../test/employee';
import { emulateFocusFixup } from '../../test/focusFixup';
import { renderApp } from '../../test/renderApp';
import type { ClaimFormOptions } from './api';

const OPTIONS: ClaimFormOptions = {
  type: 'HSA',
  claimId: 41,
  patients: [{ id: '0', name: 'Olivia Tremblay', relation: null, coveredSince: null }],
  services: [{ id: 12, name: 'Massage therapy', nameFr: 'Massothérapie' }],
  wellnessCategories: [],
  providers: [],
  minDate: '2025-01-01',
  maxDate: '2025-12-31',
  runOut: false,
  runOutEnds: '2026-03-31',
  balances: {
    account: 'HSA',
    current: 250_000,
    previousYear: 0,
    available: 250_000,
    planYear: { start: '2025-01-01', end: '2025-12-31', key: 2025 },
    previousPlanYear: { start: '2024-01-01', end: '2024-12-31', key: 2024 },
  },
};

/** Claim 41 with the items of the given ids (copies of its one item, each its own patient's name). */
function claimWith(ids: number[], status: ClaimView['status'] = 'R'): ClaimView {
  const base = claim41({ status });
  const one = base.items[0]!;
  return { ...base, items: ids.map((id) => ({ ...one, id, patient_name: `Person ${id}` })) };
}

/** The employee's API with claim 41 as `current()` says, and more handlers. */
function serve(current: () => ClaimView, more: Record<string, (data: Record<string, unknown>) => unknown>) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/claims/pending': () => ({ incompleteClaims: { HSA: null, WSA: null }, lastClaimId: null }),
    '/employee/claim-details': () => ({ claim: current(), history: [] }),
    '/claims/details': () => OPTIONS,
    ...more,
  });
}

let stopFixup = () => {};
beforeEach(() => {
  useSnackbar.setState({ current: null, open: false });
});
afterEach(() => {
  stopFixup();
  stopFixup = () => {};
  vi.unstubAllGlobals();
});

describe('/claims/details', () => {
  it('after an item is removed, keeps the keyboard on the next item’s Remove button, then on the list’s heading', async () => {
    let claim = claimWith([7, 8]);
    let release = () => {};
    serve(() => claim, {
      '/claim/item/remove': async (data) => {
        await new Promise<void>((resolve) => (release = resolve));
        claim = claimWith(claim.items.filter((i) => i.id !== data.itemId).map((i) => i.id));
        return { claim, message: CLAIM_MESSAGES.itemRemoved };
      },
    });
    signInEmployee(employeeUser());
    renderApp('/claims/details?claim=41');
    const list = await screen.findByRole('list', { name: /claim items/i }, { timeout: 15_000 });
    stopFixup = emulateFocusFixup();
    const first = within(list).getByRole('button', { name: /^Remove item 1/ });
    first.focus();
    fireEvent.click(first);
    // Busy: the browser drops the focus.
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    await act(async () => release());
    await waitFor(() => expect(screen.getAllByTestId('claim-item')).toHaveLength(1));
    const next = screen.getByRole('button', { name: /^Remove item 1: .*Person 8/ });
    await waitFor(() => expect(document.activeElement).toBe(next));
    // The last one: nothing after it, the list's heading takes the focus.
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    await act(async () => release());
    await waitFor(() => expect(screen.queryAllByTestId('claim-item')).toHaveLength(0));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your claim items' })),
    );
  }, 30_000);

  it('when the claim was cancelled in another tab, drops the earlier success and says the claim is no longer open', async () => {
    let claim = claimWith([7]);
    serve(() => claim, {
      '/claim/item/add': () => {
        // Cancelled elsewhere just before.
        claim = claimWith([7], 'C');
        return failure(CLAIM_MESSAGES.claimNotOpen, 7);
      },
    });
    signInEmployee(employeeUser());
    renderApp('/claims/details?claim=41');
    await screen.findByRole('button', { name: 'Continue to receipts' }, { timeout: 15_000 });
    // The green message of an earlier add is still up.
    act(() => useSnackbar.getState().show(MESSAGES.claimItemAdded, 'success'));
    await screen.findByTestId('claim-item-form');
    const set = (id: string, value: string) =>
      fireEvent.change(document.getElementById(id)!, { target: { value } });
    set('claim-patient', '0');
    set('claim-service', '12');
    set('claim-provider', 'Session clinic');
    set('claim-service-date', '2025-03-02');
    set('claim-amount', '88.88');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect((await screen.findByTestId('claim-not-open')).textContent).toBe(CLAIM_MESSAGES.claimNotOpen);
    expect(useSnackbar.getState().open).toBe(false);
    expect(screen.queryByRole('button', { name: 'Continue to receipts' })).toBeNull();
    expect(screen.queryByTestId('claim-items')).toBeNull();
    expect(screen.getByRole('link', { name: 'View claim #41' })).toBeTruthy();
  }, 30_000);
});
