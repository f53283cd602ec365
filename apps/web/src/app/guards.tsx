import { Navigate, Outlet, useLocation } from 'react-router';
import { AREA_ROUTES, type Area } from '../lib/session/areas';
import { checkSession, useAreaSession } from '../lib/session/store';

/**
 * SPEC §4 Session: an authenticated route needs a session of its area whose token equals the one in
 * local storage and whose expiry is in the future. No session -> the area's login; a stale or
 * mismatched one -> the area's logout route.
 */
export function RequireSession({ area }: { area: Area }) {
  // Subscribe so that clearing or replacing the session re-runs the check.
  const session = useAreaSession(area);
  useLocation();
  const state = checkSession(area);
  if (state === 'none') return <Navigate to={AREA_ROUTES[area].login} replace />;
  if (state === 'invalid' || !hasAreaRole(area, session))
    return <Navigate to={AREA_ROUTES[area].logout} replace />;
  return <Outlet />;
}

function hasAreaRole(area: Area, session: unknown): boolean {
  if (!session || typeof session !== 'object') return false;
  if (area === 'tools') return typeof (session as { username?: unknown }).username === 'string';
  const type = (session as { user?: { TYPE?: unknown } }).user?.TYPE;
  return area === 'employee' ? type === 'EMPLOYEE' : type === 'AGENT' || type === 'MANAGER';
}
