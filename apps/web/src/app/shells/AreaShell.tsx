import LogoutIcon from '@mui/icons-material/Logout';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { getAppConfig } from '../../lib/config';
import { loadAreaText } from '../../lib/i18n';
import { AREA_ROUTES, type Area } from '../../lib/session/areas';
import { Frame } from '../../lib/ui/Frame';
import { RouterButton } from '../../lib/ui/RouterLink';

/**
 * Which shell frames a signed-in area (SPEC §2: employee, partner and tools shells). Each shell is its
 * own chunk, loaded with the area's first route, so the public pages (/login) never download one.
 *
 * The partner and tools shells live in ./PartnerShell.tsx and ./ToolsShell.tsx (exporting
 * `PartnerShell` / `ToolsShell`, or a default). They are picked up here when those files exist;
 * until then the area gets the minimal frame below. Every shell renders an <Outlet /> for the
 * area's screens.
 */
type ShellModule = Record<string, unknown>;
const optionalShells = import.meta.glob<ShellModule>(['./PartnerShell.tsx', './ToolsShell.tsx']);

async function optionalShell(file: string, name: string, area: Area): Promise<ComponentType> {
  const load = optionalShells[file];
  if (!load) return () => <MinimalAreaShell area={area} />;
  const module = await load();
  return (module[name] ?? module.default) as ComponentType;
}

const shellLoaders: Record<Area, () => Promise<ComponentType>> = {
  employee: async () => (await import('./EmployeeShell')).EmployeeShell,
  partner: () => optionalShell('./PartnerShell.tsx', 'PartnerShell', 'partner'),
  tools: () => optionalShell('./ToolsShell.tsx', 'ToolsShell', 'tools'),
};

/**
 * The `lazy` of an area's shell route: that area's shell, inside the server-data cache's provider
 * (app/data.tsx), with the signed-in areas' text in place. All three load alongside; the public
 * pages never need them.
 */
export async function loadAreaShell(area: Area): Promise<{ Component: ComponentType }> {
  const [{ withData }, Shell] = await Promise.all([import('../data'), shellLoaders[area](), loadAreaText()]);
  return { Component: withData(Shell) };
}

/** The frame of an area whose shell is not built yet: provider name, Logout, language and theme. */
export function MinimalAreaShell({ area }: { area: Area }) {
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
