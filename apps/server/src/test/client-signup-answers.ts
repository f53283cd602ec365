/*
 * A client sign-up application's answers as the prospect types them (decision 0041), shared by the
 * sign-up's and the retention's API tests: the first step's person and the second step's company.
 */

/** The first step: the applicant and the plan they chose. */
export const signupPerson = (email: string) => ({
  firstname: 'Amélie',
  lastname: "O'Neil",
  email,
  birthdate: '1984-03-09',
  planCategory: 'group',
  planCode: '1071',
  planConfirm: true,
});

/** The second step: an Ontario company, with no second employee. */
export const signupCompany = (name: string) => ({
  company: { name, type: '1', postal: 'M5V 2T6' },
  employCompany: { fiscalDate: 'Dec-31', planYearType: '1', onlineAgreement: true, acknowledgePAC: true },
  incorpCompany: { adminAgreement: true, employeeConfirmation: true },
  hasSecondEmployee: false,
});
