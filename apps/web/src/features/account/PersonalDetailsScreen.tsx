import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@benefits/domain';
import { useEmployeeUser } from '../../lib/api/employeeProfile';
import { DependantsSection } from './DependantsSection';
import { PersonalForm } from './PersonalForm';
import { PreferencesSection } from './PreferencesSection';
import { AccountPage, LoadError, Loading, Section } from './ui';
import { Redirect } from '../../lib/redirect';

/**
 * /employee and /employee/:id: the signed-in employee's personal details, their dependants and
 * their mailing preferences. /employee/:id names the employee; another ID goes to /employee (the
 * server acts for the session's employee only).
 */
export function PersonalDetailsScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const profile = useEmployeeUser();
  const user = profile.data;

  if (user && id !== undefined && id !== String(user.ID))
    return <Redirect to={paths.employee.personalDetails.getHref()} />;

  if (!user) {
    return (
      <AccountPage title={t('pages.personalDetails')}>
        {profile.isError ? (
          <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <Loading lines={6} />
        )}
      </AccountPage>
    );
  }

  const member = user.NON_MEMBER_ADMIN_ONLY !== 'Y';
  const readOnly = user.TERMINATED_FLAG === 'Y';
  const forced = user.MISSING_INFO === 'Y';

  return (
    <AccountPage title={t('pages.personalDetails')}>
      {forced ? null : (
        <Stack
          component="nav"
          aria-label={t('account.nav.label')}
          direction="row"
          sx={{ gap: 2, flexWrap: 'wrap', mt: -1 }}
        >
          <Link href="#personal">{t('account.nav.personal')}</Link>
          {member ? <Link href="#dependants">{t('account.nav.dependants')}</Link> : null}
          <Link href="#preferences">{t('account.nav.preferences')}</Link>
        </Stack>
      )}
      <Section id="personal" title={t('account.personal.title')}>
        <PersonalForm key={user.ID} user={user} />
      </Section>
      {member && !forced ? <DependantsSection readOnly={readOnly} /> : null}
      {forced ? null : <PreferencesSection />}
    </AccountPage>
  );
}
