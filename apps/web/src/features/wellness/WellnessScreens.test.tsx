import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { addDays, todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

type State = {
  hasWellness: boolean;
  categories: string[];
  classifications: {
    classificationId: number;
    classificationName: string;
    wellnessAmountCents: number;
    employeeCount: number;
  }[];
  pending: null | {
    changeId: number;
    kind: 'setup' | 'change' | 'terminate';
    effective_date: string;
    categories: string[];
    amounts: { classificationId: number; wellnessAmountCents: number }[];
  };
};

const classes = (cents = 0) => [
  { classificationId: 1, classificationName: 'Clinical Staff', wellnessAmountCents: cents, employeeCount: 2 },
  { classificationId: 2, classificationName: 'Front Office', wellnessAmountCents: cents, employeeCount: 1 },
];

/** A fake server keeping a company's wellness; answers as the real one does for these calls. */
function serve(initial: State) {
  let state = initial;
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/wellness/get': () => state,
    '/employer/wellness/setup': (data) => {
      const amounts = data.amounts as { classificationId: number; wellnessAmountCents: number }[];
      state = {
        hasWellness: true,
        categories: data.categories as string[],
        classifications: state.classifications.map((c) => ({
          ...c,
          wellnessAmountCents: amounts.find((a) => a.classificationId === c.classificationId)!
            .wellnessAmountCents,
        })),
        pending: null,
      };
      return { ...state, message: 'Wellness accounts are set up' };
    },
    '/employer/wellness/manage': (data) => {
      state = {
        ...state,
        pending: {
          changeId: 9,
          kind: 'change',
          effective_date: data.effective_date as string,
          categories: data.categories as string[],
          amounts: data.amounts as { classificationId: number; wellnessAmountCents: number }[],
        },
      };
      return { ...state, message: 'Wellness change scheduled' };
    },
    '/employer/wellness/terminate': (data) => {
      state = {
        ...state,
        pending: {
          changeId: 10,
          kind: 'terminate',
          effective_date: data.effective_date as string,
          categories: [],
          amounts: [],
        },
      };
      return { ...state, message: 'End of wellness accounts scheduled' };
    },
    '/employer/wellness/delete-pending': () => {
      state = { ...state, pending: null };
      return { ...state, message: 'Pending wellness change deleted' };
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

const sent = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)).data as Record<string, unknown>);

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13, WELLNESS: 'N' });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/wellness/setup', () => {
  it('checks the form with the rules, sends cents and shows the success page', async () => {
    const fetchMock = serve({
      hasWellness: false,
      categories: [],
      classifications: classes(),
      pending: null,
    });
    signInEmployee(admin());
    renderApp('/wellness/setup');
    const form = await screen.findByTestId('wellness-setup-form', {});
    fireEvent.click(within(form).getByRole('button', { name: 'Set up wellness' }));
    expect(await within(form).findByText('Please choose at least one wellness category.')).toBeTruthy();
    expect(within(form).getAllByText('Please enter a wellness amount from $250 to $15,000.')).toHaveLength(2);
    expect(sent(fetchMock, '/employer/wellness/setup')).toEqual([]);

    fireEvent.click(within(form).getByLabelText('Fitness'));
    fireEvent.click(within(form).getByLabelText('Mental Health'));
    fireEvent.change(within(form).getByLabelText(/Wellness amount for Clinical Staff/), {
      target: { value: '1,000.50' },
    });
    fireEvent.change(within(form).getByLabelText(/Wellness amount for Front Office/), {
      target: { value: '249.99' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set up wellness' }));
    expect(
      await within(form).findByText('Please enter a wellness amount from $250 to $15,000.'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Wellness amount for Front Office/), {
      target: { value: '$250' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Set up wellness' }));

    expect(await screen.findByTestId('wellness-success', {})).toBeTruthy();
    expect(
      screen.getByText('Wellness accounts are set up', { selector: '.MuiAlertTitle-root' }),
    ).toBeTruthy();
    expect(sent(fetchMock, '/employer/wellness/setup')).toEqual([
      {
        categories: ['Fitness', 'Mental Health'],
        amounts: [
          { classificationId: 1, wellnessAmountCents: 100_050 },
          { classificationId: 2, wellnessAmountCents: 25_000 },
        ],
        effective_date: todayIso(),
      },
    ]);
    expect(screen.getByText('$1,000.50')).toBeTruthy();
  });

  it('refuses politely when the company already has wellness', async () => {
    serve({ hasWellness: true, categories: ['Fitness'], classifications: classes(50_000), pending: null });
    signInEmployee(admin());
    renderApp('/wellness/setup');
    expect(await screen.findByTestId('wellness-already', {})).toBeTruthy();
    expect(screen.queryByTestId('wellness-setup-form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Wellness Manage' }).getAttribute('href')).toBe(
      '/wellness/manage',
    );
  });

  it('speaks French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve({ hasWellness: false, categories: [], classifications: classes(), pending: null });
    signInEmployee(admin());
    renderApp('/wellness/setup');
    const form = await screen.findByTestId('wellness-setup-form', {});
    expect(within(form).getByLabelText('Santé mentale')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Mettre en place le mieux-être' }));
    expect(
      await within(form).findByText('Veuillez choisir au moins une catégorie de mieux-être.'),
    ).toBeTruthy();
  });
});

describe('/wellness/manage', () => {
  it('refuses politely when the company has no wellness', async () => {
    serve({ hasWellness: false, categories: [], classifications: classes(), pending: null });
    signInEmployee(admin());
    renderApp('/wellness/manage');
    expect(await screen.findByTestId('wellness-not-set-up', {})).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Wellness Setup' }).getAttribute('href')).toBe(
      '/wellness/setup',
    );
  });

  it('asks no amount of a classification without a wellness account, and saves without one', async () => {
    const fetchMock = serve({
      hasWellness: true,
      categories: ['Fitness'],
      classifications: [
        ...classes(50_000),
        {
          classificationId: 3,
          classificationName: 'Seasonal Staff',
          wellnessAmountCents: 0,
          employeeCount: 4,
        },
      ],
      pending: null,
    });
    signInEmployee(admin());
    renderApp('/wellness/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Change categories or amounts' }));
    const form = await screen.findByTestId('wellness-change-form');
    expect(within(form).queryByLabelText(/Wellness amount for Seasonal Staff/)).toBeNull();
    expect(within(form).getByTestId('wellness-no-account').textContent).toContain('Seasonal Staff');
    expect(within(form).getByText(/No wellness account/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Wellness amount for Front Office/), {
      target: { value: '300' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save change' }));
    await screen.findByTestId('pending-change');
    expect(sent(fetchMock, '/employer/wellness/manage')[0]!.amounts).toEqual([
      { classificationId: 1, wellnessAmountCents: 50_000 },
      { classificationId: 2, wellnessAmountCents: 30_000 },
    ]);
  });

  it('schedules a change shown as pending, deletes it, and ends wellness only after the confirmation', async () => {
    const fetchMock = serve({
      hasWellness: true,
      categories: ['Fitness', 'Mental Health'],
      classifications: classes(50_000),
      pending: null,
    });
    signInEmployee(admin());
    renderApp('/wellness/manage');
    // Those who hold the account: terminated members are not counted (the classifications screen counts them).
    expect(await screen.findByText('2 active employees')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Change categories or amounts' }));
    const form = await screen.findByTestId('wellness-change-form');
    fireEvent.click(within(form).getByLabelText('Nutrition'));
    fireEvent.change(within(form).getByLabelText(/Wellness amount for Clinical Staff/), {
      target: { value: '600' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save change' }));
    const pending = await screen.findByTestId('pending-change');
    expect(within(pending).getByText('New categories and amounts')).toBeTruthy();
    expect(within(pending).getByText('Clinical Staff: $600.00')).toBeTruthy();
    expect(sent(fetchMock, '/employer/wellness/manage')[0]).toMatchObject({
      categories: ['Nutrition', 'Fitness', 'Mental Health'],
      effective_date: addDays(todayIso(), 1),
    });
    expect(
      (screen.getByRole('button', { name: 'End wellness accounts' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(pending).getByRole('button', { name: 'Delete pending change' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the pending change?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete pending change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-change')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'End wellness accounts' }));
    const first = await screen.findByRole('dialog', { name: 'End wellness accounts' });
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: /^End wellness accounts on / });
    expect(within(second).getByText(/remaining WSA balance is closed/)).toBeTruthy();
    expect(within(second).getByText(/can no longer make wellness \(WSA\) claims/)).toBeTruthy();
    expect(sent(fetchMock, '/employer/wellness/terminate')).toEqual([]);
    fireEvent.click(within(second).getByRole('button', { name: 'End wellness accounts' }));
    expect(
      within(await screen.findByTestId('pending-change')).getByText('Wellness accounts end'),
    ).toBeTruthy();
    expect(sent(fetchMock, '/employer/wellness/terminate')).toEqual([
      { effective_date: addDays(todayIso(), 1), confirmed: true },
    ]);
  });
});
