import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { API_MESSAGES, MESSAGES, authPaths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { LoginLink } from './AuthForm';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { usePasswordLinkCheck, usePasswordUpdate, type ResetArea } from './api';
import { NewPasswordForm, type NewPasswordSubmit } from './NewPasswordForm';

/**
 * /login/update/:id and /partner/login/update/:id: the link from the reset mail; `id` is the reset hash.
 * Legacy partner links are redirected here with ?type=partner.
 */
export function UpdatePasswordScreen({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const type: ResetArea = search.get('type') === 'partner' ? 'partner' : area;
  const update = usePasswordUpdate(type);
  const usable = usePasswordLinkCheck(type, id);
  const tm = useTranslateMessage();
  const auth = authPaths[type];

  const onValid: NewPasswordSubmit = ({ npw1 }, form) => {
    update.mutate(
      { pw1: npw1, hash: id },
      {
        onSuccess: () => void navigate(auth.updateSuccess.getHref(), { replace: true }),
        onError: (error) => {
          const pw1 = error instanceof ApiError ? error.fields.pw1 : undefined;
          if (pw1) {
            form.setError('npw1', { type: 'server', message: pw1 }, { shouldFocus: true });
            form.fail(MESSAGES.correctInformation);
          }
        },
      },
    );
  };

  // A used or expired link says so at once, not after the new password has been typed twice.
  if (usable === false)
    return (
      <PageCard title={t('update.title')}>
        <Alert severity="error" data-testid="reset-link-invalid">
          {tm(API_MESSAGES.resetLinkInvalid)}
        </Alert>
        <RouterButton to={auth.reset.getHref()} variant="contained" sx={{ mt: 3, alignSelf: 'flex-start' }}>
          {t('update.requestNew')}
        </RouterButton>
        <LoginLink to={auth.login.getHref()}>{t('reset.backToLogin')}</LoginLink>
      </PageCard>
    );

  return (
    <PageCard title={t('update.title')}>
      <Typography color="text.secondary">{t('update.intro')}</Typography>
      <NewPasswordForm
        idPrefix="update"
        labels={{ npw1: t('update.npw1'), npw2: t('update.npw2'), submit: t('update.submit') }}
        pending={update.isPending}
        onValid={onValid}
      />
      <LoginLink to={auth.login.getHref()}>{t('reset.backToLogin')}</LoginLink>
    </PageCard>
  );
}

export function UpdateSuccessScreen({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('update.successTitle')}>
      <Typography>{t('update.successBody')}</Typography>
      <LoginLink to={authPaths[area].login.getHref()}>{t('update.toLogin')}</LoginLink>
    </PageCard>
  );
}
