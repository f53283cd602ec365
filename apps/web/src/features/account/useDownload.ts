import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../lib/transfer/download';
import { reportFailure } from './failures';
import { useAccountMessage } from './messages';

/**
 * Downloads a file answer of the API (a PDF, the banking document): fetched with the session token
 * in the header — never in a URL — and handed to the browser through a short-lived object URL.
 */
export function useDownload(path: string, fallbackName: string) {
  const tm = useAccountMessage();
  return useMutation({
    mutationFn: async () => saveFile(await fetchFile(path, {}, { snackbar: false, fallbackName })),
    onError: (error) => reportFailure(error, tm),
  });
}
