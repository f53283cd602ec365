import Typography from '@mui/material/Typography';
import { AGENT_LIST_REPORT, paths, type ReportRow } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { ReportView } from '../../lib/report-view/ReportView';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterLink } from '../../lib/ui/RouterLink';
import { ManagersOnly } from './ManagersOnly';

/**
 * /partner/agent-list, managers only (docs/product §6; decision 0038): the manager's team with each
 * partner's clients, members and commission (earned and unpaid), the team's total, CSV and PDF.
 */
export function AgentListScreen() {
  const { t } = useTranslation();
  return (
    <ManagersOnly>
      <PageColumn title={t('partnerShell.pages.agentList')} maxWidth={1100}>
        <Typography color="text.secondary">{t('partnerClients.agentList.intro')}</Typography>
        <ReportView
          definition={AGENT_LIST_REPORT}
          range={null}
          sectionId="team"
          testId="agent-list"
          columns={['agentName', 'agentId', 'company', 'clients', 'members', 'commission', 'unpaid']}
          title={t('partnerClients.agentList.tableTitle')}
          caption={t('partnerShell.pages.agentList')}
          empty={t('partnerClients.agentList.empty')}
          render={{
            agentName: (row: ReportRow) => (
              <RouterLink
                to={paths.partner.agent.getHref({ id: String(row.agentId) })}
                data-testid="agent-link"
              >
                {String(row.agentName)}
              </RouterLink>
            ),
          }}
          rowKey={(row) => String(row.agentId)}
        />
      </PageColumn>
    </ManagersOnly>
  );
}
