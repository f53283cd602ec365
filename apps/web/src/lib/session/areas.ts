/** The three signed-in areas and their fixed routes (SPEC §2, §4 Session). */
export type Area = 'employee' | 'partner' | 'tools';

export interface AreaRoutes {
  login: string;
  logout: string;
  home: string;
}

export const AREA_ROUTES: Record<Area, AreaRoutes> = {
  employee: { login: '/login', logout: '/logout', home: '/' },
  partner: { login: '/partner/login', logout: '/partner/logout', home: '/partner' },
  tools: { login: '/tools/login', logout: '/tools/logout', home: '/tools' },
};

/** The area a browser path belongs to: /partner/... and /tools/... have their own; everything else is the employee's. */
export function areaOfPath(pathname: string): Area {
  if (pathname === '/partner' || pathname.startsWith('/partner/')) return 'partner';
  if (pathname === '/tools' || pathname.startsWith('/tools/')) return 'tools';
  return 'employee';
}
