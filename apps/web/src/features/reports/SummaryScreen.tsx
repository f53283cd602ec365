import Typography from '@mui/material/Typography';
import { MESSAGES, planNameIn } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { serviceNameIn } from '../../lib/claims/serviceName';
import { formatDate, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { useBenefitSummary, type BenefitSummary } from './api';
import { Loading, ReportError, ReportPage, ResponsiveTable, Section } from './ui';

type AccountRow = BenefitSummary['accounts'][number];
type ServiceRow = BenefitSummary['services'][number];

/**
 * /summary-of-benefits, the Benefit Summary: plan, classification and limits, the plan years, and
 * per account and plan year what was funded, paid, is left and may be spent today; claims by
 * service.
 */
export function SummaryScreen() {
  const { t } = useTranslation();
  const query = useBenefitSummary();
  return (
    <ReportPage title={t('pages.benefitSummary')} maxWidth={1000}>
      {query.isPending ? (
        <Loading lines={6} />
      ) : query.isError ? (
        <ReportError
          error={query.error}
          message={MESSAGES.failedToLoadReport}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Summary summary={query.data} />
      )}
    </ReportPage>
  );
}

function Summary({ summary }: { summary: BenefitSummary }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const date = (iso: string) => formatDate(iso, i18n.language);
  const period = (p: { start: string; end: string }) =>
    t('reports.summary.period', { start: date(p.start), end: date(p.end) });
  const c = summary.classification;
  const periodType =
    c?.periodType === 1 || c?.periodType === 2 || c?.periodType === 3
      ? t(`reports.summary.periodType.p${c.periodType}`)
      : undefined;
  return (
    <>
      <Section id="summary-plan" title={t('reports.summary.plan')}>
        <Facts
          items={[
            {
              label: t('reports.summary.employee'),
              value: `${summary.employee.name} (${summary.employee.id})`,
            },
            { label: t('reports.summary.employer'), value: summary.employer.name },
            {
              label: t('reports.summary.planName'),
              value: planNameIn(summary.plan.code, i18n.language === 'fr' ? 'fr' : 'en'),
              testId: 'summary-plan-name',
            },
            { label: t('reports.summary.planYear'), value: period(summary.planYear) },
            { label: t('reports.summary.previousPlanYear'), value: period(summary.previousPlanYear) },
            {
              label: t('reports.summary.runOut'),
              value: summary.runOut
                ? t('reports.summary.runOutOpen', { date: date(summary.runOutEnds) })
                : t('reports.summary.runOutClosed', { date: date(summary.runOutEnds) }),
            },
            ...(c
              ? [
                  { label: t('reports.summary.classification'), value: c.name },
                  { label: t('reports.summary.hsaLimit'), value: money(c.hsaLimit) },
                  ...(c.wsaLimit > 0
                    ? [{ label: t('reports.summary.wsaLimit'), value: money(c.wsaLimit) }]
                    : []),
                  ...(periodType ? [{ label: t('reports.summary.limitPeriod'), value: periodType }] : []),
                ]
              : []),
          ]}
        />
      </Section>
      <Section id="summary-accounts" title={t('reports.summary.accounts')}>
        {summary.accounts.length === 0 ? (
          <Typography color="text.secondary">{t('reports.summary.noAccounts')}</Typography>
        ) : (
          <ResponsiveTable<AccountRow>
            caption={t('reports.summary.accounts')}
            testId="summary-accounts-table"
            rows={summary.accounts}
            rowKey={(row) => `${row.account}-${row.planYear}`}
            columns={[
              {
                key: 'account',
                label: t('reports.summary.account'),
                render: (row) =>
                  t('reports.summary.accountYear', {
                    account: t(`claims.typeShort.${row.account}`),
                    year: row.planYear,
                  }),
              },
              {
                key: 'funded',
                label: t('reports.summary.funded'),
                align: 'right',
                render: (row) => money(row.funded),
              },
              {
                key: 'paid',
                label: t('reports.summary.paid'),
                align: 'right',
                render: (row) => money(row.paid),
              },
              {
                key: 'balance',
                label: t('reports.summary.balance'),
                align: 'right',
                render: (row) => money(row.balance),
              },
              {
                key: 'spendable',
                label: t('reports.summary.spendable'),
                align: 'right',
                render: (row) => money(row.spendable),
              },
            ]}
          />
        )}
      </Section>
      <Section id="summary-services" title={t('reports.summary.services')}>
        {summary.services.length === 0 ? (
          <Typography color="text.secondary">{t('reports.summary.noServices')}</Typography>
        ) : (
          <ResponsiveTable<ServiceRow>
            caption={t('reports.summary.services')}
            testId="summary-services-table"
            rows={summary.services}
            rowKey={(row) => `${row.account}-${row.planYear}-${row.service}`}
            columns={[
              {
                key: 'service',
                label: t('reports.summary.service'),
                render: (row) => serviceNameIn(i18n.language, row.serviceName, row.serviceNameFr),
              },
              {
                key: 'account',
                label: t('reports.summary.account'),
                render: (row) =>
                  t('reports.summary.accountYear', {
                    account: t(`claims.typeShort.${row.account}`),
                    year: row.planYear,
                  }),
              },
              {
                key: 'items',
                label: t('reports.summary.items'),
                align: 'right',
                render: (row) => String(row.items),
              },
              {
                key: 'claimed',
                label: t('reports.summary.claimed'),
                align: 'right',
                render: (row) => money(row.claimed),
              },
              {
                key: 'paid',
                label: t('reports.summary.paid'),
                align: 'right',
                render: (row) => money(row.paid),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}
