import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEmployeeSession } from '../../lib/session/store';
import { employeeUser, signInEmployee } from '../../test/employee';
import { renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useEmployeeSession.getState().clear();
});

/** The server: a reset link is usable unless `usable` says otherwise; anything else answers 'sent'. */
const server =
  (usable = true) =>
  (input: RequestInfo | URL) =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          code: 0,
          data: String(input).endsWith('/password/check/') ? { usable } : { message: 'sent' },
        }),
      ),
    );
const ok = server();
/** The calls other than the link's check, in order. */
const changes = () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/password/check/'));
const sentBody = (call = 0) => JSON.parse(String(changes()[call]?.[1]?.body)) as { data: unknown };

describe('password reset', () => {
  it('asks for a valid e-mail, then posts /password/reset/ with id, email and type', async () => {
    fetchMock.mockImplementation(ok);
    const { router } = renderApp('/partner/login/reset');
    fireEvent.change(await screen.findByLabelText(/Partner ID/), { target: { value: '200001' } });
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please fill out a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'agent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(router.state.location.pathname).toBe('/partner/login/reset/success');
    expect(changes()[0]?.[0]).toBe('/webapp/password/reset/');
    expect(sentBody().data).toEqual({ id: '200001', email: 'agent@example.com', type: 'partner' });
  });

  it('opened from the menu while signed in, fills in the ID and e-mail on file', async () => {
    fetchMock.mockImplementation(ok);
    signInEmployee(employeeUser({ ID: 100001, EMAIL: 'olivia@example.com' }));
    renderApp('/login/reset');
    expect(((await screen.findByLabelText(/Employee ID/)) as HTMLInputElement).value).toBe('100001');
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('olivia@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(sentBody().data).toEqual({ id: '100001', email: 'olivia@example.com', type: 'employee' });
  });

  it('checks the two new passwords, then posts /password/update/ with pw1, the hash and the type', async () => {
    fetchMock.mockImplementation(ok);
    const { router } = renderApp('/login/update/abc123');
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please fill out a new password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'long-enough-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your passwords need to match')).toBeTruthy();
    expect(changes()).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByRole('heading', { name: 'Password updated' });
    expect(router.state.location.pathname).toBe('/login/update/success');
    expect(sentBody().data).toEqual({ pw1: 'long-enough-1', hash: 'abc123', type: 'employee' });
  });

  it('says at once that a used or expired link cannot be used, and offers a new one', async () => {
    fetchMock.mockImplementation(server(false));
    renderApp('/partner/login/update/used123');
    expect((await screen.findByTestId('reset-link-invalid')).textContent).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/partner/login/reset',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      data: { hash: 'used123', type: 'partner' },
    });
  });

  it('keeps a legacy partner reset link a partner reset', async () => {
    fetchMock.mockImplementation(ok);
    const { router } = renderApp('/partner/mylogin/newpassword/xyz');
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'long-enough-1' } });
    expect(router.state.location.pathname).toBe('/login/update/xyz');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await screen.findByRole('heading', { name: 'Password updated' });
    expect(sentBody().data).toEqual({ pw1: 'long-enough-1', hash: 'xyz', type: 'partner' });
  });
});
