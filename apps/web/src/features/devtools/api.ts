import { API_PREFIX, api, type ResponseOf } from '@benefits/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/client';

/*
 * The tools area's developer and audit tools (server module devtools, decision 0032). Query keys are
 * below 'tools' so a logout drops them with the session.
 */
export type ApiRoutes = Omit<ResponseOf<typeof api.toolsApiRoutes>, 'TOKEN_EXPIRY'>;
export type ApiRoute = ApiRoutes['routes'][number];
export type Recalc = Omit<ResponseOf<typeof api.toolsRecalEmployeeLimit>, 'TOKEN_EXPIRY'>;

export function useApiRoutes() {
  return useQuery({
    queryKey: ['tools', 'devtools', 'api-routes'],
    queryFn: ({ signal }) => call(api.toolsApiRoutes, {}, { area: 'tools', snackbar: false, signal }),
    staleTime: Infinity,
  });
}

export interface TesterCall {
  path: string;
  method: 'GET' | 'POST';
  body: unknown;
  withToken: boolean;
  token: string | undefined;
}

export type TesterOutcome =
  | { kind: 'answer'; status: number; code: number | null; answer: string }
  | { kind: 'network'; error: string };

/**
 * The Api Tester's call: straight to /webapp<path> with fetch (not the typed client, so any path
 * and any answer can be shown), then reported to the staff log (failures of the report are ignored).
 */
export async function runApiTest(request: TesterCall): Promise<TesterOutcome> {
  const path = request.path.startsWith(`${API_PREFIX}/`)
    ? request.path.slice(API_PREFIX.length)
    : request.path;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.withToken && request.token) headers.token = request.token;
  const init: RequestInit = { method: request.method, headers, credentials: 'same-origin' };
  if (request.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify({ data: request.body });
  }
  let outcome: TesterOutcome;
  try {
    const response = await fetch(`${API_PREFIX}${path}`, init);
    const text = await response.text();
    let code: number | null = null;
    let answer = text;
    try {
      const json = JSON.parse(text) as { code?: unknown };
      if (typeof json.code === 'number') code = json.code;
      answer = JSON.stringify(json, null, 2);
    } catch {
      // Not JSON: shown as text.
    }
    outcome = { kind: 'answer', status: response.status, code, answer };
  } catch (error) {
    outcome = { kind: 'network', error: error instanceof Error ? error.message : String(error) };
  }
  try {
    await call(
      api.toolsApiTestLog,
      {
        path: path.slice(0, 300) || '/',
        method: request.method,
        status: outcome.kind === 'answer' ? outcome.status : 0,
        code: outcome.kind === 'answer' ? outcome.code : null,
        withToken: request.withToken,
      },
      { area: 'tools', snackbar: false },
    );
  } catch {
    // The log is best effort from the browser; the call itself was made either way.
  }
  return outcome;
}

export function useApiTest() {
  return useMutation({ mutationFn: runApiTest });
}

export function useRecalc() {
  return useMutation({
    mutationFn: (input: { userId: string; apply: boolean }) =>
      call(api.toolsRecalEmployeeLimit, input, { area: 'tools' }),
  });
}
