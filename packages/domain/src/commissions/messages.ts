import { registerMessageSection } from '../messages/catalogue';

/** Messages of the partner's commission statements (decision 0042). */
export const COMMISSION_MESSAGES = {
  statementRequired: 'Please choose a statement.',
  statementNotFound: 'This statement does not exist.',
} as const;

export type CommissionMessageKey = keyof typeof COMMISSION_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('commissions', COMMISSION_MESSAGES);
