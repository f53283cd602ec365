import {
  BENEFIT_ACCOUNTS_REPORT,
  BENEFIT_SERVICES_REPORT,
  MESSAGES,
  planNameIn,
  type ClaimType,
  type ReportRow,
} from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { useBenefitSummary, type BenefitSummary } from './api';
import { ReportView } from '../../lib/report-view/ReportView';
import { Loading, ReportError, ReportPage, Section } from './ui';

/**
 * /summary-of-benefits, the Benefit Summary: plan, classification and limits, the plan years (from
 * /employee/summary-of-benefits-report/), then two report definitions in the generic ReportView: per
 * account and plan year what was funded, paid, is left and may be spent today (domain
 * BENEFIT_ACCOUNTS_REPORT), and the claims by service with their totals (BENEFIT_SERVICES_REPORT),
 * each exported to CSV or PDF by the server.
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
  // An account and its plan year in one cell, as 'HSA 2026'.
  const accountYear = (row: ReportRow) =>
    t('reports.summary.accountYear', {
      account: t(`claims.typeShort.${row.account as ClaimType}`),
      year: row.planYear,
    });
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
      <ReportView
        definition={BENEFIT_ACCOUNTS_REPORT}
        range={null}
        sectionId="summary-accounts"
        testId="summary-accounts-table"
        title={t('reports.summary.accounts')}
        caption={t('reports.summary.accounts')}
        empty={t('reports.summary.noAccounts')}
        columns={['account', 'funded', 'paid', 'balance', 'spendable']}
        render={{ account: accountYear }}
        rowKey={(row) => `${String(row.account)}-${String(row.planYear)}`}
      />
      <ReportView
        definition={BENEFIT_SERVICES_REPORT}
        range={null}
        sectionId="summary-services"
        testId="summary-services-table"
        title={t('reports.summary.services')}
        caption={t('reports.summary.services')}
        empty={t('reports.summary.noServices')}
        columns={['service', 'account', 'items', 'claimed', 'paid']}
        render={{ account: accountYear }}
        rowKey={(row) => `${String(row.account)}-${String(row.planYear)}-${JSON.stringify(row.service)}`}
      />
    </>
  );
}
