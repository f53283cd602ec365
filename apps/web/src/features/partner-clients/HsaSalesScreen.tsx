import Typography from '@mui/material/Typography';
import { forPartnerReader, HSA_SALES_REPORT, todayIso, type ReportRange } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { RangeForm, useRangeInAddress } from '../../lib/report-view/RangeForm';
import { ReportView } from '../../lib/report-view/ReportView';
import { PageColumn } from '../../lib/ui/PageColumn';
import { useIsManager } from './ManagersOnly';

/** January 1st four years ago to today: a partner's recent sales history (decision 0038). */
export const hsaSalesDefaultRange = (today = todayIso()): ReportRange => ({
  startdate: `${Number(today.slice(0, 4)) - 4}-01-01`,
  enddate: today,
});

/**
 * /partner/hsa-sales (decision 0038): the companies of the caller's book whose plan took effect in
 * the period (in the address), newest first, members summed, CSV and PDF.
 */
export function HsaSalesScreen() {
  const { t, i18n } = useTranslation();
  const manager = useIsManager();
  const [range, setRange, addressProblem] = useRangeInAddress(hsaSalesDefaultRange);
  const key = `${range.startdate}:${range.enddate}`;
  const definition = forPartnerReader(HSA_SALES_REPORT, manager);
  // The company first (it heads each card on a phone); the agent for managers only.
  const shown = new Set<string>(definition.columns.map((c) => c.key));
  const columns = ['company', 'effectiveDate', 'employerId', 'planCode', 'agent', 'members'].filter((key) =>
    shown.has(key),
  );
  return (
    <PageColumn title={t('partnerShell.pages.hsaSales')} maxWidth={1100}>
      <Typography color="text.secondary">{t('partnerClients.hsaSales.intro')}</Typography>
      <RangeForm
        key={`form:${key}`}
        range={range}
        onChange={setRange}
        idPrefix="hsa-sales"
        addressProblem={addressProblem}
      />
      <ReportView
        key={`rows:${key}`}
        definition={definition}
        range={range}
        columns={columns}
        sectionId="hsa-sales"
        testId="hsa-sales"
        title={t('partnerClients.hsaSales.tableTitle', {
          from: formatDate(range.startdate, i18n.language),
          to: formatDate(range.enddate, i18n.language),
        })}
        caption={t('partnerShell.pages.hsaSales')}
        empty={t('partnerClients.hsaSales.empty')}
        rowKey={(row) => String(row.employerId)}
      />
    </PageColumn>
  );
}
