import { api, type EmployeeUser } from '@benefits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/client';
import { employeeProfileKey } from '../../lib/api/employeeProfile';
import { useAction } from '../../lib/api/useAction';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useEmployeeSession, usePartnerSession } from '../../lib/session/store';
import type { ResetArea } from './api';

/**
 * The messages the password change can answer ('Please choose a password other than…'), by key
 * (decision 0018); their French is in the account catalogue, which the auth routes load.
 */
export const useChangePasswordMessage = useTranslateMessage;

/**
 * POST /password/change (decision 0020). On success the server has cleared REQUIRE_WEB_PASSWORD_RESET:
 * the signed-in user held by the web (the employee profile query and the persisted session, or the
 * partner session) is cleared too, so the route guard lets the user continue at once.
 */
export function useChangePassword(area: ResetArea) {
  const queryClient = useQueryClient();
  return useAction(async (values: { npw1: string; npw2: string }) => {
    const answer = await call(api.passwordChange, values, { area });
    if (area === 'employee') {
      useEmployeeSession.setState((s) =>
        s.session
          ? { session: { ...s.session, user: { ...s.session.user, REQUIRE_WEB_PASSWORD_RESET: 'N' } } }
          : s,
      );
      queryClient.setQueryData<EmployeeUser>(employeeProfileKey, (user) =>
        user ? { ...user, REQUIRE_WEB_PASSWORD_RESET: 'N' } : user,
      );
      void queryClient.invalidateQueries({ queryKey: employeeProfileKey });
    } else {
      usePartnerSession.setState((s) =>
        s.session
          ? { session: { ...s.session, user: { ...s.session.user, REQUIRE_WEB_PASSWORD_RESET: 'N' } } }
          : s,
      );
    }
    return answer;
  });
}
