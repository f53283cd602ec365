import { registerMessageSection } from '../messages/catalogue';

/**
 * The employee directory's messages (/directory/employees; docs/product §2, §4 "Employee /
 * employer", §7 "Employer"). The spec gives no wording for these; they follow the style of its
 * own ('Successfully added new Dependant', 'Invalid amount'). The list's ends use the spec's
 * 'End of List' and 'Beginning of List' (validation messages); an unknown division or classification
 * answers the classifications section's own messages.
 */
export const DIRECTORY_MESSAGES = {
  employeeNotFound: 'This employee does not exist.',
  invalidSort: 'Please choose how to sort the list.',
  searchTooLong: 'Searches can be at most {{max}} characters.',

  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  nameUnchanged: 'The name is the same as the current one.',
  nameChanged: 'Name changed',

  divisionChanged: 'Division changed',

  classificationRequired: 'Please choose a classification.',
  sameClassification: 'The employee is already in this classification.',
  changeDateRequired: 'Please enter the date the change takes effect.',
  changeDateTooEarly: 'The change can take effect at most a year ago.',
  changeDateTooLate: 'The change must take effect within a year from today.',
  classChangePendingExists:
    'This employee already has a pending class change. Remove it first to schedule another.',
  classChangeNotFound: 'This pending class change does not exist or has already taken effect.',
  classChanged: 'Class changed',
  classChangeScheduled: 'Class change scheduled',
  classChangeRemoved: 'Pending class change removed',

  oneTimeAmountInvalid: 'Please enter an amount from -$15,000 to $15,000, other than $0.',
  oneTimeReasonRequired: 'Please enter the reason for the change.',
  oneTimeReasonTooLong: 'Reasons can be at most {{max}} characters.',
  oneTimeBelowZero: 'This change would take the HSA balance below $0.00: the balance is {{balance}}.',
  oneTimeBelowZeroPending:
    'This change would take the HSA balance below $0.00: the balance is {{balance}}, and pending one-time changes already take {{pending}} of it.',
  oneTimeChangeNotFound: 'This pending one-time change does not exist or has already taken effect.',
  oneTimeChangeApplied: 'One-time change applied',
  oneTimeChangeScheduled: 'One-time change scheduled',
  oneTimeChangeRemoved: 'Pending one-time change removed',
  oneTimeRequestInvalid: 'This one-time change cannot be sent: reload the page and try again.',
  oneTimeRequestReused:
    'This one-time change request was already recorded with other details: reload the page and try again.',

  terminationDateRequired: 'Please enter the termination date.',
  terminationDateTooEarly: 'The termination date can be at most a year ago.',
  terminationDateTooLate: 'The termination date must be within a year from today.',
  alreadyTerminated: 'This employee is already terminated or has a termination pending.',
  notTerminated: 'This employee has no termination to cancel.',
  claimPeriodEnded: 'This account’s claim period has ended; its termination can no longer be cancelled.',
  terminateSelf: 'You cannot terminate your own account.',
  terminationBeforeEffective: 'The termination date cannot be before the employee’s effective date.',
  terminateLastAdmin:
    'This employee is the company’s only administrator. Make another employee an administrator first.',
  employeeTerminated: 'Employee terminated',
  terminationScheduled: 'Termination scheduled',
  terminationCancelled: 'Termination cancelled',
  accountTerminated: 'This employee’s account is terminated; it can no longer be changed this way.',

  ownAdminStatus: 'You cannot remove your own administrator status. Ask another administrator to do it.',
  lastAdmin:
    'The company must keep at least one administrator. Make another employee an administrator first.',
  nonMemberAdmin:
    'This person is an administrator who is not a plan member; their administrator status cannot be changed here.',
  noAccount:
    'This person is an administrator who is not a plan member: they have no account, so their class and balance cannot be changed.',
  noLimitToRecalculate:
    'Employee {{id}} administers the plan and holds no account: there is no limit to recalculate.',
  adminGranted: 'Group administrator status granted',
  adminRemoved: 'Group administrator status removed',
} as const;

export type DirectoryMessageKey = keyof typeof DIRECTORY_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('directory', DIRECTORY_MESSAGES);
