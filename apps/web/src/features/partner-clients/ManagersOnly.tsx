import { isPartnerManager, paths } from '@benefits/domain';
import type { ReactNode } from 'react';
import { usePartnerSession } from '../../lib/session/store';
import { Redirect } from '../../lib/redirect';

/**
 * docs/product §6: only managers see the Agent List (and an agent's page). An agent who opens one
 * goes to the dashboard; the server refuses the calls either way (scope partnerManager).
 */
export function ManagersOnly({ children }: { children: ReactNode }) {
  const user = usePartnerSession((s) => s.session?.user);
  if (user && !isPartnerManager(user)) return <Redirect to={paths.partner.home.getHref()} />;
  return children;
}

/** Whether the signed-in partner is a manager (their lists name the agent of each row). */
export const useIsManager = () => {
  const user = usePartnerSession((s) => s.session?.user);
  return user ? isPartnerManager(user) : false;
};
