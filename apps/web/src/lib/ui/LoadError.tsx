import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useTranslateMessage } from '../i18n/messages';

/** A failed read, with the server's message when it gave one and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const message = error instanceof ApiError ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {message ?? t('errors.loadFailed')}
    </Alert>
  );
}
