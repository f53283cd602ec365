import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIT_MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useSnackbar } from '../../lib/ui/snackbar';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';
import type { AuditedClaim, QueuedClaim } from './api';

const queued: QueuedClaim = {
  id: 26,
  type: 'HSA',
  employeeId: 100001,
  employeeName: 'Olivia Tremblay',
  employerName: 'Northern Lights Consulting Inc.',
  submittedAt: '2026-11-24T02:11:00.000Z',
  claimedCents: 125_000,
  payableCents: 125_000,
  auditFiles: 1,
};

const claim: AuditedClaim = {
  id: 26,
  type: 'HSA',
  status: 'A',
  employee: {
    id: 100001,
    name: 'Olivia Tremblay',
    email: 'olivia@example.com',
    employerName: 'Northern Lights',
  },
  submittedAt: '2026-11-24T02:11:00.000Z',
  planYear: 2026,
  claimedCents: 125_000,
  copayCents: 0,
  payableCents: 125_000,
  previousYearPayableCents: 0,
  items: [
    {
      id: 1,
      patientName: 'Olivia Tremblay',
      serviceName: 'Orthotics',
      provider: 'Queen West Orthotics',
      serviceDate: '2026-11-22',
      amountCents: 125_000,
    },
  ],
  receipts: [],
  auditFiles: [
    {
      id: 9,
      fileName: 'invoice.png',
      mimeType: 'image/png',
      size: 1200,
      uploadedAt: '2026-11-24T02:11:00.000Z',
    },
  ],
  history: [],
};

type Call = { path: string; data: Record<string, unknown> };

/** A fake server of the audit endpoints. */
function serve(answers: Record<string, (data: Record<string, unknown>) => unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input).replace(/^\/webapp/, '');
      const data = init?.body
        ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }).data
        : {};
      calls.push({ path, data });
      const handler = answers[path];
      let envelope: unknown;
      try {
        envelope = handler
          ? { code: 0, data: handler(data) }
          : { code: 1, data: { error: { GENERAL: path } } };
      } catch (failure) {
        envelope = failure;
      }
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('the claim audit screens', () => {
  it('list the queue as cards, and say so when it is empty', { timeout: 120_000 }, async () => {
    let claims = [queued];
    serve({ '/tools/get-audit-claims': () => ({ claims }) });
    signInTools('auditor', ['PERMIT_AUDIT']);
    const first = renderApp('/tools/audit/claims');
    const card = await screen.findByTestId('audit-claim-card', {}, { timeout: 60_000 });
    expect(card.textContent).toContain('Claim #26 · HSA');
    expect(card.textContent).toContain('1 audit document');
    expect(within(card).getByRole('link', { name: 'Review claim #26' }).getAttribute('href')).toBe(
      '/tools/audit/claim/26',
    );
    first.unmount();
    claims = [];
    renderApp('/tools/audit/claims');
    expect((await screen.findByTestId('audit-claims-empty', {}, { timeout: 60_000 })).textContent).toBe(
      'No claims are waiting for audit.',
    );
  });

  it('names the account in French', { timeout: 120_000 }, async () => {
    usePreferences.setState({ language: 'fr' });
    serve({ '/tools/get-audit-claims': () => ({ claims: [queued] }) });
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/audit/claims');
    const card = await screen.findByTestId('audit-claim-card', {}, { timeout: 60_000 });
    expect(card.textContent).toContain('Réclamation nº 26 · CSS');
  });

  it('fails a claim only with a reason, then goes back to the queue', { timeout: 120_000 }, async () => {
    const calls = serve({
      '/tools/audit-claim/get': () => ({ claim }),
      '/tools/get-audit-claims': () => ({ claims: [] }),
      '/tools/audit-claim/fail': (data) => ({
        claimId: data.claimId,
        status: 'F',
        message: AUDIT_MESSAGES.claimFailed,
      }),
    });
    signInTools('auditor', ['PERMIT_AUDIT']);
    const { router } = renderApp('/tools/audit/claim/26');
    await screen.findByRole('heading', { level: 1, name: 'Claim #26' }, { timeout: 60_000 });
    await screen.findByText('invoice.png');
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = await screen.findByTestId('settle-dialog');
    // Who reads the reason: the employee, with the claim, in the notification and the mail.
    expect(
      within(dialog).getByText(
        'Olivia Tremblay sees this reason with the claim, in a notification and by mail.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('settle-confirm'));
    await within(dialog).findByText(AUDIT_MESSAGES.reasonRequired);
    expect(calls.some((c) => c.path === '/tools/audit-claim/fail')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: '  Not itemised ' } });
    // A double click settles once.
    fireEvent.click(within(dialog).getByTestId('settle-confirm'));
    fireEvent.click(within(dialog).getByTestId('settle-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/audit/claims'));
    expect(calls.filter((c) => c.path === '/tools/audit-claim/fail').map((c) => c.data)).toEqual([
      { claimId: 26, reason: 'Not itemised' },
    ]);
    expect(useSnackbar.getState().current?.message).toBe(AUDIT_MESSAGES.claimFailed);
  });

  it('shows a failed claim’s payable amount as returned, not paid', { timeout: 120_000 }, async () => {
    serve({ '/tools/audit-claim/get': () => ({ claim: { ...claim, status: 'F' } }) });
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/audit/claim/26');
    await screen.findByRole('heading', { level: 1, name: 'Claim #26' }, { timeout: 60_000 });
    expect(
      await screen.findByText('Returned to the balance (not paid)', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Paid from balance')).toBeNull();
  });
});
