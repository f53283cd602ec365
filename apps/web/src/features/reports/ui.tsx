import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@benefits/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { claimDetailsQuery, claimIdOf, type ClaimDetails } from '../../lib/claims/api';
import { useClaimMessage } from '../../lib/claims/messages';
import { PageColumn } from '../../lib/ui/PageColumn';

import { Loading } from '../../lib/ui/Section';

export { Loading, Section } from '../../lib/ui/Section';

/** The frame of every report screen: a centred column with the page's heading. */
export function ReportPage({
  title,
  children,
  maxWidth = 1100,
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

/**
 * A failed read: the spec's message ('Failed to load report.' / 'Failed to load claim details.'),
 * the server's own reason below it when it gave one, and a way to try again.
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
  const tm = useClaimMessage();
  const reason = error instanceof ApiError && !error.network ? tm(error.general) : undefined;
  return (
    <Alert
      severity="error"
      data-testid="report-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
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

/**
 * A screen about one of the employee's claims, by the :id of its address (/claim/:id, /audit/:id):
 * its title with the claim's number, the claim's details once read, and 'Failed to load claim
 * details.' for an address that cannot be a claim or a claim that cannot be read (with a retry).
 */
export function ClaimPage({
  title,
  fallbackTitle,
  maxWidth,
  loadingLines,
  children,
}: {
  title: (id: number) => string;
  fallbackTitle: string;
  maxWidth: number;
  loadingLines: number;
  children: (details: ClaimDetails) => ReactNode;
}) {
  const { t } = useTranslation();
  const claimId = claimIdOf(useParams().id);
  return (
    <ReportPage title={claimId ? title(claimId) : fallbackTitle} maxWidth={maxWidth}>
      {claimId === null ? (
        <Alert severity="error" data-testid="report-error">
          {t('validation.failedToLoadClaimDetails')}
        </Alert>
      ) : (
        <ClaimDetailsLoader claimId={claimId} loadingLines={loadingLines}>
          {children}
        </ClaimDetailsLoader>
      )}
    </ReportPage>
  );
}

function ClaimDetailsLoader({
  claimId,
  loadingLines,
  children,
}: {
  claimId: number;
  loadingLines: number;
  children: (details: ClaimDetails) => ReactNode;
}) {
  const query = useQuery(claimDetailsQuery(claimId));
  if (query.isPending) return <Loading lines={loadingLines} />;
  if (query.isError)
    return (
      <ReportError
        error={query.error}
        message={MESSAGES.failedToLoadClaimDetails}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}

/** A card's labelled values on phones: a two-column grid of <dt>/<dd>. */
const LABELLED_VALUES = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: 1.5,
  rowGap: 0.5,
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
} as const;

export interface Column<R> {
  key: string;
  label: string;
  align?: 'left' | 'right';
  render: (row: R) => ReactNode;
}

/** A totals line under a table: its label, and a value for some columns (by column key). */
export interface FooterRow {
  key: string;
  label: string;
  cells: Readonly<Record<string, ReactNode>>;
}

/**
 * Rows as a table on wide screens and as a list of cards on phones (each card's heading is the
 * first column, the rest a list of labelled values), so nothing scrolls sideways at 360 px. Footer
 * rows (totals) close the table, or come as the last cards.
 */
export function ResponsiveTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  footer = [],
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  testId: string;
  footer?: readonly FooterRow[];
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [first, ...rest] = columns;
  if (!first) return null;
  if (narrow) {
    return (
      <Stack
        component="ul"
        aria-label={caption}
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        data-testid={testId}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            variant="outlined"
            key={rowKey(row)}
            sx={{ p: 1.5, minWidth: 0 }}
            data-testid={`${testId}-row`}
          >
            <Typography sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
              {first.render(row)}
            </Typography>
            <Box component="dl" sx={LABELLED_VALUES}>
              {rest.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd>{column.render(row)}</dd>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
        {footer.map((line) => (
          <Paper
            component="li"
            variant="outlined"
            key={line.key}
            sx={{ p: 1.5, minWidth: 0, bgcolor: 'action.hover' }}
            data-testid={`${testId}-footer`}
          >
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{line.label}</Typography>
            <Box component="dl" sx={LABELLED_VALUES}>
              {columns
                .filter((column) => line.cells[column.key] !== undefined)
                .map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <dt>{column.label}</dt>
                    <dd>{line.cells[column.key]}</dd>
                  </Box>
                ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <caption
          style={{
            captionSide: 'top',
            textAlign: 'left',
            padding: 0,
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align ?? 'left'} scope="col">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer.length > 0 ? (
          <TableFooter>
            {footer.map((line) => (
              <TableRow key={line.key} data-testid={`${testId}-footer`}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.key}
                    align={column.align ?? 'left'}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    sx={{ fontWeight: 600, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {index === 0 ? line.label : line.cells[column.key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}
