import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { PLAN_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

const BALANCE = {
  balanceCents: 1_015_000,
  refundTo: 'PAD',
  movements: [
    {
      id: 2,
      at: '2026-05-01T12:00:00.000Z',
      kind: 'CLAIMS',
      amountCents: -185_000,
      reference: 'Claims funded',
    },
    {
      id: 1,
      at: '2026-04-01T12:00:00.000Z',
      kind: 'DEPOSIT',
      amountCents: 1_200_000,
      reference: 'Pre-authorised debit',
    },
  ],
};
const PLAN = {
  plan: {
    planCode: 1071,
    contractType: 13,
    effectiveDate: '2024-03-01',
    planYearEndType: 3,
    fiscalYearEnd: null,
    planYearStart: '2026-01-01',
    planYearEnd: '2026-12-31',
    renewalDate: '2027-03-01',
    province: 'AB',
    priceCents: 33_500,
    renewalCents: 9_900,
    taxIncluded: 'N',
    taxBps: 500,
    renewalTaxCents: 495,
    renewalTotalCents: 10_395,
    adminFeeBps: 800,
    claimTaxes: { gstBps: 500, hstBps: 0, rstBps: 0, pstBps: 0, premBps: 0 },
    addOns: ['TRAVEL', 'EEI'],
    hasWellness: 'Y',
    onlineClaimOk: 'Y',
    employeeCount: 7,
  },
  cancellation: {
    state: 'NONE',
    effectiveDate: null,
    runOffEnds: null,
    requestedAt: null,
    reason: null,
    canWithdraw: 'N',
    dates: ['2026-06-30', '2026-07-31'],
    runOffDays: 90,
    balanceCents: 1_015_000,
  },
};

/** A fake server; `answers` override or add endpoints; each call's data is kept. */
function serve(answers: Record<string, (data: Record<string, unknown>) => { code: number; data: unknown }>) {
  const sent: { path: string; data: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ code: 0, data });
  const handlers: Record<string, (data: Record<string, unknown>) => { code: number; data: unknown }> = {
    '/employee': () => ok(useEmployeeSession.getState().session?.user as EmployeeUser),
    '/employee/get-notifications': () => ok({ notifications: [], hasMore: false }),
    '/employer/get': () => ({ code: 1, data: { error: { GENERAL: 'not needed here' } } }),
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input).replace(/^\/webapp/, '');
      const data = init?.body
        ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data
        : {};
      sent.push({ path, data });
      const handler = handlers[path];
      const envelope = handler
        ? handler(data)
        : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** What /employer/company-funding/get answers: pay as you go from the PAD on file, chosen or not. */
const fundingAnswer = (chosen: 'Y' | 'N') => ({
  code: 0,
  data: {
    funding: { method: 'PAD', frequency: 'PER_CLAIM', depositCents: null, chosen, updatedAt: null },
    padOnFile: 'Y',
    balanceCents: 1_015_000,
    planEnded: 'N',
  },
});

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/company-funding', () => {
  it('saves a scheduled deposit in cents and shows the server’s refund message on the amount', async () => {
    const sent = serve({
      '/employer/company-funding/get': () => fundingAnswer('N'),
      '/employer/company-funding/set': (data) => ({
        code: 0,
        data: {
          funding: { ...data, chosen: 'Y', updatedAt: '2026-05-02T00:00:00.000Z' },
          padOnFile: 'Y',
          balanceCents: 1_015_000,
          planEnded: 'N',
          message: PLAN_MESSAGES.fundingSaved,
        },
      }),
      '/employer/balance': () => ({ code: 0, data: BALANCE }),
      '/employer/refund': () => ({
        code: 2,
        data: {
          error: {
            GENERAL: 'Please correct the information above',
            amountCents: 'The refund cannot be more than the company balance of $10,150.00.',
          },
          errorKeys: { amountCents: { key: 'plan.refundOverBalance', params: { balance: '$10,150.00' } } },
        },
      }),
    });
    signInEmployee(admin());
    renderApp('/company-funding');
    expect(await screen.findByTestId('company-balance', {})).toHaveProperty('textContent', '$10,150.00');
    const movements = screen.getByTestId('movements');
    expect(within(movements).getByText('Claims paid')).toBeTruthy();
    expect(within(movements).getByText('-$1,850.00')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Monthly deposit'));
    fireEvent.change(screen.getByLabelText('Amount of each deposit'), { target: { value: '1,500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/employer/company-funding/set')).toBe(true));
    expect(sent.find((s) => s.path === '/employer/company-funding/set')?.data).toEqual({
      method: 'PAD',
      frequency: 'MONTHLY',
      depositCents: 150_050,
    });

    // Checked before the confirmation, by the server's own rule: nothing asked, nothing sent.
    fireEvent.change(screen.getByLabelText('Refund amount'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(
      await screen.findByText('The refund cannot be more than the company balance of $10,150.00.', undefined),
    ).toBeTruthy();
    expect(screen.queryByTestId('refund-confirm')).toBeNull();
    fireEvent.change(screen.getByLabelText('Refund amount'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByText('Please enter a refund amount of at least $0.01.')).toBeTruthy();
    expect(screen.queryByTestId('refund-confirm')).toBeNull();
    expect(sent.some((s) => s.path === '/employer/refund')).toBe(false);

    // The server's refusal goes beside the amount too (here the balance changed meanwhile).
    fireEvent.change(screen.getByLabelText('Refund amount'), { target: { value: '100,25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
    const dialog = await screen.findByTestId('refund-confirm');
    expect(
      within(dialog).getByText(/\$100\.25 will be taken from the company balance of \$10,150\.00/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('The refund cannot be more than the company balance of $10,150.00.', undefined),
    ).toBeTruthy();
    expect(sent.find((s) => s.path === '/employer/refund')?.data).toEqual({
      amountCents: 10_025,
      confirm: 'Y',
      requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  }, 30_000);

  it('checks a deposit amount before sending, with the general message of a field wrong, in both languages', async () => {
    const sent = serve({
      '/employer/company-funding/get': () => fundingAnswer('Y'),
      '/employer/balance': () => ({ code: 0, data: BALANCE }),
    });
    signInEmployee(admin());
    renderApp('/company-funding');
    await screen.findByTestId('company-balance');
    fireEvent.click(screen.getByLabelText('Monthly deposit'));
    const amount = screen.getByLabelText('Amount of each deposit');
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLAN_MESSAGES.depositRequired)).toBeTruthy();
    // Nothing is missing: not "Please correct the missing information above".
    expect(await screen.findByText('Please correct the information above')).toBeTruthy();
    expect(screen.queryByText('Please correct the missing information above')).toBeNull();
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // An empty amount too; nothing was sent.
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.some((s) => s.path === '/employer/company-funding/set')).toBe(false);
    usePreferences.setState({ language: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Veuillez entrer un montant de dépôt de 100 $ à 1 000 000 $.'),
    ).toBeTruthy();
    expect(
      (await screen.findAllByText('Veuillez corriger les renseignements ci-dessus')).length,
    ).toBeGreaterThan(0);
    expect(sent.some((s) => s.path === '/employer/company-funding/set')).toBe(false);
  }, 30_000);

  it('refunds once for a double click, and sends the same refund again with its request ID', async () => {
    let fail = true;
    const sent = serve({
      '/employer/company-funding/get': () => fundingAnswer('Y'),
      '/employer/balance': () => ({ code: 0, data: BALANCE }),
      '/employer/refund': () =>
        fail
          ? { code: 1, data: { error: { GENERAL: 'The service is not available. Please try again.' } } }
          : {
              code: 0,
              data: { ...BALANCE, balanceCents: 1_014_900, message: PLAN_MESSAGES.refundRequested },
            },
    });
    const refunds = () => sent.filter((s) => s.path === '/employer/refund').map((s) => s.data);
    signInEmployee(admin());
    renderApp('/company-funding');
    await screen.findByTestId('company-balance');

    /** Asks for a refund of $1.00 and double-clicks Refund in the confirmation. */
    const doubleClickRefund = async () => {
      fireEvent.change(screen.getByLabelText('Refund amount'), { target: { value: '1.00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Request refund' }));
      const dialog = await screen.findByTestId('refund-confirm');
      const confirm = within(dialog).getByRole('button', { name: 'Refund' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      // Busy from the first click: disabled (MUI's loading) until the answer.
      expect(confirm).toHaveProperty('disabled', true);
      await waitFor(() => expect(screen.queryByTestId('refund-confirm')).toBeNull());
    };

    // The first attempt fails (the answer may have been lost on the way back): one request only.
    await doubleClickRefund();
    expect(refunds()).toEqual([
      { amountCents: 100, confirm: 'Y', requestId: expect.stringMatching(/^[0-9a-f]{24}$/) },
    ]);
    // The same refund confirmed again is the same request: the server answers the first if it had it.
    fail = false;
    await doubleClickRefund();
    expect(await screen.findByText('Refund recorded')).toBeTruthy();
    expect(refunds()).toHaveLength(2);
    expect(refunds()[1]).toEqual(refunds()[0]);
    // Once recorded, another refund is a new request.
    await doubleClickRefund();
    expect(refunds()).toHaveLength(3);
    expect(refunds()[2]!.requestId).not.toBe(refunds()[0]!.requestId);
  }, 30_000);

  it('writes the balance of a refund’s refusal as French readers write money', async () => {
    serve({
      '/employer/company-funding/get': () => fundingAnswer('Y'),
      '/employer/balance': () => ({ code: 0, data: BALANCE }),
      '/employer/refund': () => ({
        code: 2,
        data: {
          error: {
            GENERAL: 'Please correct the information above',
            amountCents: 'The refund cannot be more than the company balance of $1,250.00.',
          },
          errorKeys: { amountCents: { key: 'plan.refundOverBalance', params: { balance: '$1,250.00' } } },
        },
      }),
    });
    usePreferences.setState({ language: 'fr' });
    signInEmployee(admin());
    renderApp('/company-funding');
    await screen.findByTestId('company-balance');
    // French readers write the sign after the amount ("12,34 $"), in the field too.
    const field = screen.getByLabelText('Montant du remboursement');
    const sign = within(field.parentElement!).getByText('$');
    expect(field.compareDocumentPosition(sign) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The domain's own check, before the confirmation.
    fireEvent.change(screen.getByLabelText('Montant du remboursement'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander le remboursement' }));
    expect(
      await screen.findByText('Le remboursement ne peut dépasser le solde de l’entreprise de 10 150,00 $.'),
    ).toBeTruthy();
    // The server's (the balance changed meanwhile), by its key and values.
    fireEvent.change(screen.getByLabelText('Montant du remboursement'), { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander le remboursement' }));
    const dialog = await screen.findByTestId('refund-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(
      await screen.findByText('Le remboursement ne peut dépasser le solde de l’entreprise de 1 250,00 $.'),
    ).toBeTruthy();
  }, 30_000);

  it('names the product’s own references of the movements in French', async () => {
    serve({
      '/employer/company-funding/get': () => fundingAnswer('Y'),
      '/employer/balance': () => ({
        code: 0,
        data: {
          ...BALANCE,
          movements: [...BALANCE.movements, { ...BALANCE.movements[1]!, id: 3, reference: 'Cheque 1042' }],
        },
      }),
    });
    usePreferences.setState({ language: 'fr' });
    signInEmployee(admin());
    renderApp('/company-funding');
    const movements = await screen.findByTestId('movements');
    expect(within(movements).getByText(/· Réclamations financées$/)).toBeTruthy();
    expect(within(movements).getByText(/· Débit préautorisé$/)).toBeTruthy();
    // A reference the product did not write stays as it was written.
    expect(within(movements).getByText(/· Cheque 1042$/)).toBeTruthy();
  }, 30_000);
});

describe('/business-plan', () => {
  it('shows the plan, and cancels only after the consequences are confirmed', async () => {
    const sent = serve({
      '/employer/plan-details/get': () => ({ code: 0, data: PLAN }),
      '/employer/cancel-plan': (data) => ({
        code: 0,
        data: {
          ...PLAN,
          cancellation: {
            ...PLAN.cancellation,
            state: 'PENDING',
            effectiveDate: data.effectiveDate,
            runOffEnds: '2026-10-29',
            canWithdraw: 'Y',
            dates: [],
          },
          message: PLAN_MESSAGES.planCancelled,
        },
      }),
    });
    signInEmployee(admin());
    renderApp('/business-plan');
    expect((await screen.findByTestId('plan-name', {})).textContent).toBe('HSA Group');
    // The contract's anniversary, not the plan year's end (a calendar plan year here).
    expect(screen.getByTestId('plan-renewal').textContent).toBe('Mar 1, 2027');
    expect(screen.getByTestId('plan-renewal-total').textContent).toBe('$103.95');
    expect(screen.getByTestId('plan-admin-fee').textContent).toBe('8%');
    expect(screen.getByTestId('plan-addons').textContent).toBe(
      'Travel medical insurance, Employee earnings insurance (EEI)',
    );
    expect(screen.getByText('5% GST on the administration fee')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByTestId('cancel-confirm');
    expect(within(dialog).getByText(/expenses incurred until June 30, 2026/)).toBeTruthy();
    expect(within(dialog).getByText(/until September 28, 2026 \(90 days after\)/)).toBeTruthy();
    expect(within(dialog).getByText(/now \$10,150\.00\) is refunded/)).toBeTruthy();
    // Keeping the plan sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the plan' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-confirm')).toBeNull());
    expect(sent.some((s) => s.path === '/employer/cancel-plan')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = within(await screen.findByTestId('cancel-confirm')).getByRole('button', {
      name: 'Cancel the plan',
    });
    // A double click cancels once.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByTestId('cancellation-pending', {})).toBeTruthy();
    expect(sent.filter((s) => s.path === '/employer/cancel-plan').map((s) => s.data)).toEqual([
      { effectiveDate: '2026-06-30', reason: '', confirm: 'Y' },
    ]);
    expect(screen.getByRole('button', { name: 'Withdraw the cancellation' })).toBeTruthy();
  }, 30_000);
});
