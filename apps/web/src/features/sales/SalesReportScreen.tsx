import { SALES_REPORT, type ReportRow } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { ReportView } from '../../lib/report-view/ReportView';
import { RangeForm, useRangeInAddress } from '../../lib/report-view/RangeForm';
import { SalesPage, salesDefaultRange } from './SalesPage';
import { SalesChart } from './SalesChart';

/**
 * /tools/sales, the Sales Report (docs/product §6 PERMIT_SALES_REPORT; decision 0033): a period
 * (default January 1st of last year to today), the companies sold per month as a chart, and the
 * `salesReport` definition (companies by agent, members and commission summed) with its exports.
 */
export function SalesReportScreen() {
  const { t, i18n } = useTranslation();
  const [range, setRange, addressProblem] = useRangeInAddress(salesDefaultRange);
  const key = `${range.startdate}:${range.enddate}`;
  return (
    <SalesPage title={t('sales.report.title')} intro={t('sales.report.intro')}>
      <RangeForm
        key={`form:${key}`}
        range={range}
        onChange={setRange}
        idPrefix="sales"
        addressProblem={addressProblem}
      />
      <SalesChart range={range} />
      <ReportView
        key={`rows:${key}`}
        definition={SALES_REPORT}
        range={range}
        sectionId="sales-report"
        testId="sales"
        title={t('sales.report.tableTitle', {
          from: formatDate(range.startdate, i18n.language),
          to: formatDate(range.enddate, i18n.language),
        })}
        caption={t('sales.report.caption')}
        empty={t('sales.report.empty')}
        blankGroup={t('sales.report.noAgent')}
        render={{
          agent: (row: ReportRow) => (row.agent === null ? t('sales.report.noAgent') : String(row.agent)),
        }}
        rowKey={(row) => String(row.employerId)}
      />
    </SalesPage>
  );
}
