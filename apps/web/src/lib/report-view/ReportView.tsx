import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  MESSAGES,
  REPORT_TEXT,
  codeNamesIn,
  columnAlign,
  keepsOnOneLine,
  columnLabel,
  columnsFor,
  fillText,
  formatCell,
  groupValueOf,
  isSummed,
  hasGrandTotal,
  listNextMove,
  listPageCount,
  listPageRows,
  listPrevMove,
  reportFileName,
  todayIso,
  type ExportFormat,
  type ReportColumn,
  type ReportAudience,
  type ReportDefinition,
  type ReportId,
  type ReportRow,
  type ReportTotals,
  languageOf,
} from '@benefits/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../transfer/download';
import { useSnackbar } from '../ui/snackbar';
import { useKeepFocus } from '../ui/useKeepFocus';
import { useReportRun, type ReportRange, type ReportRunPage } from './api';
import { ReportError } from './ReportError';
import { ResponsiveTable, type Column, type FooterRow } from './ResponsiveTable';

import { Loading, Section } from '../ui/Section';

/** A column's relative width: its PDF width, else by type as the PDF does (text wider). */
const relativeWidth = (column: ReportColumn) =>
  column.pdfWidth ?? (column.type === 'text' || column.type === 'list' || column.type === 'names' ? 1.4 : 1);

/** The browser's time zone, so times in a PDF read as on screen. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The signed-in area whose session runs a report of each audience (a company admin is an employee). */
const AREA_OF: Readonly<Record<ReportAudience, 'employee' | 'partner' | 'tools'>> = {
  employee: 'employee',
  companyAdmin: 'employee',
  partner: 'partner',
  partnerManager: 'partner',
  staff: 'tools',
};

export interface ReportViewProps {
  /** The definition to show (packages/domain/src/reports, any id of the registry); run on the server by its id. */
  definition: ReportDefinition<ReportId>;
  /**
   * The inputs: the range of a dateRange report; of a fromDate report, its start (its end is
   * today); null for a report without.
   */
  range: ReportRange | null;
  /** The section's anchor and the start of its test ids (`<testId>`, `-row`, `-empty`, `-range`). */
  testId: string;
  sectionId: string;
  title: string;
  caption: string;
  /** What an empty result says. */
  empty: string;
  /** The screen's columns and their order (default: the definition's screen columns). */
  columns?: readonly string[];
  /**
   * Columns shown as a second line under another column's value instead of as columns of their own,
   * by the key of the column they go under (`{ name: 'employeeId' }`: the ID under the name).
   */
  details?: Readonly<Record<string, string>>;
  /** Wide tables (eight columns or more) in a smaller type with narrower gaps (ResponsiveTable's `compact`). */
  compact?: boolean;
  /** Bespoke cells (a link, a chip) by column key; other cells are formatted by their type. */
  render?: Readonly<Record<string, (row: ReportRow) => ReactNode>>;
  rowKey: (row: ReportRow) => string | number;
  /** The heading of the group of rows without a value in the grouping column (e.g. 'No agent'). */
  blankGroup?: string;
}

/**
 * Any report definition on screen: a table of formatted columns (cards on phones), group headings
 * with their subtotals and the grand total when the definition sums, pages of `pageLength` read
 * `fetchLength` at a time with 'End of List' and 'Beginning of List' at the ends, an empty state,
 * and the exports the definition offers (the server writes the files, in the reader's language).
 */
export function ReportView(props: ReportViewProps) {
  const { definition, range } = props;
  const query = useReportRun(
    definition.id,
    range,
    definition.paging.fetchLength,
    AREA_OF[definition.audience],
  );
  if (query.isPending) return <Loading lines={6} />;
  if (query.isError)
    return (
      <ReportError
        error={query.error}
        message={MESSAGES.failedToLoadReport}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Loaded
      {...props}
      pages={query.data.pages}
      hasMore={query.hasNextPage}
      fetchingMore={query.isFetchingNextPage}
      fetchMore={async () => {
        const fetched = await query.fetchNextPage();
        return fetched.data?.pages.flatMap((p) => p.rows).length;
      }}
    />
  );
}

function Loaded({
  definition,
  range,
  testId,
  sectionId,
  title,
  caption,
  empty,
  columns: keys,
  details = {},
  compact = false,
  render = {},
  rowKey,
  blankGroup = '',
  pages,
  hasMore,
  fetchingMore,
  fetchMore,
}: ReportViewProps & {
  pages: readonly ReportRunPage[];
  hasMore: boolean;
  fetchingMore: boolean;
  fetchMore: () => Promise<number | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const showSnackbar = useSnackbar((s) => s.show);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  // An export or the next page makes its button busy (disabled): the keyboard stays on it.
  const keepFocus = useKeepFocus();
  // Groups folded to their heading and subtotal, by group value.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (value: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  const { pageLength } = definition.paging;

  const rows = pages.flatMap((p) => p.rows);
  const first = pages[0];
  // A report that neither sums nor groups is read a page at a time, uncounted: '600+' until the end.
  const counted = first?.total ?? null;
  const shown = listPageRows(rows, page, pageLength);
  const cellOptions = { language, codeName: codeNamesIn(language) };
  const shownAsDetail = new Set(Object.values(details));
  const screenColumns = (
    keys
      ? keys.flatMap((key) => definition.columns.filter((c) => c.key === key))
      : columnsFor(definition, 'screen')
  ).filter((column) => !shownAsDetail.has(column.key));
  const cellOf = (column: ReportColumn) =>
    render[column.key] ?? ((row: ReportRow) => formatCell(column, row[column.key] ?? null, cellOptions));
  const detailColumn = (key: string) => {
    const detailKey = details[key];
    return detailKey === undefined ? undefined : definition.columns.find((c) => c.key === detailKey);
  };
  const columns: Column<ReportRow>[] = screenColumns.map((column) => {
    const detail = detailColumn(column.key);
    return {
      key: column.key,
      label: columnLabel(definition, column, language),
      align: columnAlign(column),
      noWrap: keepsOnOneLine(column),
      render: cellOf(column),
      ...(detail ? { detail: cellOf(detail) } : {}),
    };
  });
  const sums = (key: string, label: string, totals: ReportTotals, onlyGiven = false): FooterRow => ({
    key,
    label,
    cells: Object.fromEntries(
      screenColumns
        .filter((column) => isSummed(column) && (!onlyGiven || column.key in totals))
        .map((column: ReportColumn) => [
          column.key,
          formatCell(column, totals[column.key] ?? 0, cellOptions),
        ]),
    ),
  });
  // A grouped report is several tables one under another: the same relative widths (the PDF's) line
  // their columns up.
  const widths = definition.groupBy
    ? Object.fromEntries(screenColumns.map((column) => [column.key, relativeWidth(column)]))
    : undefined;
  const summed = screenColumns.some(isSummed);
  const grandTotal = hasGrandTotal(definition, screenColumns);
  const words = REPORT_TEXT[language].words;
  // The Grand total, then an invoice's lines under it (less the account balance, the amount due).
  const totalLines = (): FooterRow[] =>
    grandTotal && first
      ? [
          sums('total', words.grandTotal, first.totals),
          // One amount each: shown right after its label (a wide table's last column can be out of sight).
          ...(first.after ?? []).map((line) => ({
            ...sums(line.key, words[line.key], line.totals, true),
            inline: true,
          })),
        ]
      : [];

  const next = async () => {
    const move = listNextMove(page, rows.length, hasMore, pageLength);
    if (move.kind === 'show') setPage(move.page);
    else if (move.kind === 'end') showSnackbar(t('validation.endOfList'), 'info');
    else {
      keepFocus.hold();
      try {
        const loaded = (await fetchMore()) ?? rows.length;
        if (loaded > (page + 1) * pageLength) setPage(page + 1);
        else showSnackbar(t('validation.endOfList'), 'info');
      } finally {
        keepFocus.release();
      }
    }
  };
  const prev = () => {
    const move = listPrevMove(page);
    if (move.kind === 'show') setPage(move.page);
    else showSnackbar(t('validation.beginningOfList'), 'info');
  };

  const download = async (format: ExportFormat) => {
    keepFocus.hold();
    setExporting(format);
    try {
      saveFile(
        await fetchFile(
          api.reportExport.path,
          { report: definition.id, ...(range ?? {}), format, language, timeZone: readerTimeZone() },
          {
            area: AREA_OF[definition.audience],
            // A report without a period is as of the reader's today (the device's date, decision 0056).
            fallbackName: reportFileName(definition, range, format, language, todayIso()),
          },
        ),
      );
    } catch {
      // fetchFile has shown why in the snackbar.
    } finally {
      setExporting(null);
      keepFocus.release();
    }
  };

  // The page's rows in runs of one group each: a heading before a group's first row, its
  // subtotal after its last row (once every row is loaded, or the next loaded row starts another).
  const groupsByValue = new Map((first?.groups ?? []).map((g) => [g.value, g]));
  const offset = page * pageLength;
  const runs: { value: string; rows: ReportRow[]; start: number }[] = [];
  shown.forEach((row, index) => {
    const value = groupValueOf(definition, row);
    const last = runs[runs.length - 1];
    if (last && last.value === value) last.rows.push(row);
    else runs.push({ value, rows: [row], start: offset + index });
  });
  const groupColumn = definition.columns.find((c) => c.key === definition.groupBy);
  const endsHere = (run: { value: string; rows: ReportRow[]; start: number }) => {
    const after = rows[run.start + run.rows.length];
    return after ? groupValueOf(definition, after) !== run.value : !hasMore;
  };
  const isLastPage = (page + 1) * pageLength >= rows.length && !hasMore;
  // Previous / Next: never for an empty report; for a short one only when its definition always shows them.
  const pager =
    rows.length > 0 && (definition.pager === 'always' || hasMore || (counted ?? rows.length) > pageLength);

  const from = rows.length === 0 ? 0 : offset + 1;
  const to = offset + shown.length;
  const totalText = counted !== null ? String(counted) : hasMore ? `${rows.length}+` : String(rows.length);
  const pagesText =
    counted !== null
      ? String(listPageCount(counted, pageLength))
      : `${listPageCount(rows.length, pageLength)}${hasMore ? '+' : ''}`;
  return (
    <Section
      id={sectionId}
      title={title}
      action={
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          role="group"
          aria-label={t('reportView.view.exports')}
        >
          {definition.exports.map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden />}
              onClick={() => void download(format)}
              loading={exporting === format}
              disabled={rows.length === 0 || (exporting !== null && exporting !== format)}
              data-testid={`export-${format}`}
            >
              {format === 'csv' ? t('reportView.view.exportCsv') : t('reportView.view.exportPdf')}
            </Button>
          ))}
        </Stack>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid={`${testId}-empty`}>
          {empty}
        </Typography>
      ) : definition.groupBy ? (
        <Stack sx={{ gap: 2 }}>
          {runs.map((run, index) => {
            const group = groupsByValue.get(run.value);
            const label =
              (groupColumn
                ? formatCell(groupColumn, run.rows[0]?.[groupColumn.key] ?? null, cellOptions)
                : run.value) || blankGroup;
            return (
              <section key={`${run.value}-${run.start}`} aria-label={label}>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                  {/* The heading folds its group to its subtotal (the summary variant) and back. */}
                  <ButtonBase
                    aria-expanded={!collapsed.has(run.value)}
                    onClick={() => toggle(run.value)}
                    data-testid={`${testId}-group-toggle`}
                    sx={{
                      font: 'inherit',
                      gap: 0.5,
                      borderRadius: 1,
                      '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: '2px' },
                    }}
                  >
                    {collapsed.has(run.value) ? (
                      <ChevronRightIcon aria-hidden fontSize="small" />
                    ) : (
                      <ExpandMoreIcon aria-hidden fontSize="small" />
                    )}
                    {t('reportView.view.group', { group: label, count: group?.count ?? run.rows.length })}
                  </ButtonBase>
                </Typography>
                <ResponsiveTable
                  caption={t('reportView.view.groupCaption', { caption, group: label })}
                  columns={columns}
                  rows={collapsed.has(run.value) ? [] : run.rows}
                  rowKey={rowKey}
                  testId={testId}
                  widths={widths}
                  compact={compact}
                  footer={[
                    ...(summed && group && endsHere(run)
                      ? [sums(`subtotal-${run.value}`, words.subtotal, group.totals)]
                      : []),
                    // The Grand total closes the last group's table: a table of its own would
                    // repeat the column headings above it.
                    ...(isLastPage && index === runs.length - 1 ? totalLines() : []),
                  ]}
                />
              </section>
            );
          })}
        </Stack>
      ) : (
        <ResponsiveTable
          caption={caption}
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          testId={testId}
          compact={compact}
          footer={isLastPage ? totalLines() : []}
        />
      )}
      {first?.truncated ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {fillText(words.truncated, { count: definition.maxRows })}
        </Typography>
      ) : null}
      {pager ? (
        <Stack
          direction="row"
          component="nav"
          aria-label={t('reportView.paging.label')}
          sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Button startIcon={<NavigateBeforeIcon aria-hidden />} onClick={prev} variant="outlined">
            {t('reportView.paging.previous')}
          </Button>
          <Typography role="status" data-testid={`${testId}-range`} sx={{ textAlign: 'center' }}>
            {t('reportView.paging.showing', {
              from,
              to,
              total: totalText,
              page: page + 1,
              pages: pagesText,
            })}
          </Typography>
          <Button
            endIcon={<NavigateNextIcon aria-hidden />}
            onClick={() => void next()}
            variant="outlined"
            loading={fetchingMore}
          >
            {t('reportView.paging.next')}
          </Button>
        </Stack>
      ) : null}
    </Section>
  );
}
