import Typography from '@mui/material/Typography';
import { MESSAGES } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { ApiError } from '../../lib/api/client';
import { AREA_ROUTES } from '../../lib/session/areas';
import { usePartnerSession } from '../../lib/session/store';
import { PageCard } from '../../lib/ui/PageCard';
import { showSuccess } from '../../lib/ui/snackbar';
import type { ResetArea } from './api';
import { useChangePassword, useChangePasswordMessage } from './changePassword';
import { NewPasswordForm, type NewPasswordSubmit } from './NewPasswordForm';
import { Redirect } from '../../lib/redirect';

/**
 * /change-password and /partner/change-password (decision 0020): while REQUIRE_WEB_PASSWORD_RESET = Y
 * the route guards send the signed-in user here before anything else. The new password follows the
 * rules of docs/product §5 "Login and passwords" (the same schema as the reset link's page). Once the server
 * has taken it, the web clears the flag it holds: the route guard then sends the user on (to the next
 * forced redirect, if any), else this screen sends them to their dashboard. Without the flag there is
 * nothing to do here (the menu's Reset Password is the mailed-link reset of /login/reset).
 */
export function ChangePasswordScreen({ area }: { area: ResetArea }) {
  // Each area reads its own user: the employee's profile needs the employee's session, which a
  // partner does not have (asking for it would end in the employee area's forced logout).
  return area === 'employee' ? <EmployeeChangePassword /> : <PartnerChangePassword />;
}

function EmployeeChangePassword() {
  const pending = useEmployeeUser().data?.REQUIRE_WEB_PASSWORD_RESET === 'Y';
  return pending ? <ChangePasswordForm area="employee" /> : <Redirect to={AREA_ROUTES.employee.home} />;
}

function PartnerChangePassword() {
  const pending = usePartnerSession((s) => s.session?.user.REQUIRE_WEB_PASSWORD_RESET === 'Y');
  return pending ? <ChangePasswordForm area="partner" /> : <Redirect to={AREA_ROUTES.partner.home} />;
}

function ChangePasswordForm({ area }: { area: ResetArea }) {
  const { t } = useTranslation();
  const tm = useChangePasswordMessage();
  const change = useChangePassword(area);

  const onValid: NewPasswordSubmit = (values, form) => {
    change.mutate(values, {
      onSuccess: ({ message }) => showSuccess(tm(message) ?? message),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of ['npw1', 'npw2'] as const) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        form.fail(error.fields.npw1 || error.fields.npw2 ? MESSAGES.correctInformation : undefined);
      },
    });
  };

  return (
    <PageCard title={t('accountStates.changePassword.title')}>
      <Typography color="text.secondary">{t('accountStates.changePassword.intro')}</Typography>
      <NewPasswordForm
        idPrefix="change"
        labels={{
          npw1: t('accountStates.changePassword.npw1'),
          npw2: t('accountStates.changePassword.npw2'),
          submit: t('accountStates.changePassword.submit'),
        }}
        pending={change.isPending}
        onValid={onValid}
      />
    </PageCard>
  );
}
