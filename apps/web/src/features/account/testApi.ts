import type { EmployeeUser } from '@benefits/contract';
import { vi } from 'vitest';
import { useEmployeeSession } from '../../lib/session/store';

/** A failure answer with field messages (code 1, GENERAL and one message per field). */
export const fieldFailure = (
  fields: Record<string, string>,
  general = 'Please correct the information above',
) => ({
  __fieldFailure: true as const,
  error: { GENERAL: general, ...fields },
});

type Handler = (data: Record<string, unknown>) => unknown;

/**
 * A fake API for the account screens: `handlers['/path']` gets the request's `data` and answers the
 * success payload or `fieldFailure(...)`. /employee answers the signed-in user and the shell's
 * notifications are empty unless given. Returns the fetch mock to inspect calls.
 */
export function serveAccount(handlers: Record<string, Handler>) {
  const all: Record<string, Handler> = {
    '/employee': () => useEmployeeSession.getState().session?.user as EmployeeUser,
    '/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/employee/get-notifications': () => ({ notifications: [], hasMore: false }),
    '/preferences/get': () => ({
      bloglist: true,
      podcastlist: true,
      newsletterlist: true,
      productupdatelist: true,
    }),
    '/employee/dependants': () => ({ dependants: [] }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).replace(/^\/webapp/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as { data: Record<string, unknown> }) : null;
    const handler = all[path];
    const result = handler
      ? await handler(body?.data ?? {})
      : { __fieldFailure: true, error: { GENERAL: `No handler for ${path}` } };
    const envelope =
      result && typeof result === 'object' && '__fieldFailure' in result
        ? { code: 1, data: { error: (result as unknown as { error: Record<string, string> }).error } }
        : { code: 0, data: result };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `data` of every call to `path`, in order. */
export function callsTo(fetchMock: ReturnType<typeof serveAccount>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).replace(/^\/webapp/, '') === path)
    .map(([, init]) => (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data);
}
