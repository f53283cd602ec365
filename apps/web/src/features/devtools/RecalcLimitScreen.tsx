import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { limitKeptCents } from '@benefits/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/client';
import { formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog';
import { Facts } from '../../lib/ui/Facts';
import { dismissFailure, showSuccess } from '../../lib/ui/snackbar';
import { useRecalc, type Recalc } from './api';
import { DevtoolsPage } from './DevtoolsPage';

/**
 * /tools/recal-employee-limit: one employee's limit for the current plan year as the ledger holds it
 * against their classification's amounts; the difference applied, after a confirmation, as ledger
 * rows (decision 0032).
 */
export function RecalcLimitScreen() {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const preview = useRecalc();
  const apply = useRecalc();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Recalc | undefined>();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${money(cents)}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A new attempt: the last one's red snackbar (an unknown employee) does not stay beside its answer.
    dismissFailure();
    if (!/^\d+$/.test(userId.trim())) {
      setError(t('devtools.recalc.employeeIdRequired'));
      return;
    }
    setError(undefined);
    setResult(undefined);
    preview.mutate(
      { userId: userId.trim(), apply: false },
      {
        onSuccess: setResult,
        onError: (failure) => {
          if (failure instanceof ApiError) setError(tm(failure.fields.userId ?? failure.general));
        },
      },
    );
  };

  const onApply = () => {
    if (!result) return;
    apply.mutate(
      { userId: String(result.employeeId), apply: true },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setResult(answer);
          // The app's snackbar, which hides by itself as every other screen's success does.
          showSuccess(t('devtools.recalc.applied'));
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const amounts = (a: { beforeCents: number; afterCents: number }) =>
    t('devtools.recalc.beforeAfter', { before: money(a.beforeCents), after: money(a.afterCents) });
  // A lower limit takes at most what the account holds (decision 0022, amended 2026-12-07): the
  // answer's rows then take less than the limits' difference, or nothing once the balance is $0.00.
  const kept =
    result !== undefined &&
    result.funded &&
    result.classification !== '' &&
    (['HSA', 'WSA'] as const).some((account) => {
      const limits = account === 'HSA' ? result.hsa : result.wsa;
      const written = result.adjustments.find((a) => a.account === account)?.amountCents ?? 0;
      return limits !== null && limitKeptCents(limits, written) > 0;
    });

  return (
    <DevtoolsPage
      title={t('devtools.recalc.title')}
      intro={t('devtools.recalc.intro')}
      menuKey="recalcEmployeeLimit"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            id="recalc-employee-id"
            label={t('devtools.recalc.employeeId')}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            required
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="contained" loading={preview.isPending} sx={{ mt: { sm: 1 } }}>
            {t('devtools.recalc.calculate')}
          </Button>
        </Stack>
      </Paper>
      {result ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
          data-testid="recalc-result"
        >
          <Facts
            items={[
              { label: t('devtools.recalc.employee'), value: `${result.name} (${result.employeeId})` },
              { label: t('devtools.recalc.company'), value: result.companyName },
              {
                label: t('devtools.recalc.classification'),
                value: result.classification || t('devtools.recalc.noClassification'),
              },
              { label: t('devtools.recalc.planYear'), value: result.planYear },
              {
                label: t('devtools.recalc.funded'),
                value: result.funded ? t('devtools.recalc.yes') : t('devtools.recalc.no'),
              },
              { label: t('devtools.recalc.hsa'), value: amounts(result.hsa), testId: 'recalc-hsa' },
              ...(result.wsa
                ? [{ label: t('devtools.recalc.wsa'), value: amounts(result.wsa), testId: 'recalc-wsa' }]
                : []),
            ]}
          />
          {result.adjustments.length === 0 ? (
            !result.applied ? (
              <Alert severity="info" data-testid="recalc-up-to-date">
                {!result.funded
                  ? t('devtools.recalc.notFunded')
                  : kept
                    ? t('devtools.recalc.keptNothingToApply')
                    : t('devtools.recalc.upToDate')}
              </Alert>
            ) : null
          ) : (
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t(result.applied ? 'devtools.recalc.changesWritten' : 'devtools.recalc.changes')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="recalc-changes">
                {result.adjustments.map((adj) => (
                  <li key={adj.account}>
                    {t('devtools.recalc.change', { account: adj.account, amount: signed(adj.amountCents) })}
                  </li>
                ))}
              </Box>
              {kept ? (
                <Alert severity="info" sx={{ mt: 2 }} data-testid="recalc-kept">
                  {t('devtools.recalc.kept')}
                </Alert>
              ) : null}
              {!result.applied ? (
                <Button
                  variant="contained"
                  color="warning"
                  sx={{ mt: 2 }}
                  onClick={() => setConfirming(true)}
                >
                  {t('devtools.recalc.apply')}
                </Button>
              ) : null}
            </Box>
          )}
        </Paper>
      ) : null}
      {confirming && result ? (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          title={t('devtools.recalc.confirmTitle')}
          testId="recalc-confirm"
          cancelLabel={t('devtools.recalc.cancel')}
          confirmLabel={t('devtools.recalc.apply')}
          onConfirm={onApply}
          pending={apply.isPending}
        >
          {t('devtools.recalc.confirmBody', { count: result.adjustments.length, id: result.employeeId })}
        </ConfirmDialog>
      ) : null}
    </DevtoolsPage>
  );
}
