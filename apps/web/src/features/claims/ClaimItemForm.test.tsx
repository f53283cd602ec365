import { EMPTY_BREAKDOWN } from '@benefits/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import type { ClaimItemView } from '../../lib/claims/api';
import { i18n } from '../../lib/i18n';
import { useSnackbar } from '../../lib/ui/snackbar';
import { SnackbarView } from '../../lib/ui/SnackbarView';
import type { ClaimFormOptions, NewClaimItem } from './api';
import { ClaimItemForm } from './ClaimItemForm';

const OPTIONS: ClaimFormOptions = {
  type: 'HSA',
  claimId: 7,
  patients: [
    { id: '0', name: 'Olivia Tremblay', relation: null, coveredSince: null },
    { id: '1', name: 'Marc Tremblay', relation: 1001, coveredSince: '2026-02-15' },
  ],
  services: [
    { id: 1, name: 'Prescription Drugs', nameFr: 'Médicaments sur ordonnance' },
    { id: 2, name: 'Dental', nameFr: 'Soins dentaires' },
  ],
  wellnessCategories: [],
  providers: [{ id: 1, name: 'Harbord Dental Centre', provider_number: 'ON-D-20417' }],
  minDate: '2026-01-01',
  maxDate: '2026-11-20',
  runOut: false,
  runOutEnds: '2026-03-31',
  balances: {
    account: 'HSA',
    current: 250_000,
    previousYear: 0,
    available: 250_000,
    planYear: { start: '2026-01-01', end: '2026-12-31', key: 2026 },
    previousPlanYear: { start: '2025-01-01', end: '2025-12-31', key: 2025 },
  },
};

function item(id: number, over: Partial<ClaimItemView> = {}): ClaimItemView {
  return {
    id,
    patient: '0',
    patient_name: 'Olivia Tremblay',
    service_date: '2026-03-02',
    service: 2,
    service_name: 'Dental',
    service_name_fr: 'Soins dentaires',
    provider: `Clinic ${id}`,
    provider_number: '',
    amount: 10_000 + id,
    dateTime: '2026-03-02T10:00:00Z',
    breakdown: { ...EMPTY_BREAKDOWN },
    ...over,
  };
}

function renderForm(
  items: ClaimItemView[] = [],
  add = vi.fn(async (_item: NewClaimItem) => ({ message: 'Claim Item has been successfully added' })),
  options: ClaimFormOptions = OPTIONS,
) {
  const router = createMemoryRouter(
    [
      {
        path: '/claim/7',
        element: (
          <I18nextProvider i18n={i18n}>
            <ClaimItemForm options={options} items={items} add={add} />
            <SnackbarView />
          </I18nextProvider>
        ),
      },
      { path: '/claims', element: <p>Claim list</p> },
    ],
    { initialEntries: ['/claim/7'] },
  );
  render(<RouterProvider router={router} />);
  lastRouter = router;
  return add;
}
let lastRouter: ReturnType<typeof createMemoryRouter> | undefined;

const field = (id: string) => {
  const element = document.getElementById(id);
  if (!element)
    throw new Error(
      `no element #${id}: ${[...document.querySelectorAll('[id]')].map((e) => e.id).join(' ')}`,
    );
  return element as HTMLInputElement;
};
const change = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Add item' })));

function fillValid({
  patient = '1',
  service = '2',
  provider = 'Harbord Dental Centre',
  date = '2026-03-02',
  amount = '120.00',
} = {}) {
  change('claim-patient', patient);
  change('claim-service', service);
  change('claim-provider', provider);
  change('claim-service-date', date);
  change('claim-amount', amount);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  useSnackbar.setState({ current: null, open: false });
});

describe('claim item form (docs/product §5 "Claim item (employee)")', () => {
  it('names the provider list’s clear button in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderForm();
    change('claim-provider', 'Harbord Dental Centre');
    // MUI's clear button (shown on hover and focus) carries the text as its label and tooltip.
    const clear = document.querySelector('.MuiAutocomplete-clearIndicator');
    expect(clear?.getAttribute('aria-label')).toBe('Effacer le fournisseur');
    expect(clear?.getAttribute('title')).toBe('Effacer le fournisseur');
  });

  it('refuses an empty item with every field message and the fallback, sending nothing', async () => {
    const add = renderForm();
    change('claim-patient', '');
    await submit();
    for (const message of [
      'Invalid patient',
      'Invalid service type',
      'Invalid provider',
      'Invalid service date',
      'Invalid amount',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('alert').textContent).toBe('Please correct the claim details above');
    expect(field('claim-amount').getAttribute('aria-invalid')).toBe('true');
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses a zero amount and a date outside the claim window', async () => {
    const add = renderForm();
    fillValid({ amount: '$0.00', date: '2025-12-31' });
    await submit();
    expect(await screen.findByText('Invalid amount')).toBeTruthy();
    expect(screen.getByText('Invalid service date')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the claim details above');
    change('claim-service-date', '2026-11-21');
    await submit();
    expect(await screen.findByText('Invalid service date')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it("a dependant's dates start at their effective date: the hint and the check follow the patient", async () => {
    const add = renderForm();
    const hint = () => document.getElementById('claim-service-date-helper-text')?.textContent;
    expect(hint()).toBe('Between Jan 1, 2026 and Nov 20, 2026.');
    fillValid({ patient: '1', date: '2026-02-01' });
    expect(hint()).toBe('Between Feb 15, 2026 and Nov 20, 2026.');
    expect(field('claim-service-date').min).toBe('2026-02-15');
    await submit();
    expect(await screen.findByText('Invalid service date')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    // The same date for the employee herself is inside her window.
    change('claim-patient', '0');
    await submit();
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0]).toMatchObject({ patient: '0', service_date: '2026-02-01' });
  });

  it('refuses an amount whose thousands marks are not in groups of three', async () => {
    const add = renderForm();
    fillValid({ amount: '1,5,0' });
    await submit();
    expect(await screen.findByText('Invalid amount')).toBeTruthy();
    expect(field('claim-amount').getAttribute('aria-invalid')).toBe('true');
    expect(add).not.toHaveBeenCalled();
  });

  it('strips the amount, sends the item with its names and says it was added', async () => {
    const add = renderForm();
    fillValid({ amount: '$1,234.5' });
    await submit();
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0]).toEqual({
      patient: '1',
      patient_name: 'Marc Tremblay',
      service: '2',
      service_name: 'Dental',
      provider: 'Harbord Dental Centre',
      provider_number: '',
      service_date: '2026-03-02',
      amount: '1234.50',
    });
    await waitFor(() =>
      expect(useSnackbar.getState().current?.message).toBe('Claim Item has been successfully added'),
    );
    // Ready for the next item.
    await waitFor(() => expect(field('claim-amount').value).toBe(''));
  });

  it('after an item is added with Enter, puts the keyboard on the empty form’s first field and says so', async () => {
    const add = renderForm();
    fillValid();
    const amount = field('claim-amount');
    amount.focus();
    // Enter in the amount submits the form.
    await act(() => fireEvent.submit(amount.closest('form')!));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('claim-amount').value).toBe(''));
    // The next item starts at its first field, not in the amount of the last one.
    await waitFor(() => expect(document.activeElement).toBe(field('claim-patient')));
    // The snackbar (an alert, which screen readers read out) says the item was added.
    expect(await screen.findByText('Claim Item has been successfully added')).toBeTruthy();
    expect(screen.getByTestId('snackbar').getAttribute('role')).toBe('alert');
  });

  it('adds once on a double click or a second Enter while the answer is awaited', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const add = renderForm(
      [],
      vi.fn(async (_item: NewClaimItem) => {
        await answered;
        return { message: 'Claim Item has been successfully added' };
      }),
    );
    fillValid();
    const button = screen.getByRole('button', { name: 'Add item' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    fireEvent.click(button);
    expect(add).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(field('claim-amount').value).toBe(''));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('asks before a half-typed item is left behind, and not once it is added', async () => {
    const add = renderForm();
    const router = lastRouter!;
    // Nothing typed: leaving asks nothing.
    await act(() => router.navigate('/claims'));
    expect(screen.getByText('Claim list')).toBeTruthy();
    await act(() => router.navigate('/claim/7'));
    change('claim-provider', 'Harbord Dental Centre');
    await act(() => router.navigate('/claims'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Your changes on this page are not saved.');
    // Stay (focused first) keeps the form and what was typed.
    expect(document.activeElement?.textContent).toBe('Stay on this page');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/claim/7');
    expect(field('claim-provider').value).toBe('Harbord Dental Centre');
    // Once the item is added the form is empty again, and leaving asks nothing.
    fillValid();
    await submit();
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('claim-amount').value).toBe(''));
    await act(() => router.navigate('/claims'));
    expect(screen.getByText('Claim list')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves without saving when asked to', async () => {
    renderForm();
    const router = lastRouter!;
    change('claim-amount', '12');
    await act(() => router.navigate('/claims'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.getByText('Claim list')).toBeTruthy());
  });

  it('refuses a duplicate of an item already on the claim', async () => {
    const add = renderForm([item(1, { patient: '1', provider: 'Harbord Dental Centre', amount: 12_000 })]);
    fillValid({ provider: '  harbord dental centre ', amount: '$120' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Duplicate claim item, adjust some details');
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses an 11th item', async () => {
    const add = renderForm(Array.from({ length: 10 }, (_, i) => item(i + 1)));
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Maximum of 10 claim items allowed per claim',
    );
    expect(add).not.toHaveBeenCalled();
  });

  it("puts the server's field messages on the fields", async () => {
    const add = vi.fn(async () => {
      throw new ApiError(1, {
        GENERAL: 'Please correct the claim details above',
        patient: 'Invalid patient',
      });
    });
    renderForm([], add);
    fillValid();
    await submit();
    expect(await screen.findByText('Invalid patient')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the claim details above');
  });

  it('shows the messages in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderForm();
    fillValid({ amount: '0' });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Ajouter le poste' })));
    expect(await screen.findByText('Montant non valide')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Veuillez corriger les détails de la réclamation ci-dessus',
    );
    expect(screen.getByRole('option', { name: 'Soins dentaires' })).toBeTruthy();
  });
});

/** A WSA claim's form: the six WSA services, for a company that chose Fitness and Mental Health. */
const WSA_OPTIONS: ClaimFormOptions = {
  ...OPTIONS,
  type: 'WSA',
  services: [
    { id: 101, name: 'Fitness Membership and Classes', nameFr: 'Abonnement et cours de conditionnement' },
    { id: 102, name: 'Sports Equipment', nameFr: 'Équipement sportif' },
    { id: 103, name: 'Nutrition Counselling', nameFr: 'Conseils en nutrition' },
    {
      id: 104,
      name: 'Courses and Professional Development',
      nameFr: 'Cours et perfectionnement professionnel',
    },
    { id: 105, name: 'Mental Health Programs', nameFr: 'Programmes de santé mentale' },
    { id: 106, name: 'Family Recreation', nameFr: 'Loisirs familiaux' },
  ],
  wellnessCategories: ['Fitness', 'Mental Health'],
  balances: { ...OPTIONS.balances, account: 'WSA' },
};

const serviceOptions = () =>
  [...(field('claim-service') as unknown as HTMLSelectElement).options].map((o) => o.textContent);

describe('a WSA claim item follows the wellness categories the company chose (QA lifecycle F7)', () => {
  it('offers only the services of those categories, and says which categories they are', () => {
    renderForm([], undefined, WSA_OPTIONS);
    expect(serviceOptions()).toEqual([
      'Choose the service',
      'Fitness Membership and Classes',
      'Sports Equipment',
      'Mental Health Programs',
    ]);
    expect(screen.getByTestId('wellness-categories').textContent).toBe(
      'Your employer’s wellness account covers these categories: Fitness, Mental Health.',
    );
  });

  it('says it in French, and shows the server’s refusal of a service outside them', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const add = vi.fn(async () => {
      throw new ApiError(1, {
        GENERAL: 'Please correct the claim details above',
        service: 'This service is not in the wellness categories your employer chose.',
      });
    });
    renderForm([], add, WSA_OPTIONS);
    expect(serviceOptions()).toEqual([
      'Choisissez le service',
      'Abonnement et cours de conditionnement',
      'Équipement sportif',
      'Programmes de santé mentale',
    ]);
    expect(screen.getByTestId('wellness-categories').textContent).toBe(
      'Le compte mieux-être de votre employeur couvre ces catégories : Conditionnement physique, Santé mentale.',
    );
    fillValid({ patient: '0', service: '101' });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Ajouter le poste' })));
    expect(
      await screen.findByText(
        'Ce service ne fait pas partie des catégories mieux-être choisies par votre employeur.',
      ),
    ).toBeTruthy();
  });

  it('shows no categories on an HSA claim', () => {
    renderForm();
    expect(screen.queryByTestId('wellness-categories')).toBeNull();
  });
});
