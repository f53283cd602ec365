import { ErrorCode, type BinaryAnswer, type FieldScope } from '@benefits/contract';
import {
  REPORT_MESSAGES,
  CSV_BOM,
  isBalanceReportDate,
  MESSAGES,
  PARTNER_REPORT_CALLS,
  parseDateLike,
  REPORTS,
  REPORT_TEXT,
  exportLines,
  forPartnerReader,
  fillText,
  reportNote,
  reportSubtitle,
  dateInZone,
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
  type CompanyReportId,
  type PartnerReportCall,
  type ReportAfterLine,
  type ReportAudience,
  type ReportDefinition,
  type ReportId,
  type ReportLanguage,
  type ReportPage,
  type ReportRange,
  type ReportRow,
  reportFileName,
  knownTimeZone,
} from '@benefits/domain';
import { AppError, validationError } from '../../platform/errors';
import type { FieldScopeContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import {
  balanceHistoryDefaultFrom,
  balanceHistoryReportRows,
  benefitAccountsReportRows,
  benefitServicesReportRows,
  claimActivityReportRows,
} from '../claims/reports';
import { accountStatementRows, assertVisible, balanceRows, claimsPaidRows } from '../company-reports/service';
import {
  agentListRows,
  clientListRows,
  hsaSalesRows,
  renewalsDefaultRange,
  upcomingRenewalRows,
} from '../partner-clients/service';
import { coverageActivityRows, coverageRows, premiumStatementRows } from '../company-reports/insurance';
import {
  claimSummaryPage,
  claimSummaryRows,
  feeRows,
  rffAfterLines,
  rffPage,
  rffRows,
  serviceSummaryRows,
} from '../company-reports/service-claims';
import { invoicePreamble, invoiceRemittance } from '../company-reports/invoice';
import { logStaffReport, salesReportRows, transferBatchRows } from '../sales/service';
import { statementReportRows } from '../commissions/service';
import { reportOwner } from './owner';
import { renderReportPdf } from './pdf';

/**
 * Who runs a report: the scope the report's audience named, resolved by the platform from the
 * session (an employee; a company administrator and their company; a partner; a staff member holding
 * the report's permission). Tenant and person come from here, never from the payload.
 */
export type ReportCaller = FieldScopeContext<FieldScope>;
export type CallerOf<A extends ReportAudience> = Extract<ReportCaller, { scopeKind: A }>;

/**
 * What fills a definition: the rows of the caller's own data for the inputs, in the definition's
 * order, from `offset`, at most `limit` of them.
 */
export type ReportSource<A extends ReportAudience = ReportAudience> = (
  s: Services,
  caller: CallerOf<A>,
  params: { range: ReportRange | null },
  window: { offset: number; limit: number },
) => Promise<ReportRow[]>;

/** A definition and the query that fills it (and, for a `fromDate` report, its default start). */
export interface RunnableReport<A extends ReportAudience = ReportAudience> {
  definition: ReportDefinition & { audience: A };
  source: ReportSource<A>;
  defaultFrom?: (s: Services, caller: CallerOf<A>) => Promise<string>;
  /** For a `dateRange` report whose default is not the last month: the range when none is given. */
  defaultRange?: (s: Services) => ReportRange;
  /**
   * For a report that sums or groups: one page with the whole result's count, totals and groups,
   * computed where the rows are, instead of reading the whole result for every page (claimSummary).
   * The rows are the source's for the window; the export still reads them all (decision 0048).
   */
  paged?: (
    s: Services,
    caller: CallerOf<A>,
    params: { range: ReportRange | null },
    window: { offset: number; limit: number },
  ) => Promise<ReportPage>;
  /** Lines after the Grand total, from the whole result's totals (the request for funding's amount due). */
  after?: (s: Services, caller: CallerOf<A>, totals: Record<string, number>) => Promise<ReportAfterLine[]>;
}

/** Each report's query, beside its module, for the audience its definition names. */
const RUNNABLE: { [K in ReportId]: RunnableReport<(typeof REPORTS)[K]['audience']> } = {
  claimActivity: {
    definition: REPORTS.claimActivity,
    source: (s, { employee }, { range }, window) => claimActivityReportRows(s, employee.id, range!, window),
  },
  balanceHistory: {
    definition: REPORTS.balanceHistory,
    source: (s, { employee }, { range }, window) => balanceHistoryReportRows(s, employee.id, range!, window),
    defaultFrom: (s, { employee }) => balanceHistoryDefaultFrom(s, employee.id),
  },
  benefitAccounts: {
    definition: REPORTS.benefitAccounts,
    source: (s, { employee }, _params, window) => benefitAccountsReportRows(s, employee.id, window),
  },
  benefitServices: {
    definition: REPORTS.benefitServices,
    source: (s, { employee }, _params, window) => benefitServicesReportRows(s, employee.id, window),
  },
  salesReport: {
    definition: REPORTS.salesReport,
    source: (s, _staff, { range }, window) => salesReportRows(s, range!, window),
  },
  transferBatches: {
    definition: REPORTS.transferBatches,
    source: (s, _staff, { range }, window) => transferBatchRows(s, range!, window),
  },
  // The company reports (decision 35): the caller's own company, once the visibility rule lets it
  // see the report (a hidden one is refused, not only left out of the list).
  employees: companySource('employees', (s, id, range, window) =>
    claimsPaidRows(s, id, 'HSA', false, range, window),
  ),
  wellnessEmployee: companySource('wellnessEmployee', (s, id, range, window) =>
    claimsPaidRows(s, id, 'WSA', false, range, window),
  ),
  divisions: companySource('divisions', (s, id, range, window) =>
    claimsPaidRows(s, id, 'HSA', true, range, window),
  ),
  wellnessDivision: companySource('wellnessDivision', (s, id, range, window) =>
    claimsPaidRows(s, id, 'WSA', true, range, window),
  ),
  employeeBalance: companySource('employeeBalance', (s, id, range, window) =>
    balanceRows(s, id, 'HSA', range, window),
  ),
  wellnessEmployeeBalance: companySource('wellnessEmployeeBalance', (s, id, range, window) =>
    balanceRows(s, id, 'WSA', range, window),
  ),
  serviceSummary: companySource('serviceSummary', serviceSummaryRows),
  claimSummary: companySource('claimSummary', claimSummaryRows, claimSummaryPage),
  fees: companySource('fees', feeRows),
  rff: {
    ...companySource('rff', rffRows, rffPage),
    after: (s, { company }, totals) => rffAfterLines(s, company.id, totals),
  },
  accountBalance: companySource('accountBalance', accountStatementRows),
  // The partner area (decision 0038): the caller's book (a manager: their team's).
  clientList: {
    definition: REPORTS.clientList,
    source: (s, { partner }, _params, window) => clientListRows(s, partner, window),
  },
  hsaSales: {
    definition: REPORTS.hsaSales,
    source: (s, { partner }, { range }, window) => hsaSalesRows(s, partner, range!, window),
  },
  upcomingRenewals: {
    definition: REPORTS.upcomingRenewals,
    source: (s, { partner }, { range }, window) => upcomingRenewalRows(s, partner, range!, window),
    defaultRange: renewalsDefaultRange,
  },
  agentList: {
    definition: REPORTS.agentList,
    source: (s, { partner }, _params, window) => agentListRows(s, partner, window),
  },
  // The insurance reports (decision 37).
  travelStatement: companySource('travelStatement', (s, id, range, window) =>
    premiumStatementRows(s, id, 'TRAVEL', range, window),
  ),
  travelActivity: companySource('travelActivity', (s, id, range, window) =>
    coverageActivityRows(s, id, 'TRAVEL', range, window),
  ),
  eeiStatement: companySource('eeiStatement', (s, id, range, window) =>
    premiumStatementRows(s, id, 'EEI', range, window),
  ),
  eeiActivity: companySource('eeiActivity', (s, id, range, window) =>
    coverageActivityRows(s, id, 'EEI', range, window),
  ),
  catStatement: companySource('catStatement', (s, id, range, window) =>
    premiumStatementRows(s, id, 'CAT_DRUG', range, window),
  ),
  catActivity: companySource('catActivity', (s, id, range, window) =>
    coverageActivityRows(s, id, 'CAT_DRUG', range, window),
  ),
  insuranceCoverage: companySource('insuranceCoverage', coverageRows),
  // A partner's commission statements (decision 0042): their own, a manager's also their agents'.
  commissionStatements: {
    definition: REPORTS.commissionStatements,
    source: (s, { partner }, _params, window) => statementReportRows(s, partner, window),
  },
};

/** What a company report reads for the caller's company: its rows, or a page of them. */
type CompanyRead<T> = (
  s: Services,
  companyId: number,
  range: ReportRange,
  window: { offset: number; limit: number },
) => Promise<T>;

/**
 * The caller's own company's read, answered only once the report is visible to the company. The
 * visibility statement and the read run side by side (a report's statements do not wait on it;
 * docs/performance.md "Thirteenth session"); a refusal answers 403 whatever the read does, and
 * nothing read leaves the server before the check has passed.
 */
async function onceVisible<T>(s: Services, companyId: number, id: CompanyReportId, read: Promise<T>) {
  read.catch(() => {}); // a refusal answers first; the read's own failure is thrown below
  await assertVisible(s, companyId, id);
  return read;
}

/** A company report's runnable: its definition, and its rows for the caller's company once visible. */
function companySource<K extends CompanyReportId>(
  id: K,
  rows: CompanyRead<ReportRow[]>,
  page?: CompanyRead<ReportPage>,
): RunnableReport<'companyAdmin'> & { definition: (typeof REPORTS)[K] } {
  return {
    definition: REPORTS[id],
    source: (s, { company }, { range }, window) =>
      onceVisible(s, company.id, id, rows(s, company.id, range!, window)),
    ...(page && {
      paged: (s, { company }, { range }, window) =>
        onceVisible(s, company.id, id, page(s, company.id, range!, window)),
    }),
  };
}

/**
 * The report asked for, for a caller of its audience. The platform checked the caller's scope
 * against the report's audience (contract `byField`); this checks it again, so a source never runs
 * for a caller of another audience.
 */
function runnable(report: ReportId, caller: ReportCaller): RunnableReport {
  const found = RUNNABLE[report] as RunnableReport;
  if (found.definition.audience !== caller.scopeKind)
    throw new Error(`report ${report} is for ${found.definition.audience}, not ${caller.scopeKind}`);
  // An agent's lists do not name the agent (the managers-only columns): not in their exports either.
  if (caller.scopeKind === 'partner') {
    const definition = forPartnerReader(found.definition, caller.partner.role === 'MANAGER');
    return definition === found.definition ? found : { ...found, definition };
  }
  return found;
}

interface ReportInput {
  report: ReportId;
  startdate?: string | null | undefined;
  enddate?: string | null | undefined;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** The inputs a definition reads, checked and with their defaults; bad ones answer field messages. */
async function paramsOf(
  s: Services,
  { definition, defaultFrom, defaultRange }: RunnableReport,
  caller: ReportCaller,
  input: Omit<ReportInput, 'report'>,
): Promise<{ range: ReportRange | null }> {
  if (definition.params === 'none') return { range: null };
  const today = todayIso(s.now());
  if (definition.params === 'fromDate') {
    // A start date alone (Balance History: from 2000-01-01 to today); the range ends today.
    if (blank(input.startdate)) {
      if (!defaultFrom) throw new Error(`report ${definition.id} has no default start`);
      return { range: { startdate: await defaultFrom(s, caller as never), enddate: today } };
    }
    if (!isBalanceReportDate(input.startdate, today))
      throw validationError({ startdate: REPORT_MESSAGES.invalidBalanceDate }, MESSAGES.correctInformation);
    return { range: { startdate: parseDateLike(input.startdate)!, enddate: today } };
  }
  if (defaultRange && blank(input.startdate) && blank(input.enddate)) return { range: defaultRange(s) };
  const resolved = resolveReportRange(input, today, definition);
  if (!resolved.ok)
    throw validationError({ [resolved.field]: resolved.message }, MESSAGES.correctInformation);
  return { range: resolved.range };
}

/** Reads a definition's whole result: at most maxRows, and whether there were more. */
async function readAll(
  s: Services,
  report: RunnableReport,
  caller: ReportCaller,
  input: Omit<ReportInput, 'report'>,
) {
  const { definition, source } = report;
  const params = await paramsOf(s, report, caller, input);
  const fetched = await source(s, caller as never, params, { offset: 0, limit: definition.maxRows + 1 });
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
export async function runDefinition<A extends ReportAudience>(
  s: Services,
  runnableReport: RunnableReport<A>,
  caller: CallerOf<A>,
  input: Omit<ReportInput, 'report'> & { pageNumber: number; pageLength: number },
) {
  const report = runnableReport as unknown as RunnableReport;
  const { definition, source } = report;
  const { offset, limit } = reportPage(input.pageNumber, input.pageLength);
  const paging = { pageNumber: input.pageNumber, pageLength: input.pageLength };
  if (!aggregates(definition)) {
    const params = await paramsOf(s, report, caller, input);
    const fetched = await source(s, caller as never, params, { offset, limit: limit + 1 });
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
  if (report.paged) {
    // The page's rows and the whole result's figures; no row past maxRows, as readAll would cut it.
    const params = await paramsOf(s, report, caller, input);
    const window = { offset, limit: Math.max(0, Math.min(limit, definition.maxRows - offset)) };
    const page = await report.paged(s, caller as never, params, window);
    return {
      range: params.range,
      ...paging,
      rows: page.rows,
      total: page.total,
      hasMore: offset + limit < page.total,
      truncated: page.truncated,
      totals: page.totals,
      groups: page.groups,
      ...(report.after ? { after: await report.after(s, caller as never, page.totals) } : {}),
    };
  }
  const { params, rows, truncated } = await readAll(s, report, caller, input);
  const totals = reportTotals(definition, rows);
  return {
    range: params.range,
    ...paging,
    rows: rows.slice(offset, offset + limit),
    total: rows.length,
    hasMore: offset + limit < rows.length,
    truncated,
    totals,
    groups: reportGroups(definition, rows),
    ...(report.after ? { after: await report.after(s, caller as never, totals) } : {}),
  };
}

/** /report/run: a page of one of the caller's reports, by id. */
export async function runReport(
  s: Services,
  caller: ReportCaller,
  input: ReportInput & { pageNumber: number; pageLength: number },
) {
  const answer = await runDefinition(s, runnable(input.report, caller), caller, input);
  // Staff read every company's data: each run of a staff report (its first page) is in the staff log.
  if (caller.scopeKind === 'staff' && input.pageNumber <= 1)
    await logStaffReport(s, caller.staff, { report: input.report, verb: 'run', range: answer.range });
  return { report: input.report, ...answer };
}

/** /report/export: the whole report as a CSV or a PDF in the language asked for. */
export async function exportReport(
  s: Services,
  caller: ReportCaller,
  input: ReportInput & { format: 'csv' | 'pdf'; language: ReportLanguage; timeZone?: string | undefined },
): Promise<BinaryAnswer> {
  const report = runnable(input.report, caller);
  const { definition } = report;
  const { params, rows, truncated } = await readAll(s, report, caller, input);
  const after = report.after
    ? await report.after(s, caller as never, reportTotals(definition, rows))
    : undefined;
  const { language } = input;
  const range = params.range;
  // The reader's time zone and today there: the day a report without a period is as of (its file
  // name and PDF), and the dates of its times (CSV and PDF).
  const timeZone = knownTimeZone(input.timeZone) ?? 'UTC';
  const today = dateInZone(timeZone, s.now());
  const fileName = reportFileName(definition, range, input.format, language, today);
  if (caller.scopeKind === 'staff')
    await logStaffReport(s, caller.staff, {
      report: input.report,
      verb: 'export',
      range,
      file: { format: input.format.toUpperCase(), rows: rows.length },
    });
  if (input.format === 'csv') {
    const text = CSV_BOM + reportCsv(definition, rows, { language, timeZone, ...(after ? { after } : {}) });
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
  // An invoice (the request for funding) is addressed to the company and says how to pay it.
  const invoice = definition.amountDue !== undefined && caller.scopeKind === 'companyAdmin';
  const bytes = await renderReportPdf({
    definition,
    lines: exportLines(definition, rows, 'pdf', { language, timeZone, ...(after ? { after } : {}) }),
    title: reportTitle(definition, language),
    // A statement says whose it is (the company, the employee and their employer, the partner) above
    // its period, or the day it is as of (QA exports finding 7).
    subtitle: invoice
      ? await invoicePreamble(s, caller.company.id, language, date(today))
      : reportSubtitle(definition, range, language, {
          owner: await reportOwner(s, caller),
          today,
        }),
    closing: invoice ? await invoiceRemittance(s, caller.company.id, language, after ?? []) : [],
    empty: words.empty,
    note: [
      truncated ? fillText(words.truncated, { count: definition.maxRows }) : '',
      reportNote(definition, language),
    ]
      .filter(Boolean)
      .join('\n'),
    pageLabel: (page, pages) => fillText(words.page, { page, pages }),
  });
  return { bytes, mimeType: 'application/pdf', fileName, disposition: 'attachment' };
}

/**
 * docs/product §7's partner report calls (`/partner/report/{list}`, decision 0038): a partner
 * definition by its spec name, whole (up to its maxRows) with its totals and groups.
 */
export async function runPartnerReport(
  s: Services,
  caller: ReportCaller,
  input: { list: PartnerReportCall; startdate?: string | null; enddate?: string | null },
) {
  const report = runnable(PARTNER_REPORT_CALLS[input.list], caller);
  const { params, rows, truncated } = await readAll(s, report, caller, input);
  return {
    list: input.list,
    range: params.range,
    rows,
    total: rows.length,
    truncated,
    totals: reportTotals(report.definition, rows),
    groups: reportGroups(report.definition, rows),
  };
}

/**
 * docs/product §7's `POST /company/report/{reportName}` (decision 35): a company report over
 * fromDate–toDate, whole (up to its maxRows) with its totals and groups, from the same runnable as
 * /report/run. Field messages name the spec's fields.
 */
export async function runCompanyReport(
  s: Services,
  caller: CallerOf<'companyAdmin'>,
  input: { report: CompanyReportId; fromDate?: string | null; toDate?: string | null },
) {
  const report = runnable(input.report, caller);
  try {
    const { params, rows, truncated } = await readAll(s, report, caller, {
      startdate: input.fromDate,
      enddate: input.toDate,
    });
    const { definition } = report;
    const totals = reportTotals(definition, rows);
    return {
      report: input.report,
      range: params.range,
      rows,
      total: rows.length,
      truncated,
      totals,
      groups: reportGroups(definition, rows),
      ...(report.after ? { after: await report.after(s, caller as never, totals) } : {}),
    };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.VALIDATION) {
      const { startdate, enddate, ...rest } = error.payload as Record<string, unknown>;
      throw new AppError(error.code, {
        ...rest,
        ...(startdate !== undefined ? { fromDate: startdate } : {}),
        ...(enddate !== undefined ? { toDate: enddate } : {}),
      } as typeof error.payload);
    }
    throw error;
  }
}
