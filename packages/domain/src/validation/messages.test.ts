import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages';

describe('MESSAGES: the spec texts, exactly', () => {
  it('login and passwords (section 5)', () => {
    expect(formatMessage(MESSAGES.idRequired, { type: 'Employee' })).toBe('Please fill out your Employee ID');
    expect(formatMessage(MESSAGES.idRequired, { type: 'Partner' })).toBe(MESSAGES.partnerIdRequired);
    expect(MESSAGES.employeeIdRequired).toBe('Please fill out your Employee ID');
    expect(MESSAGES.passwordRequired).toBe('Please fill out your password');
    expect(MESSAGES.usernameRequired).toBe('Please fill out your username');
    expect(MESSAGES.correctInformation).toBe('Please correct the information above');
    expect(MESSAGES.validEmailRequired).toBe('Please fill out a valid email address');
    expect(MESSAGES.passwordTooShort).toBe('Your password must be at least 8 characters');
    expect(MESSAGES.newPasswordRequired).toBe('Please fill out a new password');
    expect(MESSAGES.passwordsMustMatch).toBe('Your passwords need to match');
  });

  it('claim items, demo, receipts (section 5)', () => {
    expect([
      MESSAGES.invalidPatient,
      MESSAGES.invalidServiceDate,
      MESSAGES.invalidServiceType,
      MESSAGES.invalidProvider,
      MESSAGES.invalidAmount,
    ]).toEqual([
      'Invalid patient',
      'Invalid service date',
      'Invalid service type',
      'Invalid provider',
      'Invalid amount',
    ]);
    expect(MESSAGES.duplicateClaimItem).toBe('Duplicate claim item, adjust some details');
    expect(MESSAGES.maxClaimItems).toBe('Maximum of 10 claim items allowed per claim');
    expect(MESSAGES.correctClaimDetails).toBe('Please correct the claim details above');
    expect(MESSAGES.invalidEmployeeId).toBe('Invalid Employee ID');
    expect(MESSAGES.invalidClaimType).toBe('Invalid claim type');
    expect(MESSAGES.demoAmountExceeded).toBe('Amount exceeds $15,000');
    expect(MESSAGES.invalidImageType).toBe('Invalid image type, please choose a JPEG, PNG, or PDF');
    expect(MESSAGES.invalidDocumentType).toBe('Invalid document type, please choose a JPEG, PNG, or PDF');
    expect(MESSAGES.maxImageSize).toBe('Maximum image size cannot exceed 5MB.');
    expect(MESSAGES.duplicateReceipt).toBe('Duplicate receipt image');
  });

  it('personal, employer, agreement (section 5)', () => {
    expect(MESSAGES.invalidPostalCode).toBe('Invalid postal code format.');
    expect(MESSAGES.selectProvince).toBe('Please select a province.');
    expect(MESSAGES.invalidTelephone).toBe('Invalid telephone format.');
    expect(MESSAGES.invalidEmail).toBe('Invalid email format.');
    expect(MESSAGES.birthDateTooYoung).toBe('Birthdate is younger than allowed for this plan.');
    expect(MESSAGES.correctMissingInformation).toBe('Please correct the missing information above');
    expect(MESSAGES.acceptAgreement).toBe('Please accept the agreement to continue');
    for (const key of [
      'firstNameRequired',
      'lastNameRequired',
      'addressRequired',
      'cityRequired',
      'postalCodeRequired',
      'telephoneRequired',
      'emailRequired',
      'birthDateRequired',
    ] as const) {
      expect(MESSAGES[key]).toMatch(/^Please fill out your /);
    }
    expect(MESSAGES.firstNameRequired).toBe('Please fill out your first name');
  });

  it('signup and section 8 texts', () => {
    expect(MESSAGES.correctErrors).toBe('Please correct the errors above.');
    expect(MESSAGES.invalidPlan).toBe('Invalid Plan');
    expect(MESSAGES.invalidCompanyType).toBe('Invalid Company Type');
    expect(MESSAGES.invalidPlanYearEndType).toBe('Invalid Company Plan Year End Type');
    expect(MESSAGES.endOfList).toBe('End of List');
    expect(MESSAGES.beginningOfList).toBe('Beginning of List');
    expect(MESSAGES.failedToLoadReport).toBe('Failed to load report.');
    expect(MESSAGES.failedToLoadClaimDetails).toBe('Failed to load claim details.');
    expect(formatMessage(MESSAGES.networkProblem, { provider: 'Spendwell Benefits' })).toBe(
      'There was a problem connecting to the server, please contact Spendwell Benefits.',
    );
    expect(formatMessage(MESSAGES.networkError, { provider: 'X' })).toBe(
      'Error communicating with X server. Try or contacting X.',
    );
    expect([MESSAGES.apiTestSuccessful, MESSAGES.apiTestFail, MESSAGES.apiTestNetworkFailure]).toEqual([
      'Api Test Successful',
      'Api Test Fail',
      'Api Test Network Failure:',
    ]);
    expect(MESSAGES.claimItemAdded).toBe('Claim Item has been successfully added');
    expect(MESSAGES.bankingDocumentAttached).toBe('Banking document attached');
    expect(MESSAGES.savedPersonalInformation).toBe('Saved personal information');
    expect(MESSAGES.dependantAdded).toBe('Successfully added new Dependant');
    expect(MESSAGES.dependantRemoved).toBe('Successfully removed Dependant');
  });

  it('every message is a non-empty single line', () => {
    for (const text of Object.values(MESSAGES)) expect(text).toMatch(/^\S[^\n]*$/);
  });
});

describe('formatMessage', () => {
  it('fills i18next-style placeholders, spaces allowed', () => {
    expect(formatMessage('Hi {{ name }}, {{n}} new', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3 new');
  });

  it('leaves placeholders without a value', () => {
    expect(formatMessage('Please fill out your {{type}} ID')).toBe('Please fill out your {{type}} ID');
    expect(formatMessage('{{toString}}', {})).toBe('{{toString}}');
  });
});
