import type { BinaryAnswer } from '@benefits/contract';
import {
  CSV_BOM,
  EMPLOYEE_REPORTS,
  MESSAGES,
  REPORT_TEXT,
  exportLines,
  fillText,
  formatCell,
  isSummed,
  codeNamesIn,
  reportCsv,
  reportGroups,
  reportPage,
  reportTitle,
  reportTotals,
  resolveReportRange,
  todayIso,
  type EmployeeReportId,
  type ReportDefinition,
  type ReportLanguage,
  type ReportRange,
  type ReportRow,
} from '@benefits/domain';
import { validationError } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { claimActivityReportRows } from '../claims/reports';
import { renderReportPdf } from './pdf';

/**
 * What fills a definition: the rows of the caller's own data for the inputs, in the definition's
 * order, from `offset`, at most `limit` of them. Tenant and person come from the session (here the
 * employee's id), never from the payload.
 */
export type ReportSource = (
  s: Services,
  employeeId: number,
  params: { range: ReportRange | null },
  window: { offset: number; limit: number },
) => Promise<ReportRow[]>;

/** Each employee report's query, beside its module. */
const SOURCES: Record<EmployeeReportId, ReportSource> = {
  claimActivity: (s, employeeId, { range }, limit) => claimActivityReportRows(s, employeeId, range!, limit),
};

interface ReportInput {
  report: EmployeeReportId;
  startdate?: string | null | undefined;
  enddate?: string | null | undefined;
}

/** The inputs a definition reads, checked and with their defaults; bad ones answer field messages. */
function paramsOf(s: Services, definition: ReportDefinition, input: Omit<ReportInput, 'report'>) {
  if (definition.params === 'none') return { range: null };
  const resolved = resolveReportRange(input, todayIso(s.now()));
  if (!resolved.ok)
    throw validationError({ [resolved.field]: resolved.message }, MESSAGES.correctInformation);
  return { range: resolved.range };
}

/** A definition and the query that fills it. */
export interface RunnableReport {
  definition: ReportDefinition;
  source: ReportSource;
}

const runnable = (report: EmployeeReportId): RunnableReport => ({
  definition: EMPLOYEE_REPORTS[report],
  source: SOURCES[report],
});

/** Reads a definition's whole result: at most maxRows, and whether there were more. */
async function readAll(
  s: Services,
  { definition, source }: RunnableReport,
  employeeId: number,
  input: Omit<ReportInput, 'report'>,
) {
  const params = paramsOf(s, definition, input);
  const fetched = await source(s, employeeId, params, { offset: 0, limit: definition.maxRows + 1 });
  const truncated = fetched.length > definition.maxRows;
  return { params, rows: truncated ? fetched.slice(0, definition.maxRows) : fetched, truncated };
}

/** Whether a definition needs its whole result for a page: it sums or groups. */
const aggregates = (definition: ReportDefinition) =>
  definition.groupBy !== undefined || definition.columns.some(isSummed);

/**
 * Runs a definition for one page. A report that sums or groups reads its whole result (at most
 * maxRows) and answers its count, totals and group subtotals (integer cents); one that does neither
 * reads just the page (one row more tells whether more exist) and answers no count.
 */
export async function runDefinition(
  s: Services,
  report: RunnableReport,
  employeeId: number,
  input: Omit<ReportInput, 'report'> & { pageNumber: number; pageLength: number },
) {
  const { definition, source } = report;
  const { offset, limit } = reportPage(input.pageNumber, input.pageLength);
  const paging = { pageNumber: input.pageNumber, pageLength: input.pageLength };
  if (!aggregates(definition)) {
    const params = paramsOf(s, definition, input);
    const fetched = await source(s, employeeId, params, { offset, limit: limit + 1 });
    return {
      range: params.range,
      ...paging,
      rows: fetched.slice(0, limit),
      total: null,
      hasMore: fetched.length > limit,
      truncated: false,
      totals: {},
      groups: [],
    };
  }
  const { params, rows, truncated } = await readAll(s, report, employeeId, input);
  return {
    range: params.range,
    ...paging,
    rows: rows.slice(offset, offset + limit),
    total: rows.length,
    hasMore: offset + limit < rows.length,
    truncated,
    totals: reportTotals(definition, rows),
    groups: reportGroups(definition, rows),
  };
}

/** /report/run: a page of one of the caller's reports, by id. */
export async function runReport(
  s: Services,
  employeeId: number,
  input: ReportInput & { pageNumber: number; pageLength: number },
) {
  return { report: input.report, ...(await runDefinition(s, runnable(input.report), employeeId, input)) };
}

/** The time zone asked for when the runtime knows it, else UTC. */
function zoneOf(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** /report/export: the whole report as a CSV or a PDF in the language asked for. */
export async function exportReport(
  s: Services,
  employeeId: number,
  input: ReportInput & { format: 'csv' | 'pdf'; language: ReportLanguage; timeZone?: string | undefined },
): Promise<BinaryAnswer> {
  const report = runnable(input.report);
  const { definition } = report;
  const { params, rows, truncated } = await readAll(s, report, employeeId, input);
  const { language } = input;
  const range = params.range;
  const fileName = `${definition.fileName}${range ? `-${range.startdate}-to-${range.enddate}` : ''}.${input.format}`;
  if (input.format === 'csv') {
    const text = CSV_BOM + reportCsv(definition, rows, { language });
    return {
      bytes: Buffer.from(text, 'utf8'),
      mimeType: 'text/csv; charset=utf-8',
      fileName,
      disposition: 'attachment',
    };
  }
  const words = REPORT_TEXT[language].words;
  const date = (iso: string) =>
    formatCell({ key: 'date', type: 'date' }, iso, { language, codeName: codeNamesIn(language) });
  const bytes = await renderReportPdf({
    definition,
    lines: exportLines(definition, rows, 'pdf', { language, timeZone: zoneOf(input.timeZone) }),
    title: reportTitle(definition, language),
    subtitle: range ? fillText(words.period, { from: date(range.startdate), to: date(range.enddate) }) : '',
    empty: words.empty,
    note: truncated ? fillText(words.truncated, { count: definition.maxRows }) : '',
    pageLabel: (page, pages) => fillText(words.page, { page, pages }),
  });
  return { bytes, mimeType: 'application/pdf', fileName, disposition: 'attachment' };
}
