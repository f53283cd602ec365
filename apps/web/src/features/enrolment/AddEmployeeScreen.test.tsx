import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { ENROLMENT_MESSAGES, MESSAGES } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

type Handler = (data: Record<string, unknown>) => { code: number; data: unknown };
const ok = (data: unknown) => ({ code: 0, data });

/** A fake server with a company's classifications and divisions; `extra` answers the enrolment calls. */
function serve(extra: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    '/employee': () => ok(useEmployeeSession.getState().session?.user as EmployeeUser),
    '/get-notifications': () => ok({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ok({ notifications: [], hasMore: false }),
    '/employer/classifications': () =>
      ok({
        hasWellness: false,
        classifications: [
          {
            classificationId: 7,
            classificationName: 'Drivers',
            amountCents: 100_000,
            wellnessAmountCents: 0,
            periodType: 1,
            effective_date: '2020-01-01',
            employeeCount: 1,
            pending: null,
          },
        ],
      }),
    '/employer/divisions/get': () =>
      ok({ divisions: [{ divisionId: 3, divisionName: 'Fleet', employeeCount: 0 }] }),
    ...extra,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const envelope = handler
      ? handler(body?.data ?? {})
      : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code === 0 ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13, PLAN_TYPE: 1071 });
const calls = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** Holds the answers to `path` until `release()`: a second click can come before the first one's answer. */
function hold(fetchMock: ReturnType<typeof serve>, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith(path)) await released;
    return fetchMock(input, init);
  });
  vi.stubGlobal('fetch', held);
  return { release, sent: () => held.mock.calls.filter(([u]) => String(u).endsWith(path)).length };
}
const added = (id: number, data: Record<string, unknown>, nonMemberAdmin = false) =>
  ok({
    added: [
      {
        ID: id,
        firstName: data.firstName ?? 'Ava',
        lastName: data.lastName ?? 'Li',
        email: data.email ?? 'ava@example.com',
        groupAdmin: false,
        nonMemberAdmin,
      },
    ],
    message: 'Added',
  });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/add-employee', { timeout: 30_000 }, () => {
  it('checks the form with the domain’s rules, then adds and shows who was added', async () => {
    const fetchMock = serve({
      '/employer/add-employees': (data) =>
        ok({
          added: [
            {
              ID: 100123,
              firstName: data.firstName,
              lastName: data.lastName,
              email: data.email,
              groupAdmin: false,
              nonMemberAdmin: false,
            },
          ],
          message: 'Employee added',
        }),
    });
    signInEmployee(admin());
    renderApp('/add-employee');
    const form = await screen.findByTestId('enrol-form', {}, { timeout: 15_000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(ENROLMENT_MESSAGES.birthDateRequired)).toBeTruthy();
    expect(calls(fetchMock, '/employer/add-employees')).toEqual([]);

    type('First name', 'Maya');
    type('Last name', 'Chen');
    type('Email address', 'maya@example.com');
    type('Date of birth', '2015-01-01');
    fireEvent.change(screen.getByLabelText('Province', { exact: false }), { target: { value: 'AB' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText(MESSAGES.birthDateTooYoung)).toBeTruthy();

    type('Date of birth', '1990-01-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByTestId('added-100123', {})).toBeTruthy();
    expect(screen.getByText('ID 100123')).toBeTruthy();
    expect(screen.getByText(/welcome email with their ID/)).toBeTruthy();
    expect(calls(fetchMock, '/employer/add-employees')).toEqual([
      expect.objectContaining({ firstName: 'Maya', classification: 7, division: '', province: 'AB' }),
    ]);
  });

  it('shows the server’s field messages', async () => {
    serve({
      '/employer/add-employees': () => ({
        code: 1,
        data: { error: { GENERAL: MESSAGES.correctInformation, email: ENROLMENT_MESSAGES.emailInUse } },
      }),
    });
    signInEmployee(admin());
    renderApp('/add-employee');
    const form = await screen.findByTestId('enrol-form', {}, { timeout: 15_000 });
    type('First name', 'Maya');
    type('Last name', 'Chen');
    type('Email address', 'liam@example.com');
    type('Date of birth', '1990-01-01');
    fireEvent.change(screen.getByLabelText('Province', { exact: false }), { target: { value: 'AB' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText(ENROLMENT_MESSAGES.emailInUse)).toBeTruthy();
  });

  it('previews a CSV file with its bad rows and saves nothing until it is corrected', async () => {
    let content = '';
    const fetchMock = serve({
      '/employer/add-employees/csv/preview': (data) => {
        content = String(data.content);
        const bad = content.includes('ZZ');
        return ok({
          badRows: bad ? 1 : 0,
          rows: [
            {
              row: 2,
              values: {
                firstName: 'Ava',
                lastName: 'Li',
                email: 'ava@example.com',
                classification: 'Drivers',
              },
              errors: bad ? [{ field: 'province', message: MESSAGES.selectProvince }] : [],
            },
          ],
        });
      },
      '/employer/add-employees/csv/save': () =>
        ok({
          added: [
            {
              ID: 100200,
              firstName: 'Ava',
              lastName: 'Li',
              email: 'ava@example.com',
              groupAdmin: false,
              nonMemberAdmin: false,
            },
          ],
          message: 'Employee added',
        }),
    });
    signInEmployee(admin());
    renderApp('/add-employee');
    fireEvent.click(await screen.findByRole('tab', { name: 'From a CSV file' }));
    const input = await screen.findByTestId('enrol-file-input');
    const file = (text: string) => new File([text], 'staff.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file('first_name\nAva,ZZ')] } });
    expect(
      await screen.findByText('1 row of 1 has problems. Nothing will be saved until the file is corrected.'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('csv-problems')).getByText(`Province: ${MESSAGES.selectProvince}`),
    ).toBeTruthy();
    expect(screen.queryByTestId('enrol-file-save')).toBeNull();

    fireEvent.change(input, { target: { files: [file('first_name\nAva,AB')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 employee' }));
    expect(await screen.findByTestId('added-100200', {})).toBeTruthy();
    expect(calls(fetchMock, '/employer/add-employees/csv/save')).toEqual([
      { fileName: 'staff.csv', content: 'first_name\nAva,AB' },
    ]);
  });

  it('adds a non-plan administrator', async () => {
    const fetchMock = serve({
      '/employer/add-non-plan-admin': (data) =>
        ok({
          added: [
            {
              ID: 100300,
              firstName: data.firstName,
              lastName: data.lastName,
              email: data.email,
              groupAdmin: false,
              nonMemberAdmin: true,
            },
          ],
          message: 'Non-plan administrator added',
        }),
    });
    signInEmployee(admin());
    renderApp('/add-employee');
    fireEvent.click(await screen.findByRole('tab', { name: 'Non-plan administrator' }));
    const form = await screen.findByTestId('admin-form');
    fireEvent.change(within(form).getByLabelText('First name', { exact: false }), {
      target: { value: 'Noah' },
    });
    fireEvent.change(within(form).getByLabelText('Last name', { exact: false }), {
      target: { value: 'Roy' },
    });
    fireEvent.change(within(form).getByLabelText('Email address', { exact: false }), {
      target: { value: 'noah@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByTestId('added-100300', {})).toBeTruthy();
    expect(screen.getByText('Non-plan administrator')).toBeTruthy();
    expect(calls(fetchMock, '/employer/add-non-plan-admin')).toEqual([
      { firstName: 'Noah', lastName: 'Roy', email: 'noah@example.com', language: 'en' },
    ]);
  });

  it('adds once on a double click, a second Enter or a click while the answer is awaited', async () => {
    const fetchMock = serve({ '/employer/add-employees': (data) => added(100124, data) });
    const held = hold(fetchMock, '/employer/add-employees');
    signInEmployee(admin());
    renderApp('/add-employee');
    const form = await screen.findByTestId('enrol-form', {}, { timeout: 15_000 });
    type('First name', 'Maya');
    type('Last name', 'Chen');
    type('Email address', 'maya@example.com');
    type('Date of birth', '1990-01-01');
    fireEvent.change(screen.getByLabelText('Province', { exact: false }), { target: { value: 'AB' } });
    const button = within(form).getByRole('button', { name: 'Add employee' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(form);
    await waitFor(() => expect(held.sent()).toBe(1));
    fireEvent.click(button);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.sent()).toBe(1);
    held.release();
    expect(await screen.findByTestId('added-100124', {})).toBeTruthy();
    expect(held.sent()).toBe(1);
  });

  it('adds an administrator once on a double click', async () => {
    const fetchMock = serve({ '/employer/add-non-plan-admin': (data) => added(100301, data, true) });
    const held = hold(fetchMock, '/employer/add-non-plan-admin');
    signInEmployee(admin());
    renderApp('/add-employee');
    fireEvent.click(await screen.findByRole('tab', { name: 'Non-plan administrator' }));
    const form = await screen.findByTestId('admin-form');
    for (const [label, value] of [
      ['First name', 'Noah'],
      ['Last name', 'Roy'],
      ['Email address', 'noah@example.com'],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    }
    const button = within(form).getByRole('button', { name: 'Add administrator' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(held.sent()).toBe(1));
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.release();
    expect(await screen.findByTestId('added-100301', {})).toBeTruthy();
    expect(held.sent()).toBe(1);
  });

  it('saves a CSV file once on a double click', async () => {
    const fetchMock = serve({
      '/employer/add-employees/csv/preview': () =>
        ok({
          badRows: 0,
          rows: [{ row: 2, values: { firstName: 'Ava' }, errors: [] }],
        }),
      '/employer/add-employees/csv/save': (data) => added(100201, data),
    });
    const held = hold(fetchMock, '/employer/add-employees/csv/save');
    signInEmployee(admin());
    renderApp('/add-employee');
    fireEvent.click(await screen.findByRole('tab', { name: 'From a CSV file' }));
    const input = await screen.findByTestId('enrol-file-input');
    fireEvent.change(input, { target: { files: [new File(['first_name\nAva'], 'staff.csv')] } });
    const save = await screen.findByRole('button', { name: 'Add 1 employee' });
    fireEvent.click(save);
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(save);
    expect(held.sent()).toBe(1);
    held.release();
    expect(await screen.findByTestId('added-100201', {})).toBeTruthy();
    expect(held.sent()).toBe(1);
  });

  it('keeps what was typed in each tab when switching tabs, and still asks before leaving it behind', async () => {
    serve();
    signInEmployee(admin());
    const { router } = renderApp('/add-employee');
    const form = await screen.findByTestId('enrol-form', {}, { timeout: 15_000 });
    const inForm = (scope: HTMLElement, label: string) =>
      within(scope).getByLabelText(label, { exact: false }) as HTMLInputElement;
    fireEvent.change(inForm(form, 'First name'), { target: { value: 'Maya' } });
    fireEvent.change(inForm(form, 'Email address'), { target: { value: 'maya@example.com' } });
    fireEvent.click(screen.getByRole('tab', { name: 'From a CSV file' }));
    await screen.findByTestId('enrol-file-input');
    fireEvent.click(screen.getByRole('tab', { name: 'Non-plan administrator' }));
    const adminForm = await screen.findByTestId('admin-form');
    fireEvent.change(inForm(adminForm, 'First name'), { target: { value: 'Admin typed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'One employee' }));
    // Back on the first tab: its values are there; the other tab's too when it is chosen again.
    expect(screen.getByRole('tabpanel', { name: 'One employee' })).toBeTruthy();
    expect(inForm(screen.getByTestId('enrol-form'), 'First name').value).toBe('Maya');
    expect(inForm(screen.getByTestId('enrol-form'), 'Email address').value).toBe('maya@example.com');
    fireEvent.click(screen.getByRole('tab', { name: 'Non-plan administrator' }));
    expect(inForm(screen.getByTestId('admin-form'), 'First name').value).toBe('Admin typed');
    // Leaving the page asks, for the values of the tab out of sight too.
    fireEvent.click(screen.getByRole('tab', { name: 'From a CSV file' }));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/add-employee');
  });

  it('speaks French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve();
    signInEmployee(admin());
    renderApp('/add-employee');
    expect(await screen.findByRole('tab', { name: 'À partir d’un fichier CSV' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ajouter l’employé' })).toBeTruthy();
  });

  it('says nobody was added when /add-employee/success is opened directly', async () => {
    serve();
    signInEmployee(admin());
    renderApp('/add-employee/success');
    expect(await screen.findByTestId('added-none', {})).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Add more employees' })).toBeTruthy());
  });
});
