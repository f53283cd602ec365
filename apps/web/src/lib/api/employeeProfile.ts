import type { EmployeeUser } from '@benefits/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEmployeeSession } from '../session/store';
import { call } from './client';
import { refs } from './refs';

/** Cached under the employee area, so logout and a forced logout drop it with the session. */
export const employeeProfileKey = ['employee', 'profile'] as const;

/** POST /webapp/employee: the signed-in employee's User fields (flags, balances, plan year). */
export const employeeProfileQuery = () =>
  queryOptions({
    queryKey: employeeProfileKey,
    queryFn: async ({ signal }): Promise<EmployeeUser> => {
      // The answer also carries TOKEN_EXPIRY (the client has applied it); keep only the User fields.
      const {
        TOKEN_EXPIRY: _expiry,
        message: _message,
        ...user
      } = await call(refs.employeeProfile, {}, { area: 'employee', signal, snackbar: false });
      return user;
    },
  });

/**
 * The signed-in employee as the route guard, the shell and the screens see it: the user of the
 * sign-in answer at once (as stale data), refreshed from /employee so that flags the server has
 * cleared (a completed agreement, missing information filled in) take effect.
 */
export function useEmployeeUser() {
  const sessionUser = useEmployeeSession((s) => s.session?.user);
  return useQuery({
    ...employeeProfileQuery(),
    initialData: sessionUser,
    // Stale from the start: the first observer refreshes it from the server.
    initialDataUpdatedAt: 0,
  });
}
