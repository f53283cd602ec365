import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, resetRequestSchema, authPaths } from '@benefits/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthForm, LoginLink } from './AuthForm';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../lib/forms';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useAreaSession } from '../../lib/session/store';
import { PageCard } from '../../lib/ui/PageCard';
import { useResetRequest, type ResetArea } from './api';

interface ResetValues {
  id: string;
  email: string;
  type: ResetArea;
}

/**
 * /login/reset and /partner/login/reset: request a reset link by ID and e-mail (docs/product §4 Password
 * reset). Opened from the menu (Reset Password) while signed in, the ID and e-mail on file are filled in.
 */
export function ResetScreen({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  const tm = useTranslateMessage();
  const navigate = useNavigate();
  const reset = useResetRequest(area);
  const [general, setGeneral] = useState<string | undefined>();
  const auth = authPaths[area];
  const signedIn = useAreaSession(area)?.user;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetRequestSchema) as never,
    defaultValues: {
      id: signedIn ? String(signedIn.ID) : '',
      email: signedIn?.EMAIL ?? '',
      type: area,
    },
  });

  const onValid = ({ id, email }: ResetValues) => {
    setGeneral(undefined);
    reset.mutate(
      { id, email },
      {
        onSuccess: () => void navigate(auth.resetSuccess.getHref()),
        onError: (error) => {
          if (applyServerErrors(error, setError, ['id', 'email'])) setGeneral(MESSAGES.correctInformation);
        },
      },
    );
  };

  const { ref: idRef, ...idField } = register('id');
  const { ref: emailRef, ...emailField } = register('email');

  return (
    <PageCard title={t('reset.title')}>
      <Typography color="text.secondary">{t('reset.intro')}</Typography>
      <AuthForm
        onSubmit={handleSubmit(onValid, () => setGeneral(MESSAGES.correctInformation))}
        general={general}
        pending={reset.isPending}
        submitLabel={t('reset.submit')}
      >
        <TextField
          {...idField}
          inputRef={idRef}
          id="reset-id"
          label={t(`login.idLabel.${area}`)}
          autoComplete="username"
          required
          error={Boolean(errors.id)}
          helperText={tm(errors.id?.message)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...emailField}
          inputRef={emailRef}
          id="reset-email"
          type="email"
          label={t('reset.email')}
          autoComplete="email"
          required
          error={Boolean(errors.email)}
          helperText={tm(errors.email?.message)}
        />
      </AuthForm>
      <LoginLink to={auth.login.getHref()}>{t('reset.backToLogin')}</LoginLink>
    </PageCard>
  );
}

export function ResetSuccessScreen({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  return (
    <PageCard title={t('reset.successTitle')}>
      <Typography>{t('reset.successBody')}</Typography>
      <LoginLink to={authPaths[area].login.getHref()}>{t('reset.backToLogin')}</LoginLink>
    </PageCard>
  );
}
