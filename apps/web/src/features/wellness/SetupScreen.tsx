import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { api } from '@benefits/contract';
import { paths, todayIso } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { RouterButton } from '../../lib/ui/RouterLink';
import { showSuccess } from '../../lib/ui/snackbar';
import { useWellness, useWellnessChanged } from './api';
import { LoadError, Loading, PageColumn, PendingCard, PlanForm, Section } from './parts';

/**
 * /wellness/setup (docs/product §2, §3 "Employer"; decision 0026): a company without wellness
 * chooses its categories, an amount per classification and a date; a company that has it, or whose
 * setup is already waiting, is told so instead.
 */
export function SetupScreen() {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const state = useWellness();
  const changed = useWellnessChanged();
  const navigate = useNavigate();

  let body;
  if (state.isPending) body = <Loading lines={4} />;
  else if (state.isError) body = <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  else if (state.data.hasWellness)
    body = (
      <Alert severity="info" data-testid="wellness-already" role="status">
        <AlertTitle>{t('wellness.setup.alreadyTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('wellness.setup.alreadyBody')}
        </Typography>
        <RouterButton to={paths.company.wellnessManage.path} variant="outlined" color="inherit" size="small">
          {t('wellness.setup.toManage')}
        </RouterButton>
      </Alert>
    );
  else if (state.data.pending)
    body = (
      <Section id="wellness-pending" title={t('wellness.pending.setup')}>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('wellness.setup.pendingIntro')}
        </Typography>
        <PendingCard pending={state.data.pending} state={state.data} />
      </Section>
    );
  else if (state.data.classifications.length === 0)
    body = (
      <Alert severity="warning" data-testid="wellness-no-classes">
        <AlertTitle>{t('wellness.setup.noClassesTitle')}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('wellness.setup.noClassesBody')}
        </Typography>
        <RouterButton to={paths.company.classifications.path} variant="outlined" color="inherit" size="small">
          {t('wellness.setup.toClassifications')}
        </RouterButton>
      </Alert>
    );
  else
    body = (
      <Section id="wellness-setup" title={t('pages.wellnessSetup')}>
        <PlanForm
          testId="wellness-setup-form"
          classes={state.data.classifications}
          initial={{ categories: [], amounts: new Map() }}
          kind="setup"
          defaultDate={todayIso()}
          submitLabel={t('wellness.setup.submit')}
          onSubmit={async (values) => {
            const answer = await call(api.employerWellnessSetup, values, { snackbar: false });
            changed(answer);
            showSuccess(tm(answer.message) ?? answer.message);
            await navigate(paths.company.wellnessSetupSuccess.path);
          }}
        />
      </Section>
    );

  return (
    <PageColumn title={t('pages.wellnessSetup')} maxWidth={880}>
      <Typography color="text.secondary">{t('wellness.setup.intro')}</Typography>
      {body}
    </PageColumn>
  );
}
