import { registerMessageSection } from '../messages/catalogue';

/**
 * Messages of the company's funding, insurance add-ons, online claiming and plan (issue #10;
 * docs/decisions/0027). The spec gives no wording for these screens; these follow its style
 * ('Saved company information', 'Please correct the missing information above'). French is the
 * web's (features/plan/i18n) by key.
 */
export const PLAN_MESSAGES = {
  // Company funding
  fundingMethodRequired: 'Please choose how the company funds its account.',
  fundingFrequencyRequired: 'Please choose how often the company funds its account.',
  perClaimNeedsPad: 'Funding as claims are paid needs the pre-authorised debit.',
  padNotOnFile:
    'The company has no pre-authorised debit account on file. Add one under Pre-Authorised Debit first.',
  depositRequired: 'Please enter a deposit amount from $100 to $1,000,000.',
  fundingSaved: 'Saved company funding',

  // Balance and refunds
  refundAmountInvalid: 'Please enter a refund amount of at least $0.01.',
  refundOverBalance: 'The refund cannot be more than the company balance of {{balance}}.',
  refundNoBalance: 'The company balance is empty: there is nothing to refund.',
  refundRequested: 'Refund recorded',
  refundRequestInvalid: 'This refund cannot be sent: reload the page and try again.',
  refundRequestReused:
    'This refund request was already recorded for another amount: reload the page and try again.',

  // Insurance add-ons
  noInsurance: 'Your company has no insurance add-ons.',
  insuranceProductNotHeld: 'Your company does not have this insurance add-on.',
  insuranceFundingRequired: 'Please choose how this insurance is funded.',
  insuranceFundingSaved: 'Saved insurance funding',

  // Online claiming
  onlineClaimsNotAllowed: 'Online claiming cannot be enabled for this company.',
  onlineClaimsAlreadyEnabled: 'Online claiming is already enabled for this company.',
  onlineClaimsEnabled: 'Online claiming enabled',
  confirmRequired: 'Please confirm to continue.',

  // Plan and cancellation
  cancelDateInvalid: 'Please choose one of the cancellation dates offered.',
  cancelReasonTooLong: 'The reason can be at most {{max}} characters.',
  planAlreadyCancelled: 'The plan is already being cancelled.',
  planNotCancelled: 'The plan is not being cancelled.',
  cancellationFinal: 'The cancellation took effect on {{date}} and can no longer be withdrawn.',
  terminatedAdmin: 'A terminated administrator cannot change the company plan.',
  planCancelledNoChanges: 'The company’s plan has ended: this can no longer be changed.',
  planCancelled: 'Plan cancellation recorded',
  cancellationWithdrawn: 'Plan cancellation withdrawn',
} as const;

export type PlanMessageKey = keyof typeof PLAN_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('plan', PLAN_MESSAGES);
