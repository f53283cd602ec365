import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../lib/preferences';
import { signInTools } from '../../test/partnerTools';
import { renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePreferences.setState({ language: 'en' });
});

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });
const routes = {
  code: 0,
  data: {
    routes: [
      {
        name: 'alive',
        path: '/test/alive',
        method: 'GET',
        access: 'public',
        accessDetail: '',
        summary: 'Liveness',
        request: {},
        example: {},
      },
    ],
    openapi: {},
  },
};

/** Answers each call by its path: the routes, the logged call, and `answer` for the tested path. */
function serve(answer: () => Promise<Response>) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/tools/api-routes')) return Promise.resolve(json(routes));
    if (url.endsWith('/tools/api-tester/log'))
      return Promise.resolve(json({ code: 0, data: { message: 'Logged' } }));
    return answer();
  });
}

async function send() {
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
}

describe('Api Tester', () => {
  it("says 'Api Test Successful' for code 0, with the status and the answer, and logs the call", async () => {
    serve(() => Promise.resolve(json({ code: 0, data: { alive: true } })));
    signInTools();
    renderApp('/tools/api-tester');
    await screen.findByRole('heading', { level: 1, name: 'Api Tester' });
    await send();
    expect((await screen.findByTestId('tester-message')).textContent).toBe('Api Test Successful');
    expect(screen.getByTestId('tester-status').textContent).toBe('200');
    expect(screen.getByTestId('tester-answer').textContent).toContain('"alive": true');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/tools/api-tester/log'))).toBe(true),
    );
    const tested = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/test/alive'))!;
    expect((tested[1]!.headers as Record<string, string>).token).toBe('tok-t-staff');
  });

  it("says 'Api Test Fail' for a non-zero code and 'Api Test Network Failure:' with the error", async () => {
    serve(() => Promise.resolve(json({ code: 3, data: { error: { GENERAL: 'No' } } }, 403)));
    signInTools();
    renderApp('/tools/api-tester');
    await send();
    expect((await screen.findByTestId('tester-message')).textContent).toBe('Api Test Fail');
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await send();
    await waitFor(() =>
      expect(screen.getByTestId('tester-message').textContent).toBe(
        'Api Test Network Failure: Failed to fetch',
      ),
    );
  });

  it('checks the JSON body before sending a POST', async () => {
    serve(() => Promise.resolve(json({ code: 0, data: {} })));
    signInTools();
    renderApp('/tools/api-tester');
    fireEvent.click(await screen.findByRole('button', { name: 'POST' }));
    fireEvent.change(screen.getByLabelText(/JSON body/), { target: { value: '{ "a": ' } });
    await send();
    expect(await screen.findByText(/This is not valid JSON/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/test/alive'))).toBe(false);
  });

  it('marks the answer as the previous request’s once the path, the method or the token choice changes', async () => {
    serve(() => Promise.resolve(json({ code: 0, data: { alive: true } })));
    signInTools();
    renderApp('/tools/api-tester');
    await send();
    expect((await screen.findByTestId('tester-request')).textContent).toBe('Answer to GET /test/alive');
    expect(screen.queryByTestId('tester-previous')).toBeNull();

    const path = screen.getByRole('combobox', { name: 'Path' });
    fireEvent.change(path, { target: { value: '/tools/ads/list' } });
    expect(screen.getByTestId('tester-request').textContent).toBe(
      'Answer to the previous request, GET /test/alive',
    );
    expect(screen.getByTestId('tester-previous').textContent).toBe(
      'The request has changed since it was sent: send it to see its own answer.',
    );
    // Back to the request sent: the answer is its own again.
    fireEvent.change(path, { target: { value: '/test/alive' } });
    expect(screen.queryByTestId('tester-previous')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Send my staff token' }));
    expect(screen.getByTestId('tester-previous')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send my staff token' }));
    fireEvent.click(screen.getByRole('button', { name: 'POST' }));
    expect(screen.getByTestId('tester-previous')).toBeTruthy();
    await send();
    await waitFor(() =>
      expect(screen.getByTestId('tester-request').textContent).toBe('Answer to POST /test/alive'),
    );
    expect(screen.queryByTestId('tester-previous')).toBeNull();

    // A POST's body is compared as sent: spacing is the same request, another value is not.
    const body = screen.getByLabelText(/JSON body/);
    fireEvent.change(body, { target: { value: ' { }\n' } });
    expect(screen.queryByTestId('tester-previous')).toBeNull();
    fireEvent.change(body, { target: { value: '{ "id": 1 }' } });
    expect(screen.getByTestId('tester-previous')).toBeTruthy();
  });

  it('marks an answer that arrives after the request was changed as the previous request’s, in French', async () => {
    usePreferences.setState({ language: 'fr' });
    let answer!: (response: Response) => void;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    signInTools();
    renderApp('/tools/api-tester');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Envoyer mon jeton du personnel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Chemin' }), {
      target: { value: '/tools/ads/list' },
    });
    answer(json({ code: 0, data: { alive: true } }));
    expect((await screen.findByTestId('tester-request')).textContent).toBe(
      'Réponse à la requête précédente, GET /test/alive sans votre jeton',
    );
    expect(screen.getByTestId('tester-previous').textContent).toBe(
      'La requête a changé depuis son envoi : envoyez-la pour voir sa propre réponse.',
    );
  });

  it('tells a staff member without PERMIT_DEVELOPER that the section is not theirs', async () => {
    serve(() => Promise.resolve(json({ code: 0, data: {} })));
    signInTools('auditor', ['PERMIT_AUDIT']);
    renderApp('/tools/api-tester');
    expect((await screen.findByTestId('not-available')).textContent).toBe(
      'Your permissions do not include this section.',
    );
  });
});
