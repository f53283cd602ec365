import { API_MESSAGES } from '@benefits/contract';
import type { ModuleHandlers } from '../../platform/http';
import { unixSeconds } from '../../platform/sessions';
import {
  changePassword,
  employeeLogin,
  partnerLogin,
  requestPasswordReset,
  toolsLogin,
  updatePassword,
} from './service';

export const authHandlers: ModuleHandlers<
  | 'employeeLogin'
  | 'partnerLogin'
  | 'toolsLogin'
  | 'extendToken'
  | 'logout'
  | 'passwordReset'
  | 'passwordUpdate'
  | 'passwordChange'
> = {
  employeeLogin: ({ services, caller, input }) => employeeLogin(services, caller, input),
  partnerLogin: ({ services, caller, input }) => partnerLogin(services, caller, input),
  toolsLogin: ({ services, caller, input }) => toolsLogin(services, caller, input),
  extendToken: async ({ services, session }) => ({
    TOKEN_EXPIRY: unixSeconds(await services.sessions.extend(session)),
  }),
  logout: async ({ services, session }) => {
    await services.sessions.revoke(session.id);
    return { message: API_MESSAGES.loggedOut };
  },
  passwordReset: ({ services, input }) => requestPasswordReset(services, input),
  passwordUpdate: ({ services, input }) => updatePassword(services, input),
  passwordChange: ({ services, session, input }) => changePassword(services, session, input),
};
