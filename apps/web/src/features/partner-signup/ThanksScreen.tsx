import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { forgetApplication } from './application';
import type { ThanksState } from './ReviewScreen';

/**
 * /partner/signup/thanks, step 2 (docs/product §4 "Partner signup"): the new partner ID and what comes
 * next, from the submission (the router state the review leaves). Opened without one (a bookmark, a
 * link passed on) it claims nothing was sent, and offers to apply or to sign in.
 */
export function ThanksScreen() {
  const { t } = useTranslation();
  const state = useLocation().state as Partial<ThanksState> | null;
  const submitted = Boolean(state?.id);
  // Submitted: nothing of the application is kept, in memory or in the tab (a page opened without a
  // submission leaves a draft being typed in this tab alone).
  useEffect(() => {
    if (submitted) forgetApplication();
  }, [submitted]);
  if (!submitted) {
    return (
      <PageCard title={t('partnerSignup.thanks.nothingTitle')} width={560}>
        <Typography data-testid="partner-signup-nothing">{t('partnerSignup.thanks.nothing')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 3, gap: 1.5, alignItems: { sm: 'center' } }}>
          <RouterButton to={paths.public.partnerSignup.getHref()} variant="contained">
            {t('partnerSignup.thanks.apply')}
          </RouterButton>
          <RouterButton to={paths.public.partnerLogin.getHref()}>
            {t('partnerSignup.thanks.login')}
          </RouterButton>
        </Stack>
      </PageCard>
    );
  }
  return (
    <PageCard title={t('partnerSignup.thanks.title')} width={560}>
      <Typography sx={{ mb: 1 }} data-testid="new-partner-id">
        {t('partnerSignup.thanks.id', { id: state?.id })}
      </Typography>
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
