import LogoutIcon from '@mui/icons-material/Logout';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getAppConfig } from '../../lib/config';
import { AREA_ROUTES, type Area } from '../../lib/session/areas';
import { Frame } from '../../lib/ui/Frame';
import { RouterButton } from '../../lib/ui/RouterLink';

/**
 * The minimal signed-in frame of an area: provider name, Logout, language and theme.
 * (The full employee, partner and tools shells with their drawers replace it later.)
 */
export function AreaShell({ area }: { area: Area }) {
  const { t } = useTranslation();
  return (
    <Frame
      title={getAppConfig().providerName}
      actions={
        <RouterButton to={AREA_ROUTES[area].logout} color="inherit" startIcon={<LogoutIcon />}>
          {t('logout.button')}
        </RouterButton>
      }
    >
      <Outlet />
    </Frame>
  );
}
