import { useMutation } from '@tanstack/react-query';
import { reportFailure } from '../forms';
import { useTranslateMessage } from '../i18n/messages';
import { fetchFile, saveFile } from './download';

/**
 * Downloads a file answer of the API (a PDF, the banking document): fetched with the session token
 * in the header — never in a URL — and handed to the browser through a short-lived object URL.
 * `data` is the request's (the reader's time zone, for a document that says when something happened).
 */
export function useDownload(path: string, fallbackName: string, data: Record<string, unknown> = {}) {
  const tm = useTranslateMessage();
  return useMutation({
    mutationFn: async () => saveFile(await fetchFile(path, data, { snackbar: false, fallbackName })),
    onError: (error) => reportFailure(error, tm),
  });
}

/** The reader's IANA time zone (the browser's), for a file that writes a time of day. */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
