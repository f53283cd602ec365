import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { isToolsPermission, toolsMenu, paths } from '@benefits/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DrawerShell } from '../../lib/drawer-shell/DrawerShell';
import { SignedInAs } from '../../lib/drawer-shell/SignedInAs';
import { SessionWarning } from '../../lib/session-warning/SessionWarning';
import { useToolsSession } from '../../lib/session/store';

/**
 * The tools shell (docs/product §2 "Tools shell"): the drawer lists the items of `toolsMenu` for the staff
 * member's permissions (ALL_ACCESS grants all; Resend Welcome and Audit Pad are groups), the theme
 * switch, Logout (/tools/logout), the version and the copyright line. The floating Tools button is
 * not mounted here: it links to this area.
 */
export function ToolsShell() {
  const { t } = useTranslation();
  const session = useToolsSession((s) => s.session);
  if (!session) return null; // the session guard outside has already sent the visitor away
  return (
    <DrawerShell
      navLabel={t('toolsShell.navLabel')}
      items={toolsMenu(session.permissions.filter(isToolsPermission))}
      label={(key) => t(`toolsShell.menu.${key}` as 'toolsShell.menu.dashboard')}
      exactPaths={[paths.tools.home.path]}
      topBar={
        <SignedInAs
          name={session.username}
          text={t('toolsShell.signedInAs', { username: session.username })}
          icon={<SupervisorAccount aria-hidden />}
          data-testid="tools-top-username"
        />
      }
      extras={<SessionWarning area="tools" />}
    >
      <Outlet />
    </DrawerShell>
  );
}
