import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../lib/format';
import { RouterButton } from '../../lib/ui/RouterLink';
import { useWellness, type WellnessState } from './api';
import { CategoryList, LoadError, Loading, PageColumn, Section } from './parts';

function Summary({
  categories,
  amounts,
  state,
}: {
  categories: string[];
  amounts: Map<number, number>;
  state: WellnessState;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Section id="wellness-summary" title={t('wellness.success.categories')}>
      <CategoryList categories={categories} label={t('wellness.success.categories')} />
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('wellness.success.amounts')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {state.classifications.map((c) => (
          <Box key={c.classificationId} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {c.classificationName}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, mb: { xs: 1, sm: 0 } }}>
              {formatMoney(amounts.get(c.classificationId) ?? 0, i18n.language)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** /wellness/setup/success: what the setup did (or will do on its date), and where to go next. */
export function SetupSuccessScreen() {
  const { t, i18n } = useTranslation();
  const state = useWellness();

  let body;
  if (state.isPending) body = <Loading lines={3} />;
  else if (state.isError) body = <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  else {
    const s = state.data;
    const pendingSetup = s.pending?.kind === 'setup' ? s.pending : null;
    if (s.hasWellness)
      body = (
        <>
          <Alert severity="success" icon={<CheckCircleIcon aria-hidden />} data-testid="wellness-success">
            <AlertTitle>{t('wellness.success.appliedTitle')}</AlertTitle>
            {t('wellness.success.appliedBody')}
          </Alert>
          <Summary
            categories={s.categories}
            amounts={new Map(s.classifications.map((c) => [c.classificationId, c.wellnessAmountCents]))}
            state={s}
          />
        </>
      );
    else if (pendingSetup)
      body = (
        <>
          <Alert severity="info" icon={<ScheduleIcon aria-hidden />} data-testid="wellness-success">
            <AlertTitle>
              {t('wellness.success.pendingTitle', {
                date: formatDate(pendingSetup.effective_date, i18n.language, 'long'),
              })}
            </AlertTitle>
            {t('wellness.success.pendingBody')}
          </Alert>
          <Summary
            categories={pendingSetup.categories}
            amounts={new Map(pendingSetup.amounts.map((a) => [a.classificationId, a.wellnessAmountCents]))}
            state={s}
          />
        </>
      );
    else
      body = (
        <Alert severity="warning" data-testid="wellness-none">
          <AlertTitle>{t('wellness.success.noneTitle')}</AlertTitle>
          {t('wellness.success.noneBody')}
        </Alert>
      );
  }

  const s = state.data;
  return (
    <PageColumn title={t('pages.wellnessSetupComplete')} maxWidth={880}>
      {body}
      {s ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {s.hasWellness ? (
            <RouterButton to={paths.company.wellnessManage.path} variant="contained">
              {t('wellness.success.toManage')}
            </RouterButton>
          ) : (
            <RouterButton to={paths.company.wellnessSetup.path} variant="contained">
              {t('wellness.success.toSetup')}
            </RouterButton>
          )}
          <RouterButton to={paths.employee.dashboard.path} variant="outlined">
            {t('wellness.common.dashboard')}
          </RouterButton>
        </Stack>
      ) : null}
    </PageColumn>
  );
}
