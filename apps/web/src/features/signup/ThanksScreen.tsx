import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { resume, type SignupState } from './application';
import { Redirect } from '../../lib/redirect';

/**
 * /signup/thanks/{id}, step 3 (docs/product §4 "Client signup"): the return from the checkout
 * (?session_id=…) settles the payment (/client/signup/resume) and, paid, shows the new company's
 * and administrator's IDs; not paid, the review shows why.
 */
export function ThanksScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? undefined;
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [state, setState] = useState<SignupState | null>(null);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    resume(id, sessionId ? { sessionId } : {}).then(
      (answer) => live && setState(answer),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [id, sessionId]);

  if (state && state.currentSignupStep < 3) {
    return <Redirect to={`${paths.public.signupReview.getHref({ id })}?payment=cancelled`} />;
  }
  return (
    <PageCard title={t('signup.thanks.title')} width={560}>
      {failure ? (
        <Alert severity="error" role="alert">
          {tm(failure)}
        </Alert>
      ) : !state ? (
        <Typography role="status">{t('signup.thanks.checking')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} data-testid="signup-done">
            {t('signup.thanks.done')}
          </Typography>
          {state.paid ? (
            <Typography sx={{ mb: 1 }} data-testid="signup-ids">
              {t('signup.thanks.ids', { company: state.paid.employerId, admin: state.paid.adminId })}
            </Typography>
          ) : null}
          <Typography color="text.secondary">{t('signup.thanks.mail')}</Typography>
          <RouterButton to={paths.public.login.getHref()} variant="contained" sx={{ mt: 3 }}>
            {t('signup.thanks.login')}
          </RouterButton>
        </>
      )}
    </PageCard>
  );
}
