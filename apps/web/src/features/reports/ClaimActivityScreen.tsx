import DownloadIcon from '@mui/icons-material/Download';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LIST_PAGE_LENGTH,
  MESSAGES,
  centsToDecimalString,
  defaultReportRange,
  resolveReportRange,
  todayIso,
} from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@benefits/domain';
import { useClaimMessage } from '../../lib/claims/messages';
import { serviceNamesIn } from '../../lib/claims/serviceName';
import { ClaimStatusChip } from '../../lib/claims/StatusChip';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { saveFile } from '../../lib/transfer/download';
import { RouterLink } from '../../lib/ui/RouterLink';
import { useSnackbar } from '../../lib/ui/snackbar';
import { useClaimActivity, type ClaimReportRow, type ReportRange } from './api';
import { csvBlob, type CsvValue } from './csv';
import { nextMove, pageCount, pageRows, prevMove } from './paging';
import { Loading, ReportError, ReportPage, ResponsiveTable, Section, type Column } from './ui';

/** The range in the address (?from=&to=), or the default: the last month (SPEC §3 "Reports state"). */
function useRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const resolved = resolveReportRange({ startdate: params.get('from'), enddate: params.get('to') });
  const range = resolved.ok ? resolved.range : defaultReportRange();
  return [range, (next) => setParams({ from: next.startdate, to: next.enddate })];
}

/**
 * /claim-report, Claim Activity: the employee's submitted claims in a date range (default the last
 * month), 30 a page from rows fetched 600 at a time, with 'End of List' and 'Beginning of List' at
 * the ends, each claim linking to its details; exported to CSV in the browser.
 */
export function ClaimActivityScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useRange();
  return (
    <ReportPage title={t('pages.claimActivity')}>
      <RangeForm key={`form:${range.startdate}:${range.enddate}`} range={range} onChange={setRange} />
      {/* A new range starts again at its first page. */}
      <Activity key={`rows:${range.startdate}:${range.enddate}`} range={range} />
    </ReportPage>
  );
}

function RangeForm({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const tm = useClaimMessage();
  const [start, setStart] = useState(range.startdate);
  const [end, setEnd] = useState(range.enddate);
  const [problem, setProblem] = useState<{ field: 'startdate' | 'enddate'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolved = resolveReportRange({ startdate: start, enddate: end });
    if (!resolved.ok) {
      setProblem({ field: resolved.field, message: resolved.message });
      document.getElementById(`report-${resolved.field}`)?.focus();
      return;
    }
    setProblem(null);
    onChange(resolved.range);
  };
  const error = (field: 'startdate' | 'enddate') =>
    problem?.field === field ? tm(problem.message) : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('reports.range.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        id="report-startdate"
        type="date"
        label={t('reports.range.from')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={Boolean(error('startdate'))}
        helperText={error('startdate')}
        margin="none"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: end || todayIso() } }}
        sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
      />
      <TextField
        id="report-enddate"
        type="date"
        label={t('reports.range.to')}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={Boolean(error('enddate'))}
        helperText={error('enddate')}
        margin="none"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start } }}
        sx={{ flex: '1 1 150px', maxWidth: { sm: 220 } }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { sm: '10px' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('reports.range.show')}
      </Button>
    </Box>
  );
}

function Activity({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const showSnackbar = useSnackbar((s) => s.show);
  const query = useClaimActivity(range);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const money = (cents: number) => formatMoney(cents, i18n.language);

  if (query.isPending) return <Loading lines={6} />;
  if (query.isError)
    return (
      <ReportError
        error={query.error}
        message={MESSAGES.failedToLoadReport}
        onRetry={() => void query.refetch()}
      />
    );

  const rows = query.data.pages.flatMap((p) => p.rows);
  const hasMore = query.hasNextPage;
  const shown = pageRows(rows, page);
  const pages = pageCount(rows.length);

  const next = async () => {
    const move = nextMove(page, rows.length, hasMore);
    if (move.kind === 'show') setPage(move.page);
    else if (move.kind === 'end') showSnackbar(t('validation.endOfList'), 'info');
    else {
      const fetched = await query.fetchNextPage();
      const loaded = fetched.data?.pages.flatMap((p) => p.rows).length ?? rows.length;
      if (loaded > (page + 1) * LIST_PAGE_LENGTH) setPage(page + 1);
      else showSnackbar(t('validation.endOfList'), 'info');
    }
  };
  const prev = () => {
    const move = prevMove(page);
    if (move.kind === 'show') setPage(move.page);
    else showSnackbar(t('validation.beginningOfList'), 'info');
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      let all = query.data.pages;
      let more = hasMore;
      while (more) {
        const fetched = await query.fetchNextPage();
        if (fetched.isError || !fetched.data) break;
        all = fetched.data.pages;
        more = fetched.hasNextPage;
      }
      saveFile({
        blob: csvBlob(
          csvRecords(
            all.flatMap((p) => p.rows),
            t,
            i18n.language,
          ),
        ),
        fileName: `claim-activity-${range.startdate}-to-${range.enddate}.csv`,
      });
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<ClaimReportRow>[] = [
    {
      key: 'claim',
      label: t('reports.activity.claim'),
      render: (row) => (
        <RouterLink
          to={paths.employee.claimDetails.getHref({ id: row.id })}
          data-testid="activity-claim-link"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('reports.activity.claimNumber', { id: row.id })}
        </RouterLink>
      ),
    },
    {
      key: 'submitted',
      label: t('reports.activity.submitted'),
      render: (row) => formatDateTime(row.submittedAt, i18n.language),
    },
    { key: 'type', label: t('reports.activity.account'), render: (row) => t(`claims.typeShort.${row.type}`) },
    {
      key: 'status',
      label: t('reports.activity.status'),
      render: (row) => <ClaimStatusChip status={row.status} />,
    },
    {
      key: 'service',
      label: t('reports.activity.services'),
      render: (row) => (
        <>
          {serviceNamesIn(i18n.language, row.services, row.servicesFr).join(', ')}
          {row.firstServiceDate ? (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {row.firstServiceDate === row.lastServiceDate || !row.lastServiceDate
                ? formatDate(row.firstServiceDate, i18n.language)
                : t('reports.activity.dateRange', {
                    from: formatDate(row.firstServiceDate, i18n.language),
                    to: formatDate(row.lastServiceDate, i18n.language),
                  })}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: 'patients', label: t('reports.activity.patients'), render: (row) => row.patients.join(', ') },
    {
      key: 'claimed',
      label: t('reports.activity.claimed'),
      align: 'right',
      render: (row) => money(row.claimed),
    },
    {
      key: 'payable',
      label: t('reports.activity.payable'),
      align: 'right',
      render: (row) => money(row.payable),
    },
  ];

  const from = rows.length === 0 ? 0 : page * LIST_PAGE_LENGTH + 1;
  const to = page * LIST_PAGE_LENGTH + shown.length;
  return (
    <Section
      id="claim-activity"
      title={t('reports.activity.title', {
        from: formatDate(range.startdate, i18n.language),
        to: formatDate(range.enddate, i18n.language),
      })}
      action={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={rows.length === 0}
          data-testid="export-csv"
        >
          {t('reports.activity.export')}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="activity-empty">
          {t('reports.activity.empty')}
        </Typography>
      ) : (
        <ResponsiveTable
          caption={t('reports.activity.caption')}
          columns={columns}
          rows={shown}
          rowKey={(row) => row.id}
          testId="activity"
        />
      )}
      <Stack
        direction="row"
        component="nav"
        aria-label={t('reports.paging.label')}
        sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Button startIcon={<NavigateBeforeIcon aria-hidden />} onClick={prev} variant="outlined">
          {t('reports.paging.previous')}
        </Button>
        <Typography role="status" data-testid="activity-range" sx={{ textAlign: 'center' }}>
          {t('reports.paging.showing', {
            from,
            to,
            total: hasMore ? `${rows.length}+` : String(rows.length),
            page: page + 1,
            pages: hasMore ? `${pages}+` : String(pages),
          })}
        </Typography>
        <Button
          endIcon={<NavigateNextIcon aria-hidden />}
          onClick={() => void next()}
          variant="outlined"
          loading={query.isFetchingNextPage}
        >
          {t('reports.paging.next')}
        </Button>
      </Stack>
    </Section>
  );
}

/**
 * The CSV's records: a header row, statuses and service names in the user's language, then a row per
 * claim; amounts as decimals.
 */
export function csvRecords(
  rows: readonly ClaimReportRow[],
  t: (key: 'reports.csv.claim') => string,
  language: string,
): CsvValue[][] {
  const header = (
    [
      'claim',
      'submitted',
      'account',
      'status',
      'firstServiceDate',
      'lastServiceDate',
      'patients',
      'services',
      'items',
      'claimed',
      'payable',
      'previousYearPayable',
    ] as const
  ).map((key) => t(`reports.csv.${key}` as 'reports.csv.claim'));
  return [
    header,
    ...rows.map((row) => [
      row.id,
      row.submittedAt.slice(0, 10),
      row.type,
      t(`claims.status.${row.status}` as 'reports.csv.claim'),
      row.firstServiceDate,
      row.lastServiceDate,
      row.patients.join('; '),
      serviceNamesIn(language, row.services, row.servicesFr).join('; '),
      row.itemCount,
      centsToDecimalString(row.claimed),
      centsToDecimalString(row.payable),
      centsToDecimalString(row.previousYearPayable),
    ]),
  ];
}
