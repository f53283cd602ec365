import { registerMessageSection } from '../messages/catalogue';
/**
 * Messages of the employee account area (personal details, dependants, banking, agreement) that the
 * spec does not give. The spec's own texts ('Saved personal information', 'Successfully added new
 * Dependant', 'Successfully removed Dependant', 'Banking document attached', 'Please accept the
 * agreement to continue', ...) stay in MESSAGES; these follow their wording.
 */
export const ACCOUNT_MESSAGES = {
  tooLong: 'Please use at most {{max}} characters.',
  accountTerminated: 'This account is terminated: its details can no longer be changed.',
  planMembersOnly: 'This is only available to plan members.',

  dependantNotFound: 'This dependant does not exist.',
  dependantUpdated: 'Successfully updated Dependant',
  tooManyDependants: 'You can list at most {{max}} dependants.',
  oneSpouseOnly: 'Only one spouse can be listed. Remove the current spouse first.',
  dependantAlreadyListed: 'This dependant is already listed (same first name, last name and birth date).',
  dependantStartsTooEarly: "A dependant's coverage cannot start before your own effective date.",
  studentExtensionChildOnly: 'Only a dependent child aged 21 or older can have a student extension.',
  studentExtensionDateRequired: 'Please fill out the date the studies end.',
  studentExtensionDatePast: 'The extension date must be today or later.',
  studentExtensionTooLate:
    'A student extension can last until December 31 of the year the child turns 25 at the latest.',
  studentExtensionSaved: 'Student extension saved',
  studentExtensionRemoved: 'Student extension removed',

  bankingSaved: 'Banking details saved',
  bankingDocumentMissing: 'No banking document is on file.',
  // Staff refused the details on file (a failed PAD audit, decision 0029): saving them again needs new proof.
  newBankingDocumentRequired:
    'Please attach a new void cheque or bank letter: the one on file was not accepted.',

  agreementAccepted: 'Thank you. The agreement has been accepted.',
  agreementNotOffered: 'The HSA employer agreement is not offered to this account.',
  agreementNotSigned: 'No signed agreement is on file.',

  // A frozen account (FROZEN = Y, docs/product §3): nothing that moves money (docs/decisions/0020).
  // REQUIRE_WEB_PASSWORD_RESET = Y: the forced password change (docs/decisions/0020).
  passwordChangeRequired: 'Please change your password to continue.',
  samePassword: 'Please choose a password other than your current one.',
  // No forced change pending: a session alone does not change the password (QA security F1).
  passwordChangeNotPending:
    'Your password can only be changed with "Forgot your password?" on the sign-in page.',
  passwordChanged: 'Your password has been changed.',
  accountFrozen:
    'Your account is frozen: claims and changes to your banking details are on hold. Please contact us to release it.',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('account', ACCOUNT_MESSAGES);
