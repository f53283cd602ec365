import { registerMessageSection } from '../messages/catalogue';

/*
 * The partner sign-up's own rules and messages beyond the spec's fields (decision 0036): one partner
 * account per e-mail address, so a retried or repeated submission (a network retry, a second tab)
 * cannot open a second account for the same person.
 */

/** The sign-up's own messages (not in the spec; decision 0036). */
export const PARTNER_SIGNUP_MESSAGES = {
  emailAlreadyPartner:
    'A partner account already uses this e-mail address. Please sign in with your partner ID, or use another address.',
} as const;
registerMessageSection('partnerSignup', PARTNER_SIGNUP_MESSAGES);

/**
 * The natural key of a partner sign-up: the applicant's e-mail address, trimmed and in lower case
 * ('Amelie.Fortin@Example.ca ' and 'amelie.fortin@example.ca' are one person). A partner who is not
 * terminated and whose address has this key refuses the application.
 */
export const partnerEmailKey = (email: string): string => email.trim().toLowerCase();
