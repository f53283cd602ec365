import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@benefits/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { employeeUser, failure, mockApi, signInEmployee } from '../../test/employee';
import { i18n } from '../i18n';
import { usePreferences } from '../preferences';
import { useSnackbar } from '../ui/snackbar';
import { NotificationList } from './NotificationList';

const HOUR = 3_600_000;

function notification(id: number, hoursAgo: number, webOnPress: string | null = null): Notification {
  return {
    id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    data: { dated: new Date(Date.now() - hoursAgo * HOUR).toISOString(), webOnPress },
  };
}

/** A fake server holding `store`, newest first, paging like /get-notifications. */
function serve(store: Notification[], dismiss: (id: number) => unknown = () => undefined) {
  return mockApi({
    '/get-notifications': ({ offset, limit }) => {
      const from = Number(offset);
      const page = store.slice(from, from + Number(limit));
      return { notifications: page, hasMore: store.length > from + Number(limit) };
    },
    '/dismiss-notification': async ({ id }) => {
      const answer = await dismiss(Number(id));
      if (answer) return answer;
      store.splice(
        store.findIndex((n) => n.id === Number(id)),
        1,
      );
      return { id };
    },
  });
}

function renderList(onOpenItem = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationList area="employee" onOpenItem={onOpenItem} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, onOpenItem };
}

const titles = () =>
  screen.getAllByTestId('notification').map((li) => within(li).getByText(/^Title/).textContent);
const requests = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === `/webapp${path}`)
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: unknown }).data);

beforeEach(() => {
  signInEmployee(employeeUser());
  useSnackbar.setState({ current: null, open: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

describe('notification list (docs/product §2, §4 "Lists and notifications")', () => {
  it("loads 5 at a time with 'Load More' while the server has more", async () => {
    const store = Array.from({ length: 7 }, (_, i) => notification(i + 1, i));
    const fetchMock = serve(store);
    renderList();
    await screen.findByText('Title 1');
    expect(titles()).toEqual(['Title 1', 'Title 2', 'Title 3', 'Title 4', 'Title 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Title 7');
    expect(titles()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(requests(fetchMock, '/get-notifications')).toEqual([
      { offset: 0, limit: 5 },
      { offset: 5, limit: 5 },
    ]);
  });

  it('shows title, body and the time translated, with plurals, in English and French', async () => {
    serve([notification(1, 0), notification(2, 3), notification(3, 1), notification(4, 24 * 400)]);
    renderList();
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]!).getByText('Body 1')).toBeTruthy();
    expect(within(items[0]!).getByText('Just now')).toBeTruthy();
    expect(within(items[1]!).getByText('3 hours ago')).toBeTruthy();
    expect(within(items[2]!).getByText('1 hour ago')).toBeTruthy();
    expect(within(items[3]!).getByText('1 year ago')).toBeTruthy();
    act(() => usePreferences.setState({ language: 'fr' }));
    expect(await within(items[1]!).findByText('Il y a 3 heures')).toBeTruthy();
    expect(within(items[2]!).getByText('Il y a 1 heure')).toBeTruthy();
    expect(within(items[0]!).getByText('À l’instant')).toBeTruthy();
  });

  it('dismisses at once, before the server answers, and the next page starts after what is held', async () => {
    const store = Array.from({ length: 7 }, (_, i) => notification(i + 1, i));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = serve(store, () => answered.then(() => undefined));
    renderList();
    await screen.findByText('Title 2');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification: Title 2' }));
    await waitFor(() => expect(screen.queryByText('Title 2')).toBeNull());
    expect(requests(fetchMock, '/dismiss-notification')).toEqual([{ id: 2 }]);
    release();
    await waitFor(() => expect(store.map((n) => n.id)).not.toContain(2));
    // Four held; the server now has six: the next page starts at 4, so Title 6 is not skipped.
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByText('Title 7');
    expect(titles()).toEqual(['Title 1', 'Title 3', 'Title 4', 'Title 5', 'Title 6', 'Title 7']);
  });

  it('puts a notification back and says so when the server refuses to dismiss it', async () => {
    serve([notification(1, 0), notification(2, 1)], () => failure('Notification not found', 4));
    renderList();
    await screen.findByText('Title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification: Title 1' }));
    await waitFor(() =>
      expect(useSnackbar.getState().current?.message).toBe(
        'The notification could not be dismissed. Please try again.',
      ),
    );
    expect(useSnackbar.getState().current?.severity).toBe('error');
    expect(await screen.findByText('Title 1')).toBeTruthy();
    expect(titles()).toEqual(['Title 1', 'Title 2']);
  });

  it("says 'No notifications' when there are none", async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('goes to the web-press target of a notification and reports it was opened', async () => {
    serve([notification(1, 0, '/claim-report'), notification(2, 1)]);
    const { router, onOpenItem } = renderList();
    await screen.findByText('Title 2');
    // Only a notification with a target is a link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: /Title 1/ }));
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/claim-report');
    expect(onOpenItem).toHaveBeenCalledTimes(1);
  });

  it('refreshes from the first page', async () => {
    const store = [notification(1, 0)];
    const fetchMock = serve(store);
    renderList();
    await screen.findByText('Title 1');
    store.unshift(notification(9, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Title 9');
    expect(requests(fetchMock, '/get-notifications')).toEqual([
      { offset: 0, limit: 5 },
      { offset: 0, limit: 5 },
    ]);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi({ '/get-notifications': () => failure('Server trouble') });
    renderList();
    expect(await screen.findByText('Notifications could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
