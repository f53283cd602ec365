import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A titled part of a signed-in screen, labelled by its heading. Its `id` is an anchor (links may
 * point at it; it clears the sticky top bar) and its test id.
 */
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
      data-testid={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, scrollMarginTop: 80 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
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

/** What shows while a screen's data loads: a heading line and `lines` rows of placeholders. */
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
