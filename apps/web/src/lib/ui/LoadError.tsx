import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorCode } from '@benefits/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useTranslateMessage } from '../i18n/messages';

/** Answers that the same read would get again: nothing there, or not the reader's to see. */
const FINAL: ReadonlySet<number> = new Set([ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN, ErrorCode.VALIDATION]);

/**
 * Whether "Try again" could help after a failed read (docs/product §8): the server could not be
 * reached, or failed; not after code 1, 3 or 4, which the same read would get again.
 */
export const retryHelps = (error: unknown): boolean =>
  !(error instanceof ApiError && !error.network && FINAL.has(error.code));

/**
 * A failed read, with the server's message when it gave one, and a way to try again when trying
 * again could help (the server could not be reached, or failed), not when it answered "not found".
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const message = error instanceof ApiError ? tm(error.general) : undefined;
  const final = !retryHelps(error);
  return (
    <Alert
      severity="error"
      action={
        final ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        )
      }
    >
      {message ?? t('errors.loadFailed')}
    </Alert>
  );
}
