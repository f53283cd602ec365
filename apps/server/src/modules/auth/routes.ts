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
  employeeLogin: ({ services, caller, input, language }) => employeeLogin(services, caller, input, language),
  partnerLogin: ({ services, caller, input, language }) => partnerLogin(services, caller, input, language),
  toolsLogin: ({ services, caller, input, language }) => toolsLogin(services, caller, input, language),
  extendToken: async ({ services, session }) => ({
    TOKEN_EXPIRY: unixSeconds(await services.sessions.extend(session)),
  }),
  logout: async ({ services, session }) => {
    await services.sessions.revoke(session.id);
    return { message: API_MESSAGES.loggedOut };
  },
  passwordReset: ({ services, input, language }) => requestPasswordReset(services, input, language),
  passwordUpdate: ({ services, input }) => updatePassword(services, input),
  passwordChange: ({ services, session, input }) => changePassword(services, session, input),
};
