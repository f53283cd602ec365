import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { getAppConfig } from '../lib/config';
import { isChunkLoadError } from '../lib/crash/chunks';
import { reportCrash, signedInUser } from '../lib/crash/crashLog';
import { Frame } from '../lib/ui/Frame';
import { PageCard } from '../lib/ui/PageCard';
import { NotFound } from './NotFound';

/**
 * Render-crash screen (docs/product §2 Other UI). Signed in: 'Please refresh your browser' and who to contact;
 * not signed in: 'Session timed out. Please refresh your browser and login again.' A part of the app
 * that failed to download (a chunk) gets a reload suggestion instead. Either way the crash is logged
 * to the server, at most once per 5 minutes (lib/crash/crashLog).
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame title={getAppConfig().providerName}>
        <NotFound />
      </Frame>
    );
  }
  return <CrashScreen error={error} />;
}

export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { providerName, supportEmail } = getAppConfig();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
    void reportCrash(error, pathname);
  }, [error, pathname]);

  const signedIn = signedInUser(pathname) !== null;
  const reload = (
    <Button variant="contained" onClick={() => window.location.reload()}>
      {t('crash.reload')}
    </Button>
  );

  if (chunk) {
    return (
      <Frame title={providerName}>
        <PageCard title={t('crash.chunkTitle')}>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <Typography>{t('crash.chunkBody')}</Typography>
          </Alert>
          {reload}
        </PageCard>
      </Frame>
    );
  }
  return (
    <Frame title={providerName}>
      <PageCard title={t('crash.title')}>
        <Alert severity="error" sx={{ mb: 2 }} data-testid="crash-message">
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
        {reload}
      </PageCard>
    </Frame>
  );
}
