import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import {
  dollarsToCents,
  EMPLOYER_LEDGER_KINDS,
  FUNDING_FREQUENCIES,
  FUNDING_METHODS,
  fundingChoiceErrors,
  hasScheduledDeposit,
  languageOf,
  ledgerReferenceIn,
  MESSAGES,
  paths,
  refundError,
  type FundingFrequency,
  type FundingMethod,
} from '@benefits/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import { newRequestId } from '../../lib/api/requestId';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { LoadError } from '../../lib/ui/LoadError';
import { PageColumn } from '../../lib/ui/PageColumn';
import { RouterLink } from '../../lib/ui/RouterLink';
import { Loading, Section } from '../../lib/ui/Section';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { balanceKey, fundingKey, strip, useBalance, useFunding, type Balance, type Funding } from './api';
import { Card, CardList, useFieldFailures, useLanguage } from './ui';
import { useMoneyAdornment } from '../../lib/ui/MoneyAdornment';

const centsToInput = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** How and how often the company funds its account (decision 0027). */
function FundingForm({ data }: { data: Funding }) {
  const dollar = useMoneyAdornment();
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const failures = useFieldFailures();
  const [method, setMethod] = useState<FundingMethod>(data.funding.method);
  const [frequency, setFrequency] = useState<FundingFrequency>(data.funding.frequency);
  const [deposit, setDeposit] = useState(centsToInput(data.funding.depositCents));
  const ended = data.planEnded === 'Y';
  const choice = {
    method,
    frequency,
    depositCents: hasScheduledDeposit(frequency) ? dollarsToCents(deposit) : null,
  };
  const save = useMutation({
    mutationFn: () => call(api.employerCompanyFundingSet, choice, { area: 'employee', snackbar: false }),
    onSuccess: (answer) => {
      failures.clear();
      queryClient.setQueryData(fundingKey, strip(answer));
      showSuccess(tm(answer.message) ?? answer.message);
    },
    onError: failures.report,
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Checked before sending, by the server's own rule (a deposit from $100 to $1,000,000): the
        // field says what is wrong, the snackbar the general message the server would answer.
        const problems = fundingChoiceErrors(choice, { padOnFile: data.padOnFile === 'Y' });
        if (Object.keys(problems).length > 0) {
          failures.show(problems);
          showFailure(tm(MESSAGES.correctInformation) ?? MESSAGES.correctInformation);
          if (problems.depositCents) document.getElementById('funding-deposit')?.focus();
          return;
        }
        save.mutate();
      }}
    >
      <Stack sx={{ gap: 3 }}>
        {data.funding.chosen === 'N' ? (
          <Alert severity="info">{t('plan.funding.defaultChoice')}</Alert>
        ) : null}
        {ended ? <Alert severity="warning">{t('plan.funding.ended')}</Alert> : null}
        <FormControl error={!!failures.message('method')} disabled={ended}>
          <FormLabel id="funding-method-label">{t('plan.funding.method')}</FormLabel>
          <RadioGroup
            aria-labelledby="funding-method-label"
            name="method"
            value={method}
            onChange={(e) => setMethod(e.target.value as FundingMethod)}
          >
            {FUNDING_METHODS.map((m) => (
              <Box key={m} sx={{ mb: 1 }}>
                <FormControlLabel
                  value={m}
                  control={<Radio />}
                  label={t(`plan.funding.methods.${m}`)}
                  disabled={ended || (m === 'PAD' && data.padOnFile === 'N')}
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                  {t(`plan.funding.methodHelp.${m}`)}
                </Typography>
              </Box>
            ))}
          </RadioGroup>
          {data.padOnFile === 'N' ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('plan.funding.padMissing')}{' '}
              <RouterLink to={paths.company.businessBanking.getHref()}>
                {t('plan.funding.padLink')}
              </RouterLink>
            </Typography>
          ) : null}
          {failures.message('method') ? <FormHelperText>{failures.message('method')}</FormHelperText> : null}
        </FormControl>
        <FormControl error={!!failures.message('frequency')} disabled={ended}>
          <FormLabel id="funding-frequency-label">{t('plan.funding.frequency')}</FormLabel>
          <RadioGroup
            aria-labelledby="funding-frequency-label"
            name="frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as FundingFrequency)}
          >
            {FUNDING_FREQUENCIES.map((f) => (
              <FormControlLabel
                key={f}
                value={f}
                control={<Radio />}
                label={t(`plan.funding.frequencies.${f}`)}
                disabled={ended || (f === 'PER_CLAIM' && method !== 'PAD')}
              />
            ))}
          </RadioGroup>
          {failures.message('frequency') ? (
            <FormHelperText>{failures.message('frequency')}</FormHelperText>
          ) : null}
        </FormControl>
        {hasScheduledDeposit(frequency) ? (
          <TextField
            id="funding-deposit"
            label={t('plan.funding.deposit')}
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
            inputMode="decimal"
            disabled={ended}
            error={!!failures.message('depositCents')}
            helperText={failures.message('depositCents') ?? t('plan.funding.depositHelp')}
            slotProps={{ input: dollar }}
            sx={{ maxWidth: 320 }}
          />
        ) : null}
        {ended ? null : (
          <Box>
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              {t('plan.common.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

const kindKey = (kind: string) =>
  (EMPLOYER_LEDGER_KINDS as readonly string[]).includes(kind)
    ? (kind as (typeof EMPLOYER_LEDGER_KINDS)[number])
    : 'OTHER';

/** The company balance and its recent movements (deposits, claims paid, refunds). */
function BalanceView({ data }: { data: Balance }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Typography color="text.secondary">{t('plan.balance.balance')}</Typography>
        <Typography
          variant="h3"
          component="p"
          data-testid="company-balance"
          sx={{ fontSize: '2rem', fontWeight: 600 }}
        >
          {formatMoney(data.balanceCents, language)}
        </Typography>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {t('plan.balance.movements')}
      </Typography>
      {data.movements.length === 0 ? (
        <Typography color="text.secondary">{t('plan.balance.noMovements')}</Typography>
      ) : (
        <CardList label={t('plan.balance.movements')} testId="movements">
          {data.movements.map((m) => (
            <Card key={m.id}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t(`plan.balance.kinds.${kindKey(m.kind)}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(m.at, language)}
                    {m.reference ? ` · ${ledgerReferenceIn(m.reference, languageOf(language))}` : ''}
                  </Typography>
                </Box>
                <Typography
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    fontWeight: 600,
                    color: m.amountCents < 0 ? 'text.primary' : 'success.main',
                  }}
                >
                  {formatMoney(m.amountCents, language)}
                </Typography>
              </Stack>
            </Card>
          ))}
        </CardList>
      )}
    </Stack>
  );
}

/** A refund of a surplus: at most the balance (the server says so too), after a confirmation. */
function RefundForm({ data }: { data: Balance }) {
  const dollar = useMoneyAdornment();
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const failures = useFieldFailures();
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  // The refund being asked for and its request ID (decision 0027), kept until the server has
  // recorded it: the same refund confirmed again after a failure (maybe an answer lost on the way
  // back) is answered by the first instead of refunding twice. Read in handlers only.
  const request = useRef<{ amountCents: number; requestId: string } | null>(null);
  const cents = dollarsToCents(amount);
  const refund = useMutation({
    mutationFn: (asked: { amountCents: number; requestId: string }) =>
      call(api.employerRefund, { ...asked, confirm: 'Y' }, { area: 'employee', snackbar: false }),
    onSuccess: async (answer) => {
      request.current = null;
      setAsking(false);
      setAmount('');
      failures.clear();
      queryClient.setQueryData(balanceKey, strip(answer));
      showSuccess(tm(answer.message) ?? answer.message);
      await queryClient.invalidateQueries({ queryKey: fundingKey });
      // The drawer's group balance is the user's GROUP_BALANCE.
      await queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    },
    onError: (error) => {
      setAsking(false);
      failures.report(error);
    },
  });
  const shown = formatMoney(cents ?? 0, language);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Checked before the confirmation, by the server's own rule: no "Refund $0.00?".
        const problem = refundError(cents ?? 0, data.balanceCents);
        if (problem) failures.show({ amountCents: problem });
        else {
          failures.clear();
          setAsking(true);
        }
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <Typography>{t('plan.balance.refundIntro')}</Typography>
        <Typography color="text.secondary">{t(`plan.balance.refundTo.${data.refundTo}`)}</Typography>
        <TextField
          id="refund-amount"
          label={t('plan.balance.refundAmount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          error={!!failures.message('amountCents')}
          helperText={failures.message('amountCents')}
          slotProps={{ input: dollar }}
          sx={{ maxWidth: 320 }}
        />
        <Box>
          <Button type="submit" variant="outlined">
            {t('plan.balance.refundButton')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('plan.balance.refundConfirmTitle', { amount: shown })}
        testId="refund-confirm"
        cancelLabel={t('plan.balance.cancel')}
        confirmLabel={t('plan.balance.refundConfirm')}
        onConfirm={() => {
          const amountCents = cents ?? 0;
          if (request.current?.amountCents !== amountCents) {
            request.current = { amountCents, requestId: newRequestId() };
          }
          refund.mutate(request.current);
        }}
        pending={refund.isPending}
      >
        {t('plan.balance.refundConfirmBody', {
          amount: shown,
          balance: formatMoney(data.balanceCents, language),
        })}
      </ConfirmDialog>
    </Box>
  );
}

/** /company-funding: the funding choice, the balance with its movements, and a refund request. */
export function CompanyFundingScreen() {
  const { t } = useTranslation();
  const funding = useFunding();
  const balance = useBalance();
  return (
    <PageColumn title={t('pages.companyFunding')} maxWidth={880}>
      <Typography>{t('plan.funding.intro')}</Typography>
      <Section id="company-funding" title={t('plan.funding.formTitle')}>
        {funding.isPending ? (
          <Loading lines={4} />
        ) : funding.isError ? (
          <LoadError error={funding.error} onRetry={() => void funding.refetch()} />
        ) : (
          <FundingForm key={funding.dataUpdatedAt} data={funding.data} />
        )}
      </Section>
      <Section id="company-balance-section" title={t('plan.balance.title')}>
        {balance.isPending ? (
          <Loading lines={3} />
        ) : balance.isError ? (
          <LoadError error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          <BalanceView data={balance.data} />
        )}
      </Section>
      {balance.data ? (
        <Section id="company-refund" title={t('plan.balance.refundTitle')}>
          <RefundForm data={balance.data} />
        </Section>
      ) : null}
    </PageColumn>
  );
}
