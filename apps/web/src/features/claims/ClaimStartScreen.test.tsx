import { act, fireEvent, screen, within } from '@testing-library/react';
import { addDays, todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, mockApi, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { claim41 } from '../../test/claims';

/*
 * QA lifecycle, finding 3: before the member's coverage starts (their effective date), Make a Claim
 * says when claims open instead of offering to start one (which left a draft that could never be
 * finished); the drawer and the dashboard keep Make a Claim, which leads here.
 */

function serve(incompleteClaims: Record<string, unknown> = { HSA: null, WSA: null }) {
  return mockApi({
    '/employee': () => useEmployeeSession.getState().session?.user,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/claims/pending': () => ({ incompleteClaims, lastClaimId: null }),
    '/employee/claim-report': () => ({ rows: [], total: 0 }),
  });
}

const calls = (api: ReturnType<typeof serve>, path: string) =>
  api.mock.calls.filter(([input]) => String(input).endsWith(path)).length;

afterEach(async () => {
  useEmployeeSession.getState().clear();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('/claims before the member’s coverage starts', () => {
  const starts = addDays(todayIso(), 40);

  it('says the date claims open on, offers no start, and starts no claim', async () => {
    const api = serve();
    signInEmployee(employeeUser({ EFFECTIVE_DATE: starts, WELLNESS: 'Y' }));
    renderApp('/claims');
    const notice = await screen.findByTestId('claims-coverage-starts');
    expect(notice.textContent).toBe(
      `Your coverage starts on ${formatDate(starts, 'en', 'long')}: claims can be made from then.`,
    );
    expect(screen.queryByRole('button', { name: /^Start/ })).toBeNull();
    expect(screen.queryByTestId('claim-type-HSA')).toBeNull();
    expect(calls(api, '/claim/id')).toBe(0);
  });

  it('is where the dashboard’s Make a Claim leads (the menu keeps it, as ONLINE_CLAIM_OK stays Y)', async () => {
    serve();
    signInEmployee(employeeUser({ EFFECTIVE_DATE: starts }));
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByTestId('quick-link-makeClaim'));
    expect(await screen.findByTestId('claims-coverage-starts')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/claims');
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    serve();
    signInEmployee(employeeUser({ EFFECTIVE_DATE: starts }));
    renderApp('/claims');
    expect((await screen.findByTestId('claims-coverage-starts')).textContent).toBe(
      `Votre couverture commence le ${formatDate(starts, 'fr', 'long')} : les réclamations pourront être faites à partir de cette date.`,
    );
  });

  it('lets a draft left from before be cancelled, not resumed', async () => {
    serve({ HSA: claim41({ status: 'R' }), WSA: null });
    signInEmployee(employeeUser({ EFFECTIVE_DATE: starts }));
    renderApp('/claims');
    const card = await screen.findByTestId('claim-type-HSA');
    expect(screen.getByTestId('claims-coverage-starts')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel saved claim' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Resume claim' })).toBeNull();
    expect(screen.queryByTestId('claim-type-WSA')).toBeNull();
  });

  it('offers the start buttons from the effective date on', async () => {
    serve();
    signInEmployee(employeeUser({ EFFECTIVE_DATE: todayIso(), WELLNESS: 'Y' }));
    renderApp('/claims');
    expect(await screen.findByRole('button', { name: 'Start an HSA claim' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start a WSA claim' })).toBeTruthy();
    expect(screen.queryByTestId('claims-coverage-starts')).toBeNull();
  });
});
