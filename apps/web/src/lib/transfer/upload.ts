import type { Endpoint, RequestOf, ResponseOf, SuccessExtras } from '@benefits/contract';
import { languageHeaders } from '../api/client';
import { API_PREFIX } from '../api/refs';
import type { Area } from '../session/areas';
import { networkFailure, requestMeta, settleEnvelope, tokenOf } from './envelope';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

export interface UploadOptions {
  area?: Area;
  /** Called as the browser sends the request body (XMLHttpRequest upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
  /** Show GENERAL/message of a failure in the red snackbar (default true). */
  snackbar?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls one contract endpoint like `call()` (same body, headers and envelope handling), through
 * XMLHttpRequest so that the upload's real progress can be shown: fetch() cannot report how much
 * of a request body has been sent. Used for files sent as base64 inside the JSON body.
 */
export function callWithProgress<E extends Endpoint>(
  endpoint: E,
  data: RequestOf<E>,
  options: UploadOptions = {},
): Promise<ResponseOf<E> & SuccessExtras> {
  const area = options.area ?? 'employee';
  const showSnackbar = options.snackbar ?? true;
  const body = JSON.stringify({ data, meta: requestMeta() });

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);

    xhr.open('POST', `${API_PREFIX}${endpoint.path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(languageHeaders())) xhr.setRequestHeader(name, value);
    const token = tokenOf(area);
    if (token) xhr.setRequestHeader('token', token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      done();
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        reject(networkFailure(showSnackbar));
        return;
      }
      try {
        resolve(settleEnvelope<ResponseOf<E>>(parsed, area, showSnackbar));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      done();
      reject(networkFailure(showSnackbar));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };

    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    // The whole body is known up front, so progress events carry its total.
    options.onProgress?.({ loaded: 0, total: body.length });
    xhr.send(body);
  });
}

/** A file's bytes as a data: URL (the contract's uploadedFileSchema takes base64 or a data: URL). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
