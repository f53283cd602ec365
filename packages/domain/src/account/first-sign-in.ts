/**
 * The steps an employee completes before using the account (docs/product §4 "Employee forced
 * redirects" 1–3): accept the HSA agreement (the new-employee check), complete the personal details
 * (MISSING_INFO), then add the banking details (MISSING_BANKING; not asked of a non-member admin, and
 * only once the personal details are complete). The web's route guard sends the employee to each step
 * (access/employee-guard.ts) and the claim rules refuse claims while one is pending
 * (claims/eligibility.ts `onlineClaimBlock`): one rule for every client.
 */

/** The first-sign-in steps, in the order the employee is sent to them. */
export const FIRST_SIGN_IN_STEPS = ['AGREEMENT', 'PERSONAL_DETAILS', 'BANKING_DETAILS'] as const;
export type FirstSignInStep = (typeof FIRST_SIGN_IN_STEPS)[number];

/** The account's flags the steps read. */
export interface FirstSignInFlags {
  /** NEW_EMPLOYEE_CHECK: the HSA agreement is still to be accepted. */
  newEmployeeCheck: boolean;
  /** MISSING_INFO: a required personal detail is missing. */
  missingInfo: boolean;
  /** MISSING_BANKING: no banking details on file. */
  missingBanking: boolean;
  nonMemberAdminOnly: boolean;
}

/** Whether the employee must still complete `step`. */
export function firstSignInStepPending(step: FirstSignInStep, flags: FirstSignInFlags): boolean {
  switch (step) {
    case 'AGREEMENT':
      return flags.newEmployeeCheck;
    case 'PERSONAL_DETAILS':
      return flags.missingInfo;
    case 'BANKING_DETAILS':
      return flags.missingBanking && !flags.missingInfo && !flags.nonMemberAdminOnly;
  }
}

/** The first step the employee must still complete, or null when none is pending. */
export function pendingFirstSignInStep(flags: FirstSignInFlags): FirstSignInStep | null {
  return FIRST_SIGN_IN_STEPS.find((step) => firstSignInStepPending(step, flags)) ?? null;
}
