import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMMISSION_PAYOUT_MINIMUM_CENTS,
  COMMISSION_STATEMENTS_REPORT,
  isPartnerManager,
  paths,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { ReportView } from '../../lib/report-view/ReportView';
import { usePartnerSession } from '../../lib/session/store';
import { RouterLink } from '../../lib/ui/RouterLink';
import { usePageTitle } from '../../lib/ui/usePageTitle';

/**
 * /partner/commissions (docs/product §2; decision 0042): the partner's commission statements (a
 * manager's also their agents'), the open one first, as the `commissionStatements` definition in the
 * generic ReportView — list paging of §3 (30 a page, 600 a fetch, 'End of List'), CSV and PDF export
 * — each statement linking to its lines.
 */
export function CommissionsScreen() {
  const { t, i18n } = useTranslation();
  const user = usePartnerSession((s) => s.session?.user);
  const title = t('commissions.list.title');
  usePageTitle(title);
  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 2 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      <Typography>
        {t('commissions.list.intro', {
          minimum: formatMoney(COMMISSION_PAYOUT_MINIMUM_CENTS, i18n.language),
        })}
      </Typography>
      {user && isPartnerManager(user) && <Typography>{t('commissions.list.introManager')}</Typography>}
      <ReportView
        definition={COMMISSION_STATEMENTS_REPORT}
        range={null}
        sectionId="commission-statements"
        testId="statements"
        title={t('commissions.list.tableTitle')}
        caption={t('commissions.list.caption')}
        empty={t('commissions.list.empty')}
        rowKey={(row) => String(row.statement)}
        render={{
          statement: (row) => (
            <RouterLink
              to={paths.partner.commission.getHref({ id: Number(row.statement) })}
              data-testid="statement-link"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('commissions.list.statementLink', { id: row.statement })}
            </RouterLink>
          ),
        }}
      />
    </Stack>
  );
}
