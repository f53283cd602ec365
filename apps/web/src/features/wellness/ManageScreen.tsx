import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { api } from '@benefits/contract';
import { addDays, paths, todayIso, WELLNESS_MESSAGES as M, wellnessDateProblem } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../lib/api/client';
import { formatDate, formatMoney } from '../../lib/format';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { ResponsiveDialog } from '../../lib/ui/ResponsiveDialog';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showFailure, showSuccess } from '../../lib/ui/snackbar';
import { useWellness, useWellnessChanged, type WellnessState } from './api';
import {
  CategoryList,
  LoadError,
  Loading,
  PageColumn,
  PendingCard,
  PlanForm,
  Section,
  tomorrow,
} from './parts';

/** The dark theme's error.main is too light a red for text on paper: use error.light there. */
const dangerOutline = (theme: { palette: { mode: string } }) =>
  theme.palette.mode === 'dark' ? { color: 'error.light', borderColor: 'error.light' } : {};

/**
 * Ends wellness in two steps: the date, then a confirmation that spells out what ending means
 * (decision 0026) before the red button sends it.
 */
function TerminateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const tm = useTranslateMessage();
  const changed = useWellnessChanged();
  const today = todayIso();
  const [date, setDate] = useState(tomorrow());
  const [error, setError] = useState<string | undefined>();
  const [step, setStep] = useState<'date' | 'confirm'>('date');
  const end = useMutation({
    mutationFn: () =>
      call(api.employerWellnessTerminate, { effective_date: date, confirmed: true }, { snackbar: false }),
    onSuccess: (answer) => {
      changed(answer);
      showSuccess(tm(answer.message) ?? answer.message);
      onClose();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.fields.effective_date) {
        setError(tm(failure.fields.effective_date));
        setStep('date');
      } else {
        showFailure(failure instanceof ApiError ? (tm(failure.general) ?? '') : String(failure));
        onClose();
      }
    },
  });
  const shown = formatDate(date, i18n.language, 'long');
  if (step === 'date') {
    return (
      <ResponsiveDialog
        open
        onClose={onClose}
        title={t('wellness.terminate.title')}
        testId="terminate-dialog"
        onSubmit={() => {
          const problem = wellnessDateProblem(date, today);
          if (problem) setError(tm(M[problem]));
          else setStep('confirm');
        }}
        actions={
          <>
            <Button onClick={onClose}>{t('wellness.common.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('wellness.terminate.next')}
            </Button>
          </>
        }
      >
        <Typography sx={{ mb: 1 }}>{t('wellness.terminate.dateIntro')}</Typography>
        <TextField
          fullWidth
          margin="normal"
          required
          type="date"
          id="terminate-date"
          label={t('wellness.terminate.date')}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, 365) } }}
        />
      </ResponsiveDialog>
    );
  }
  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      title={t('wellness.terminate.confirmTitle', { date: shown })}
      testId="terminate-confirm-dialog"
      actions={
        <>
          <Button onClick={() => setStep('date')} autoFocus>
            {t('wellness.terminate.back')}
          </Button>
          <Button variant="contained" color="error" loading={end.isPending} onClick={() => end.mutate()}>
            {t('wellness.terminate.confirm')}
          </Button>
        </>
      }
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('wellness.terminate.consequences', { date: shown })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        <Typography component="li">{t('wellness.terminate.noClaims')}</Typography>
        <Typography component="li">{t('wellness.terminate.balances')}</Typography>
        <Typography component="li">{t('wellness.terminate.amounts')}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('wellness.terminate.undo')}
      </Typography>
    </ResponsiveDialog>
  );
}

function Current({ state }: { state: WellnessState }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('wellness.manage.categories')}
      </Typography>
      <CategoryList categories={state.categories} label={t('wellness.manage.categories')} />
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2.5, mb: 1 }}>
        {t('wellness.manage.amountsLabel')}
      </Typography>
      {state.classifications.length === 0 ? (
        <Typography color="text.secondary">{t('wellness.manage.noClasses')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t('wellness.manage.amountsLabel')}
          data-testid="wellness-amounts"
          sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}
        >
          {state.classifications.map((c) => (
            <Paper
              component="li"
              variant="outlined"
              key={c.classificationId}
              sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.classificationName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('wellness.common.employees', { count: c.employeeCount })}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 500 }}>
                {/* No wellness amount (0) reads as on /classifications, not as $0.00. */}
                {c.wellnessAmountCents === 0
                  ? t('wellness.common.noAmount')
                  : formatMoney(c.wellnessAmountCents, i18n.language)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * /wellness/manage (docs/product §2, §4 "Wellness category and limit changes have pending versions";
 * decision 0026): the current categories and amounts, the pending change (deletable), a change from a
 * date and the end of wellness. A company without wellness is sent to the setup.
 */
export function ManageScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const state = useWellness();
  const changed = useWellnessChanged();
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);

  let body;
  if (state.isPending) body = <Loading lines={4} />;
  else if (state.isError) body = <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  else if (!state.data.hasWellness)
    body = (
      <Alert severity="info" data-testid="wellness-not-set-up" role="status">
        <AlertTitle>{t('wellness.manage.notSetUpTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('wellness.manage.notSetUpBody')}
        </Typography>
        <RouterButton to={paths.company.wellnessSetup.path} variant="outlined" color="inherit" size="small">
          {t('wellness.manage.toSetup')}
        </RouterButton>
      </Alert>
    );
  else {
    const s = state.data;
    const pending = s.pending;
    body = (
      <>
        <Section id="wellness-current" title={t('wellness.manage.currentTitle')}>
          <Current state={s} />
          {pending ? (
            <Box sx={{ mt: 2 }}>
              <PendingCard pending={pending} state={s} />
            </Box>
          ) : null}
          {!editing ? (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
              <Button
                variant="contained"
                onClick={() => setEditing(true)}
                disabled={pending !== null}
                title={pending ? t('wellness.manage.alreadyPending') : undefined}
              >
                {t('wellness.manage.change')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                sx={dangerOutline}
                onClick={() => setEnding(true)}
                disabled={pending !== null}
                title={pending ? t('wellness.manage.alreadyPending') : undefined}
              >
                {t('wellness.manage.end')}
              </Button>
            </Stack>
          ) : null}
          {pending ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('wellness.manage.alreadyPending')}
            </Typography>
          ) : null}
        </Section>
        {editing && !pending ? (
          <Section id="wellness-change" title={t('wellness.manage.changeTitle')}>
            <PlanForm
              testId="wellness-change-form"
              classes={s.classifications}
              initial={{
                categories: s.categories,
                amounts: new Map(s.classifications.map((c) => [c.classificationId, c.wellnessAmountCents])),
              }}
              kind="change"
              defaultDate={tomorrow()}
              submitLabel={t('wellness.manage.saveChange')}
              onCancel={() => setEditing(false)}
              onSubmit={async (values) => {
                const answer = await call(api.employerWellnessManage, values, { snackbar: false });
                changed(answer);
                showSuccess(tm(answer.message) ?? answer.message);
                setEditing(false);
              }}
            />
          </Section>
        ) : null}
        {ending ? <TerminateDialog onClose={() => setEnding(false)} /> : null}
      </>
    );
  }

  return (
    <PageColumn title={t('pages.wellnessManage')} maxWidth={880}>
      <Typography color="text.secondary">{t('wellness.manage.intro')}</Typography>
      {body}
    </PageColumn>
  );
}
