import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { PageColumn } from '../../lib/ui/PageColumn';
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

/** A titled part of a page, labelled by its heading. */
export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      id={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, scrollMarginTop: 80 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h2" id={`${id}-title`}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** What shows while a page's data loads. */
export function Loading({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('app.loading')} sx={{ gap: 1 }}>
      <Skeleton variant="text" width="50%" height={36} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
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
