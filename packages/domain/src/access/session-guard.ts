import { PARTNER_ROLES, ROLES } from '../reference/roles';
import { sessionPaths } from './paths';
import type { RouteArea } from './routes';

/**
 * The session check of docs/product §4 "Session": which signed-in areas need which session, and where a
 * missing or stale session goes.
 */

/** The three kinds of sign-in. Claim submission and company admin routes use the employee's. */
export type SessionArea = 'employee' | 'partner' | 'tools';

/** Every route area that needs a session. */
export type GuardedArea = Exclude<RouteArea, 'public'>;

/** The session a route area needs: claims and company routes are employee routes. */
export function sessionAreaOf(area: GuardedArea): SessionArea {
  if (area === 'partner' || area === 'tools') return area;
  return 'employee';
}

const LOGIN: Readonly<Record<SessionArea, string>> = {
  employee: sessionPaths.employee.login.path,
  partner: sessionPaths.partner.login.path,
  tools: sessionPaths.tools.login.path,
};

const LOGOUT: Readonly<Record<SessionArea, string>> = {
  employee: sessionPaths.employee.logout.path,
  partner: sessionPaths.partner.logout.path,
  tools: sessionPaths.tools.logout.path,
};

/** Where a visitor without a session goes: /login, /partner/login or /tools/login. */
export function loginRouteFor(area: GuardedArea): string {
  return LOGIN[sessionAreaOf(area)];
}

/** Where a stale or mismatched session goes (the logout route clears it): /logout, /partner/logout, /tools/logout. */
export function logoutRouteFor(area: GuardedArea): string {
  return LOGOUT[sessionAreaOf(area)];
}

/**
 * Where the logout screen sends the user once the state is reset: partner logout goes to
 * /partner/login, tools logout to /tools/login, every other one to /login.
 */
export function postLogoutRoute(area: GuardedArea): string {
  return LOGIN[sessionAreaOf(area)];
}

/**
 * What the client holds about a session. `authType` is the user's TYPE (EMPLOYEE, AGENT, MANAGER);
 * tools sessions carry a `username` instead. `storedToken` is the token currently in local storage
 * (another tab may have replaced it); `expiry` is Unix seconds.
 */
export interface SessionSnapshot {
  authType?: string | null | undefined;
  username?: string | null | undefined;
  token?: string | null | undefined;
  storedToken?: string | null | undefined;
  expiry?: number | null | undefined;
}

export type SessionCheck = { ok: true } | { redirect: string };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

/** True when the token equals the stored one and the expiry (Unix seconds) is after `now`. */
export function isTokenLive(state: SessionSnapshot | null | undefined, now: Date): boolean {
  if (!state || !present(state.token) || state.token !== state.storedToken) return false;
  const expiry = state.expiry;
  return typeof expiry === 'number' && Number.isFinite(expiry) && expiry * 1000 > now.getTime();
}

function hasAreaIdentity(area: SessionArea, state: SessionSnapshot): boolean {
  if (area === 'tools') return present(state.username);
  if (area === 'employee') return state.authType === ROLES.EMPLOYEE;
  return (PARTNER_ROLES as readonly (string | null | undefined)[]).includes(state.authType);
}

/**
 * docs/product §4 Session. Public routes are always open. Otherwise: no session (no token) -> the area's
 * login route; a session of the wrong kind (employee routes need auth type EMPLOYEE, partner
 * routes AGENT or MANAGER, tools routes a username), a token other than the stored one, or an
 * expiry not in the future -> the area's logout route.
 */
export function checkSession(
  area: RouteArea,
  state: SessionSnapshot | null | undefined,
  now: Date,
): SessionCheck {
  if (area === 'public') return { ok: true };
  if (!state || !present(state.token)) return { redirect: loginRouteFor(area) };
  if (!hasAreaIdentity(sessionAreaOf(area), state) || !isTokenLive(state, now)) {
    return { redirect: logoutRouteFor(area) };
  }
  return { ok: true };
}
