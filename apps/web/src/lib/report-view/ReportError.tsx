import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useTranslateMessage } from '../i18n/messages';
import { retryHelps } from '../ui/LoadError';

/**
 * A failed read: the spec's message ('Failed to load report.' / 'Failed to load claim details.'),
 * the server's own reason below it when it gave one, and a way to try again when it could help.
 */
export function ReportError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const reason = error instanceof ApiError && !error.network ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      data-testid="report-error"
      action={
        retryHelps(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : undefined
      }
    >
      {tm(message)}
      {reason && reason !== tm(message) ? (
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {reason}
        </Typography>
      ) : null}
    </Alert>
  );
}
