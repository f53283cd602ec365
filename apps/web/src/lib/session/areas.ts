import { sessionPaths } from '@benefits/domain';

/** The three signed-in areas and their fixed routes (docs/product §2, §4 Session). */
export type Area = 'employee' | 'partner' | 'tools';

export interface AreaRoutes {
  login: string;
  logout: string;
  home: string;
}

function routesOf(area: Area): AreaRoutes {
  const { login, logout, home } = sessionPaths[area];
  return { login: login.path, logout: logout.path, home: home.path };
}

export const AREA_ROUTES: Record<Area, AreaRoutes> = {
  employee: routesOf('employee'),
  partner: routesOf('partner'),
  tools: routesOf('tools'),
};

const onArea = (pathname: string, home: string) => pathname === home || pathname.startsWith(`${home}/`);

/** The area a browser path belongs to: /partner/... and /tools/... have their own; everything else is the employee's. */
export function areaOfPath(pathname: string): Area {
  if (onArea(pathname, AREA_ROUTES.partner.home)) return 'partner';
  if (onArea(pathname, AREA_ROUTES.tools.home)) return 'tools';
  return 'employee';
}
