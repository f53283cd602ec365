import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { PageColumn } from '../../lib/ui/PageColumn';

export { Loading, Section } from '../../lib/ui/Section';
import { useAccountMessage } from './messages';

/** The frame of every account screen: a centred column with the page's heading. */
export function AccountPage({
  title,
  children,
  maxWidth = 880,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <PageColumn title={title} maxWidth={maxWidth}>
      {children}
    </PageColumn>
  );
}

/** A failed read, with the server's message when it gave one and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const tm = useAccountMessage();
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
