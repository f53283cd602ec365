import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { getAppConfig } from '../lib/config';
import { checkSession } from '../lib/session/store';
import { Frame } from '../lib/ui/Frame';
import { PageCard } from '../lib/ui/PageCard';
import { NotFound } from './NotFound';

/**
 * Render-crash screen (SPEC §2 Other UI). Signed in: 'Please refresh your browser' and who to contact;
 * not signed in: 'Session timed out. Please refresh your browser and login again.'
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { providerName, supportEmail } = getAppConfig();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame title={providerName}>
        <NotFound />
      </Frame>
    );
  }
  console.error(error);
  const signedIn = (['employee', 'partner', 'tools'] as const).some((area) => checkSession(area) === 'valid');
  return (
    <Frame title={providerName}>
      <PageCard title={t('crash.title')}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {signedIn ? (
            <>
              <Typography>{t('crash.refresh')}</Typography>
              <Typography>
                {supportEmail
                  ? t('crash.persists', { email: supportEmail })
                  : t('crash.persistsNoEmail', { provider: providerName })}
              </Typography>
            </>
          ) : (
            <Typography>{t('crash.timedOut')}</Typography>
          )}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      </PageCard>
    </Frame>
  );
}
