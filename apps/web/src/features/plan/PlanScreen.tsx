import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { addDays, CANCEL_REASON_MAX, planNameIn, type InsuranceProduct, languageOf } from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { formatDate, formatMoney, formatRate } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { useOneClick } from '../../lib/ui/useOneClick';
import { fundingKey, planDetailsKey, strip, usePlanDetails, type PlanDetails } from './api';
import { useFieldFailures, useLanguage } from './ui';

type ClaimTax = keyof PlanDetails['plan']['claimTaxes'];
const CLAIM_TAXES: readonly ClaimTax[] = ['gstBps', 'hstBps', 'rstBps', 'pstBps', 'premBps'];

function PlanFacts({ data }: { data: PlanDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const p = data.plan;
  const lang = languageOf(language);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : t('plan.common.notOnFile'));
  const money = (cents: number | null) =>
    cents === null ? t('plan.details.byAgreement') : formatMoney(cents, language);
  const rate = (bps: number) => formatRate(bps, language);
  const YEAR_END = { 1: 'fiscal', 2: 'twelveMonths', 3: 'calendar' } as const;
  const yearEndKey = YEAR_END[p.planYearEndType as 1 | 2 | 3] ?? 'other';
  const yearEnd = t(`plan.details.planYearEndTypes.${yearEndKey}`);
  const taxes = CLAIM_TAXES.filter((k) => p.claimTaxes[k] > 0);
  const yesNo = (v: 'Y' | 'N') => (v === 'Y' ? t('plan.common.yes') : t('plan.common.no'));
  return (
    <>
      <Section id="plan-summary" title={t('plan.details.planTitle')}>
        <Facts
          items={[
            { label: t('plan.details.plan'), value: planNameIn(p.planCode, lang), testId: 'plan-name' },
            { label: t('plan.details.planCode'), value: p.planCode },
            { label: t('plan.details.contractType'), value: p.contractType },
            { label: t('plan.details.effectiveDate'), value: date(p.effectiveDate) },
            {
              label: t('plan.details.planYearEnd'),
              value: p.fiscalYearEnd ? `${yearEnd} (${p.fiscalYearEnd})` : yearEnd,
            },
            {
              label: t('plan.details.currentYear'),
              value: t('plan.details.range', { start: date(p.planYearStart), end: date(p.planYearEnd) }),
            },
            { label: t('plan.details.renewalDate'), value: date(p.renewalDate), testId: 'plan-renewal' },
            { label: t('plan.details.employees'), value: p.employeeCount, testId: 'plan-employees' },
          ]}
        />
      </Section>
      <Section id="plan-fees" title={t('plan.details.feesTitle')}>
        <Facts
          items={[
            { label: t('plan.details.price'), value: money(p.priceCents) },
            { label: t('plan.details.renewal'), value: money(p.renewalCents) },
            ...(p.renewalTaxCents === null
              ? []
              : [
                  {
                    label: t(
                      p.taxIncluded === 'Y' ? 'plan.details.renewalTaxIncluded' : 'plan.details.renewalTax',
                      {
                        rate: rate(p.taxBps),
                      },
                    ),
                    value: money(p.renewalTaxCents),
                  },
                  {
                    label: t('plan.details.renewalTotal'),
                    value: money(p.renewalTotalCents),
                    testId: 'plan-renewal-total',
                  },
                ]),
            { label: t('plan.details.adminFee'), value: rate(p.adminFeeBps), testId: 'plan-admin-fee' },
            { label: t('plan.details.province'), value: p.province },
            { label: t('plan.details.provincialTax'), value: rate(p.taxBps) },
            {
              label: t('plan.details.claimTaxes'),
              value:
                taxes.length === 0 ? (
                  t('plan.details.noClaimTaxes')
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {taxes.map((k) => (
                      <li key={k}>{t(`plan.details.claimTaxItems.${k}`, { rate: rate(p.claimTaxes[k]) })}</li>
                    ))}
                  </Box>
                ),
            },
          ]}
        />
      </Section>
      <Section id="plan-features" title={t('plan.details.featuresTitle')}>
        <Facts
          items={[
            { label: t('plan.details.wellness'), value: yesNo(p.hasWellness) },
            { label: t('plan.details.onlineClaims'), value: yesNo(p.onlineClaimOk) },
            {
              label: t('plan.details.addOns'),
              testId: 'plan-addons',
              value:
                p.addOns.length === 0
                  ? t('plan.details.noAddOns')
                  : p.addOns.map((a: InsuranceProduct) => t(`plan.insurance.products.${a}`)).join(', '),
            },
          ]}
        />
      </Section>
    </>
  );
}

/**
 * Cancelling the plan (decision 0027): a month end and an optional reason, then a confirmation that
 * spells out the consequences; while pending, a withdrawal (also confirmed).
 */
function Cancellation({ data }: { data: PlanDetails }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const failures = useFieldFailures();
  const c = data.cancellation;
  const [date, setDate] = useState(c.dates[0] ?? '');
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm' | 'withdraw'>('choose');
  const done = async (answer: PlanDetails & { message: string }) => {
    setStep('choose');
    failures.clear();
    queryClient.setQueryData(planDetailsKey, strip(answer));
    showSuccess(tm(answer.message) ?? answer.message);
    await queryClient.invalidateQueries({ queryKey: fundingKey });
  };
  const cancel = useMutation({
    mutationFn: () =>
      call(
        api.employerCancelPlan,
        { effectiveDate: date, reason, confirm: 'Y' },
        { area: 'employee', snackbar: false },
      ),
    onSuccess: done,
    onError: (error) => {
      setStep('choose');
      failures.report(error);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => call(api.employerWithdrawCancellation, {}, { area: 'employee', snackbar: false }),
    onSuccess: done,
    onError: (error) => {
      setStep('choose');
      failures.report(error);
    },
  });
  // A double click on the red button cancels once (the second would be refused as already cancelled).
  const confirmCancel = useOneClick(() => cancel.mutate(), cancel.isPending, step === 'confirm');
  const fmt = (iso: string | null) => (iso ? formatDate(iso, language, 'long') : '');

  if (c.state === 'PENDING') {
    return (
      <Stack sx={{ gap: 2 }}>
        <Alert severity="warning" data-testid="cancellation-pending">
          {t('plan.cancel.pending', { date: fmt(c.effectiveDate), runOff: fmt(c.runOffEnds) })}
          {c.reason ? (
            <>
              <br />
              {t('plan.cancel.reasonShown', { reason: c.reason })}
            </>
          ) : null}
        </Alert>
        {c.canWithdraw === 'Y' ? (
          <Box>
            <Button variant="outlined" onClick={() => setStep('withdraw')}>
              {t('plan.cancel.withdraw')}
            </Button>
          </Box>
        ) : null}
        <ConfirmDialog
          open={step === 'withdraw'}
          onClose={() => setStep('choose')}
          title={t('plan.cancel.withdrawTitle')}
          cancelLabel={t('plan.common.close')}
          confirmLabel={t('plan.cancel.withdraw')}
          onConfirm={() => withdraw.mutate()}
          pending={withdraw.isPending}
        >
          {t('plan.cancel.withdrawBody')}
        </ConfirmDialog>
      </Stack>
    );
  }
  if (c.state !== 'NONE') {
    return (
      <Alert severity="info" data-testid="cancellation-ended">
        {c.state === 'RUN_OFF'
          ? t('plan.cancel.runOff', { date: fmt(c.effectiveDate), runOff: fmt(c.runOffEnds) })
          : t('plan.cancel.closed', { date: fmt(c.effectiveDate) })}
      </Alert>
    );
  }
  const runOff = (iso: string) => addDays(iso, c.runOffDays);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        failures.clear();
        setStep('confirm');
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography>{t('plan.cancel.intro')}</Typography>
        <TextField
          select
          id="cancel-date"
          label={t('plan.cancel.date')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={!!failures.message('effectiveDate')}
          helperText={failures.message('effectiveDate')}
          sx={{ maxWidth: 360 }}
        >
          {c.dates.map((d) => (
            <MenuItem key={d} value={d}>
              {fmt(d)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="cancel-reason"
          label={t('plan.cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          error={!!failures.message('reason')}
          helperText={failures.message('reason')}
          slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
        />
        <Box>
          <Button type="submit" variant="outlined" color="error">
            {t('plan.cancel.continue')}
          </Button>
        </Box>
      </Stack>
      <ResponsiveDialog
        open={step === 'confirm'}
        onClose={() => setStep('choose')}
        title={t('plan.cancel.confirmTitle', { date: fmt(date) })}
        testId="cancel-confirm"
        actions={
          <>
            <Button onClick={() => setStep('choose')} autoFocus>
              {t('plan.cancel.back')}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={confirmCancel.onClick}
              loading={confirmCancel.busy}
            >
              {t('plan.cancel.confirm')}
            </Button>
          </>
        }
      >
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
          {t('plan.cancel.consequences')}
        </Typography>
        <Stack component="ul" sx={{ pl: 3, my: 0, gap: 1 }}>
          <li>{t('plan.cancel.consequence1', { date: fmt(date) })}</li>
          <li>
            {t('plan.cancel.consequence2', { runOff: fmt(date ? runOff(date) : null), days: c.runOffDays })}
          </li>
          <li>{t('plan.cancel.consequence3', { balance: formatMoney(c.balanceCents, language) })}</li>
          <li>{t('plan.cancel.consequence4', { date: fmt(date) })}</li>
        </Stack>
      </ResponsiveDialog>
    </Box>
  );
}

/** /business-plan: the company plan's details and its cancellation (decision 0027). */
export function PlanScreen() {
  const { t } = useTranslation();
  const plan = usePlanDetails();
  return (
    <PageColumn title={t('pages.companyPlan')} maxWidth={880}>
      {plan.isPending ? (
        <Loading lines={6} />
      ) : plan.isError ? (
        <LoadError error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <>
          <PlanFacts data={plan.data} />
          <Section id="plan-cancel" title={t('plan.cancel.title')}>
            <Cancellation key={plan.dataUpdatedAt} data={plan.data} />
          </Section>
        </>
      )}
    </PageColumn>
  );
}
