import { stopActing } from '../acting/service';
import { API_MESSAGES } from '@benefits/contract';
import type { ModuleHandlers } from '../../platform/http';
import { unixSeconds } from '../../platform/sessions';
import {
  changePassword,
  checkPasswordLink,
  employeeLogin,
  partnerLogin,
  requestPasswordReset,
  toolsLogin,
  updatePassword,
} from './service';
import { completeStaffSignIn } from './second-factor';

export const authHandlers: ModuleHandlers<
  | 'employeeLogin'
  | 'partnerLogin'
  | 'toolsLogin'
  | 'toolsSecondFactor'
  | 'extendToken'
  | 'logout'
  | 'passwordReset'
  | 'passwordUpdate'
  | 'passwordLinkCheck'
  | 'passwordChange'
> = {
  employeeLogin: ({ services, caller, input, language }) => employeeLogin(services, caller, input, language),
  partnerLogin: ({ services, caller, input, language }) => partnerLogin(services, caller, input, language),
  toolsLogin: ({ services, caller, input }) => toolsLogin(services, caller, input),
  toolsSecondFactor: ({ services, caller, input, language }) =>
    completeStaffSignIn(services, caller, input, language),
  extendToken: async ({ services, session }) => ({
    TOKEN_EXPIRY: unixSeconds(await services.sessions.extend(session)),
  }),
  logout: async ({ services, session }) => {
    // Signing out of a session a staff member opened for the account is stopping (decision 0030).
    if (session.actingStaffId !== null) return stopActing(services, session);
    await services.sessions.revoke(session.id);
    return { message: API_MESSAGES.loggedOut };
  },
  passwordReset: ({ services, input, language }) => requestPasswordReset(services, input, language),
  passwordUpdate: ({ services, input, language }) => updatePassword(services, input, language),
  passwordLinkCheck: ({ services, input }) => checkPasswordLink(services, input),
  passwordChange: ({ services, session, input }) => changePassword(services, session, input),
};
