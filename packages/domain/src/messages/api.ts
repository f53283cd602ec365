/**
 * Messages the API answers that are not field rules (those are in MESSAGES): the `api` section of the
 * one message catalogue (messages/catalogue.ts). Clients translate them by key (`api.<key>`, sent
 * in a failure's `data.errorKeys`); keep the English text stable.
 */
export const API_MESSAGES = {
  invalidCredentials: 'The ID or password you entered is incorrect.',
  invalidToolsCredentials: 'The username or password you entered is incorrect.',
  tooManyAttemptsForId:
    'Too many failed sign-in attempts for this ID. Please wait {{minutes}} minutes and try again.',
  tooManyAttemptsFromAddress:
    'Too many failed sign-in attempts from this address. Please wait {{minutes}} minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAllowed: 'You do not have access to this.',
  correctInformation: 'Please correct the information above',
  malformedJson: 'The request could not be read: it is not valid JSON.',
  notAnObject: 'The request data must be a JSON object.',
  unsupportedContentType: 'The request must be sent as JSON.',
  tooLarge: 'The request is too large.',
  unknownPath: 'This address does not exist.',
  methodNotAllowed: 'This address does not accept this kind of request.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  resetRequested: 'If the details match an account, we have e-mailed a link to reset your password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordTooLong: 'Your password must be at most 200 characters.',
  passwordUpdated: 'Your password has been updated. You can now sign in.',
  loggedOut: 'You have been signed out.',
  notificationNotFound: 'This notification does not exist or was already dismissed.',
  ebookNotFound: 'This ebook does not exist.',
  preferencesSaved: 'Your preferences have been saved.',
  secondFactorCodeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  secondFactorWrong: 'The code you entered is incorrect.',
  secondFactorExpired: 'This sign-in has expired. Please enter your username and password again.',
  notWhileActing: 'Staff acting for an account cannot change its password or sign-in e-mail.',
  partnerNotFound: 'There is no agent or partner with this ID.',
  notActing: 'This session is not a staff member acting for an account.',
  actingPasswordChangePending:
    'This account must change its password before anyone can use it; staff cannot act for it until then.',
  clientNotFound: 'There is no client with this ID in your client list.',
  agentNotFound: 'There is no agent with this ID on your team.',
} as const;
export type ApiMessageKey = keyof typeof API_MESSAGES;
