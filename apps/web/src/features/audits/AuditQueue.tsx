import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../lib/ui/LoadError';

/** One queue entry: where its card leads, what the link says, and what the card shows. */
export interface QueueCard {
  key: string | number;
  to: string;
  label: string;
  content: ReactNode;
}

/**
 * An audit queue (claims, or PADs of one type): loading, failure, an empty state, or the entries as
 * link cards, two columns on wide screens and one on phones.
 */
export function AuditQueue<T>({
  query,
  empty,
  testId,
  cardTestId,
  card,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  /** `<testId>` on the list, `<testId>-empty` on the empty state. */
  testId: string;
  cardTestId: string;
  card: (entry: T) => QueueCard;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress aria-label={t('app.loading')} sx={{ alignSelf: 'center' }} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid={`${testId}-empty`}>
        <Typography>{empty}</Typography>
      </Paper>
    );
  return (
    <Stack
      component="ul"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {query.data.map((entry) => {
        const { key, to, label, content } = card(entry);
        return (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }} data-testid={cardTestId}>
              <CardActionArea component={Link} to={to} aria-label={label} sx={{ height: '100%' }}>
                <CardContent>{content}</CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
