import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, ErrorCode } from '@benefits/contract';
import {
  INSURANCE_FUNDING,
  INSURANCE_TERMS,
  type InsuranceFunding,
  type InsuranceProduct,
} from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api/client';
import { formatDate, formatMoney, formatRate } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { Facts } from '../../lib/ui/Facts';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { Loading, Section } from '../../lib/ui/Section';
import { showSuccess } from '../../lib/ui/snackbar';
import { insuranceKey, strip, useInsurance, type Insurance } from './api';
import { useFieldFailures, useLanguage } from './ui';

/** Each add-on with its coverage and premiums, and how it is paid (one choice per product). */
function InsuranceForm({ data }: { data: Insurance }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const failures = useFieldFailures();
  const ended = data.planEnded === 'Y';
  const [choices, setChoices] = useState<Record<string, InsuranceFunding>>(
    Object.fromEntries(data.products.map((p) => [p.product, p.funding])),
  );
  const save = useMutation({
    mutationFn: () =>
      call(
        api.employerInsuranceFundingSet,
        {
          products: data.products.map((p) => ({
            product: p.product,
            funding: choices[p.product] ?? p.funding,
          })),
        },
        { area: 'employee', snackbar: false },
      ),
    onSuccess: (answer) => {
      failures.clear();
      queryClient.setQueryData(insuranceKey, strip(answer));
      showSuccess(tm(answer.message) ?? answer.message);
    },
    onError: failures.report,
  });
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack sx={{ gap: 3 }}>
        {ended ? <Alert severity="warning">{t('plan.insurance.ended')}</Alert> : null}
        {data.products.map((p) => (
          <Section
            key={p.product}
            id={`insurance-${p.product}`}
            title={t(`plan.insurance.products.${p.product}`)}
          >
            <Typography sx={{ mb: 2 }}>{t(`plan.insurance.descriptions.${p.product}`)}</Typography>
            <Facts
              items={[
                { label: t('plan.insurance.insurer'), value: p.insurer },
                { label: t('plan.insurance.policy'), value: p.policyNumber },
                { label: t('plan.insurance.coverage'), value: money(p.coverageCents) },
                ...(p.deductibleCents > 0
                  ? [{ label: t('plan.insurance.deductible'), value: money(p.deductibleCents) }]
                  : []),
                {
                  label: t('plan.insurance.terms'),
                  value: t(`plan.insurance.termsText.${p.product}`, {
                    coverage: money(p.coverageCents),
                    deductible: money(p.deductibleCents),
                    days: INSURANCE_TERMS.TRAVEL.tripDays,
                    earnings: formatRate(INSURANCE_TERMS.EEI.earningsBps, language),
                    wait: INSURANCE_TERMS.EEI.waitingDays,
                    age: INSURANCE_TERMS.EEI.untilAge,
                  }),
                  testId: `insurance-terms-${p.product}`,
                },
                { label: t('plan.insurance.since'), value: formatDate(p.startDate, language) },
                { label: t('plan.insurance.premium'), value: money(p.premiumCents) },
                { label: t('plan.insurance.covered'), value: p.coveredEmployees },
                {
                  label: t('plan.insurance.monthly'),
                  value: money(p.monthlyCents),
                  testId: `insurance-monthly-${p.product}`,
                },
              ]}
            />
            <TextField
              select
              id={`insurance-funding-${p.product}`}
              label={t('plan.insurance.funding')}
              value={choices[p.product] ?? p.funding}
              disabled={ended}
              onChange={(e) =>
                setChoices((c) => ({
                  ...c,
                  [p.product as InsuranceProduct]: e.target.value as InsuranceFunding,
                }))
              }
              error={!!failures.message(`funding_${p.product}`)}
              helperText={failures.message(`funding_${p.product}`)}
              sx={{ mt: 2, minWidth: { xs: '100%', sm: 360 } }}
            >
              {INSURANCE_FUNDING.map((f) => (
                <MenuItem key={f} value={f} disabled={f === 'PAD' && data.padOnFile === 'N'}>
                  {t(`plan.insurance.fundings.${f}`)}
                </MenuItem>
              ))}
            </TextField>
          </Section>
        ))}
        <Typography sx={{ fontWeight: 600 }} data-testid="insurance-total">
          {t('labelled', { label: t('plan.insurance.total'), value: money(data.monthlyTotalCents) })}
        </Typography>
        {ended ? null : (
          <Box>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              {t('plan.insurance.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** /insurance-funding: the company's insurance add-ons (docs/product §6; decision 0027). */
export function InsuranceFundingScreen() {
  const { t } = useTranslation();
  const insurance = useInsurance();
  const none = insurance.error instanceof ApiError && insurance.error.code === ErrorCode.CONFLICT;
  return (
    <PageColumn title={t('pages.insuranceFunding')} maxWidth={880}>
      <Typography>{t('plan.insurance.intro')}</Typography>
      {insurance.isPending ? (
        <Loading lines={5} />
      ) : none ? (
        <Alert severity="info">{t('plan.insurance.none')}</Alert>
      ) : insurance.isError ? (
        <LoadError error={insurance.error} onRetry={() => void insurance.refetch()} />
      ) : (
        <InsuranceForm key={insurance.dataUpdatedAt} data={insurance.data} />
      )}
    </PageColumn>
  );
}
