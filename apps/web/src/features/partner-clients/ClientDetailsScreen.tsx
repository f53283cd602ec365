import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { API_MESSAGES, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { formatDate, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterLink } from '../../lib/ui/RouterLink';
import { Loading, Section } from '../../lib/ui/Section';
import { useClientDetails, type ClientDetails } from './api';
import { useIsManager } from './ManagersOnly';

/**
 * /partner/client-list/{id} (and /partner/employer/{id}, the same page; decision 0038): one company
 * of the caller's book — plan, dates, members, insurance add-ons, last claim date and the next
 * renewal with its price. Never an employee's claims or details (the server does not send them).
 */
export function ClientDetailsScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const id = Number(useParams().id);
  const query = useClientDetails(id);
  const back = (
    <RouterLink to={paths.partner.clientList.getHref()}>{t('partnerClients.back.clientList')}</RouterLink>
  );
  const title = query.data
    ? t('partnerClients.client.title', { name: query.data.EMPLOYER_NAME })
    : t('partnerShell.pages.clientDetails');
  let body;
  // An address whose ID is not a number (/partner/client-list/abc) names no client: said so, no retry.
  if (!Number.isSafeInteger(id) || id <= 0)
    body = (
      <Alert severity="error" data-testid="client-not-found">
        {tm(API_MESSAGES.clientNotFound)}
      </Alert>
    );
  else if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <Loading lines={8} />;
  else body = <Details client={query.data} />;
  return (
    <PageColumn title={title} maxWidth={880} before={back}>
      {body}
    </PageColumn>
  );
}

function Details({ client }: { client: ClientDetails }) {
  const { t, i18n } = useTranslation();
  const manager = useIsManager();
  const language = i18n.language;
  const yesNo = (flag: 'Y' | 'N') =>
    t(flag === 'Y' ? 'partnerClients.client.yes' : 'partnerClients.client.no');
  const date = (iso: string | null, none: string) => (iso ? formatDate(iso, language) : none);
  const address = [client.STREET1, client.CITY, client.PROVINCE, client.POSTCODE].filter(Boolean).join(', ');
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, language));
  return (
    <>
      <Section id="client-plan" title={t('partnerClients.client.plan')}>
        <Facts
          items={[
            { label: t('partnerClients.client.employerId'), value: client.EMPLOYER },
            { label: t('partnerClients.client.planCode'), value: client.PLAN_CODE },
            {
              label: t('partnerClients.client.effectiveDate'),
              value: date(client.EFFECTIVE_DATE, t('partnerClients.client.notGiven')),
            },
            {
              label: t('partnerClients.client.terminationDate'),
              value: date(client.TERMINATION_DATE, t('partnerClients.client.noTermination')),
            },
            { label: t('partnerClients.client.members'), value: client.MEMBERS, testId: 'client-members' },
            {
              label: t('partnerClients.client.lastClaim'),
              value: date(client.LAST_CLAIM_DATE, t('partnerClients.client.noClaim')),
            },
            { label: t('partnerClients.client.travel'), value: yesNo(client.TRAVL_INS) },
            { label: t('partnerClients.client.eei'), value: yesNo(client.EEI_INS) },
            { label: t('partnerClients.client.catDrug'), value: yesNo(client.CAT_DRUG) },
            { label: t('partnerClients.client.wellness'), value: yesNo(client.HAS_WELLNESS) },
            ...(manager
              ? [
                  {
                    label: t('partnerClients.client.agent'),
                    value: (
                      <RouterLink to={paths.partner.agent.getHref({ id: String(client.AGENT) })}>
                        {client.AGENT_NAME}
                      </RouterLink>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Section>
      <Section id="client-renewal" title={t('partnerClients.client.renewal')}>
        {client.NEXT_RENEWAL_DATE ? (
          <Facts
            items={[
              {
                label: t('partnerClients.client.nextRenewal'),
                value: formatDate(client.NEXT_RENEWAL_DATE, language),
                testId: 'client-next-renewal',
              },
              { label: t('partnerClients.client.renewalPrice'), value: money(client.RENEWAL_PRICE) },
              {
                label: t('partnerClients.client.renewalTax'),
                value:
                  client.TAX_INCLUDED === 'Y'
                    ? `${money(client.RENEWAL_TAX)} (${t('partnerClients.client.taxIncluded')})`
                    : money(client.RENEWAL_TAX),
              },
              {
                label: t('partnerClients.client.renewalTotal'),
                value: money(client.RENEWAL_TOTAL),
                testId: 'client-renewal-total',
              },
            ]}
          />
        ) : (
          <Alert severity="info">{t('partnerClients.client.noRenewal')}</Alert>
        )}
      </Section>
      <Section id="client-company" title={t('partnerClients.client.contact')}>
        <Facts
          items={[
            {
              label: t('partnerClients.client.address'),
              value: address || t('partnerClients.client.notGiven'),
            },
            {
              label: t('partnerClients.client.telephone'),
              value: client.TELEPHONE || t('partnerClients.client.notGiven'),
            },
          ]}
        />
      </Section>
      <Typography variant="body2" color="text.secondary">
        {t('partnerClients.client.privacy')}
      </Typography>
    </>
  );
}
