import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { MESSAGES, newPasswordSchema, authPaths } from '@benefits/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthForm, LoginLink } from './AuthForm';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/client';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { PageCard } from '../../lib/ui/PageCard';
import { PasswordField } from '../../lib/ui/PasswordField';
import { usePasswordUpdate, type ResetArea } from './api';

interface NewPasswordValues {
  npw1: string;
  npw2: string;
}

/**
 * /login/update/:id and /partner/login/update/:id: the link from the reset mail; `id` is the reset hash.
 * Legacy partner links are redirected here with ?type=partner.
 */
export function UpdatePasswordScreen({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const type: ResetArea = search.get('type') === 'partner' ? 'partner' : area;
  const update = usePasswordUpdate(type);
  const [general, setGeneral] = useState<string | undefined>();
  const auth = authPaths[type];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema) as never,
    defaultValues: { npw1: '', npw2: '' },
  });

  const onValid = ({ npw1 }: NewPasswordValues) => {
    setGeneral(undefined);
    update.mutate(
      { pw1: npw1, hash: id },
      {
        onSuccess: () => void navigate(auth.updateSuccess.getHref(), { replace: true }),
        onError: (error) => {
          const pw1 = error instanceof ApiError ? error.fields.pw1 : undefined;
          if (pw1) {
            setError('npw1', { type: 'server', message: pw1 }, { shouldFocus: true });
            setGeneral(MESSAGES.correctInformation);
          }
        },
      },
    );
  };

  const { ref: npw1Ref, ...npw1Field } = register('npw1');
  const { ref: npw2Ref, ...npw2Field } = register('npw2');

  return (
    <PageCard title={t('update.title')}>
      <Typography color="text.secondary">{t('update.intro')}</Typography>
      <AuthForm
        onSubmit={handleSubmit(onValid, () => setGeneral(MESSAGES.correctInformation))}
        general={general}
        pending={update.isPending}
        submitLabel={t('update.submit')}
      >
        <PasswordField
          {...npw1Field}
          inputRef={npw1Ref}
          id="update-npw1"
          label={t('update.npw1')}
          autoComplete="new-password"
          required
          error={Boolean(errors.npw1)}
          helperText={tm(errors.npw1?.message)}
        />
        <PasswordField
          {...npw2Field}
          inputRef={npw2Ref}
          id="update-npw2"
          label={t('update.npw2')}
          autoComplete="new-password"
          required
          error={Boolean(errors.npw2)}
          helperText={tm(errors.npw2?.message)}
        />
      </AuthForm>
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
