// eslint-disable-next-line no-restricted-imports -- the one <Navigate>, wrapped for every redirect
import { Navigate, useLocation } from 'react-router';

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
 * its own and navigates.
 */
export function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
