import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { planNameIn } from '@benefits/domain';
import { formatDate, formatMoney } from '../../lib/format';
import { Facts } from '../../lib/ui/Facts';
import { usePlan, type PlanDetails } from './api';
import { useDownload } from '../../lib/transfer/useDownload';
import { AccountPage, LoadError, Loading, Section } from './ui';

/** 1 Reset on plan year end, 2 Roll over on plan year end, 3 Reset every 12 months on Jan 1. */
const PERIOD_KEYS = { 1: 'period1', 2: 'period2', 3: 'period3' } as const;

function Plan({ plan }: { plan: PlanDetails }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language, 'long');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const c = plan.classification;
  const periodKey = c ? PERIOD_KEYS[c.periodType as keyof typeof PERIOD_KEYS] : undefined;
  const period = periodKey ? t(`account.plan.${periodKey}`) : (c?.periodTypeText ?? '');
  const download = useDownload('/employee/plan/summary-pdf', 'plan-summary.pdf');
  return (
    <>
      <Section
        id="plan"
        title={t('account.plan.planTitle')}
        action={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
          >
            {t('account.plan.summaryPdf')}
          </Button>
        }
      >
        <Facts
          items={[
            {
              label: t('account.plan.plan'),
              value: planNameIn(plan.planCode, i18n.language === 'fr' ? 'fr' : 'en'),
              testId: 'plan-name',
            },
            { label: t('account.plan.employer'), value: plan.employerName },
            {
              label: t('account.plan.effectiveDate'),
              value: date(plan.effectiveDate),
              testId: 'plan-effective',
            },
            {
              label: t('account.plan.planYear'),
              value: t('account.plan.planYearRange', {
                start: date(plan.planYearStart),
                end: date(plan.planYearEnd),
              }),
              testId: 'plan-year',
            },
            {
              label: t('account.plan.wellness'),
              value: plan.wellness === 'Y' ? t('account.common.yes') : t('account.common.no'),
            },
          ]}
        />
      </Section>
      <Section id="limits" title={t('account.plan.limits')}>
        {c ? (
          <Facts
            items={[
              { label: t('account.plan.classification'), value: c.classificationName },
              { label: t('account.plan.hsaLimit'), value: money(c.amount), testId: 'plan-hsa-limit' },
              ...(plan.wellness === 'Y'
                ? [
                    {
                      label: t('account.plan.wsaLimit'),
                      value: money(c.wellnessAmount),
                      testId: 'plan-wsa-limit',
                    },
                  ]
                : []),
              { label: t('account.plan.periodType'), value: period, testId: 'plan-period' },
              { label: t('account.plan.classificationSince'), value: date(c.effective_date) },
            ]}
          />
        ) : (
          t('account.plan.noClassification')
        )}
      </Section>
    </>
  );
}

/** /my-plan: the employee's plan, classification limits, limit period, wellness and plan year. */
export function PlanScreen() {
  const { t } = useTranslation();
  const plan = usePlan();
  return (
    <AccountPage title={t('pages.planDetails')}>
      {plan.isPending ? (
        <Loading lines={5} />
      ) : plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <Plan plan={plan.data} />
      )}
    </AccountPage>
  );
}
