import { Outlet } from 'react-router';
import { getAppConfig } from '../../lib/config';
import { Frame } from '../../lib/ui/Frame';

/** Public pages (login, password reset, 404): provider name, language switch and theme toggle. */
export function PublicShell() {
  return (
    <Frame title={getAppConfig().providerName}>
      <Outlet />
    </Frame>
  );
}
