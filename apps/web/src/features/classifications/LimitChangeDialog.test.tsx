import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

const management = (amountCents: number) => ({
  classificationId: 1,
  classificationName: 'Management',
  amountCents,
  wellnessAmountCents: 50_000,
  periodType: 2,
  effective_date: '2024-03-01',
  employeeCount: 3,
  pending: null,
});

/** A fake server with one classification; a limit change dated today answers `message`. */
function serve(message: string) {
  let amountCents = 150_000;
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/classifications': () => ({ classifications: [management(amountCents)], hasWellness: true }),
    '/employer/classifications/edit': (data) => {
      amountCents = (data.newLimit as { amountCents: number }).amountCents;
      return { classifications: [management(amountCents)], hasWellness: true, message, keptMembers: 2 };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input).replace(/^\/webapp/, '');
      const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
      const handler = handlers[path];
      const envelope = handler
        ? { code: 0, data: await handler(body?.data ?? {}) }
        : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

const TEXT = {
  en: {
    schedule: 'Schedule a new limit for Management',
    hsa: /New HSA amount/,
    date: /Takes effect on/,
    save: 'Save',
    warning:
      'This lowers the limit. Members who have already used more than the new amount this plan year keep what was paid: their balance goes to $0.00, never below, and nothing is taken back.',
    applied:
      '2 members had already used more than the new amount this plan year: they keep what was paid, and their balances are now $0.00.',
  },
  fr: {
    schedule: 'Prévoir un nouveau plafond pour Management',
    hsa: /Nouveau montant CSS/,
    date: /En vigueur le/,
    save: 'Enregistrer',
    warning:
      'Ce changement abaisse le plafond. Les membres qui ont déjà utilisé plus que le nouveau montant cette année de régime gardent ce qui leur a été payé : leur solde passe à 0,00 $, jamais en dessous, et rien ne leur est repris.',
    applied:
      '2 membres avaient déjà utilisé plus que le nouveau montant cette année de régime : ils gardent ce qui leur a été payé, et leur solde est maintenant de 0,00 $.',
  },
};

describe('/classifications: a lower limit', () => {
  it.each(['en', 'fr'] as const)(
    'says in %s, before saving, that members who used more keep what was paid and stop at $0.00; and how many, once applied today',
    { timeout: 120_000 },
    async (language) => {
      const text = TEXT[language];
      usePreferences.setState({ language });
      useSnackbar.setState({ current: null, open: false });
      // The server's English, as it writes it (classifications.limitChangeAppliedKept, count 2).
      serve(
        'New limit applied. 2 member(s) had already used more than the new amount this plan year: they keep what was paid, and their balance is now $0.00.',
      );
      signInEmployee(admin());
      renderApp('/classifications');
      fireEvent.click(await screen.findByRole('button', { name: text.schedule }, { timeout: 60_000 }));
      const dialog = await screen.findByTestId('limit-dialog');
      expect(within(dialog).queryByTestId('limit-decrease')).toBeNull();
      fireEvent.change(within(dialog).getByLabelText(text.hsa), { target: { value: '250' } });
      expect(within(dialog).getByTestId('limit-decrease').textContent).toBe(text.warning);
      fireEvent.change(within(dialog).getByLabelText(text.hsa), { target: { value: '2000' } });
      expect(within(dialog).queryByTestId('limit-decrease')).toBeNull();
      fireEvent.change(within(dialog).getByLabelText(text.hsa), { target: { value: '250' } });
      fireEvent.change(within(dialog).getByLabelText(text.date), { target: { value: todayIso() } });
      fireEvent.click(within(dialog).getByRole('button', { name: text.save }));
      await waitFor(() => expect(screen.getByTestId('snackbar').textContent).toContain(text.applied));
    },
  );
});

describe('/classifications: typed values are not thrown away without a word', () => {
  const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });
  /** A click on the backdrop, beside the dialog (MUI closes on a press and release there). */
  const clickOutside = (dialog: HTMLElement) => {
    const container = dialog.querySelector('.MuiDialog-container')!;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
  };

  it(
    'asks before Escape or a click outside drops what was typed, in Add and in Schedule a new limit',
    { timeout: 120_000 },
    async () => {
      serve('Saved');
      signInEmployee(admin());
      renderApp('/classifications');
      // The list first (the Add button waits for it).
      await screen.findByRole('button', { name: 'Schedule a new limit for Management' }, { timeout: 60_000 });
      fireEvent.click(screen.getByRole('button', { name: 'Add classification' }));
      let dialog = await screen.findByTestId('classification-dialog');
      // Nothing typed: Escape closes at once.
      escape(dialog);
      await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());
      expect(screen.queryByTestId('discard-changes')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Add classification' }));
      dialog = await screen.findByTestId('classification-dialog');
      fireEvent.change(within(dialog).getByLabelText(/Classification name/), {
        target: { value: 'Drivers' },
      });
      fireEvent.change(within(dialog).getByLabelText(/HSA amount/), { target: { value: '1500' } });
      escape(dialog);
      const question = await screen.findByTestId('discard-changes');
      expect(within(question).getByRole('heading', { name: 'Discard your changes?' })).toBeTruthy();
      // Keep editing (focused first, so Enter keeps the work) keeps the dialog and its values.
      expect(document.activeElement?.textContent).toBe('Keep editing');
      fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByTestId('discard-changes')).toBeNull());
      expect((within(dialog).getByLabelText(/Classification name/) as HTMLInputElement).value).toBe(
        'Drivers',
      );
      clickOutside(dialog);
      fireEvent.click(
        within(await screen.findByTestId('discard-changes')).getByRole('button', { name: 'Discard changes' }),
      );
      await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: 'Schedule a new limit for Management' }));
      dialog = await screen.findByTestId('limit-dialog');
      fireEvent.change(within(dialog).getByLabelText(/New HSA amount/), { target: { value: '2000' } });
      clickOutside(dialog);
      expect(await screen.findByTestId('discard-changes')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByTestId('discard-changes')).toBeNull());
      expect((within(dialog).getByLabelText(/New HSA amount/) as HTMLInputElement).value).toBe('2000');
      // Its own Cancel button is an explicit choice: it closes at once.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByTestId('limit-dialog')).toBeNull());
      expect(screen.queryByTestId('discard-changes')).toBeNull();
    },
  );
});
