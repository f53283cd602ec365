import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useSnackbar } from '../../lib/ui/snackbar';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

const json = (data: unknown) => new Response(JSON.stringify({ code: 0, data }), { status: 200 });
const recalc = (applied: boolean) => ({
  employeeId: 100002,
  name: 'Liam Gagnon',
  companyName: 'Prairie Sky Logistics Ltd.',
  classification: 'Management',
  planYear: 2026,
  funded: true,
  hsa: { beforeCents: 100_000, afterCents: 150_000 },
  wsa: null,
  adjustments: [{ account: 'HSA', amountCents: 50_000 }],
  applied,
});

/** The recalculation's answers: a preview, then (with apply) the rows written. */
function serve() {
  fetchMock.mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { data: { apply: boolean } };
    return json(recalc(body.data.apply));
  });
}

async function applyRecalc() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Employee ID|Numéro d’employé/ }), {
    target: { value: '100002' },
  });
  fireEvent.click(screen.getByRole('button', { name: /Calculate|Calculer/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^(Apply|Appliquer)$/ }));
  const dialog = await screen.findByTestId('recalc-confirm');
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Apply|Appliquer)$/ }));
}

describe('Recalc Employee Limit', () => {
  it('says the limit was recalculated in the app’s snackbar, which hides by itself', async () => {
    serve();
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/recal-employee-limit');
    await applyRecalc();
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar.textContent).toContain('The limit was recalculated.');
    expect(useSnackbar.getState().current?.severity).toBe('success');
    // The screen keeps what was written, without a message of its own that would stay.
    expect(await screen.findByRole('heading', { name: 'Changes written' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getAllByText('The limit was recalculated.')).toHaveLength(1);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void vi.advanceTimersByTime(6000));
    await waitFor(() => expect(useSnackbar.getState().open).toBe(false));
    await waitFor(() => expect(screen.queryByText('The limit was recalculated.')).toBeNull());
  }, 90_000);

  it('speaks French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve();
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/recal-employee-limit');
    await applyRecalc();
    expect((await screen.findByTestId('snackbar')).textContent).toContain('La limite a été recalculée.');
    expect(await screen.findByRole('heading', { name: 'Écritures passées' })).toBeTruthy();
  }, 90_000);

  it('closes an unknown employee’s red snackbar when the next employee’s limit shows', async () => {
    useSnackbar.setState({ current: null, open: false });
    fetchMock.mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { data: { userId: string } };
      return body.data.userId === '999999'
        ? new Response(
            JSON.stringify({ code: 1, data: { error: { GENERAL: 'This employee does not exist.' } } }),
            { status: 404 },
          )
        : json(recalc(false));
    });
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/recal-employee-limit');
    const id = await screen.findByRole('textbox', { name: /Employee ID/ });
    fireEvent.change(id, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('This employee does not exist.');
    fireEvent.change(id, { target: { value: '100002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('recalc-result')).toBeTruthy();
    expect(useSnackbar.getState().open).toBe(false);
  }, 90_000);

  it.each([
    [
      'en' as const,
      'Employee 100003 administers the plan and holds no account: there is no limit to recalculate.',
    ],
    [
      'fr' as const,
      'L’employé 100003 administre le régime et n’a pas de compte : il n’y a aucune limite à recalculer.',
    ],
  ])(
    'says in %s that a non-member admin holds no account, with no limit shown',
    async (language, text) => {
      usePreferences.setState({ language });
      const english =
        'Employee 100003 administers the plan and holds no account: there is no limit to recalculate.';
      const key = { key: 'directory.noLimitToRecalculate', params: { id: '100003' } };
      fetchMock.mockResolvedValue(
        new Response(
          JSON.stringify({
            code: 7,
            data: {
              error: { GENERAL: english, userId: english },
              errorKeys: { GENERAL: key, userId: key },
            },
          }),
          { status: 409 },
        ),
      );
      signInTools('auditor', ['PERMIT_AUDIT']);
      renderApp('/tools/recal-employee-limit');
      fireEvent.change(await screen.findByRole('textbox', { name: /Employee ID|Numéro d’employé/ }), {
        target: { value: '100003' },
      });
      fireEvent.click(screen.getByRole('button', { name: /Calculate|Calculer/ }));
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      expect(screen.queryByTestId('recalc-result')).toBeNull();
    },
    90_000,
  );

  it.each([
    [
      'en' as const,
      'A lower limit takes at most what the account holds: the balance stops at $0.00, and what was already paid stays paid.',
      'The balance is already $0.00: a lower limit takes nothing more, and what was already paid stays paid. Nothing to apply.',
    ],
    [
      'fr' as const,
      'Une limite plus basse prend au plus ce que le compte contient : le solde s’arrête à 0,00 $, et ce qui a déjà été payé reste payé.',
      'Le solde est déjà de 0,00 $ : une limite plus basse ne prend rien de plus, et ce qui a déjà été payé reste payé. Rien à appliquer.',
    ],
  ])(
    'says in %s that a lower limit stops the balance at $0.00, and never calls such a limit already right',
    async (language, partly, nothing) => {
      usePreferences.setState({ language });
      // Liam used more than the classification's new $250.00: the decrease takes only his balance…
      const partlyKept = {
        ...recalc(false),
        hsa: { beforeCents: 180_000, afterCents: 25_000 },
        adjustments: [{ account: 'HSA', amountCents: -102_570 }],
      };
      // …and once his balance is $0.00, nothing more.
      const allKept = { ...partlyKept, hsa: { beforeCents: 77_430, afterCents: 25_000 }, adjustments: [] };
      let answer: unknown = partlyKept;
      fetchMock.mockImplementation(async () => json(answer));
      signInTools('auditor', ['PERMIT_AUDIT']);
      renderApp('/tools/recal-employee-limit');
      fireEvent.change(await screen.findByRole('textbox', { name: /Employee ID|Numéro d’employé/ }), {
        target: { value: '100002' },
      });
      fireEvent.click(screen.getByRole('button', { name: /Calculate|Calculer/ }));
      expect((await screen.findByTestId('recalc-kept')).textContent).toBe(partly);
      expect(screen.getByTestId('recalc-changes')).toBeTruthy();

      answer = allKept;
      fireEvent.click(screen.getByRole('button', { name: /Calculate|Calculer/ }));
      await waitFor(() => expect(screen.getByTestId('recalc-up-to-date').textContent).toBe(nothing));
      expect(screen.queryByTestId('recalc-kept')).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Apply|Appliquer)$/ })).toBeNull();
    },
    90_000,
  );
});
