/**
 * Every validation and feedback message, keyed by a camelCase name. Texts given by the spec
 * (sections 5 and 8) are copied exactly; the few the spec leaves out are marked "not in the spec"
 * and follow its wording ('Please fill out your ...', 'Invalid ... format.').
 * Parameters use i18next interpolation ({{name}}) so the same keys feed the web's catalogues.
 */
export const MESSAGES = {
  // ---- Login and passwords (section 5) ----
  idRequired: 'Please fill out your {{type}} ID',
  employeeIdRequired: 'Please fill out your Employee ID',
  partnerIdRequired: 'Please fill out your Partner ID',
  passwordRequired: 'Please fill out your password',
  /** Tools login; the spec only says "username and password required". */
  usernameRequired: 'Please fill out your username',
  correctInformation: 'Please correct the information above',
  validEmailRequired: 'Please fill out a valid email address',
  newPasswordRequired: 'Please fill out a new password',
  passwordTooShort: 'Your password must be at least 8 characters',
  passwordsMustMatch: 'Your passwords need to match',
  /** Not in the spec: reset request with a type other than employee or partner. */
  invalidAccountType: 'Invalid account type',

  // ---- Claim item (section 5) ----
  invalidPatient: 'Invalid patient',
  invalidServiceDate: 'Invalid service date',
  invalidServiceType: 'Invalid service type',
  invalidProvider: 'Invalid provider',
  invalidAmount: 'Invalid amount',
  duplicateClaimItem: 'Duplicate claim item, adjust some details',
  maxClaimItems: 'Maximum of 10 claim items allowed per claim',
  correctClaimDetails: 'Please correct the claim details above',
  invalidEmployeeId: 'Invalid Employee ID',
  invalidClaimType: 'Invalid claim type',

  // ---- Demo claim item (section 5) ----
  demoAmountExceeded: 'Amount exceeds $15,000',

  // ---- Receipts and banking documents (section 5) ----
  invalidImageType: 'Invalid image type, please choose a JPEG, PNG, or PDF',
  invalidDocumentType: 'Invalid document type, please choose a JPEG, PNG, or PDF',
  maxImageSize: 'Maximum image size cannot exceed 5MB.',
  duplicateReceipt: 'Duplicate receipt image',

  // ---- Employee personal details (section 5: "Messages read 'Please fill out your ...'") ----
  firstNameRequired: 'Please fill out your first name',
  lastNameRequired: 'Please fill out your last name',
  addressRequired: 'Please fill out your address',
  cityRequired: 'Please fill out your city',
  postalCodeRequired: 'Please fill out your postal code',
  telephoneRequired: 'Please fill out your telephone number',
  emailRequired: 'Please fill out your email address',
  birthDateRequired: 'Please fill out your date of birth',
  invalidPostalCode: 'Invalid postal code format.',
  postalCodeNotInProvince: 'This postal code is not in the province selected.',
  selectProvince: 'Please select a province.',
  invalidTelephone: 'Invalid telephone format.',
  invalidEmail: 'Invalid email format.',
  birthDateTooYoung: 'Birthdate is younger than allowed for this plan.',
  /** Not in the spec: a birth date before the plan's oldest allowed birth date. */
  birthDateTooOld: 'Birthdate is older than allowed for this plan.',
  /** Not in the spec: a birth date that is not a date. */
  invalidBirthDate: 'Invalid birthdate format.',

  // ---- Employer details and agreement (section 5) ----
  correctMissingInformation: 'Please correct the missing information above',
  acceptAgreement: 'Please accept the agreement to continue',

  // ---- Dependants (section 5 "Date limits"; texts not in the spec) ----
  dependantFirstNameRequired: "Please fill out the dependant's first name",
  dependantLastNameRequired: "Please fill out the dependant's last name",
  dependantBirthDateRequired: "Please fill out the dependant's date of birth",
  invalidDependantBirthDate: 'Invalid birthdate format.',
  dependantBirthDateInFuture: 'The date of birth cannot be in the future.',
  selectRelationship: 'Please select a relationship.',
  invalidEffectiveDate: 'Invalid effective date format.',
  spouseTooYoung: 'A spouse must be at least 18 years old.',
  infirmTooYoung: 'An infirm dependant must be at least 21 years old.',
  childTooOld: 'A dependent child must be 25 years old or younger.',
  studentProofRequired:
    'A dependent child aged 21 or older must be a full-time student; proof of enrolment is required.',

  // ---- Banking (texts not in the spec) ----
  transitRequired: 'Please fill out your transit number',
  invalidTransit: 'Invalid transit number format.',
  institutionRequired: 'Please fill out your institution number',
  invalidInstitution: 'Invalid institution number format.',
  accountRequired: 'Please fill out your account number',
  invalidAccount: 'Invalid account number format.',

  // ---- Partner and client signup (section 5; texts not in the spec unless noted) ----
  invalidName: 'Please use only letters, numbers, apostrophes, hyphens, commas and periods.',
  /** Not in the spec: a first or last name longer than PERSON_NAME_MAX_LENGTH (every form alike). */
  nameTooLong: 'Please use at most {{max}} characters.',
  phoneRequired: 'Please fill out your phone number',
  invalidPhone: 'Invalid phone format.',
  invalidPhoneExtension: 'Invalid phone extension format.',
  businessNameRequired: 'Please fill out your business name',
  invalidBusinessName: 'Invalid business name format.',
  principalOfficerRequired: 'Please fill out your principal officer',
  principalOfficerEmailRequired: "Please fill out your principal officer's email address",
  businessNumberRequired: 'Please fill out your business number',
  invalidBusinessNumber: 'Invalid business number format.',
  sinRequired: 'Please fill out your social insurance number',
  invalidSin: 'Invalid social insurance number.',
  licenceRequired: 'Please fill out your licence number',
  invalidLicence: 'Invalid licence number format.',
  licenceExpiryRequired: 'Please fill out your licence expiry date',
  licenceExpiryNotFuture: 'Your licence expiry date must be in the future.',
  /** Not in the spec: the partner's own pages (decision 0040). */
  agentNameRequired: 'Please fill out your name',
  assistantNameRequired: "Please fill out your assistant's name",
  assistantEmailRequired: "Please fill out your assistant's email address",
  webProfileSaved: 'Saved web profile',
  assistantSaved: 'Saved assistant',
  assistantRemoved: 'Removed assistant',
  partnerBankingSaved:
    'Banking information saved. Commissions are paid into it once our staff have verified it.',
  /** Staff refused the partner's account on file (a failed PAD audit): saving it again takes new proof. */
  partnerNewBankingDocumentRequired:
    'Please attach a void cheque or bank letter: our staff could not verify the account on file.',
  partnerBankingDocumentMissing: 'No void cheque or bank letter is on file.',
  partnerDocumentNotFound: 'This document does not exist.',
  /** One partner account per e-mail address (decision 0036): a partner's new address is another's. */
  partnerEmailTaken: 'Another partner account already uses this e-mail address.',
  ageOutOfRange: 'You must be at least 18 and no older than 70 to apply.',
  selectPlan: 'Please select a plan.',
  confirmPlan: 'Please confirm your plan to continue',
  companyNameRequired: 'Please fill out your company name',
  invalidCompanyName: 'Invalid company name format.',
  postalCodeNotServiced: 'We do not yet offer plans in this postal code area.',
  /** Not in the spec: the company type or plan year end type drop-down left empty ('Invalid ...' is for an unknown code). */
  selectCompanyType: 'Please select a company type.',
  selectPlanYearEndType: 'Please select a plan year end type.',
  fiscalDateRequired: 'Please fill out your fiscal year end date',
  invalidFiscalDate: 'Invalid fiscal year end date format.',
  /** Section 4: server validation failure in the signup. */
  correctErrors: 'Please correct the errors above.',

  // ---- Reference lookups (section 8) ----
  invalidPlan: 'Invalid Plan',
  invalidCompanyType: 'Invalid Company Type',
  invalidPlanYearEndType: 'Invalid Company Plan Year End Type',

  // ---- Feedback (section 8) ----
  endOfList: 'End of List',
  beginningOfList: 'Beginning of List',
  failedToLoadReport: 'Failed to load report.',
  failedToLoadClaimDetails: 'Failed to load claim details.',
  networkProblem: 'There was a problem connecting to the server, please contact {{provider}}.',
  networkError: 'Error communicating with {{provider}} server. Try or contacting {{provider}}.',
  apiTestSuccessful: 'Api Test Successful',
  apiTestFail: 'Api Test Fail',
  apiTestNetworkFailure: 'Api Test Network Failure:',
  claimItemAdded: 'Claim Item has been successfully added',
  bankingDocumentAttached: 'Banking document attached',
  savedPersonalInformation: 'Saved personal information',
  dependantAdded: 'Successfully added new Dependant',
  dependantRemoved: 'Successfully removed Dependant',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed, as in i18next). A placeholder
 * without a value is left as it is, so a missing parameter shows instead of vanishing.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
