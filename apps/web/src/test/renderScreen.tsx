import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/queryClient';

/**
 * Renders one screen (no shell) at a path with the app's providers, a fresh server-data cache and a
 * router, for tests that look at a screen's own content.
 */
export function renderScreen(screen: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...view, router };
}

/**
 * A fake API: `answers['/path']` is the success payload of that endpoint (no `/webapp` prefix), given
 * the request's `data`; any other path fails. Returns the fetch mock.
 */
export function serveApi(answers: Record<string, (data: Record<string, unknown>) => unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const answer = answers[path];
    const envelope = answer
      ? { code: 0, data: answer(body?.data ?? {}) }
      : { code: 1, data: { error: { GENERAL: `No answer for ${path}` } } };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
