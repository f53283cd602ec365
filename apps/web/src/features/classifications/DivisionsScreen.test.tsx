import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

type Division = { divisionId: number; divisionName: string; employeeCount: number };

/** A fake server keeping a company's divisions. */
function serve(initial: Division[], held?: Promise<void>) {
  let list = [...initial];
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employer/divisions/add': async (data) => {
      await held;
      list = [
        ...list,
        { divisionId: list.length + 1, divisionName: String(data.divisionName), employeeCount: 0 },
      ];
      return { divisions: list, message: 'Division added' };
    },
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employer/divisions/get': () => ({ divisions: list }),
    '/employer/divisions/remove': (data) => {
      list = list.filter((d) => d.divisionId !== Number(data.divisionId));
      return { divisions: list, message: 'Division removed' };
    },
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = handlers[path];
    const envelope = handler
      ? { code: 0, data: await handler(body?.data ?? {}) }
      : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const admin = () => employeeUser({ GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/divisions', () => {
  it('says so when there are no divisions', async () => {
    serve([]);
    signInEmployee(admin());
    renderApp('/divisions');
    expect(await screen.findByTestId('divisions-empty', {})).toBeTruthy();
  });

  it('explains why a division with employees cannot be removed, and removes an empty one after asking', async () => {
    const fetchMock = serve([
      { divisionId: 1, divisionName: 'Head Office', employeeCount: 2 },
      { divisionId: 2, divisionName: 'Fleet', employeeCount: 0 },
    ]);
    signInEmployee(admin());
    renderApp('/divisions');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove division Head Office' }));
    const cannot = await screen.findByRole('dialog', { name: 'Head Office cannot be removed' });
    expect(within(cannot).getByText(/cannot be removed while employees belong to it/)).toBeTruthy();
    expect(within(cannot).queryByRole('button', { name: 'Remove division' })).toBeNull();
    fireEvent.click(within(cannot).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove division Fleet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Fleet?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove division' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove division Fleet' })).toBeNull());
    const removes = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/employer/divisions/remove'));
    expect(removes.map(([, init]) => JSON.parse(String(init?.body)).data)).toEqual([{ divisionId: 2 }]);
  });

  it('adds once on a double click or a second Enter while the answer is awaited', async () => {
    let release = () => {};
    const fetchMock = serve(
      [{ divisionId: 1, divisionName: 'Head Office', employeeCount: 2 }],
      new Promise<void>((resolve) => (release = resolve)),
    );
    const adds = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/employer/divisions/add'));
    signInEmployee(admin());
    renderApp('/divisions');
    await screen.findByTestId('division-list');
    fireEvent.click(screen.getByRole('button', { name: 'Add division' }));
    const dialog = await screen.findByTestId('add-division-dialog');
    fireEvent.change(within(dialog).getByLabelText('Division name', { exact: false }), {
      target: { value: 'Warehouse' },
    });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(save);
    expect(adds()).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds()).toHaveLength(1);
  });

  it('asks before Escape drops a typed division name', async () => {
    serve([{ divisionId: 1, divisionName: 'Head Office', employeeCount: 2 }]);
    signInEmployee(admin());
    renderApp('/divisions');
    await screen.findByTestId('division-list');
    fireEvent.click(screen.getByRole('button', { name: 'Add division' }));
    const dialog = await screen.findByTestId('add-division-dialog');
    fireEvent.change(within(dialog).getByLabelText('Division name', { exact: false }), {
      target: { value: 'Warehouse' },
    });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks French', async () => {
    usePreferences.setState({ language: 'fr' });
    serve([{ divisionId: 1, divisionName: 'Siège social', employeeCount: 1 }]);
    signInEmployee(admin());
    renderApp('/divisions');
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer la division Siège social' }));
    const cannot = await screen.findByRole('dialog', { name: 'Siège social ne peut pas être retirée' });
    expect(
      within(cannot).getByText(/ne peut pas être retirée tant que des employés y appartiennent/),
    ).toBeTruthy();
    expect(screen.getByText('1 employé')).toBeTruthy();
  });
});
