/*
 * One layout of a report's export, shared by the CSV and the PDF: a header line, the rows (a
 * heading before each group and its subtotal after it when the report groups), then the grand total
 * when any column is summed.
 */
import { toCsv, type CsvValue } from './csv';
import {
  columnsFor,
  csvCell,
  formatCell,
  groupValueOf,
  hasGrandTotal,
  isSummed,
  reportGroups,
  reportTotals,
  type CodeNames,
  type ExportFormat,
  type ReportAfterLine,
  type ReportColumn,
  type ReportDefinition,
  type ReportLanguage,
  type ReportRow,
  type ReportTotals,
} from './definition';
import { REPORT_TEXT, fillText, type ReportTextId } from './text';

export type ExportLine =
  | { kind: 'header'; cells: string[] }
  | { kind: 'row' | 'subtotal' | 'total'; cells: CsvValue[] }
  | { kind: 'group'; label: string };

/** The report's title in a language (its id when the text has none). */
export function reportTitle(definition: ReportDefinition, language: ReportLanguage): string {
  const reports = REPORT_TEXT[language].reports as Record<string, { title: string } | undefined>;
  return reports[definition.id]?.title ?? definition.id;
}

/**
 * What a reader of the report should know about its figures ('' for none): a line the screen shows
 * above the table and the PDF under it (serviceSummary's claimants shown only from three).
 */
export function reportNote(definition: ReportDefinition, language: ReportLanguage): string {
  const reports = REPORT_TEXT[language].reports as Record<string, { note?: string } | undefined>;
  return reports[definition.id]?.note ?? '';
}

/** A report's period: its first and last days (ISO dates). */
export interface ReportPeriod {
  startdate: string;
  enddate: string;
}

/**
 * The line that names a report's period, on screen and in its PDF: 'Jan 1, 2026 to Dec 7, 2026'
 * ('Du 1er janv. 2026 au 7 déc. 2026'); for a report as of its period's last day (`asOfEnd`), 'As of
 * Dec 7, 2026' ('Au 7 déc. 2026'); '' for a report without a period.
 */
export function reportPeriodText(
  definition: ReportDefinition,
  range: ReportPeriod | null,
  language: ReportLanguage,
): string {
  if (!range) return '';
  const words = REPORT_TEXT[language].words;
  const date = (iso: string) =>
    formatCell({ key: 'date', type: 'date' }, iso, { language, codeName: codeNamesIn(language) });
  return definition.asOfEnd
    ? fillText(words.asOf, { date: date(range.enddate) })
    : fillText(words.period, { from: date(range.startdate), to: date(range.enddate) });
}

/**
 * Whose a report is, for the lines under its PDF's title: an employee's statement (with their
 * employer), a partner's, or a company's (its name). A staff report is every company's: none.
 */
export type ReportOwner =
  | { kind: 'employee'; name: string; id: number | string; employer: string }
  | { kind: 'partner'; name: string; id: number | string }
  | { kind: 'company'; name: string };

/**
 * The lines under a report PDF's title, so a printed copy says whose it is and when: the owner
 * (`ReportOwner`), then the period (`reportPeriodText`), or for a report without one the day it is
 * as of, `today` (the reader's, an ISO date): 'As of Dec 8, 2026' ('Au 8 déc. 2026').
 */
export function reportSubtitle(
  definition: ReportDefinition,
  range: ReportPeriod | null,
  language: ReportLanguage,
  { owner, today }: { owner?: ReportOwner; today: string },
): string {
  const words = REPORT_TEXT[language].words;
  const ownerLine = !owner
    ? ''
    : owner.kind === 'employee'
      ? fillText(words.ownerEmployee, { name: owner.name, id: owner.id, employer: owner.employer })
      : owner.kind === 'partner'
        ? fillText(words.ownerPartner, { name: owner.name, id: owner.id })
        : owner.name;
  const when =
    reportPeriodText(definition, range, language) ||
    fillText(words.asOf, {
      date: formatCell({ key: 'date', type: 'date' }, today, { language, codeName: codeNamesIn(language) }),
    });
  return [ownerLine, when].filter(Boolean).join('\n');
}

/** A file name in plain ASCII: accents stripped, anything but letters, digits, '.' and '-' a '-'. */
export const asciiFileName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-');

/**
 * An export's file name in `language` (decision 0021), from the report's text `fileName`:
 * `<fileName>-<from>-to-<to>.<format>` (`-au-` in French); `<fileName>-<last day>.<format>` for a
 * report as of its period's last day (`asOfEnd`); `<fileName>-<today>.<format>` for one without a
 * period, as of `today` (the reader's today, an ISO date), so two days' downloads do not overwrite
 * each other. Plain ASCII (`asciiFileName`), so every browser, mail program and file system keeps it
 * as written; a report without text (a test's) is named by its id.
 */
export function reportFileName(
  definition: ReportDefinition,
  range: ReportPeriod | null,
  format: ExportFormat,
  language: ReportLanguage,
  today: string,
): string {
  const text = REPORT_TEXT[language];
  const reports = text.reports as Record<string, { fileName?: string } | undefined>;
  const period = !range
    ? `-${today}`
    : definition.asOfEnd
      ? `-${range.enddate}`
      : `-${fillText(text.words.fileRange, { from: range.startdate, to: range.enddate })}`;
  return asciiFileName(`${reports[definition.id]?.fileName ?? definition.id}${period}.${format}`);
}

/** A column's heading in a language (its key when the text has none). */
export function columnLabel(
  definition: ReportDefinition,
  column: ReportColumn,
  language: ReportLanguage,
): string {
  const reports = REPORT_TEXT[language].reports as Record<
    string,
    { columns: Record<string, string | undefined> } | undefined
  >;
  return reports[definition.id as ReportTextId]?.columns[column.key] ?? column.key;
}

/** The names of codes in a language, from the report text. */
export const codeNamesIn =
  (language: ReportLanguage): CodeNames =>
  (set, code) =>
    (REPORT_TEXT[language].codes[set] as Record<string, string | undefined>)[code];

export interface ExportOptions {
  language: ReportLanguage;
  /** Time zone of datetime columns, in the PDF and the CSV (default UTC): the reader's. */
  timeZone?: string;
  /** Lines after the Grand total (an invoice's balance and amount due). */
  after?: readonly ReportAfterLine[];
}

/** The lines of an export in `format`: CSV cells are plain values, PDF cells formatted text. */
export function exportLines(
  definition: ReportDefinition,
  rows: readonly ReportRow[],
  format: 'csv' | 'pdf',
  options: ExportOptions,
): ExportLine[] {
  const columns = columnsFor(definition, format);
  const words = REPORT_TEXT[options.language].words;
  const cellOptions = {
    language: options.language,
    codeName: codeNamesIn(options.language),
    timeZone: options.timeZone ?? 'UTC',
  };
  const cell = (column: ReportColumn, row: ReportRow): CsvValue =>
    format === 'csv'
      ? csvCell(column, row[column.key] ?? null, cellOptions)
      : formatCell(column, row[column.key] ?? null, cellOptions);
  const sums = (label: string, totals: ReportTotals, onlyGiven = false): CsvValue[] =>
    columns.map((column, index) =>
      isSummed(column) && (!onlyGiven || column.key in totals)
        ? (cell(column, { [column.key]: totals[column.key] ?? 0 }) ?? '')
        : index === 0
          ? label
          : null,
    );
  const lines: ExportLine[] = [
    { kind: 'header', cells: columns.map((c) => columnLabel(definition, c, options.language)) },
  ];
  const groups = reportGroups(definition, rows);
  const groupColumn = definition.columns.find((c) => c.key === definition.groupBy);
  let current: string | undefined;
  rows.forEach((row, index) => {
    if (definition.groupBy) {
      const value = groupValueOf(definition, row);
      if (value !== current) {
        current = value;
        lines.push({
          kind: 'group',
          label: groupColumn ? formatCell(groupColumn, row[groupColumn.key] ?? null, cellOptions) : value,
        });
      }
    }
    lines.push({ kind: 'row', cells: columns.map((c) => cell(c, row)) });
    const next = rows[index + 1];
    if (definition.groupBy && (!next || groupValueOf(definition, next) !== current)) {
      const group = groups.find((g) => g.value === current);
      lines.push({ kind: 'subtotal', cells: sums(words.subtotal, group?.totals ?? {}) });
    }
  });
  if (hasGrandTotal(definition, columns))
    lines.push({ kind: 'total', cells: sums(words.grandTotal, reportTotals(definition, rows)) });
  for (const line of options.after ?? [])
    lines.push({ kind: 'total', cells: sums(words[line.key], line.totals, true) });
  return lines;
}

/**
 * The CSV text of a report (RFC 4180, formula guard; the caller adds the byte-order mark for files):
 * a flat list, the heading then one record a row, then the Grand total (and an invoice's lines
 * after it). A grouped report's group is a column of its CSV (its `in: ['csv']` column), so a
 * spreadsheet can sort, filter and sum the rows: no group headings or subtotals among them, which
 * a sum of a column would count twice.
 */
export function reportCsv(
  definition: ReportDefinition,
  rows: readonly ReportRow[],
  options: ExportOptions,
): string {
  return toCsv(
    exportLines(definition, rows, 'csv', options).flatMap((line) =>
      line.kind === 'group' || line.kind === 'subtotal' ? [] : [line.cells],
    ),
  );
}
