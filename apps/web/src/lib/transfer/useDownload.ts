import { useMutation } from '@tanstack/react-query';
import { reportFailure } from '../forms';
import { useTranslateMessage } from '../i18n/messages';
import { fetchFile, saveFile } from './download';

/**
 * Downloads a file answer of the API (a PDF, the banking document): fetched with the session token
 * in the header — never in a URL — and handed to the browser through a short-lived object URL.
 */
export function useDownload(path: string, fallbackName: string) {
  const tm = useTranslateMessage();
  return useMutation({
    mutationFn: async () => saveFile(await fetchFile(path, {}, { snackbar: false, fallbackName })),
    onError: (error) => reportFailure(error, tm),
  });
}
