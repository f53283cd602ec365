import Typography from '@mui/material/Typography';
import { CLIENT_LIST_REPORT, columnsFor, forPartnerReader, paths, type ReportRow } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { ReportView } from '../../lib/report-view/ReportView';
import { RouterLink } from '../../lib/ui/RouterLink';
import { PageColumn } from '../../lib/ui/PageColumn';
import { useIsManager } from './ManagersOnly';

/**
 * /partner/client-list (docs/product §2, §3 employer report columns; decision 0038): the companies
 * of the caller's book, 30 a page read 600 at a time, with CSV and PDF. An agent's own rows do not
 * repeat their name; a manager's name the agent of each. Each company links to its details.
 */
export function ClientListScreen() {
  const { t } = useTranslation();
  const manager = useIsManager();
  const definition = forPartnerReader(CLIENT_LIST_REPORT, manager);
  const columns = columnsFor(definition, 'screen').map((c) => c.key);
  // The company first: on a phone it heads each card.
  const ordered = ['EMPLOYER_NAME', ...columns.filter((k) => k !== 'EMPLOYER_NAME')];
  return (
    <PageColumn title={t('partnerShell.pages.clientList')} maxWidth={1200}>
      <Typography color="text.secondary">{t('partnerClients.clientList.intro')}</Typography>
      <ReportView
        definition={definition}
        range={null}
        columns={ordered}
        sectionId="clients"
        testId="client-list"
        title={t(
          manager ? 'partnerClients.clientList.teamTableTitle' : 'partnerClients.clientList.tableTitle',
        )}
        caption={t('partnerShell.pages.clientList')}
        empty={t('partnerClients.clientList.empty')}
        render={{
          EMPLOYER_NAME: (row: ReportRow) => (
            <RouterLink
              to={paths.partner.client.getHref({ id: String(row.EMPLOYER) })}
              data-testid="client-link"
            >
              {String(row.EMPLOYER_NAME)}
            </RouterLink>
          ),
        }}
        rowKey={(row) => String(row.EMPLOYER)}
      />
    </PageColumn>
  );
}
