/*
 * Report definitions (docs/decisions/0019-report-definitions.md): what a report shows, in pure data
 * that the web, the server and the exports share — its columns with their types and formats, which
 * columns are summed, the grouping, the sort, the paging and the export formats. The query that fills
 * a definition lives on the server beside its module; one runner pages it and sums it, one exporter
 * writes its CSV and PDF, and one web view renders any definition.
 */
import { dateInZone } from '../dates';
import { centsToDecimalString } from '../money';
import { formatCalendarDate, dateTimeFormat, numberFormat, PERCENT_FORMAT } from '../text/intl';
import { formatMoneyIn, localeOfLanguage } from '../text/language';
import type { ToolsPermission } from '../reference/permissions';
import type { CsvValue } from './csv';

export type ReportLanguage = 'en' | 'fr';

/** A name kept in both languages; an empty French name falls back to the English one. */
export interface LocalizedName {
  en: string;
  fr: string;
}

/** One value of a row, by column type (see ColumnType). */
export type ReportCell = string | number | null | readonly string[] | readonly LocalizedName[];
export type ReportRow = Readonly<Record<string, ReportCell>>;

/**
 * - text: a string, shown as it is;
 * - list: several strings (shown joined with ', ', exported joined with '; ');
 * - names: several LocalizedName, in the reader's language (joined like a list);
 * - date: an ISO calendar date; datetime: an ISO timestamp (exported as its date in the reader's time
 *   zone, UTC's when none is given);
 * - month: a calendar month, YYYY-MM (shown as 'October 2026', exported as it is);
 * - money: integer cents (exported as a decimal, 320.50); count: an integer;
 * - percent: basis points (1300 is 13 %; exported as 13.00);
 * - code: a code named through the report text's `codes[column.codes]` (e.g. a claim status).
 */
export type ColumnType =
  'text' | 'list' | 'names' | 'date' | 'datetime' | 'month' | 'money' | 'count' | 'percent' | 'code';

export type ReportOutput = 'screen' | 'csv' | 'pdf';
export type ExportFormat = 'csv' | 'pdf';

export interface ReportColumn {
  key: string;
  type: ColumnType;
  /** Default: right for money, count and percent, left otherwise. */
  align?: 'left' | 'right';
  /** Summed into the totals (group subtotals and the grand total); money and count columns only. */
  total?: boolean;
  /** For code columns: which code names of the report text (`codes.<name>`). */
  codes?: 'status' | 'account' | 'ledger' | 'direction' | 'yesNo' | 'coverage' | 'commission';
  /** Where the column appears (default: everywhere). */
  in?: readonly ReportOutput[];
  /** Relative width in the PDF's table (default by type). */
  pdfWidth?: number;
  /**
   * A partner report's column for managers only (the agent who sold each row): an agent's own book
   * need not name them, on screen or in the exports (`forPartnerReader`).
   */
  managersOnly?: boolean;
}

/**
 * Which inputs a report takes besides paging: a date range (`startdate`/`enddate`, default the last
 * month), a start date only (`startdate`, default chosen by the report's query; the range ends
 * today), or none.
 */
export type ReportParams = 'dateRange' | 'fromDate' | 'none';

/**
 * Who may run a report (an access scope of the contract, by name): an employee on their own data, a
 * company administrator on their own company's (docs/product §6), a partner on their own book (a
 * manager on their team's), a partner manager only (the Agent List, §6; decision 0038), a staff
 * member holding the definition's `permission` (the tools area: every company's data). The generic
 * endpoints check the caller against the audience of the report asked for.
 */
export type ReportAudience = 'employee' | 'companyAdmin' | 'partner' | 'partnerManager' | 'staff';
export const REPORT_AUDIENCES: readonly ReportAudience[] = [
  'employee',
  'companyAdmin',
  'partner',
  'partnerManager',
  'staff',
];

export interface ReportDefinition<Id extends string = string> {
  id: Id;
  audience: ReportAudience;
  /** For the `staff` audience only: the tools permission it needs (ALL_ACCESS grants all). */
  permission?: ToolsPermission;
  params: ReportParams;
  /**
   * For a date range: the latest end it takes. `today` when nothing the report reads can happen later
   * (claims already submitted): a later end is refused (REPORT_MESSAGES.endAfterToday) by the domain's
   * resolveReportRange, in the web's form and on the server alike. Default: any end.
   */
  latestEnd?: 'today';
  /**
   * A date range report that answers for one day, its period's last (who is covered on that day):
   * what names its period (the screen's heading, the PDF, the export's file name) says "As of <that
   * day>" rather than the period (`reportPeriodText`, `reportFileName`).
   */
  asOfEnd?: true;
  columns: readonly ReportColumn[];
  /** Rows are grouped by this column's value (rows come sorted by it), each group with subtotals. */
  groupBy?: string;
  /** The order the query answers (documented here so every output says the same). */
  sort: { key: string; direction: 'asc' | 'desc' };
  /** Screen paging: rows shown a page at a time, read from the server `fetchLength` at a time. */
  paging: { pageLength: number; fetchLength: number };
  /**
   * When the screen shows Previous / Next: `always` (a list of the spec's §3 kind, which says 'End of
   * List' even on its only page), or `whenNeeded` (only when there is more than one page). An empty
   * report never shows them.
   */
  pager: 'always' | 'whenNeeded';
  /** With summed columns: whether a Grand total follows the rows (default true; false when only the group subtotals mean something). */
  grandTotal?: boolean;
  exports: readonly ExportFormat[];
  /** The most rows one run reads; more answers `truncated` (narrow the range to see the rest). */
  maxRows: number;
  /**
   * An invoice (the request for funding): under the Grand total, the line "Less the account balance"
   * and the amount due (never below zero), both in this money column (see `amountDueLines`).
   */
  amountDue?: { column: string };
}

/** A line after the Grand total, in its summed columns (cents): its label is `words[key]`. */
export interface ReportAfterLine {
  key: 'lessBalance' | 'amountDue';
  totals: ReportTotals;
}

/**
 * The lines under an invoice's Grand total: less the account balance (a negative balance adds to
 * what is due), then the amount due, never below zero.
 */
export function amountDueLines(column: string, total: number, balance: number): ReportAfterLine[] {
  return [
    { key: 'lessBalance', totals: { [column]: -balance } },
    { key: 'amountDue', totals: { [column]: Math.max(0, total - balance) } },
  ];
}

export const isSummed = (column: ReportColumn) =>
  column.total === true && (column.type === 'money' || column.type === 'count');

export const columnAlign = (column: ReportColumn): 'left' | 'right' =>
  column.align ??
  (column.type === 'money' || column.type === 'count' || column.type === 'percent' ? 'right' : 'left');

/**
 * Whether a column's cells are kept on one line, on screen and in the PDF: a date cut after its comma
 * ("Feb 11,⏎2025", « 1er janv.⏎2026 ») or a split amount misreads.
 */
export const keepsOnOneLine = (column: ReportColumn): boolean =>
  column.type === 'date' ||
  column.type === 'month' ||
  column.type === 'money' ||
  column.type === 'count' ||
  column.type === 'percent';

/** Whether a grand total row follows the rows: some column is summed and the definition wants one. */
export const hasGrandTotal = (definition: ReportDefinition, columns: readonly ReportColumn[]) =>
  definition.grandTotal !== false && columns.some(isSummed);

/**
 * A partner report as its reader sees it: without its managers-only columns for an agent (decision
 * 0038: an agent's rows are all their own). The screen and the exports both go through it.
 */
export function forPartnerReader<D extends ReportDefinition>(definition: D, manager: boolean): D {
  if (manager || !definition.columns.some((c) => c.managersOnly)) return definition;
  return { ...definition, columns: definition.columns.filter((c) => !c.managersOnly) };
}

export const columnsFor = (definition: ReportDefinition, output: ReportOutput) =>
  definition.columns.filter((c) => !c.in || c.in.includes(output));

export type ReportTotals = Record<string, number>;

/** The sums of the summed columns over `rows`, in integer cents (or units); {} when none is summed. */
export function reportTotals(definition: ReportDefinition, rows: readonly ReportRow[]): ReportTotals {
  const totals: ReportTotals = {};
  for (const column of definition.columns.filter(isSummed)) {
    let sum = 0;
    for (const row of rows) {
      const value = row[column.key];
      if (value === null || value === undefined) continue;
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        throw new TypeError(`report ${definition.id}: ${column.key} is not an integer: ${String(value)}`);
      sum += value;
    }
    if (!Number.isSafeInteger(sum)) throw new RangeError(`report ${definition.id}: ${column.key} overflows`);
    totals[column.key] = sum;
  }
  return totals;
}

export interface ReportGroup {
  /** The grouping column's value, as text ('' for none). */
  value: string;
  count: number;
  totals: ReportTotals;
}

/**
 * One page of a report that sums or groups, with its whole result's count, totals and groups (as
 * reportTotals and reportGroups give them over every row), for a source that computes those where
 * its rows are (decision 0048).
 */
export interface ReportPage {
  rows: ReportRow[];
  total: number;
  /** More rows than the definition's maxRows exist; the figures cover the first maxRows. */
  truncated: boolean;
  totals: ReportTotals;
  groups: ReportGroup[];
}

/** The text a row is grouped by. */
export const groupValueOf = (definition: ReportDefinition, row: ReportRow): string => {
  const value = definition.groupBy ? row[definition.groupBy] : null;
  return value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? listOf(value, 'en').join(', ')
      : String(value);
};

/** The groups of `rows` in the order they first appear, each with its row count and subtotals. */
export function reportGroups(definition: ReportDefinition, rows: readonly ReportRow[]): ReportGroup[] {
  if (!definition.groupBy) return [];
  const byValue = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const value = groupValueOf(definition, row);
    const list = byValue.get(value);
    if (list) list.push(row);
    else byValue.set(value, [row]);
  }
  return [...byValue].map(([value, members]) => ({
    value,
    count: members.length,
    totals: reportTotals(definition, members),
  }));
}

export const nameIn = (name: LocalizedName, language: ReportLanguage) =>
  language === 'fr' && name.fr.trim() !== '' ? name.fr : name.en;

const isNames = (value: ReportCell): value is readonly LocalizedName[] =>
  Array.isArray(value) && value.some((v) => typeof v === 'object');

function listOf(value: ReportCell, language: ReportLanguage): string[] {
  if (!Array.isArray(value)) return value === null ? [] : [String(value)];
  return isNames(value) ? value.map((n) => nameIn(n, language)) : (value as readonly string[]).map(String);
}

/** Looks up the name of a code: `codes` answers it, or undefined (then the code itself is shown). */
export type CodeNames = (set: NonNullable<ReportColumn['codes']>, code: string) => string | undefined;

export interface FormatOptions {
  language: ReportLanguage;
  codeName: CodeNames;
  /** Time zone of datetime columns (default: the runtime's on screen and in the PDF, UTC in a CSV). */
  timeZone?: string;
}

/** A cell as people read it (screen and PDF): money in CAD, dates in the language's style. */
export function formatCell(column: ReportColumn, value: ReportCell, options: FormatOptions): string {
  if (value === null || value === undefined) return '';
  const locale = localeOfLanguage(options.language);
  switch (column.type) {
    case 'money':
      // From the exact decimal of the cents, not a division of them.
      return formatMoneyIn(Number(value), options.language);
    case 'count':
      return numberFormat(locale).format(Number(value));
    case 'percent':
      return numberFormat(locale, PERCENT_FORMAT).format(Number(value) / 10_000);
    case 'date':
      return formatCalendarDate(String(value), locale, 'medium');
    case 'month': {
      const m = /^(\d{4})-(\d{2})$/.exec(String(value));
      if (!m) return String(value);
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
      return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
    }
    case 'datetime':
      return dateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }).format(new Date(String(value)));
    case 'code':
      return (column.codes && options.codeName(column.codes, String(value))) ?? String(value);
    case 'list':
    case 'names':
      return listOf(value, options.language).join(', ');
    default:
      return Array.isArray(value) ? listOf(value, options.language).join(', ') : String(value);
  }
}

/** A cell in a CSV: numbers and ISO dates a spreadsheet reads, lists joined with '; '. */
export function csvCell(column: ReportColumn, value: ReportCell, options: FormatOptions): CsvValue {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
      return centsToDecimalString(Number(value));
    case 'percent':
      return centsToDecimalString(Number(value));
    case 'count':
      return Number(value);
    case 'datetime':
      // Its date where the reader is, as the PDF shows it (UTC's when no zone is given).
      return dateInZone(options.timeZone ?? 'UTC', new Date(String(value)));
    case 'code':
      return (column.codes && options.codeName(column.codes, String(value))) ?? String(value);
    case 'list':
    case 'names':
      return listOf(value, options.language).join('; ');
    default:
      return Array.isArray(value) ? listOf(value, options.language).join('; ') : String(value);
  }
}
