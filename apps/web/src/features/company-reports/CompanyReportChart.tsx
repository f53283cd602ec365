import {
  codeNamesIn,
  monthsBetween,
  nameIn,
  type LocalizedName,
  type ReportDefinition,
  type ReportId,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { useReportRun, type ReportRange } from '../../lib/report-view/api';
import { BarChart, type ChartBar } from '../../lib/report-view/BarChart';
import { useReportLanguage } from './api';
import { localeOf } from '../../lib/i18n/locale';

/** The reports a picture reads better for (docs/product/company-reports.md). */
export const CHARTED_REPORTS = ['serviceSummary', 'claimSummary'] as const;
export type ChartedReport = (typeof CHARTED_REPORTS)[number];
export const isCharted = (name: string): name is ChartedReport =>
  (CHARTED_REPORTS as readonly string[]).includes(name);

/** A month as 'Nov 2026' (short) or 'November 2026': a two-digit year ('Nov 26') read as a day. */
const monthIn = (month: string, language: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat(localeOf(language), {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * The chart beside a company report: spending by service category (serviceSummary: each category's
 * total due, largest first) or claims by month (claimSummary: every month of the period, its claims
 * counted). It reads the report's own run (the same query as the table, so one request), and draws
 * nothing for an empty report.
 */
export function CompanyReportChart({
  name,
  definition,
  range,
}: {
  name: ChartedReport;
  definition: ReportDefinition<ReportId>;
  range: ReportRange;
}) {
  const { t, i18n } = useTranslation();
  const language = useReportLanguage();
  const query = useReportRun(definition.id, range, definition.paging.fetchLength, 'employee');
  const first = query.data?.pages[0];
  if (query.isError || (first && first.rows.length === 0)) return null;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const from = formatDate(range.startdate, i18n.language);
  const to = formatDate(range.enddate, i18n.language);
  const totalDue = first?.totals.totalDue ?? 0;
  let bars: ChartBar[] = [];
  let summary = '';
  if (first && name === 'serviceSummary') {
    const account = codeNamesIn(language);
    bars = first.rows.map((row) => {
      const service = (row.service as readonly LocalizedName[] | null)?.[0];
      const category = `${service ? nameIn(service, language) : ''} (${account('account', String(row.account)) ?? String(row.account)})`;
      const amount = money(Number(row.totalDue));
      return {
        key: String(row.id),
        label: category,
        value: Number(row.totalDue),
        valueText: amount,
        text: t('companyReports.chart.serviceSummary.bar', { category, amount }),
      };
    });
    summary = t('companyReports.chart.serviceSummary.summary', { total: money(totalDue), from, to });
  } else if (first) {
    const groups = new Map(first.groups.map((g) => [g.value, g]));
    bars = monthsBetween(range.startdate, range.enddate).map((month) => {
      const group = groups.get(month);
      const count = group?.count ?? 0;
      return {
        key: month,
        label: monthIn(month, i18n.language, 'short'),
        value: count,
        valueText: String(count),
        text: t('companyReports.chart.claimSummary.bar', {
          month: monthIn(month, i18n.language, 'long'),
          count,
          total: money(group?.totals.totalDue ?? 0),
        }),
        data: { 'data-month': month, 'data-claims': String(count) },
      };
    });
    summary = t('companyReports.chart.claimSummary.summary', {
      count: first.total ?? first.rows.length,
      total: money(totalDue),
      from,
      to,
    });
  }
  return (
    <BarChart
      id={`${name}-chart`}
      title={t(`companyReports.chart.${name}.title`)}
      summary={summary}
      bars={bars}
      layout={name === 'serviceSummary' ? 'rows' : 'columns'}
      pending={query.isPending}
    />
  );
}
