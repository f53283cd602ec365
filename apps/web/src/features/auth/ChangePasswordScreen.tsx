import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { MESSAGES, newPasswordSchema } from '@benefits/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { ApiError } from '../../lib/api/client';
import { AREA_ROUTES } from '../../lib/session/areas';
import { usePartnerSession } from '../../lib/session/store';
import { PageCard } from '../../lib/ui/PageCard';
import { PasswordField } from '../../lib/ui/PasswordField';
import { showSuccess } from '../../lib/ui/snackbar';
import type { ResetArea } from './api';
import { AuthForm } from './AuthForm';
import { useChangePassword, useChangePasswordMessage } from './changePassword';

interface NewPasswordValues {
  npw1: string;
  npw2: string;
}

/**
 * /change-password and /partner/change-password (decision 0020): while REQUIRE_WEB_PASSWORD_RESET = Y
 * the route guards send the signed-in user here before anything else. The new password follows the
 * rules of docs/product §5 "Login and passwords" (the same schema as the reset link's page). Once the server
 * has taken it, the web clears the flag it holds: the route guard then sends the user on (to the next
 * forced redirect, if any), else this screen sends them to their dashboard. Without the flag there is
 * nothing to do here (the menu's Reset Password is the mailed-link reset of /login/reset).
 */
export function ChangePasswordScreen({ area }: { area: ResetArea }) {
  const pending = usePasswordChangePending(area);
  if (!pending) return <Navigate to={AREA_ROUTES[area].home} replace />;
  return <ChangePasswordForm area={area} />;
}

function usePasswordChangePending(area: ResetArea): boolean {
  const employee = useEmployeeUser().data;
  const partner = usePartnerSession((s) => s.session?.user);
  const user = area === 'employee' ? employee : partner;
  return user?.REQUIRE_WEB_PASSWORD_RESET === 'Y';
}

function ChangePasswordForm({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  const tm = useChangePasswordMessage();
  const change = useChangePassword(area);
  const [general, setGeneral] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema) as never,
    defaultValues: { npw1: '', npw2: '' },
  });

  const onValid = (values: NewPasswordValues) => {
    setGeneral(undefined);
    change.mutate(values, {
      onSuccess: ({ message }) => showSuccess(tm(message) ?? message),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of ['npw1', 'npw2'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setGeneral(error.fields.npw1 || error.fields.npw2 ? MESSAGES.correctInformation : undefined);
      },
    });
  };

  const { ref: npw1Ref, ...npw1Field } = register('npw1');
  const { ref: npw2Ref, ...npw2Field } = register('npw2');

  return (
    <PageCard title={t('accountStates.changePassword.title')}>
      <Typography color="text.secondary">{t('accountStates.changePassword.intro')}</Typography>
      <AuthForm
        onSubmit={handleSubmit(onValid, () => setGeneral(MESSAGES.correctInformation))}
        general={general}
        pending={change.isPending}
        submitLabel={t('accountStates.changePassword.submit')}
      >
        <PasswordField
          {...npw1Field}
          inputRef={npw1Ref}
          id="change-npw1"
          label={t('accountStates.changePassword.npw1')}
          autoComplete="new-password"
          required
          error={Boolean(errors.npw1)}
          helperText={tm(errors.npw1?.message)}
        />
        <PasswordField
          {...npw2Field}
          inputRef={npw2Ref}
          id="change-npw2"
          label={t('accountStates.changePassword.npw2')}
          autoComplete="new-password"
          required
          error={Boolean(errors.npw2)}
          helperText={tm(errors.npw2?.message)}
        />
      </AuthForm>
    </PageCard>
  );
}
