import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { forgetApplication } from './application';
import type { ThanksState } from './ReviewScreen';

/** /partner/signup/thanks, step 2 (docs/product §4 "Partner signup"): the new partner ID and what comes next. */
export function ThanksScreen() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<ThanksState> | null;
  // Submitted: nothing of the application is kept, in memory or in the tab.
  useEffect(() => forgetApplication(), []);
  return (
    <PageCard title={t('partnerSignup.thanks.title')} width={560}>
      {state?.id ? (
        <Typography sx={{ mb: 1 }} data-testid="new-partner-id">
          {t('partnerSignup.thanks.id', { id: state.id })}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 1 }}>
        {state?.email
          ? t('partnerSignup.thanks.mail', { email: state.email })
          : t('partnerSignup.thanks.mailNoAddress')}
      </Typography>
      <Typography color="text.secondary">{t('partnerSignup.thanks.banking')}</Typography>
      <RouterButton to={paths.public.partnerLogin.getHref()} variant="contained" sx={{ mt: 3 }}>
        {t('partnerSignup.thanks.login')}
      </RouterButton>
    </PageCard>
  );
}
