import { employeeRedirect, isBlocked, matchRoute, normalizePath, partnerRedirect } from '@benefits/domain';
import { replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { employeeProfileQuery, useEmployeeUser } from '../lib/api/employeeProfile';
import { AREA_ROUTES, type Area } from '../lib/session/areas';
import { useAreaSession, useEmployeeSession, usePartnerSession } from '../lib/session/store';
import { Loading } from '../lib/ui/Section';
import { RedirectWithMessage } from './guards';
import { NotFound } from './NotFound';
import { Redirect } from '../lib/redirect';

/*
 * The access rules that run inside a signed-in shell. They live in their own module, loaded with the
 * shell (router.tsx), so the employee rules and the profile query are not in the JavaScript that the
 * public pages need (docs/performance.md).
 */

/**
 * Inside an area's shell, on every navigation: a path in the session's block list goes to the area's
 * home with the redirect message (docs/product §2; employee: '/'); employee, claim and company routes then
 * pass the employee rules.
 */
export function AreaAccess({ area }: { area: Area }) {
  const { pathname } = useLocation();
  const session = useAreaSession(area);
  if (isBlocked(pathname, session?.blockList)) return <RedirectWithMessage to={AREA_ROUTES[area].home} />;
  if (area === 'employee') return <EmployeeAccess pathname={pathname} />;
  if (area === 'partner') return <PartnerAccess pathname={pathname} />;
  return <Outlet />;
}

/**
 * `partnerRedirect` (decision 0020: the partner route flags of docs/product §6 — password change first,
 * terminated, missing partner banking — and the managers-only Agent List) with the partner's fields
 * from the sign-in answer (the password change clears its flag there).
 */
function PartnerAccess({ pathname }: { pathname: string }) {
  const user = usePartnerSession((s) => s.session?.user);
  const target = user ? partnerRedirect(user, pathname) : null;
  if (target !== null && target !== normalizePath(pathname)) return <Redirect to={target} />;
  return <Outlet />;
}

/**
 * A company report name that does not exist is still the company area's (decision 0010, amended
 * 2026-12-07): the report page says so inside the shell, with a link back to the list, instead of
 * the app's 404 with its sign-in link.
 */
const COMPANY_REPORT_PATH = /^\/company-reports\/[^/]+\/?$/;
function unknownCompanyReport(pathname: string): { area: 'company' } | null {
  return COMPANY_REPORT_PATH.test(pathname) ? { area: 'company' } : null;
}

/**
 * `employeeRedirect` (docs/product §4 forced redirects, terminated accounts, other blocks) with the user's
 * fields from /employee: the sign-in answer at first, refreshed whenever it is older than the query's
 * stale time when the user navigates, so a flag cleared on the server stops redirecting. Paths the
 * domain's route table does not know are not found, except an unknown company report (above).
 */
function EmployeeAccess({ pathname }: { pathname: string }) {
  const queryClient = useQueryClient();
  const profile = useEmployeeUser();
  const user = profile.data;

  useEffect(() => {
    void queryClient.prefetchQuery(employeeProfileQuery());
  }, [pathname, queryClient]);

  // Keep the persisted session's user as fresh as the server's answer (a reload starts from it). Only
  // when the answer says something new: a change of the store makes every reader of the session's
  // user (the shell, the screen) draw again at once, in one long task.
  useEffect(() => {
    if (!user) return;
    useEmployeeSession.setState((s) =>
      s.session && replaceEqualDeep(s.session.user, user) !== s.session.user
        ? { session: { ...s.session, user } }
        : s,
    );
  }, [user]);

  const match = matchRoute(pathname) ?? unknownCompanyReport(pathname);
  if (!match) return <NotFound />;
  if (!user) return <Outlet />;
  const target = employeeRedirect(user, pathname, match.area);
  if (target !== null && target !== normalizePath(pathname)) {
    // Send the user away on what the server says now, not on a flag cached earlier (a claim audit
    // passed since, a step done in another tab): while the profile is stale, this navigation's
    // refresh (above) is on its way, so wait for it. A failed refresh falls back to what we have.
    if (profile.isStale && !profile.isError) return <Loading />;
    return <Redirect to={target} />;
  }
  return <Outlet />;
}
