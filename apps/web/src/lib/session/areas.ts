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

/** The query parameter of a sign-in page that names the page to open once signed in. */
export const RETURN_PARAM = 'next';

/**
 * The page to open once signed in to `area`: `next` (a path and query of this site) when it is a page of
 * that area other than its sign-in and sign-out, else the area's home. Anything else (another site,
 * `//host`, a backslash, another area's page) is not followed.
 */
export function landingAfterSignIn(area: Area, next: string | null | undefined): string {
  const { home, login, logout } = AREA_ROUTES[area];
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return home;
  }
  if (url.origin !== base || areaOfPath(url.pathname) !== area) return home;
  if (url.pathname === login || url.pathname === logout) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `route` (the area's sign-in or sign-out) asked to come back to `here` once signed in; `route` alone
 * when `here` is the home or not a page to come back to. A link from a mail (/claims, /banking-details)
 * opened without a session is not lost through the sign-in.
 */
export function withReturn(route: string, area: Area, here: string | null | undefined): string {
  const landing = landingAfterSignIn(area, here);
  if (landing === AREA_ROUTES[area].home) return route;
  return `${route}?${new URLSearchParams({ [RETURN_PARAM]: landing }).toString()}`;
}

/** The page a sign-in (or sign-out) page's address asks to come back to, if any. */
export function returnOf(search: string): string | null {
  return new URLSearchParams(search).get(RETURN_PARAM);
}
