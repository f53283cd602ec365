import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, addDays, addYears, todayIso } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';
import { getControlByLabel } from '../../test/queries';
import { renderApp } from '../../test/renderApp';
import type { Dependant } from './api';
import { callsTo, fieldFailure, serveAccount } from './testApi';

const bornYearsAgo = (years: number, days = 0) => addDays(addYears(todayIso(), -years), -days);

function dependant(over: Partial<Dependant> = {}): Dependant {
  return {
    depId: 1,
    depFirstName: 'Marc',
    depLastName: 'Tremblay',
    depRelation: 1001,
    depRelationName: 'Spouse',
    depBirthDate: '1984-09-02',
    depEffectiveDate: '2023-01-01',
    depIsStudent: 'N',
    depExtDate: null,
    needsStudentProof: false,
    depExtMaxDate: null,
    ...over,
  };
}

/** A server that keeps a list of dependants and adds whatever it is sent. */
function serveDependants(initial: Dependant[], held?: Promise<void>) {
  let list = [...initial];
  const api = serveAccount({
    '/employee/dependants': () => ({ dependants: list }),
    '/employee/dependant/add': async (data) => {
      await held;
      const added = dependant({
        depId: 100 + list.length,
        depFirstName: String(data.depFirstName),
        depLastName: String(data.depLastName),
        depRelation: Number(data.depRelation),
        depBirthDate: String(data.depBirthDate),
        needsStudentProof: Number(data.depRelation) === 1002 && String(data.depBirthDate) <= bornYearsAgo(21),
      });
      list = [...list, added];
      return { dependant: added, dependants: list, message: 'Successfully added new Dependant' };
    },
    '/employee/dependant/delete': (data) => {
      list = list.filter((d) => d.depId !== Number(data.depId));
      return { depId: Number(data.depId), dependants: list, message: 'Successfully removed Dependant' };
    },
  });
  return api;
}

/**
 * A button of /employee's dependants part, by role within it: a role query over the whole app
 * computes the name of every button of the page, at every change while it loads (test/queries).
 */
const dependantsButton = async (name: string) =>
  within(await screen.findByTestId('dependants')).findByRole('button', { name });

async function openDialog() {
  signInEmployee(employeeUser());
  renderApp('/employee');
  const add = await dependantsButton('Add dependant');
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(add);
  return screen.findByRole('dialog');
}

// The dialog's fields by their labels, and its Add dependant button by its text (test/queries: each
// getByLabelText or role query costs 50 to 100 ms and more here, and the form is filled often).
function fill(dialog: HTMLElement, relation: string, birthDate: string) {
  fireEvent.change(getControlByLabel(/First name/, dialog), { target: { value: 'Sam' } });
  fireEvent.change(getControlByLabel(/Last name/, dialog), { target: { value: 'Tremblay' } });
  fireEvent.change(getControlByLabel(/Relationship/, dialog), { target: { value: relation } });
  fireEvent.change(getControlByLabel(/Date of birth/, dialog), { target: { value: birthDate } });
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByText('Add dependant', { selector: 'button' }));

beforeEach(() => useSnackbar.setState({ current: null, open: false }));
afterEach(() => vi.unstubAllGlobals());

describe('dependant form: the keyboard', () => {
  it('opens with its first field, the first name, focused', async () => {
    serveDependants([]);
    const dialog = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(getControlByLabel(/First name/, dialog)));
  });
});

describe('dependant form: one add per submission', () => {
  it('adds once on a double click or a second Enter while the answer is awaited', async () => {
    let release = () => {};
    const api = serveDependants([], new Promise<void>((resolve) => (release = resolve)));
    const dialog = await openDialog();
    fill(dialog, '1002', bornYearsAgo(5));
    const button = within(dialog).getByRole('button', { name: 'Add dependant' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(callsTo(api, '/employee/dependant/add')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(button);
    expect(callsTo(api, '/employee/dependant/add')).toHaveLength(1);
    release();
    expect(await screen.findByText('Sam Tremblay')).toBeTruthy();
    expect(callsTo(api, '/employee/dependant/add')).toHaveLength(1);
  });
});

describe('dependant form: age rules (docs/product §5 "Date limits")', () => {
  it('refuses a spouse of 17 and accepts one of 19', async () => {
    const api = serveDependants([]);
    const dialog = await openDialog();
    fill(dialog, '1001', bornYearsAgo(17, 200));
    submit(dialog);
    expect(await within(dialog).findByText('A spouse must be at least 18 years old.')).toBeTruthy();
    expect(callsTo(api, '/employee/dependant/add')).toEqual([]);

    fireEvent.change(getControlByLabel(/Date of birth/, dialog), { target: { value: bornYearsAgo(19) } });
    submit(dialog);
    await waitFor(() =>
      expect(useSnackbar.getState().current?.message).toBe('Successfully added new Dependant'),
    );
    expect(callsTo(api, '/employee/dependant/add')[0]).toMatchObject({
      depRelation: 1001,
      depBirthDate: bornYearsAgo(19),
      depFirstName: 'Sam',
    });
    const item = await screen.findByText('Sam Tremblay');
    expect(within(item.closest('li')!).getByTestId('dependant-relation').textContent).toBe('Spouse');
  });

  it('refuses an infirm dependant under 21 and a child over 25', async () => {
    serveDependants([]);
    const dialog = await openDialog();
    fill(dialog, '1003', bornYearsAgo(20));
    submit(dialog);
    expect(
      await within(dialog).findByText('An infirm dependant must be at least 21 years old.'),
    ).toBeTruthy();
    fill(dialog, '1002', bornYearsAgo(26));
    submit(dialog);
    expect(
      await within(dialog).findByText('A dependent child must be 25 years old or younger.'),
    ).toBeTruthy();
    // Too old to be a dependant at all: no notice about proof of studies beside the refusal.
    expect(within(dialog).queryByTestId('student-proof-warning')).toBeNull();
  });

  it('says a birth date in the future is in the future, not of a wrong format', async () => {
    serveDependants([]);
    const dialog = await openDialog();
    fill(dialog, '1002', bornYearsAgo(-1));
    submit(dialog);
    expect(await within(dialog).findByText('The date of birth cannot be in the future.')).toBeTruthy();
    expect(within(dialog).queryByText('Invalid birthdate format.')).toBeNull();
  });

  it('accepts a child of 22 but flags proof of studies, in the form and in the list', async () => {
    serveDependants([]);
    const dialog = await openDialog();
    fill(dialog, '1002', bornYearsAgo(20));
    expect(within(dialog).queryByTestId('student-proof-warning')).toBeNull();
    fill(dialog, '1002', bornYearsAgo(22));
    expect(await within(dialog).findByTestId('student-proof-warning')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'A dependent child aged 21 or older must be a full-time student; proof of enrolment is required.',
      ),
    ).toBeTruthy();
    submit(dialog);
    const flag = await screen.findByTestId('student-proof-flag');
    expect(flag.textContent).toBe('Proof of studies needed');
    expect(
      within(flag.closest('li')!).getByRole('button', { name: 'Student extension for Sam Tremblay' }),
    ).toBeTruthy();
  });

  it('allows one spouse at a time, checked against the list before sending', async () => {
    const api = serveDependants([dependant()]);
    const dialog = await openDialog();
    fill(dialog, '1001', bornYearsAgo(30));
    submit(dialog);
    expect(
      await within(dialog).findByText('Only one spouse can be listed. Remove the current spouse first.'),
    ).toBeTruthy();
    expect(callsTo(api, '/employee/dependant/add')).toEqual([]);
  });

  it('does not list one dependant twice (same names and birth date), checked against the list before sending', async () => {
    const born = bornYearsAgo(5);
    const api = serveDependants([
      dependant({
        depId: 7,
        depFirstName: 'SAM',
        depLastName: 'tremblay',
        depRelation: 1002,
        depBirthDate: born,
      }),
    ]);
    const dialog = await openDialog();
    fill(dialog, '1002', born);
    submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      ACCOUNT_MESSAGES.dependantAlreadyListed,
    );
    expect(callsTo(api, '/employee/dependant/add')).toEqual([]);
    // Another birth date is another person.
    fireEvent.change(getControlByLabel(/Date of birth/, dialog), { target: { value: bornYearsAgo(6) } });
    submit(dialog);
    await waitFor(() => expect(callsTo(api, '/employee/dependant/add')).toHaveLength(1));
  });

  it('shows the server’s refusal of a dependant already listed (added meanwhile in another tab)', async () => {
    const api = serveAccount({
      '/employee/dependant/add': () => fieldFailure({}, ACCOUNT_MESSAGES.dependantAlreadyListed),
    });
    const dialog = await openDialog();
    fill(dialog, '1002', bornYearsAgo(5));
    submit(dialog);
    // A general refusal goes to the red snackbar (lib/forms reportFailure); the dialog stays open.
    expect(await screen.findByText(ACCOUNT_MESSAGES.dependantAlreadyListed)).toBeTruthy();
    expect(callsTo(api, '/employee/dependant/add')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('removes a dependant only after the confirmation', async () => {
    const api = serveDependants([dependant()]);
    signInEmployee(employeeUser());
    renderApp('/employee');
    fireEvent.click(await dependantsButton('Remove Marc Tremblay'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Marc Tremblay?' });
    expect(callsTo(api, '/employee/dependant/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove dependant' }));
    await waitFor(() =>
      expect(useSnackbar.getState().current?.message).toBe('Successfully removed Dependant'),
    );
    expect(callsTo(api, '/employee/dependant/delete')).toEqual([{ depId: 1 }]);
    expect(await screen.findByText('No dependants are listed.')).toBeTruthy();
  });

  it('gives a child of 21 or more a student extension until at most December 31 of the year they turn 25', async () => {
    const birth = bornYearsAgo(22);
    const latest = `${Number(birth.slice(0, 4)) + 25}-12-31`;
    const child = dependant({
      depId: 7,
      depFirstName: 'Jade',
      depRelation: 1002,
      depRelationName: 'Dependent Child',
      depBirthDate: birth,
      needsStudentProof: true,
      depExtMaxDate: latest,
    });
    const api = serveAccount({
      '/employee/dependants': () => ({ dependants: [child] }),
      '/employee/dependant/extend': (data) => {
        const extended = {
          ...child,
          depIsStudent: 'Y' as const,
          depExtDate: String(data.depExtDate),
          needsStudentProof: false,
        };
        return { dependant: extended, dependants: [extended], message: 'Student extension saved' };
      },
    });
    signInEmployee(employeeUser());
    renderApp('/employee');
    fireEvent.click(await dependantsButton('Student extension for Jade Tremblay'));
    const dialog = await screen.findByRole('dialog', { name: 'Student extension for Jade Tremblay' });
    const date = within(dialog).getByLabelText(/Studies end on/);
    expect(date.getAttribute('max')).toBe(latest);

    fireEvent.change(date, { target: { value: addDays(latest, 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    expect(
      await within(dialog).findByText(
        'A student extension can last until December 31 of the year the child turns 25 at the latest.',
      ),
    ).toBeTruthy();
    expect(callsTo(api, '/employee/dependant/extend')).toEqual([]);

    fireEvent.change(date, { target: { value: latest } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save extension' }));
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Student extension saved'));
    expect(callsTo(api, '/employee/dependant/extend')).toEqual([
      { depId: 7, depIsStudent: 'Y', depExtDate: latest },
    ]);
    await waitFor(() => expect(screen.queryByTestId('student-proof-flag')).toBeNull());
  });

  it('holds both extension buttons while one change is on its way', async () => {
    const child = dependant({
      depId: 8,
      depFirstName: 'Léa',
      depRelation: 1002,
      depRelationName: 'Dependent Child',
      depBirthDate: bornYearsAgo(22),
      depIsStudent: 'Y',
      depExtDate: addDays(todayIso(), 100),
    });
    let answer = (_: unknown) => {};
    const api = serveAccount({
      '/employee/dependants': () => ({ dependants: [child] }),
      '/employee/dependant/extend': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    signInEmployee(employeeUser());
    renderApp('/employee');
    fireEvent.click(await dependantsButton('Student extension for Léa Tremblay'));
    const dialog = await screen.findByRole('dialog', { name: 'Student extension for Léa Tremblay' });
    const remove = within(dialog).getByRole('button', { name: 'Remove extension' });
    const save = within(dialog).getByRole('button', { name: 'Save extension' });
    fireEvent.click(remove);
    await waitFor(() => expect(remove).toHaveProperty('disabled', true));
    // Saving while the removal is on its way would send a second, contrary change.
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(save);
    expect(callsTo(api, '/employee/dependant/extend')).toEqual([{ depId: 8, depIsStudent: 'N' }]);
    const removed = { ...child, depIsStudent: 'N' as const, depExtDate: null };
    answer({ dependant: removed, dependants: [removed], message: 'Student extension saved' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, '/employee/dependant/extend')).toHaveLength(1);
  });
});
