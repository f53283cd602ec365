import type { BinaryAnswer } from '@benefits/contract';
import {
  CSV_BOM,
  EMPLOYEE_REPORTS,
  MESSAGES,
  REPORT_TEXT,
  exportLines,
  fillText,
  formatCell,
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
 * order, at most `limit` of them. Tenant and person come from the session (here the employee's id),
 * never from the payload.
 */
export type ReportSource = (
  s: Services,
  employeeId: number,
  params: { range: ReportRange | null },
  limit: number,
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
function paramsOf(s: Services, definition: ReportDefinition, input: ReportInput) {
  if (definition.params === 'none') return { range: null };
  const resolved = resolveReportRange(input, todayIso(s.now()));
  if (!resolved.ok)
    throw validationError({ [resolved.field]: resolved.message }, MESSAGES.correctInformation);
  return { range: resolved.range };
}

/** Reads a definition's rows: at most maxRows, and whether there were more. */
async function readRows(s: Services, employeeId: number, input: ReportInput) {
  const definition: ReportDefinition = EMPLOYEE_REPORTS[input.report];
  const params = paramsOf(s, definition, input);
  const fetched = await SOURCES[input.report](s, employeeId, params, definition.maxRows + 1);
  const truncated = fetched.length > definition.maxRows;
  return { definition, params, rows: truncated ? fetched.slice(0, definition.maxRows) : fetched, truncated };
}

/**
 * /report/run: one page of a report's rows, with the totals and group subtotals of the whole
 * result (integer cents) and how many rows it has.
 */
export async function runReport(
  s: Services,
  employeeId: number,
  input: ReportInput & { pageNumber: number; pageLength: number },
) {
  const { definition, params, rows, truncated } = await readRows(s, employeeId, input);
  const { offset, limit } = reportPage(input.pageNumber, input.pageLength);
  return {
    report: input.report,
    range: params.range,
    pageNumber: input.pageNumber,
    pageLength: input.pageLength,
    rows: rows.slice(offset, offset + limit),
    total: rows.length,
    hasMore: offset + limit < rows.length,
    truncated,
    totals: reportTotals(definition, rows),
    groups: reportGroups(definition, rows),
  };
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
  const { definition, params, rows, truncated } = await readRows(s, employeeId, input);
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
