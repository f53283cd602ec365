import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { goTo } from './UpdateCardScreen';

type Card = { brand: string; last4: string; expMonth: number; expYear: number; updatedAt: string } | null;

/** A fake server keeping the company's card and receipt e-mail. */
function serve(opts: { card: Card; email?: string; confirmAfter?: number }) {
  let card = opts.card;
  let email = opts.email ?? '';
  let polls = 0;
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/stripe/get': (data) => {
      if (!data.sessionId) return { card, provider: 'offline', attempt: null };
      polls += 1;
      const done = polls > (opts.confirmAfter ?? 0);
      if (done)
        card = {
          brand: 'visa',
          last4: '4242',
          expMonth: 11,
          expYear: 2034,
          updatedAt: '2026-01-01T00:00:00Z',
        };
      return {
        card,
        provider: 'offline',
        attempt: { sessionId: data.sessionId, status: done ? 'succeeded' : 'open', message: null },
      };
    },
    '/employer/stripe/update': () => ({ sessionId: 'cs_1', url: 'http://localhost/offline-checkout/cs_1' }),
    '/employer/stripe-email/get': () => ({ email }),
    '/employer/stripe-email/update': (data) => {
      email = String(data.email);
      return { email, message: 'Saved the receipt e-mail address' };
    },
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const envelope = handler
      ? { code: 0, data: handler(body?.data ?? {}) }
      : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });
const sent = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)).data as Record<string, unknown>);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  usePreferences.setState({ language: 'en' });
});

describe('/update-card', () => {
  it('shows the card masked and sends the admin to the provider’s page to replace it', async () => {
    const fetchMock = serve({
      card: {
        brand: 'mastercard',
        last4: '4444',
        expMonth: 3,
        expYear: 2031,
        updatedAt: '2026-01-01T00:00:00Z',
      },
    });
    const assign = vi.spyOn(goTo, 'page').mockImplementation(() => {});
    signInEmployee(admin());
    renderApp('/update-card');
    expect((await screen.findByTestId('card-masked', {})).textContent).toBe('Mastercard •••• 4444');
    expect(screen.getByTestId('card-expiry').textContent).toBe('03/2031');
    expect(screen.getByText(/Test payment provider/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/offline-checkout/cs_1'));
    expect(sent(fetchMock, '/employer/stripe/update')).toEqual([{ language: 'en' }]);
  });

  it('confirms the new card on return, asking again until the provider has', async () => {
    const fetchMock = serve({ card: null, confirmAfter: 1 });
    signInEmployee(admin());
    renderApp('/update-card?session_id=cs_1');
    expect(await screen.findByText('Confirming the new card with the payment provider…', {})).toBeTruthy();
    expect((await screen.findByTestId('card-masked', {})).textContent).toBe('Visa •••• 4242');
    expect(screen.getByText('The new card is on file.')).toBeTruthy();
    expect(
      sent(fetchMock, '/employer/stripe/get').filter((d) => d.sessionId === 'cs_1').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('checks the receipt e-mail in the browser, then saves it', async () => {
    const fetchMock = serve({ card: null });
    signInEmployee(admin());
    renderApp('/update-card');
    expect(await screen.findByTestId('card-none', {})).toBeTruthy();
    const field = await screen.findByLabelText(/Receipt e-mail address/);
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save receipt e-mail' }));
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(sent(fetchMock, '/employer/stripe-email/update')).toEqual([]);
    fireEvent.change(field, { target: { value: 'ap@example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save receipt e-mail' }));
    await waitFor(() =>
      expect(sent(fetchMock, '/employer/stripe-email/update')).toEqual([{ email: 'ap@example.ca' }]),
    );
  });

  it('speaks French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve({ card: null });
    signInEmployee(admin());
    renderApp('/update-card?cancelled=1');
    expect(await screen.findByText(/Aucune carte n’est encore au dossier/, {})).toBeTruthy();
    expect(
      screen.getByText('Mise à jour de la carte annulée. La carte au dossier est inchangée.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une carte' })).toBeTruthy();
  });
});
