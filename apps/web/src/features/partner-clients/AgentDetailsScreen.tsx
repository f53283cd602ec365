import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterLink } from '../../lib/ui/RouterLink';
import { Loading, Section } from '../../lib/ui/Section';
import { useAgentDetails, type AgentDetails } from './api';
import { ManagersOnly } from './ManagersOnly';

/**
 * /partner/agent/{id}, managers only (decision 0038): one partner of the manager's team — who they
 * are, their sales and commission, and the companies they sold (each linking to its details).
 */
export function AgentDetailsScreen() {
  return (
    <ManagersOnly>
      <AgentPage />
    </ManagersOnly>
  );
}

function AgentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAgentDetails(id);
  const back = (
    <RouterLink to={paths.partner.agentList.getHref()}>{t('partnerClients.back.agentList')}</RouterLink>
  );
  const title = query.data
    ? t('partnerClients.agent.title', { name: query.data.AGENT_NAME })
    : t('partnerShell.pages.agentDetails');
  let body;
  if (query.isError || !Number.isSafeInteger(id) || id <= 0)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Loading lines={8} />;
  else body = <Details agent={query.data} />;
  return (
    <PageColumn title={title} maxWidth={880} before={back}>
      {body}
    </PageColumn>
  );
}

function Details({ agent }: { agent: AgentDetails }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <Section id="agent-summary" title={t('partnerClients.agent.summary')}>
        <Facts
          items={[
            { label: t('partnerClients.agent.agentId'), value: agent.AGENT },
            { label: t('partnerClients.agent.role'), value: t(`partnerClients.agent.roles.${agent.TYPE}`) },
            { label: t('partnerClients.agent.agency'), value: agent.COMPANY },
            { label: t('partnerClients.agent.email'), value: agent.EMAIL },
            { label: t('partnerClients.agent.province'), value: agent.PROVINCE },
            { label: t('partnerClients.agent.clients'), value: agent.CLIENTS, testId: 'agent-clients' },
            { label: t('partnerClients.agent.members'), value: agent.MEMBERS },
            {
              label: t('partnerClients.agent.commission'),
              value: formatMoney(agent.COMMISSION, language),
              testId: 'agent-commission',
            },
            {
              label: t('partnerClients.agent.unpaid'),
              value: formatMoney(agent.UNPAID_COMMISSION, language),
            },
          ]}
        />
      </Section>
      <Section id="agent-clients-list" title={t('partnerClients.agent.clientsTitle')}>
        {agent.clients.length === 0 ? (
          <Typography>{t('partnerClients.agent.noClients')}</Typography>
        ) : (
          <List disablePadding>
            {agent.clients.map((c) => (
              <ListItem key={c.EMPLOYER} disableGutters divider>
                <ListItemText
                  primary={
                    <RouterLink to={paths.partner.client.getHref({ id: String(c.EMPLOYER) })}>
                      {c.EMPLOYER_NAME}
                    </RouterLink>
                  }
                  secondary={[
                    `${t('partnerClients.agent.planCode')} ${c.PLAN_CODE}`,
                    c.EFFECTIVE_DATE
                      ? `${t('partnerClients.agent.effectiveDate')} ${formatDate(c.EFFECTIVE_DATE, language)}`
                      : '',
                    `${t('partnerClients.client.members')} ${c.MEMBERS}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}
