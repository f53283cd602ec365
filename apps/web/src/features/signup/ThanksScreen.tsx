import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorCode } from '@benefits/contract';
import { paths } from '@benefits/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { newApplicationHref, resume, type SignupState } from './application';
import { Redirect } from '../../lib/redirect';

/**
 * What /signup/thanks/{id} says when it has no sign-up to confirm: opened directly (a bookmark, a
 * link passed on) for an application not paid, or for one that does not exist. It claims nothing was
 * done or mailed, and offers to continue the application (when there is one) or to start a new one.
 */
function NothingToConfirm({
  id,
  message,
  appdata,
}: {
  id?: string;
  message?: string;
  /** The application, when there is one: a new one keeps its referring partner. */
  appdata?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('signup.thanks.nothingTitle')} width={560}>
      {message ? (
        <Alert severity="info" role="status">
          {message}
        </Alert>
      ) : (
        <Typography data-testid="signup-nothing">{t('signup.thanks.notPaid')}</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 3, gap: 1.5, alignItems: { sm: 'center' } }}>
        {id ? (
          <RouterButton to={paths.public.signupStep.getHref({ id })} variant="contained">
            {t('signup.thanks.continue')}
          </RouterButton>
        ) : null}
        <RouterButton to={newApplicationHref(appdata)} variant={id ? 'text' : 'contained'}>
          {t('signup.startNew')}
        </RouterButton>
      </Stack>
    </PageCard>
  );
}

/**
 * /signup/thanks/{id}, step 3 (docs/product §4 "Client signup"): the return from the checkout
 * (?session_id=…) settles the payment (/client/signup/resume) and, paid, shows the new company's
 * and administrator's IDs; not paid, the review shows why. Opened without a return from the checkout,
 * a paid application shows the same (its mails went out when it was paid); any other says there is
 * nothing to confirm (NothingToConfirm).
 */
export function ThanksScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id') ?? undefined;
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const [state, setState] = useState<SignupState | null>(null);
  const [failure, setFailure] = useState<{ message: string; notFound: boolean }>();

  useEffect(() => {
    let live = true;
    resume(id, sessionId ? { sessionId } : {}).then(
      (answer) => live && setState(answer),
      (error: unknown) =>
        live &&
        setFailure({
          message: error instanceof Error ? error.message : String(error),
          notFound: error instanceof ApiError && error.code === ErrorCode.NOT_FOUND,
        }),
    );
    return () => {
      live = false;
    };
  }, [id, sessionId]);

  if (state && state.currentSignupStep < 3) {
    // Back from the checkout without a payment: the review says why. Opened directly: nothing paid.
    return sessionId ? (
      <Redirect to={`${paths.public.signupReview.getHref({ id })}?payment=cancelled`} />
    ) : (
      <NothingToConfirm id={id} appdata={state.appdata} />
    );
  }
  if (failure?.notFound) return <NothingToConfirm message={tm(failure.message)} />;
  return (
    <PageCard title={t('signup.thanks.title')} width={560}>
      {failure ? (
        <Alert severity="error" role="alert">
          {tm(failure.message)}
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
