import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectWithMessage } from '../../app/guards';
import { i18n } from '../i18n';
import { Redirect } from '../redirect';
import { closeOnNavigation, dismissFailure, showFailure, showSuccess, useSnackbar } from './snackbar';
import { SnackbarView } from './SnackbarView';

let stop = () => {};
afterEach(async () => {
  stop();
  stop = () => {};
  await act(() => i18n.changeLanguage('en'));
  useSnackbar.setState({ current: null, open: false });
});

/** The next task: the one a click or an answer that comes later runs in. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const shown = () => (useSnackbar.getState().open ? useSnackbar.getState().current?.message : undefined);

const screenLoads = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 5));

/** A router on /items with the snackbar following it (as main.tsx has the app's). */
function appRouter() {
  let release = () => {};
  const slow = new Promise<null>((resolve) => (release = () => resolve(null)));
  const router = createMemoryRouter(
    [
      { path: '/items', element: <p>Items</p> },
      { path: '/review', element: <p>Review</p> },
      // Pages whose screens load first (in the app, their script): the navigation to them is under
      // way for a while, over more than one task.
      { path: '/dashboard', loader: screenLoads, element: <p>Dashboard</p> },
      // The home address sends signed-in readers on to their dashboard.
      { path: '/home', loader: screenLoads, element: <Redirect to="/dashboard" /> },
      { path: '/slow', loader: () => slow, element: <p>Slow</p> },
      { path: '/blocked', element: <RedirectWithMessage to="/home" /> },
    ],
    { initialEntries: ['/items'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  stop = closeOnNavigation(router);
  return { router, release };
}

describe('the snackbar', () => {
  it('names its close button in the reader’s language, and closes with it', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <I18nextProvider i18n={i18n}>
        <SnackbarView />
      </I18nextProvider>,
    );
    act(() => showSuccess('L’élément de la réclamation a été ajouté'));
    const close = await screen.findByRole('button', { name: 'Fermer' });
    expect(close.getAttribute('title')).toBe('Fermer');
    fireEvent.click(close);
    await waitFor(() => expect(useSnackbar.getState().open).toBe(false));
  });

  it('closes an earlier failure for a later attempt, and leaves a success on screen', () => {
    showFailure('There is no employee with this ID.');
    dismissFailure();
    expect(useSnackbar.getState().open).toBe(false);
    showSuccess('The limit was recalculated.');
    dismissFailure();
    expect(useSnackbar.getState().open).toBe(true);
    expect(useSnackbar.getState().current?.message).toBe('The limit was recalculated.');
  });
});

describe('the snackbar and the pages (a message about one page does not stay over the next)', () => {
  it('closes a success when the reader goes to another page, and not for a change of the query', async () => {
    const { router } = appRouter();
    act(() => showSuccess('Claim Item has been successfully added'));
    await nextTask();
    await act(() => router.navigate('/items?tab=2'));
    expect(shown()).toBe('Claim Item has been successfully added');
    await act(() => router.navigate('/review'));
    expect(shown()).toBeUndefined();
    expect(screen.getByText('Review')).toBeTruthy();
  });

  it('closes an information message when the reader goes back', async () => {
    const { router } = appRouter();
    await act(() => router.navigate('/review'));
    act(() => useSnackbar.getState().show('End of List', 'info'));
    await nextTask();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/items');
    expect(shown()).toBeUndefined();
  });

  it('keeps the message of a step that then moves on (saved, then the dashboard), until the next move', async () => {
    const { router } = appRouter();
    await act(async () => {
      showSuccess('Your claim has been saved');
      await router.navigate('/dashboard');
    });
    expect(shown()).toBe('Your claim has been saved');
    await nextTask();
    await act(() => router.navigate('/review'));
    expect(shown()).toBeUndefined();
  });

  it('keeps a message opened while the navigation was under way', async () => {
    const { router, release } = appRouter();
    let arrived!: Promise<void>;
    act(() => void (arrived = router.navigate('/slow')));
    await nextTask();
    act(() => showSuccess('Document uploaded'));
    await nextTask();
    await act(async () => {
      release();
      await arrived;
    });
    expect(router.state.location.pathname).toBe('/slow');
    expect(shown()).toBe('Document uploaded');
  });

  it('keeps the redirect message of a page the reader may not open, through the redirects that follow', async () => {
    const { router } = appRouter();
    act(() => showSuccess('Claim Item has been successfully added'));
    await nextTask();
    await act(() => router.navigate('/blocked'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useSnackbar.getState().current).toMatchObject({
      severity: 'info',
      message: 'That page is not available to you, so you have been taken to your dashboard.',
    });
    expect(useSnackbar.getState().open).toBe(true);
  });

  it('leaves a failure on screen', async () => {
    const { router } = appRouter();
    act(() => showFailure('Network error'));
    await nextTask();
    await act(() => router.navigate('/review'));
    expect(shown()).toBe('Network error');
  });
});
