import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeUser } from '@benefits/contract';
import { addDays, todayIso } from '@benefits/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { useEmployeeSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { renderScreen } from '../../test/renderScreen';
import { DirectoryScreen } from './DirectoryScreen';
import type { Employee } from './api';

const person = (id: number, over: Partial<Employee> = {}): Employee => ({
  ID: id,
  FIRST_NAME: `First${id}`,
  LAST_NAME: `Last${String(id).padStart(4, '0')}`,
  EMAIL: `e${id}@example.com`,
  division: null,
  classification: { classificationId: 1, classificationName: 'Drivers' },
  planYear: { start: `${todayIso().slice(0, 4)}-01-01`, end: `${todayIso().slice(0, 4)}-12-31` },
  hsaBalanceCents: 100_000,
  wsaBalanceCents: 25_000,
  GROUP_ADMIN: 'N',
  NON_MEMBER_ADMIN_ONLY: 'N',
  TERMINATED_FLAG: 'N',
  terminationDate: null,
  CLAIM_PERIOD_ENDED: 'N',
  effectiveDate: '2020-01-01',
  status: 'active',
  pendingClassChange: null,
  pendingOneTimeChanges: [],
  ...over,
});

type Call = { path: string; data: Record<string, unknown> };

/** A fake server keeping a company's employees; answers /employee/directory 600 at a time like the real one. */
function serve(
  initial: Employee[],
  answers: Record<string, (data: Record<string, unknown>) => unknown> = {},
  answerAtMost = 600,
) {
  const list = [...initial];
  const calls: Call[] = [];
  const handlers: Record<string, (data: Record<string, unknown>) => unknown> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/directory': (data) => {
      const search = String(data.search ?? '').toLowerCase();
      const found = list.filter((e) =>
        `${e.FIRST_NAME} ${e.LAST_NAME} ${e.ID}`.toLowerCase().includes(search),
      );
      const offset = Number(data.offset ?? 0);
      const limit = Math.min(Number(data.limit ?? 600), answerAtMost);
      return {
        employees: found.slice(offset, offset + limit),
        hasMore: found.length > offset + limit,
        hasWellness: true,
      };
    },
    '/employer/divisions/get': () => ({ divisions: [] }),
    '/employer/classifications': () => ({ classifications: [], hasWellness: true }),
    ...answers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    calls.push({ path, data: body?.data ?? {} });
    const handler = handlers[path];
    let envelope: unknown;
    try {
      envelope = handler
        ? { code: 0, data: await handler(body?.data ?? {}) }
        : { code: 1, data: { error: { GENERAL: `No handler for ${path}` } } };
    } catch (failure) {
      envelope = failure;
    }
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const admin = () => employeeUser({ ID: 1, GROUP_ADMIN: 'Y', IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });
const rowsShown = () => screen.getAllByTestId('employee');
/**
 * A button of the directory's rows (an employee's actions, a pending change's removal), by role
 * within the list once it shows: a role query over the whole app computes the name of every button
 * of the shell too, at every change while the app loads (test/queries).
 */
const rowButton = async (name: string | RegExp) =>
  within(await screen.findByTestId('employee-list', {}, { timeout: 60_000 })).findByRole(
    'button',
    { name },
    { timeout: 60_000 },
  );
/** The list's Previous page and Next page buttons, by role beside the page's number. */
const pager = () => within(screen.getByTestId('directory-page').parentElement!);
const snackbar = () => useSnackbar.getState().current?.message;

afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('/directory/employees', () => {
  it('says so when the company has no employees', { timeout: 120_000 }, async () => {
    serve([]);
    signInEmployee(admin());
    renderApp('/directory/employees');
    expect((await screen.findByTestId('directory-empty', {}, { timeout: 60_000 })).textContent).toBe(
      'Your company has no employees yet.',
    );
  });

  it(
    'asks for 600 a fetch, shows 30 a page, fetches past the loaded rows, and says where the list ends',
    { timeout: 120_000 },
    async () => {
      // The real server fills each answer up to 600 (the API tests prove it); this one answers at
      // most 45, so turning past the loaded rows takes a few pages instead of twenty.
      const calls = serve(
        Array.from({ length: 100 }, (_, i) => person(1000 + i)),
        {},
        45,
      );
      signInEmployee(admin());
      renderApp('/directory/employees');
      await screen.findAllByTestId('employee', {}, { timeout: 60_000 });
      expect(rowsShown()).toHaveLength(30);
      expect(within(rowsShown()[0]!).getByText('Last1000, First1000')).toBeTruthy();
      fireEvent.click(pager().getByRole('button', { name: 'Previous page' }));
      expect(snackbar()).toBe('Beginning of List');
      const pageText = () => screen.getByTestId('directory-page').textContent;
      fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
      expect(pageText()).toContain('Page 2');
      expect(rowsShown()).toHaveLength(15); // what is loaded of page 2
      fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(pageText()).toContain('Page 3'), { timeout: 10_000 });
      expect(within(rowsShown()[0]!).getByText('Last1060, First1060')).toBeTruthy();
      fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(pageText()).toContain('Page 4'), { timeout: 10_000 });
      expect(rowsShown()).toHaveLength(10);
      fireEvent.click(pager().getByRole('button', { name: 'Next page' }));
      expect(snackbar()).toBe('End of List');
      const fetches = calls.filter((c) => c.path === '/employee/directory');
      expect(fetches.map((c) => [c.data.offset, c.data.limit])).toEqual([
        [0, 600],
        [45, 600],
        [90, 600],
      ]);
    },
  );

  it('searches on the server and says when nothing matches', { timeout: 120_000 }, async () => {
    const calls = serve([person(7, { FIRST_NAME: 'Sophie', LAST_NAME: 'Côté' }), person(8)]);
    signInEmployee(admin());
    renderApp('/directory/employees');
    await screen.findAllByTestId('employee', {}, { timeout: 60_000 });
    fireEvent.change(screen.getByLabelText('Search by name, ID or e-mail'), { target: { value: 'sophie' } });
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    expect(calls.some((c) => c.path === '/employee/directory' && c.data.search === 'sophie')).toBe(true);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'status' } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/employee/directory' && c.data.sort === 'status')).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Search by name, ID or e-mail'), { target: { value: 'nobody' } });
    expect((await screen.findByTestId('directory-empty')).textContent).toBe('No employee matches “nobody”.');
  });

  it(
    'adds a one-time reduction in cents, and shows the server’s field messages',
    { timeout: 120_000 },
    async () => {
      let answered = false;
      const calls = serve([person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger' })], {
        '/employer/otc-change/add': (data) => {
          if (!answered) {
            answered = true;
            throw {
              code: 1,
              data: {
                error: {
                  GENERAL: 'Please correct the information above',
                  changeReason: 'Please enter the reason for the change.',
                },
              },
            };
          }
          return {
            employee: person(7, {
              FIRST_NAME: 'Zoé',
              LAST_NAME: 'Bélanger',
              status: 'pending',
              pendingOneTimeChanges: [
                {
                  otcChangeId: 5,
                  changeAmountCents: Number(data.changeAmountCents),
                  changeDate: '2099-01-01',
                  changeReason: 'Fix',
                },
              ],
            }),
            message: 'One-time change scheduled',
          };
        },
      });
      signInEmployee(admin());
      renderApp('/directory/employees');
      fireEvent.click(await rowButton('Actions for Zoé Bélanger'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'One-time change' }));
      const dialog = await screen.findByRole('dialog', { name: 'One-time change for Zoé Bélanger' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      // Checked here first with the server's own rules.
      expect(
        within(dialog).getByText('Please enter an amount from -$15,000 to $15,000, other than $0.'),
      ).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '-$50.25' } });
      fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Fix' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Please enter the reason for the change.')).toBeTruthy();
      // The refusal can show a moment before the form lets go of the submission (the mutation's
      // pending ends on the next task, lib/ui/useOneClick.ts), and a click then is dropped.
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const sent = calls
        .filter((c) => c.path === '/employer/otc-change/add')
        .map((c) => c.data.changeAmountCents);
      expect(sent).toEqual([-5_025, -5_025]);
      expect(snackbar()).toBe('One-time change scheduled');
      expect(
        screen.getByRole('button', { name: /Remove the pending one-time change of -\$50\.25/ }),
      ).toBeTruthy();
      expect(screen.getByText('Pending changes')).toBeTruthy();
    },
  );

  it(
    'sends a one-time change once for a double click, and again with the same request ID after a failure',
    { timeout: 120_000 },
    async () => {
      let fail = true;
      const calls = serve([person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger' })], {
        '/employer/otc-change/add': (data) => {
          if (fail) {
            throw {
              code: 1,
              data: { error: { GENERAL: 'The service is not available. Please try again.' } },
            };
          }
          return {
            employee: person(7, {
              FIRST_NAME: 'Zoé',
              LAST_NAME: 'Bélanger',
              hsaBalanceCents: 100_000 + Number(data.changeAmountCents),
            }),
            message: 'One-time change applied',
          };
        },
      });
      const sent = () => calls.filter((c) => c.path === '/employer/otc-change/add').map((c) => c.data);
      signInEmployee(admin());
      renderApp('/directory/employees');
      const open = async () => {
        fireEvent.click(await rowButton('Actions for Zoé Bélanger'));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'One-time change' }));
        const dialog = await screen.findByRole('dialog', { name: 'One-time change for Zoé Bélanger' });
        fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '25' } });
        fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Bonus' } });
        return dialog;
      };
      const doubleClickSave = (dialog: HTMLElement) => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
        // The second click (or Enter) of a double one, come before the screen shows Save busy.
        fireEvent.submit((dialog.closest('form') ?? dialog.querySelector('form'))!);
      };

      // The first attempt fails (its answer may have been lost on the way back): one request only.
      const dialog = await open();
      doubleClickSave(dialog);
      await waitFor(() => expect(snackbar()).toBe('The service is not available. Please try again.'));
      expect(sent()).toEqual([
        {
          employeeId: 7,
          changeAmountCents: 2_500,
          changeDate: todayIso(),
          changeReason: 'Bonus',
          requestId: expect.stringMatching(/^[0-9a-f]{24}$/),
        },
      ]);
      // Saved again from the same dialog: the same request, which the server answers once.
      fail = false;
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
      );
      doubleClickSave(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar()).toBe('One-time change applied');
      expect(sent()).toHaveLength(2);
      expect(sent()[1]).toEqual(sent()[0]);
      // The dialog opened again is another change: a new request ID.
      doubleClickSave(await open());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toHaveLength(3);
      expect(sent()[2]!.requestId).not.toBe(sent()[0]!.requestId);
    },
  );

  // Every dialog that sends a change takes it once: a double click (or a second Enter) come before
  // the screen shows its button busy, and a click while the answer is awaited, send one request.
  const zoe = { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger' };
  const today = todayIso();
  it.each([
    { menu: 'Change name', path: '/employer/change-employee-name', confirm: 'Save', form: true },
    { menu: 'Change division', path: '/employer/change-employee-division', confirm: 'Save', form: true },
    {
      menu: 'Change class',
      path: '/employer/class-change/add',
      confirm: 'Save',
      form: true,
      fill: (dialog: HTMLElement) =>
        fireEvent.change(within(dialog).getByLabelText(/New classification/), { target: { value: '2' } }),
    },
    { menu: 'Terminate', path: '/employee/terminate', confirm: 'Terminate', form: true },
    { menu: 'Make group admin', path: '/employer/toggle-bc-status', confirm: 'Make group admin' },
    {
      menu: 'Cancel termination',
      path: '/employee/cancel-terminate',
      confirm: 'Cancel termination',
      over: { terminationDate: addDays(today, 30) },
    },
    {
      remove: 'Remove the pending class change of Zoé Bélanger',
      path: '/employer/class-change/remove',
      confirm: 'Remove pending change',
      over: {
        status: 'pending' as const,
        pendingClassChange: {
          classChangeId: 3,
          newClassificationId: 2,
          classificationName: 'Office',
          changeDate: addDays(today, 30),
        },
      },
    },
    {
      remove: /Remove the pending one-time change of/,
      path: '/employer/otc-change/remove',
      confirm: 'Remove pending change',
      over: {
        status: 'pending' as const,
        pendingOneTimeChanges: [
          { otcChangeId: 5, changeAmountCents: 2_500, changeDate: addDays(today, 30), changeReason: 'Bonus' },
        ],
      },
    },
  ] as {
    menu?: string;
    remove?: string | RegExp;
    path: string;
    confirm: string;
    form?: boolean;
    fill?: (dialog: HTMLElement) => void;
    over?: Partial<Employee>;
  }[])(
    'sends $path once for a double click or a second Enter while the answer is awaited',
    { timeout: 120_000 },
    async ({ menu, remove, path, confirm, form, fill, over }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const calls = serve([person(7, { ...zoe, ...over })], {
        '/employer/classifications': () => ({
          classifications: [1, 2].map((id) => ({
            classificationId: id,
            classificationName: id === 1 ? 'Drivers' : 'Office',
            amountCents: 100_000,
            wellnessAmountCents: 25_000,
            periodType: 1,
            effective_date: '2024-03-01',
            employeeCount: 1,
            pending: null,
          })),
          hasWellness: true,
        }),
        [path]: async () => {
          await held;
          return { employee: person(7, zoe), message: 'Change saved' };
        },
      });
      const sent = () => calls.filter((c) => c.path === path);
      signInEmployee(admin());
      renderApp('/directory/employees');
      if (menu) {
        fireEvent.click(await rowButton('Actions for Zoé Bélanger'));
        fireEvent.click(await screen.findByRole('menuitem', { name: menu }));
      } else {
        fireEvent.click(await rowButton(remove!));
      }
      const dialog = await screen.findByRole('dialog');
      if (fill) {
        await within(dialog).findByRole('option', { name: 'Office' });
        fill(dialog);
      }
      const button = within(dialog).getByRole('button', { name: confirm });
      fireEvent.click(button);
      fireEvent.click(button);
      if (form) fireEvent.submit(button.closest('form')!);
      await new Promise((resolve) => setTimeout(resolve, 20));
      fireEvent.click(button);
      if (form) fireEvent.submit(button.closest('form')!);
      expect(sent()).toHaveLength(1);
      release();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar()).toBe('Change saved');
      expect(sent()).toHaveLength(1);
    },
  );

  it('reads the admin’s own balances again after a change dated today', { timeout: 120_000 }, async () => {
    const calls = serve([person(1, { FIRST_NAME: 'Liam', LAST_NAME: 'Gagnon', GROUP_ADMIN: 'Y' })], {
      '/employer/otc-change/add': () => ({
        employee: person(1, {
          FIRST_NAME: 'Liam',
          LAST_NAME: 'Gagnon',
          GROUP_ADMIN: 'Y',
          hsaBalanceCents: 102_500,
        }),
        message: 'One-time change applied',
      }),
    });
    signInEmployee(admin());
    renderApp('/directory/employees');
    fireEvent.click(await rowButton('Actions for Liam Gagnon'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'One-time change' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time change for Liam Gagnon' });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Bonus' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/employee')).toBe(true));
    const profileReads = () => calls.filter((c) => c.path === '/employee').length;
    const before = profileReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(profileReads()).toBe(before + 1));
  });

  it(
    'shows no balance for a non-member admin, who holds no account: a dash, not $0.00',
    { timeout: 120_000 },
    async () => {
      serve([
        person(3, {
          FIRST_NAME: 'Priya',
          LAST_NAME: 'Patel',
          NON_MEMBER_ADMIN_ONLY: 'Y',
          classification: null,
          hsaBalanceCents: null,
          wsaBalanceCents: null,
        }),
        person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger', hsaBalanceCents: 0 }),
      ]);
      signInEmployee(admin());
      renderApp('/directory/employees');
      await rowButton('Actions for Priya Patel');
      const [priya, zoe] = rowsShown();
      expect(within(priya!).getAllByText('—')).toHaveLength(2);
      expect(priya!.textContent).not.toContain('$');
      // A member's empty account is an amount.
      expect(within(zoe!).getByText('$0.00')).toBeTruthy();
      expect(within(zoe!).getByText('$250.00')).toBeTruthy();
    },
  );

  it(
    'offers no class or one-time change for a non-member admin, who has no account',
    { timeout: 120_000 },
    async () => {
      serve([
        person(3, {
          FIRST_NAME: 'Priya',
          LAST_NAME: 'Patel',
          NON_MEMBER_ADMIN_ONLY: 'Y',
          classification: null,
        }),
        person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger' }),
      ]);
      signInEmployee(admin());
      renderApp('/directory/employees');
      const itemsFor = async (name: string) => {
        fireEvent.click(await rowButton(`Actions for ${name}`));
        const menu = await screen.findByRole('menu');
        const items = within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent);
        fireEvent.keyDown(menu, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        return items;
      };
      expect(await itemsFor('Priya Patel')).toEqual(['Change name', 'Change division', 'Terminate']);
      expect(await itemsFor('Zoé Bélanger')).toEqual([
        'Change name',
        'Change division',
        'Change class',
        'One-time change',
        'Make group admin',
        'Terminate',
      ]);
    },
  );

  it(
    'says before asking the server that a reduction would take the HSA balance below $0.00',
    { timeout: 120_000 },
    async () => {
      const today = todayIso();
      const calls = serve(
        [
          person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger', hsaBalanceCents: 76_800 }),
          person(8, {
            FIRST_NAME: 'Owen',
            LAST_NAME: 'Clarke',
            hsaBalanceCents: 76_800,
            status: 'pending',
            pendingOneTimeChanges: [
              { otcChangeId: 4, changeAmountCents: -20_000, changeDate: today, changeReason: 'Earlier' },
            ],
          }),
        ],
        {
          '/employer/otc-change/add': (data) => ({
            employee: person(Number(data.employeeId), { hsaBalanceCents: 0 }),
            message: 'One-time change applied',
          }),
        },
      );
      signInEmployee(admin());
      renderApp('/directory/employees');
      const open = async (name: string) => {
        fireEvent.click(await rowButton(`Actions for ${name}`));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'One-time change' }));
        return screen.findByRole('dialog', { name: `One-time change for ${name}` });
      };
      const fill = (dialog: HTMLElement, amount: string) => {
        fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: amount } });
        fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Correction' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      };
      const sent = () =>
        calls.filter((c) => c.path === '/employer/otc-change/add').map((c) => c.data.changeAmountCents);

      const zoe = await open('Zoé Bélanger');
      expect(within(zoe).getByText('HSA balance this plan year: $768.00')).toBeTruthy();
      fill(zoe, '-5000');
      expect(
        within(zoe).getByText('This change would take the HSA balance below $0.00: the balance is $768.00.'),
      ).toBeTruthy();
      fill(zoe, '-768.01');
      expect(within(zoe).getByText(/below \$0\.00: the balance is \$768\.00\./)).toBeTruthy();
      expect(sent()).toEqual([]);
      // Down to exactly $0.00 is allowed.
      fill(zoe, '-768');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toEqual([-76_800]);

      // What reductions already waiting in the plan year will take counts too.
      const owen = await open('Owen Clarke');
      fill(owen, '-600');
      expect(
        within(owen).getByText(
          'This change would take the HSA balance below $0.00: the balance is $768.00, and pending one-time changes already take $200.00 of it.',
        ),
      ).toBeTruthy();
      expect(sent()).toEqual([-76_800]);
      fill(owen, '-568');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent()).toEqual([-76_800, -56_800]);
    },
  );

  it('says it in French, the balance as French writes money', { timeout: 120_000 }, async () => {
    usePreferences.setState({ language: 'fr' });
    const refusal = 'This change would take the HSA balance below $0.00: the balance is $1,234.50.';
    const calls = serve(
      [
        person(7, { FIRST_NAME: 'Zoé', LAST_NAME: 'Bélanger', hsaBalanceCents: 76_800 }),
        // A plan year the screen cannot tell the date is in: the server, which decides, answers.
        person(8, {
          FIRST_NAME: 'Owen',
          LAST_NAME: 'Clarke',
          planYear: { start: '2000-01-01', end: '2000-12-31' },
        }),
      ],
      {
        '/employer/otc-change/add': () => {
          throw {
            code: 1,
            data: {
              error: { GENERAL: 'Please correct the information above', changeAmountCents: refusal },
              errorKeys: {
                changeAmountCents: { key: 'directory.oneTimeBelowZero', params: { balance: '$1,234.50' } },
              },
            },
          };
        },
      },
    );
    signInEmployee(admin());
    renderApp('/directory/employees');
    const tryReduction = async (name: string) => {
      fireEvent.click(await rowButton(`Actions pour ${name}`));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Changement ponctuel' }));
      const dialog = await screen.findByRole('dialog', { name: `Changement ponctuel pour ${name}` });
      fireEvent.change(within(dialog).getByLabelText(/Montant/), { target: { value: '-5000' } });
      fireEvent.change(within(dialog).getByLabelText(/Raison/), { target: { value: 'Correction' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      return dialog;
    };
    const zoe = await tryReduction('Zoé Bélanger');
    expect(
      within(zoe).getByText(
        /^Ce changement ferait passer le solde CSS sous 0,00 \$ : le solde est de 768,00\s\$\.$/,
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/employer/otc-change/add')).toBe(false);
    fireEvent.click(within(zoe).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const owen = await tryReduction('Owen Clarke');
    expect(
      await within(owen).findByText(
        /^Ce changement ferait passer le solde CSS sous 0,00 \$ : le solde est de 1\s234,50\s\$\.$/,
      ),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/employer/otc-change/add')).toHaveLength(1);
  });

  it(
    'says why a termination was refused when the message is about the employee, not a field',
    { timeout: 120_000 },
    async () => {
      const onlyAdmin =
        'This employee is the company’s only administrator. Make another employee an administrator first.';
      serve([person(4, { FIRST_NAME: 'Noah', LAST_NAME: 'Tremblay', GROUP_ADMIN: 'Y' })], {
        '/employee/terminate': () => {
          throw { code: 1, data: { error: { employeeId: onlyAdmin } } };
        },
      });
      signInEmployee(admin());
      renderApp('/directory/employees');
      fireEvent.click(await rowButton('Actions for Noah Tremblay'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Terminate' }));
      const dialog = await screen.findByRole('dialog', { name: /Tremblay/ });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
      await waitFor(() => expect(snackbar()).toBe(onlyAdmin));
    },
  );

  it(
    'says an administrator cannot terminate their own account before asking the server, in English and French',
    { timeout: 120_000 },
    async () => {
      const calls = serve([person(1, { FIRST_NAME: 'Liam', LAST_NAME: 'Gagnon', GROUP_ADMIN: 'Y' })]);
      signInEmployee(admin());
      renderApp('/directory/employees');
      fireEvent.click(await rowButton('Actions for Liam Gagnon'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Terminate' }));
      const dialog = await screen.findByRole('dialog', { name: 'This account cannot be terminated' });
      expect(dialog.textContent).toContain('You cannot terminate your own account.');
      // Nothing to submit: no date, no Terminate button.
      expect(within(dialog).queryByRole('button', { name: 'Terminate' })).toBeNull();
      expect(within(dialog).queryByLabelText(/Termination date/)).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      usePreferences.setState({ language: 'fr' });
      fireEvent.click(await rowButton('Actions pour Liam Gagnon'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Mettre fin' }));
      const french = await screen.findByRole('dialog', { name: 'Impossible de mettre fin à ce compte' });
      expect(french.textContent).toContain('Vous ne pouvez pas mettre fin à votre propre compte.');
      expect(calls.some((c) => c.path === '/employee/terminate')).toBe(false);
    },
  );

  it(
    'says why an admin cannot remove their own group admin status, before asking the server',
    { timeout: 120_000 },
    async () => {
      const calls = serve([person(1, { FIRST_NAME: 'Liam', LAST_NAME: 'Gagnon', GROUP_ADMIN: 'Y' })]);
      signInEmployee(admin());
      renderApp('/directory/employees');
      fireEvent.click(await rowButton('Actions for Liam Gagnon'));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove group admin' }));
      const dialog = await screen.findByRole('dialog', { name: 'Group admin status cannot be removed' });
      expect(dialog.textContent).toContain('You cannot remove your own administrator status.');
      expect(calls.some((c) => c.path === '/employer/toggle-bc-status')).toBe(false);
    },
  );

  it(
    'shows a limit change dated today in effect, balances included, once saved on /classifications',
    { timeout: 120_000 },
    async () => {
      const today = todayIso();
      let applied = false;
      const drivers = (amountCents: number) => ({
        classificationId: 3,
        classificationName: 'Drivers',
        amountCents,
        wellnessAmountCents: 25_000,
        periodType: 1,
        effective_date: applied ? today : '2024-03-01',
        employeeCount: 1,
        pending: null,
      });
      const calls = serve([], {
        '/employee/directory': () => ({
          employees: [
            person(7, {
              FIRST_NAME: 'Amelia',
              LAST_NAME: 'Chen',
              hsaBalanceCents: applied ? 86_800 : 76_800,
            }),
          ],
          hasMore: false,
          hasWellness: true,
        }),
        '/employer/classifications': () => ({
          classifications: [drivers(applied ? 110_000 : 100_000)],
          hasWellness: true,
        }),
        '/employer/classifications/edit': () => {
          applied = true;
          return {
            classifications: [drivers(110_000)],
            hasWellness: true,
            message: 'New limit applied',
          };
        },
      });
      signInEmployee(admin());
      const { router } = renderApp('/directory/employees');
      expect(await screen.findByText('$768.00', {}, { timeout: 60_000 })).toBeTruthy();

      await router.navigate('/classifications');
      fireEvent.click(
        await screen.findByRole('button', { name: 'Schedule a new limit for Drivers' }, { timeout: 60_000 }),
      );
      const dialog = await screen.findByTestId('limit-dialog');
      fireEvent.change(within(dialog).getByLabelText(/New HSA amount/), { target: { value: '1100' } });
      fireEvent.change(within(dialog).getByLabelText(/Takes effect on/), { target: { value: today } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(snackbar()).toBe('New limit applied'));

      // Back in the directory (well within the cache's 30 s): read again, the new balance shows.
      const reads = () => calls.filter((c) => c.path === '/employee/directory').length;
      const before = reads();
      await router.navigate('/directory/employees');
      expect(await screen.findByText('$868.00', {}, { timeout: 10_000 })).toBeTruthy();
      expect(reads()).toBe(before + 1);
    },
  );

  it('is in French too', { timeout: 120_000 }, async () => {
    usePreferences.setState({ language: 'fr' });
    serve([person(7, { status: 'terminated', TERMINATED_FLAG: 'Y', terminationDate: '2026-09-30' })]);
    signInEmployee(admin());
    renderApp('/directory/employees');
    expect(
      await screen.findByText('Répertoire des employés', { selector: 'h1' }, { timeout: 60_000 }),
    ).toBeTruthy();
    expect(await screen.findByText(/Cessation depuis le/, {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByLabelText('Rechercher par nom, numéro ou courriel')).toBeTruthy();
  });
});

describe('/directory/employees: how an address and the Actions button fit', () => {
  const LONG = 'olivia.tremblay-gagnon@northern-lights-consulting.example.com';

  /** The directory alone (no shell), its list answered by `serve`. */
  const show = async (language: 'en' | 'fr', phone: boolean, over: Partial<Employee> = {}) => {
    usePreferences.setState({ language });
    if (phone)
      window.matchMedia = ((query: string) => ({
        // Every "up to" query of a phone's width matches; no "from" query does.
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      })) as unknown as typeof window.matchMedia;
    serve([person(7, { FIRST_NAME: 'Olivia', LAST_NAME: 'Tremblay-Gagnon', EMAIL: LONG, ...over })]);
    renderScreen(<DirectoryScreen />, '/directory/employees');
    return within(await screen.findByTestId('employee-list', {}, { timeout: 60_000 }));
  };

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it.each([
    ['the table', false],
    ['a phone’s card', true],
  ] as const)(
    'lets an e-mail address wrap only before its “@” and its dots, in %s',
    { timeout: 120_000 },
    async (_, phone) => {
      const list = await show('en', phone);
      const address = list.getByText((_, element) => element?.getAttribute('data-email') === LONG);
      expect(address.textContent).toBe(LONG);
      // A break opportunity before each '@' and '.', and nowhere else inside a part.
      expect(address.innerHTML).toBe(
        'olivia<wbr>.tremblay-gagnon<wbr>@northern-lights-consulting<wbr>.example<wbr>.com',
      );
      // Cut inside a part only when the part alone is wider than the line ('anywhere' cut mid-word).
      expect(getComputedStyle(address).overflowWrap).toBe('break-word');
    },
  );

  it(
    'lets a long name without spaces wrap in the table, not widen the page (QA robust finding 6)',
    {
      timeout: 120_000,
    },
    async () => {
      const first = 'A'.repeat(100);
      const list = await show('en', false, { FIRST_NAME: first, LAST_NAME: 'Long' });
      const name = list.getByText(`Long, ${first}`);
      // A table column takes the widest unbreakable word of its cells: the name's line is capped and
      // a word wider than that line breaks inside (a name with spaces still wraps at its spaces).
      expect(getComputedStyle(name).overflowWrap).toBe('break-word');
      expect(getComputedStyle(name).maxWidth).toBe('20rem');
    },
  );

  it.each([
    ['en', false, 'Starts Jan 15, 2027'],
    ['fr', true, 'Commence le 15 janv. 2027'],
  ] as const)(
    'says when an employee starts later instead of "Active", in %s (QA lifecycle finding 9)',
    { timeout: 120_000 },
    async (language, phone, text) => {
      const list = await show(language, phone, { status: 'starting', effectiveDate: '2027-01-15' });
      expect(list.getByText(text)).toBeTruthy();
      expect(list.queryByText(language === 'en' ? 'Active' : 'Actif')).toBeNull();
    },
  );

  it.each(['en', 'fr'] as const)(
    'keeps the Actions button’s padding in the table, in %s',
    { timeout: 120_000 },
    async (language) => {
      const list = await show(language, false);
      const button = list.getByRole('button', { name: /^Actions/ });
      // MUI's small table cells take the padding off what a "checkbox" cell holds: the label touched
      // the border. The button keeps its own (small outlined: 3px 9px).
      expect(getComputedStyle(button).paddingLeft).toBe('9px');
      expect(getComputedStyle(button).paddingRight).toBe('9px');
      expect(getComputedStyle(button.closest('td')!).whiteSpace).toBe('nowrap');
    },
  );
});
