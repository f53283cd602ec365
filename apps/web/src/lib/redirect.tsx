// eslint-disable-next-line no-restricted-imports -- the one <Navigate>, wrapped for every redirect
import { Navigate, useLocation, useResolvedPath } from 'react-router';

/**
 * Sends the reader to `to` in place of the current address: React Router's `<Navigate replace>`, made
 * anew at every address.
 *
 * `<Navigate>` navigates from an effect, which runs when it mounts or its target changes. React draws
 * a navigation in a transition, which a newer one replaces if it comes before React has committed
 * it. So when an address redirects, and the reader (or a test) goes on to another address before
 * the screen redirected to is committed, the redirect is still what is on screen. If the new address
 * redirects to the same place, React keeps that same `<Navigate>`, whose effect does not run again:
 * the reader was left on an empty page at an address they may not open (an employee who may not
 * claim, at /claims/details; app/guards.test.tsx). Keyed by the location, each address's redirect is
 * its own and navigates (decision 0054).
 *
 * A redirect to the address already shown does nothing: each navigation makes a new location, so
 * a keyed one would navigate again and again (a home page in a partner's block list, say).
 */
export function Redirect({ to }: { to: string }) {
  const location = useLocation();
  const target = useResolvedPath(to);
  const here =
    target.pathname === location.pathname &&
    target.search === location.search &&
    target.hash === location.hash;
  if (here) return null;
  return <Navigate key={location.key} to={to} replace />;
}
