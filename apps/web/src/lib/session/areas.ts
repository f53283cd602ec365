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

/**
 * Why the app signed the user out, said on the sign-in page: `ended` (the server no longer knows the
 * session: signed out in another tab or elsewhere, revoked) or `idle` (the countdown of the session
 * warning reached zero).
 */
export type SignOutReason = 'ended' | 'idle';
/** The query parameter of a sign-out or sign-in page that says why the session ended. */
export const REASON_PARAM = 'reason';
const REASONS: readonly SignOutReason[] = ['ended', 'idle'];

/** `withReturn`, also saying why the session ended (kept by the sign-out for the sign-in). */
export function withReason(
  route: string,
  area: Area,
  here: string | null | undefined,
  reason: SignOutReason | null,
): string {
  const back = withReturn(route, area, here);
  if (!reason) return back;
  return `${back}${back.includes('?') ? '&' : '?'}${REASON_PARAM}=${reason}`;
}

/** The reason a sign-out or sign-in page's address gives, if it is one the app gives. */
export function reasonOf(search: string): SignOutReason | null {
  const given = new URLSearchParams(search).get(REASON_PARAM);
  return REASONS.find((reason) => reason === given) ?? null;
}

/**
 * Where the app sends a user whose session it ends (a FORCE_LOGOUT answer, the end of the countdown):
 * the area's sign-out, which passes the page (`?next=`) and the reason on to the sign-in. On the
 * area's own sign-in or sign-out page there is nowhere to come back to.
 */
export function forcedSignOut(area: Area, here: string, reason: SignOutReason): string {
  const { login, logout } = AREA_ROUTES[area];
  const pathname = here.split(/[?#]/)[0];
  if (pathname === login || pathname === logout) return logout;
  return withReason(logout, area, here, reason);
}
