import ConstructionIcon from '@mui/icons-material/Construction';
import LockIcon from '@mui/icons-material/Lock';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canSeeToolsMenuItem, isToolsPermission } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { useToolsSession } from '../../lib/session/store';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import type { ToolsPage } from './pages';

/**
 * The one screen of every tools page that is not built yet: its title and 'This section is not
 * available yet.' A staff member without the page's permission is told so instead (the server
 * refuses the page's calls either way).
 */
export function ToolsPlaceholderScreen({ page }: { page: ToolsPage }) {
  const { t } = useTranslation();
  const permissions = useToolsSession((s) => s.session?.permissions);
  const title = t(`toolsShell.pages.${page.key}` as 'toolsShell.pages.manageAds');
  usePageTitle(title);
  const allowed =
    page.menuKey === null || canSeeToolsMenuItem((permissions ?? []).filter(isToolsPermission), page.menuKey);
  return (
    <Stack sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, gap: 3 }}>
      <Typography variant="h1" id="page-title" tabIndex={-1}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center' }}>
        {allowed ? <ConstructionIcon color="action" aria-hidden /> : <LockIcon color="action" aria-hidden />}
        <Typography data-testid="not-available">
          {allowed ? t('toolsShell.notAvailable') : t('toolsShell.notAllowed')}
        </Typography>
      </Paper>
    </Stack>
  );
}
