import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { BarChart } from '../../lib/report-view/BarChart';
import { useSalesByMonth, type Range } from './api';
import { localeOf } from '../../lib/i18n/locale';

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * Companies sold per month of the range as a bar chart (lib/report-view's BarChart: an SVG with role
 * img, its text alternative a sentence and the list of months with their counts). The numbers come
 * from /tools/fetch-sales, by plan effective date like the table below.
 */
export function SalesChart({ range }: { range: Range }) {
  const { t, i18n } = useTranslation();
  const query = useSalesByMonth(range);
  const months = query.data?.months ?? [];
  const total = months.reduce((sum, m) => sum + m.companies, 0);
  return (
    <BarChart
      id="sales-chart"
      title={t('sales.report.chartTitle')}
      layout="columns"
      pending={query.isPending}
      error={query.isError ? t('sales.report.chartFailed') : null}
      summary={
        query.data
          ? t('sales.report.chartSummary', {
              count: total,
              from: formatDate(query.data.range.startdate, i18n.language),
              to: formatDate(query.data.range.enddate, i18n.language),
            })
          : ''
      }
      bars={months.map((m) => {
        const month = monthLabel(m.month, i18n.language);
        return {
          key: m.month,
          label: month,
          value: m.companies,
          valueText: String(m.companies),
          text: t('sales.report.chartMonth', { month, count: m.companies }),
          data: { 'data-month': m.month, 'data-companies': String(m.companies) },
        };
      })}
    />
  );
}
