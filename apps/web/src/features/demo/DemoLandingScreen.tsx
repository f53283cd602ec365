import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@benefits/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../lib/ui/PageCard';
import { RouterButton } from '../../lib/ui/RouterLink';
import { demoHasEnded, useDemo } from './demo-state';

/**
 * /demo: what the demo is, and the way in (/demo/personal); a demo running in this tab can be
 * continued; a demo that ended says so.
 */
export function DemoLandingScreen() {
  const { t } = useTranslation();
  const demo = useDemo();
  const [ended] = useState(demoHasEnded);
  return (
    <PageCard title={t('demo.landing.title')} width={640}>
      {ended && !demo ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="demo-ended">
          {t('demo.ended')}
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t('demo.landing.intro')}</Typography>
      <Box component="ul" sx={{ mt: 2, mb: 0, pl: 3 }}>
        <li>{t('demo.landing.points.balance')}</li>
        <li>{t('demo.landing.points.services')}</li>
        <li>{t('demo.landing.points.taxes')}</li>
        <li>{t('demo.landing.points.privacy')}</li>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 3 }}>
        <RouterButton to={paths.public.demoPersonal.getHref()} variant="contained" size="large">
          {t('demo.landing.start')}
        </RouterButton>
        {demo ? (
          <RouterButton to={paths.public.demoClaims.getHref()} variant="outlined" size="large">
            {t('demo.landing.continue')}
          </RouterButton>
        ) : null}
      </Stack>
    </PageCard>
  );
}
