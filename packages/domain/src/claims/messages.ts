import { registerMessageSection } from '../messages/catalogue';
/**
 * Messages of the claim endpoints that are not spec field rules (those are in MESSAGES: 'Invalid
 * patient', 'Claim Item has been successfully added' ...). None of these texts is in the spec;
 * they follow its wording. Parameters use i18next interpolation.
 */
export const CLAIM_MESSAGES = {
  invalidClaim: 'Invalid claim',
  invalidClaimItem: 'Invalid claim item',
  invalidFile: 'Invalid file',
  claimNotFound: 'This claim does not exist.',
  claimItemNotFound: 'This claim item does not exist.',
  fileNotFound: 'This file does not exist.',
  claimNotOpen: 'This claim has already been submitted or cancelled.',
  noItems: 'Please add at least one claim item to your claim.',
  receiptRequired: 'Please upload at least one receipt with your claim.',
  noBalance: 'Your available balance cannot pay any part of this claim.',
  tooManyFiles: 'A claim can hold at most {{max}} files of this kind.',
  notInAudit: 'This claim is not waiting for audit documents.',
  itemRemoved: 'Claim item removed',
  claimSaved: 'Your claim has been saved. You can resume it at any time.',
  claimSubmitted: 'Your claim has been submitted.',
  claimSubmittedForAudit:
    'Your claim has been submitted and selected for audit. Please upload your audit documents.',
  claimCancelled: 'Your claim has been cancelled.',
  receiptUploaded: 'Receipt uploaded',
  receiptRemoved: 'Receipt removed',
  // A file named or declared as a JPEG, PNG or PDF whose bytes are none of them (claims/receipts.ts).
  unreadableFile: 'This file is not a readable image or PDF. Please choose a JPEG, PNG, or PDF.',
  auditFileUploaded: 'Audit document uploaded',
  // A WSA service outside the company's wellness categories (claims/wellness-services.ts).
  serviceNotInCategories: 'This service is not in the wellness categories your employer chose.',
  // Who may claim (docs/product §4 "Other blocks", §6 menu rules).
  nonMemberAdmin: 'Your account administers the plan and cannot make claims.',
  terminated: 'Your account is terminated: claims can no longer be made online.',
  onlineClaimsOff: 'Online claims are not enabled for your account.',
  planClosed: 'Your company’s plan has ended: claims can no longer be made.',
  customizedBenefits: 'Claims for your customised benefits cannot be made online.',
  // Before the member's effective date (QA lifecycle, finding 3); the date as an ISO date.
  coverageNotStarted: 'Your coverage starts on {{date}}: claims can be made from then.',
  // A first-sign-in step still pending (account/first-sign-in.ts): its page, named as in the menu.
  agreementPending: 'Please accept the HSA Agreement before making a claim.',
  personalDetailsMissing: 'Please complete your Personal Details before making a claim.',
  bankingDetailsMissing: 'Please add your Banking Details before making a claim.',
  auditInProcess:
    'Claim Audit in Process: please upload the requested audit documents before making another claim.',
  historyNotAvailable: 'Claim history is not available for your account.',
  printFormNotAvailable: 'The claim form is not available for your account.',
  // A cancelled claim asks for nothing: no claim form of it (decision 8).
  cancelledNoForm: 'This claim was cancelled: there is no claim form to print for it.',
} as const;

export type ClaimMessageKey = keyof typeof CLAIM_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('claims', CLAIM_MESSAGES);
