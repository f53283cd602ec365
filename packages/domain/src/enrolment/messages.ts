import { registerMessageSection } from '../messages/catalogue';

/**
 * Adding employees and non-plan admins (docs/product §2 /add-employee, §3 "Other employer data", §5
 * "Date limits"). The spec gives the birth-date message ('Birthdate is younger than allowed for this
 * plan.', MESSAGES.birthDateTooYoung) and no other wording for this screen; these follow its style and
 * speak of "the employee", since an administrator fills them in.
 */
export const ENROLMENT_MESSAGES = {
  firstNameRequired: "Please fill out the employee's first name",
  lastNameRequired: "Please fill out the employee's last name",
  emailRequired: "Please fill out the employee's email address",
  birthDateRequired: "Please fill out the employee's date of birth",
  provinceRequired: 'Please select a province.',
  effectiveDateRequired: 'Please fill out the effective date',
  invalidEffectiveDate: 'Invalid effective date format.',
  effectiveDateTooEarly: 'The effective date can be at most one year ago.',
  effectiveDateTooLate: 'The effective date can be at most one year from today.',
  classificationRequired: 'Please select a classification.',
  unknownClassification: 'This classification does not exist in your company.',
  unknownDivision: 'This division does not exist in your company.',
  invalidGroupAdmin: 'Please answer Y or N.',
  invalidLanguage: 'Please answer EN or FR.',
  emailInUse: 'An employee of your company already has this email address.',
  emailRepeated: 'This email address is also on row {{row}} of the file.',

  fileRequired: 'Please choose a CSV file.',
  fileUnreadable:
    'This file could not be read as CSV (near line {{line}}). Please save it as CSV from your spreadsheet and upload it again.',
  fileEmpty: 'The file has no employee rows.',
  fileTooManyRows: 'A file can add at most {{max}} employees at a time.',
  missingColumns: 'The file is missing the column(s): {{columns}}. Please start from the template.',
  rowsHaveProblems:
    'Nothing was saved: {{count}} row(s) have problems. Correct the file and upload it again.',

  employeeAdded: 'Employee added',
  employeesAdded: '{{count}} employees added',
  adminAdded: 'Non-plan administrator added',
} as const;

export type EnrolmentMessageKey = keyof typeof ENROLMENT_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('enrolment', ENROLMENT_MESSAGES);
