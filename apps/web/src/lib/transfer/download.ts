import { languageHeaders } from '../api/client';
import { API_PREFIX } from '../api/refs';
import type { Area } from '../session/areas';
import { networkFailure, requestMeta, settleEnvelope, tokenOf } from './envelope';

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

export interface FetchFileOptions {
  area?: Area;
  /** Show GENERAL/message of a failure in the red snackbar (default true). */
  snackbar?: boolean;
  signal?: AbortSignal;
  /** The name to use when the answer does not give one. */
  fallbackName?: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * Fetches a file answer of a binary endpoint (POST /webapp<path>, the session token in the header,
 * never in the URL). A failure answers the JSON envelope, handled like `call()` does.
 */
export async function fetchFile(
  path: string,
  data: unknown = {},
  options: FetchFileOptions = {},
): Promise<FetchedFile> {
  const area = options.area ?? 'employee';
  const showSnackbar = options.snackbar ?? true;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...languageHeaders() };
  const token = tokenOf(area);
  if (token) headers.token = token;
  const init: RequestInit = {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: JSON.stringify({ data, meta: requestMeta() }),
  };
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure(showSnackbar);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw networkFailure(showSnackbar);
    }
    // A success envelope is not a file: treat it as a failure to read one.
    settleEnvelope(body, area, showSnackbar);
    throw networkFailure(showSnackbar);
  }
  const blob = await response.blob();
  const fileName =
    fileNameOf(response.headers.get('content-disposition')) ?? options.fallbackName ?? 'document';
  return { blob, fileName };
}

/** Hands a fetched file to the browser as a download, through a short-lived object URL. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
