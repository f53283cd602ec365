import { checkSession, isBlocked, type SessionSnapshot } from '@benefits/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AREA_ROUTES, areaOfPath, withReason, type Area } from '../lib/session/areas';
import { sessionEnded, storageKey, useAreaSession, type SessionByArea } from '../lib/session/store';
import { useSnackbar } from '../lib/ui/snackbar';
import { NotFound } from './NotFound';
import { Redirect } from '../lib/redirect';

/*
 * The route guards of docs/product §4, wired from the pure rules in packages/domain/src/access. They are
 * components, not loaders: each reads the location, so it runs again on every navigation (a parent
 * loader would not), and each reads the session store, so a logout or a sign-in in another tab
 * re-runs it too. The order is the spec's: the session check (outside the shell), then the
 * server's block list, then the employee rules (forced redirects, terminated accounts, other
 * blocks) with the user's flags as /employee answers them now.
 */

/** The token persisted for an area right now (another tab may have replaced or removed it). */
function persistedToken(area: Area): string | null {
  try {
    const raw = localStorage.getItem(storageKey(area));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { session?: { token?: unknown } | null } };
    const token = parsed.state?.session?.token;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** What the domain's session check reads, from the area's session and local storage. */
export function sessionSnapshot<A extends Area>(area: A, session: SessionByArea[A] | null): SessionSnapshot {
  if (!session) return {};
  const s = session as SessionByArea[Area];
  return {
    authType: 'user' in s ? s.user.TYPE : null,
    username: 'username' in s ? s.username : null,
    token: s.token,
    storedToken: persistedToken(area),
    expiry: s.expiry,
  };
}

function useLiveSession<A extends Area>(area: A): SessionByArea[A] | null {
  const session = useAreaSession(area);
  return 'ok' in checkSession(area, sessionSnapshot(area, session), new Date()) ? session : null;
}

/**
 * docs/product §4 Session: no session -> the area's login route; a session of the wrong kind, a token other
 * than the stored one or an expiry in the past -> the area's logout route (which clears it).
 */
export function RequireSession({ area }: { area: Area }) {
  const session = useAreaSession(area);
  const { pathname, search } = useLocation();
  const result = checkSession(area, sessionSnapshot(area, session), new Date());
  if ('redirect' in result) {
    // The page asked for opens once signed in again (a mail's link, an expired session's page), and
    // the sign-in says why when a session has ended: expired or replaced (the area's sign-out),
    // refused by the server, or signed out in another tab.
    const ended = result.redirect === AREA_ROUTES[area].logout || sessionEnded(area);
    return (
      <Redirect to={withReason(result.redirect, area, `${pathname}${search}`, ended ? 'ended' : null)} />
    );
  }
  return <Outlet />;
}

/**
 * Goes to `to` and says why in the snackbar ('redirect message', docs/product §2 and §8): once for each
 * address redirected (this component may stay mounted from one address to the next, lib/redirect).
 */
export function RedirectWithMessage({ to }: { to: string }) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    useSnackbar.getState().show(t('access.redirected'), 'info');
  }, [t, key]);
  return <Redirect to={to} />;
}

/**
 * The catch-all route: a signed-in user's blocked path (which need not be a route of the app, e.g. an
 * old portal's) goes home with the redirect message; anything else is '404 / Page Not Found'.
 */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const session = useLiveSession(area);
  if (session && isBlocked(pathname, session.blockList)) {
    return <RedirectWithMessage to={AREA_ROUTES[area].home} />;
  }
  return <NotFound />;
}
