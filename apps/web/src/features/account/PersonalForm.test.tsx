import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, addYears, todayIso } from '@benefits/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useEmployeeSession } from '../../lib/session/store';
import { useSnackbar } from '../../lib/ui/snackbar';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';
import { callsTo, fieldFailure, serveAccount } from './testApi';

const field = (name: string) => document.getElementById(`personal-${name}`) as HTMLInputElement;
const set = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save personal information' }));

/** Opens /employee for the user and waits for the form. */
async function openForm(over: Parameters<typeof employeeUser>[0] = {}) {
  const user = employeeUser({ TELEPHONE: '416-555-0199', ...over });
  signInEmployee(user);
  const view = renderApp('/employee');
  // The first render loads the lazy route: give it time on a busy machine.
  await waitFor(() => expect(field('FIRST_NAME')).toBeTruthy());
  return { ...view, user };
}

beforeEach(() => useSnackbar.setState({ current: null, open: false }));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('personal details form (docs/product §5 "Employee personal details")', () => {
  it("shows the spec's messages for every required field, and sends nothing", async () => {
    const api = serveAccount({});
    await openForm();
    for (const name of [
      'FIRST_NAME',
      'LAST_NAME',
      'STREET1',
      'CITY',
      'POSTCODE',
      'TELEPHONE',
      'EMAIL',
      'DATE_OF_BIRTH',
    ])
      set(name, '');
    set('PROVINCE', '');
    save();
    for (const message of [
      'Please fill out your first name',
      'Please fill out your last name',
      'Please fill out your address',
      'Please fill out your city',
      'Please fill out your postal code',
      'Please select a province.',
      'Please fill out your telephone number',
      'Please fill out your email address',
      'Please fill out your date of birth',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Please correct the information above')).toBeTruthy();
    expect(field('POSTCODE').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(api, '/employee/update')).toEqual([]);
  });

  it('checks the formats: postal code, telephone, e-mail, and cellphone and fax when given', async () => {
    serveAccount({});
    await openForm();
    set('POSTCODE', '12345');
    set('TELEPHONE', '555-01');
    set('EMAIL', 'olivia@');
    set('CELLPHONE', 'abc');
    set('FAX', '12');
    save();
    expect(await screen.findByText('Invalid postal code format.')).toBeTruthy();
    expect(screen.getAllByText('Invalid telephone format.')).toHaveLength(3);
    expect(screen.getByText('Invalid email format.')).toBeTruthy();
    // Fixing a field clears its message as you type.
    set('POSTCODE', 'K1A 0B1');
    await waitFor(() => expect(screen.queryByText('Invalid postal code format.')).toBeNull());
  });

  it('applies the birth-date limit of the plan: 18 at least, 70 or 100 years back at most', async () => {
    serveAccount({});
    // HSA Plus (1081) is a 70-year plan.
    const first = await openForm({ PLAN_TYPE: 1081 });
    set('DATE_OF_BIRTH', addDays(addYears(todayIso(), -18), 1));
    save();
    expect(await screen.findByText('Birthdate is younger than allowed for this plan.')).toBeTruthy();
    set('DATE_OF_BIRTH', addYears(todayIso(), -80));
    save();
    expect(await screen.findByText('Birthdate is older than allowed for this plan.')).toBeTruthy();
    expect(field('DATE_OF_BIRTH').getAttribute('min')).toBe(addYears(todayIso(), -70));
    first.unmount();

    // Plan 1071 allows 100 years back: the same date passes.
    const api = serveAccount({
      '/employee/update': (data) => ({
        user: { ...useEmployeeSession.getState().session!.user, ...(data.employee as object) },
        message: 'Saved personal information',
      }),
    });
    await openForm({ PLAN_TYPE: 1071 });
    set('DATE_OF_BIRTH', addYears(todayIso(), -80));
    save();
    await waitFor(() => expect(callsTo(api, '/employee/update')).toHaveLength(1));
  });

  it('saves the normalised details, says so, and shows the server field messages on the fields', async () => {
    let answer: unknown = fieldFailure({ EMAIL: 'Invalid email format.' });
    const api = serveAccount({ '/employee/update': () => answer });
    const { user } = await openForm();
    set('POSTCODE', 'm5j2j2');
    save();
    expect(await screen.findByText('Invalid email format.')).toBeTruthy();
    expect(field('EMAIL').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(api, '/employee/update')[0]).toMatchObject({
      userId: user.ID,
      employee: { POSTCODE: 'M5J 2J2', PROVINCE: 'ON', DATE_OF_BIRTH: user.DATE_OF_BIRTH },
    });

    answer = { user: { ...user, POSTCODE: 'M5J 2J2' }, message: 'Saved personal information' };
    save();
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Saved personal information'));
    expect(useSnackbar.getState().current?.severity).toBe('success');
    expect(field('POSTCODE').value).toBe('M5J 2J2');
  });

  it('asks before unsaved edits are left behind, and not once they are saved', async () => {
    const api = serveAccount({
      '/employee/update': (data) => ({
        user: {
          ...(data.employee as object),
          ...employeeUser({ TELEPHONE: '416-555-0199', CITY: 'Ottawa' }),
        },
        message: 'Saved personal information',
      }),
    });
    const { router } = await openForm();
    set('CITY', 'Ottawa');
    await router.navigate('/claims');
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/employee');
    expect(field('CITY').value).toBe('Ottawa');
    save();
    await waitFor(() => expect(callsTo(api, '/employee/update')).toHaveLength(1));
    await waitFor(() => expect(useSnackbar.getState().current?.message).toBe('Saved personal information'));
    await router.navigate('/claims');
    await waitFor(() => expect(router.state.location.pathname).toBe('/claims'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a user sent here by MISSING_INFO continue to the dashboard once saved', async () => {
    const complete = employeeUser({ TELEPHONE: '416-555-0199' });
    let profile = employeeUser({ MISSING_INFO: 'Y', STREET1: '', TELEPHONE: '' });
    serveAccount({
      '/employee': () => profile,
      '/employee/update': () => {
        profile = complete;
        return { user: complete, message: 'Saved personal information' };
      },
    });
    signInEmployee(profile);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee'));
    expect(await screen.findByText('Please complete your personal details to continue.')).toBeTruthy();
    set('STREET1', '88 Harbord St');
    set('TELEPHONE', '416-555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks French: labels, province names and messages', async () => {
    serveAccount({});
    await i18n.changeLanguage('fr');
    await openForm();
    expect(screen.getByRole('option', { name: 'Colombie-Britannique' })).toBeTruthy();
    set('POSTCODE', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les renseignements personnels' }));
    expect(await screen.findByText('Format de code postal non valide.')).toBeTruthy();
    expect(screen.getByLabelText(/Code postal/)).toBe(field('POSTCODE'));
  });
});
