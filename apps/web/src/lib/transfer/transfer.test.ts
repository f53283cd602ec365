import { api } from '@benefits/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeUser, signInEmployee } from '../../test/employee';
import { ApiError } from '../api/client';
import { useEmployeeSession } from '../session/store';
import { useSnackbar } from '../ui/snackbar';
import { fetchFile, fileNameOf } from './download';
import { callWithProgress } from './upload';

afterEach(() => {
  vi.unstubAllGlobals();
  useSnackbar.setState({ current: null, open: false });
});

/** An XMLHttpRequest stand-in: reports the body's progress in `steps`, then answers `answer`. */
function fakeXhr(answer: unknown, steps = 4) {
  const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { url: '', headers: {} as Record<string, string>, body: '' };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: string) {
      this.request.body = body;
      requests.push(this.request);
      for (let i = 1; i <= steps; i++) {
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: (body.length * i) / steps,
          total: body.length,
        });
      }
      this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

const payload = {
  transitNumber: '12345',
  institutionNumber: '004',
  accountNumber: '1234567',
  eft_agreement: 'Y',
  image: { fileName: 'cheque.pdf', content: 'data:application/pdf;base64,JVBERi0=' },
} as const;

describe('callWithProgress (uploads with real progress)', () => {
  it('sends the envelope with the token header, reports progress and applies TOKEN_EXPIRY', async () => {
    signInEmployee(employeeUser());
    const requests = fakeXhr({
      code: 0,
      data: { message: 'Banking document attached', TOKEN_EXPIRY: 4_000_000_000 },
    });
    const progress: number[] = [];
    const answer = await callWithProgress(api.employeeBankingDetailsSave, payload, {
      onProgress: ({ loaded, total }) => progress.push(Math.round((loaded / total) * 100)),
    });
    expect(answer.message).toBe('Banking document attached');
    expect(progress).toEqual([0, 25, 50, 75, 100]);
    expect(requests[0]!.url).toBe('/webapp/employee/banking-details/save');
    expect(requests[0]!.url).not.toContain('tok-e');
    expect(requests[0]!.headers.token).toBe('tok-e');
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ data: payload, meta: { appType: 'web' } });
    expect(useEmployeeSession.getState().session?.expiry).toBe(4_000_000_000);
  });

  it('rejects with the field messages and shows the general one when asked', async () => {
    signInEmployee(employeeUser());
    fakeXhr({
      code: 1,
      data: {
        error: {
          GENERAL: 'Please correct the missing information above',
          image: 'Invalid document type, please choose a JPEG, PNG, or PDF',
        },
      },
    });
    const failure = await callWithProgress(api.employeeBankingDetailsSave, payload).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields).toEqual({
      image: 'Invalid document type, please choose a JPEG, PNG, or PDF',
    });
    expect(useSnackbar.getState().current).toMatchObject({
      message: 'Please correct the missing information above',
      severity: 'error',
    });
  });

  it('treats an answer that is not the envelope as a network failure', async () => {
    signInEmployee(employeeUser());
    fakeXhr('<html>Bad gateway</html>');
    const failure = await callWithProgress(api.employeeBankingDetailsSave, payload, {
      snackbar: false,
    }).catch((e: unknown) => e);
    expect((failure as ApiError).network).toBe(true);
  });
});

describe('fetchFile (documents with the token in the header)', () => {
  it('reads the file name from Content-Disposition (filename* first)', () => {
    expect(fileNameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf`)).toBe('aéb.pdf');
    expect(fileNameOf('inline; filename="plan.pdf"')).toBe('plan.pdf');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('posts with the token header and answers the blob and its name', async () => {
    signInEmployee(employeeUser());
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="void-cheque.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchFile('/employee/banking-document');
    expect(file.fileName).toBe('void-cheque.pdf');
    expect(file.blob.size).toBe(4);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/webapp/employee/banking-document');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).token).toBe('tok-e');
  });

  it('turns a failure envelope into an ApiError', async () => {
    signInEmployee(employeeUser());
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({ code: 5, data: { error: { GENERAL: 'No banking document is on file.' } } }),
            {
              status: 404,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    const failure = await fetchFile('/employee/banking-document', {}, { snackbar: false }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).general).toBe('No banking document is on file.');
  });
});
