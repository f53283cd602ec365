import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPartnerManager, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePartnerSession } from '../../lib/session/store';
import { RouterButton } from '../../lib/ui/RouterLink';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import type { PartnerPageKey } from './pages';

/**
 * The one screen of every partner page that is not built yet: its title and 'This section is not
 * available yet.', inside the partner shell. Pages for managers only send agents to the dashboard.
 */
export function PartnerPlaceholderScreen({
  page,
  managersOnly,
}: {
  page: PartnerPageKey;
  managersOnly: boolean;
}) {
  const { t } = useTranslation();
  const user = usePartnerSession((s) => s.session?.user);
  const title = t(`partnerShell.pages.${page}`);
  usePageTitle(title);
  if (managersOnly && user && !isPartnerManager(user))
    return <Navigate to={paths.partner.home.getHref()} replace />;
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" aria-hidden />
        <Typography data-testid="not-available">{t('partnerShell.notAvailable')}</Typography>
      </Paper>
      <div>
        <RouterButton to={paths.partner.home.getHref()} variant="outlined">
          {t('partnerShell.backToDashboard')}
        </RouterButton>
      </div>
    </Stack>
  );
}
