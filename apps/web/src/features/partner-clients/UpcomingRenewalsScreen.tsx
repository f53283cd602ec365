import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_RENEWAL_WINDOW_DAYS,
  RENEWAL_WINDOWS_DAYS,
  UPCOMING_RENEWALS_REPORT,
  forPartnerReader,
  isRenewalWindow,
  paths,
  renewalRange,
  todayIso,
  type ReportRow,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format';
import { ReportView } from '../../lib/report-view/ReportView';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterLink } from '../../lib/ui/RouterLink';
import { useIsManager } from './ManagersOnly';

/**
 * /partner/upcoming-renewals (decision 0038): the renewals of the caller's book in the next 30, 60,
 * 90 (default), 180 or 365 days (?days= in the address), soonest first, with the renewal price of
 * docs/product §9, totals, §3 list paging and CSV/PDF.
 */
export function UpcomingRenewalsScreen() {
  const { t, i18n } = useTranslation();
  const manager = useIsManager();
  const [params, setParams] = useSearchParams();
  const asked = params.get('days');
  const days = isRenewalWindow(asked) ? Number(asked) : DEFAULT_RENEWAL_WINDOW_DAYS;
  const range = renewalRange(todayIso(), days);
  const definition = forPartnerReader(UPCOMING_RENEWALS_REPORT, manager);
  // The company first (it heads each card on a phone); the agent for managers only.
  const shown = new Set<string>(definition.columns.map((c) => c.key));
  const columns = [
    'company',
    'renewalDate',
    'employerId',
    'planCode',
    'agent',
    'members',
    'renewalPrice',
    'renewalTax',
    'renewalTotal',
  ].filter((key) => shown.has(key));
  return (
    <PageColumn title={t('partnerShell.pages.upcomingRenewals')} maxWidth={1200}>
      <Typography color="text.secondary">{t('partnerClients.renewals.intro')}</Typography>
      <TextField
        select
        id="renewal-window"
        label={t('partnerClients.renewals.window')}
        value={String(days)}
        onChange={(e) => setParams({ days: e.target.value })}
        sx={{ maxWidth: 280 }}
      >
        {RENEWAL_WINDOWS_DAYS.map((n) => (
          <MenuItem key={n} value={String(n)}>
            {t('partnerClients.renewals.days', { count: n })}
          </MenuItem>
        ))}
      </TextField>
      <ReportView
        key={`rows:${days}`}
        definition={definition}
        range={range}
        columns={columns}
        sectionId="upcoming-renewals"
        testId="renewals"
        title={t('partnerClients.renewals.tableTitle', {
          from: formatDate(range.startdate, i18n.language),
          to: formatDate(range.enddate, i18n.language),
        })}
        caption={t('partnerShell.pages.upcomingRenewals')}
        empty={t('partnerClients.renewals.empty')}
        render={{
          company: (row: ReportRow) => (
            <RouterLink to={paths.partner.client.getHref({ id: String(row.employerId) })}>
              {String(row.company)}
            </RouterLink>
          ),
        }}
        rowKey={(row) => `${String(row.employerId)}:${String(row.renewalDate)}`}
      />
    </PageColumn>
  );
}
