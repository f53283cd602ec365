import type { ComponentType } from 'react';
import { loadAreaText } from '../../lib/i18n';
import type { Area } from '../../lib/session/areas';

/**
 * Which shell frames a signed-in area (docs/product §2: employee, partner and tools shells). Each shell is its
 * own chunk, loaded with the area's first route, so the public pages (/login) never download one.
 * Every shell renders an <Outlet /> for the area's screens.
 */
const shellLoaders: Record<Area, () => Promise<ComponentType>> = {
  employee: async () => (await import('./EmployeeShell')).EmployeeShell,
  partner: async () => (await import('./PartnerShell')).PartnerShell,
  tools: async () => (await import('./ToolsShell')).ToolsShell,
};

/**
 * The `lazy` of an area's shell route: that area's shell, inside the server-data cache's provider
 * (app/data.tsx), with the shell's text in place (its namespaces). All three load alongside; the public
 * pages never need them.
 */
export async function loadAreaShell(area: Area): Promise<{ Component: ComponentType }> {
  const [{ withData }, Shell] = await Promise.all([
    import('../data'),
    shellLoaders[area](),
    loadAreaText(area),
  ]);
  return { Component: withData(Shell) };
}
