/*
 * Decision: terminated accounts (docs/product §4 "Terminated accounts")
 *
 * Context: the spec lists the only paths a terminated account may open — when the claim period
 * has ended: /, /logout, /balance-report, /claim-report, /company-reports, /claim, /business-plan;
 * while it has not ended, /claim-form-print as well — and notes that on employee routes the
 * original check used a filter result that is always truthy, so it may never redirect.
 *
 * Decision: we implement the intent, not the defect. A terminated account (TERMINATED_FLAG = Y)
 * on any employee, claim submission or company route is sent to / unless the path is one of the
 * allowed ones; each allowed path also covers its detail pages (/claim/{id},
 * /company-reports/{report}, /claim-form-print/{id}), and nothing else (/claims, the claim
 * submission flow, is not allowed). The same check runs on every employee-session area, so employee
 * and company routes behave alike. Forced redirects (new-employee agreement, missing info or
 * banking) are skipped for a terminated account when their target is not an allowed path: following
 * one would bounce between the two rules forever, and a closed account has nothing to complete.
 *
 * Consequences: terminated users really are confined to reports, claim history, the plan page and
 * (until the claim period ends) the paper claim form; a server that relied on the old, permissive
 * client behaviour must not expect other screens to be reachable.
 */
import {
  FIRST_SIGN_IN_STEPS,
  firstSignInStepPending,
  type FirstSignInFlags,
  type FirstSignInStep,
} from '../account/first-sign-in';
import { canPrintClaimForm } from '../claims/eligibility';
import { isGroupAdminContractType } from '../reference/contract-types';
import { ROLES } from '../reference/roles';
import { guardOnlyPaths, paths } from './paths';
import { isOnPath, matchesAny, normalizePath } from './routes';
import type { RouteArea } from './routes';

/** A Y/N flag as it arrives on the wire. */
export type YesNo = 'Y' | 'N';

/** True only for 'Y'. */
export function isYes(flag: string | null | undefined): boolean {
  return flag === 'Y';
}

/** The employee session fields the route guard reads (the wire shape of the signed-in user). */
export interface EmployeeGuardUser {
  REQUIRE_WEB_PASSWORD_RESET: YesNo;
  NEW_EMPLOYEE_CHECK: YesNo;
  MISSING_INFO: YesNo;
  MISSING_BANKING: YesNo;
  MISSING_COMPANY_INFO: YesNo;
  MISSING_COMPANY_BANKING: YesNo;
  BANKING_INFO_WAIVED: YesNo;
  NON_MEMBER_ADMIN_ONLY: YesNo;
  IS_ADMIN: YesNo;
  TERMINATED_FLAG: YesNo;
  CLAIM_PERIOD_ENDED: YesNo;
  ONLINE_CLAIM_OK: YesNo;
  CONTRACT_TYPE: number;
  EMPLOYEE_AUDIT_STATE: number;
  ONLINE_CLAIMS_ONLY: YesNo;
  PLAN_TYPE: number;
}

/** The signed-in user's paper claim form: the claims rule `canPrintClaimForm` on the wire's flags. */
export function paperClaimFormOpen(
  user: Pick<
    EmployeeGuardUser,
    'NON_MEMBER_ADMIN_ONLY' | 'ONLINE_CLAIMS_ONLY' | 'PLAN_TYPE' | 'TERMINATED_FLAG' | 'CLAIM_PERIOD_ENDED'
  >,
): boolean {
  return canPrintClaimForm({
    nonMemberAdminOnly: isYes(user.NON_MEMBER_ADMIN_ONLY),
    onlineClaimsOnly: isYes(user.ONLINE_CLAIMS_ONLY),
    planType: user.PLAN_TYPE,
    terminated: isYes(user.TERMINATED_FLAG),
    claimPeriodEnded: isYes(user.CLAIM_PERIOD_ENDED),
  });
}

/** The route areas an employee session opens. */
export type EmployeeArea = Extract<RouteArea, 'employee' | 'claims' | 'company'>;

export function isEmployeeArea(area: RouteArea | null | undefined): area is EmployeeArea {
  return area === 'employee' || area === 'claims' || area === 'company';
}

/** The forced password change of REQUIRE_WEB_PASSWORD_RESET (decision 0020). */
export const EMPLOYEE_CHANGE_PASSWORD_PATH = paths.employee.changePassword.path;

/** Where the employee's blocks send them. */
export const EMPLOYEE_HOME = paths.employee.dashboard.path;

/**
 * Company routes on which the missing-company-banking redirect applies whatever the contract type
 * (docs/product §4 rule 5: "a funding or setup path"). Matched exactly: /wellness/setup/success is not one.
 */
export const FUNDING_SETUP_PATHS: readonly string[] = [
  paths.company.companyFunding.path,
  paths.company.insuranceFunding.path,
  paths.company.wellnessSetup.path,
  paths.company.plan.path,
  paths.company.updateCard.path,
];

/** The contract type that makes every company route subject to the company-banking redirect. */
export const ONLINE_GROUP_CONTRACT_TYPE = 13;

function isAdmin(user: EmployeeGuardUser): boolean {
  return isYes(user.IS_ADMIN);
}

/** docs/product §4 rule 5 per area: company routes need a funding/setup path or contract type 13; others 3, 8 or 13. */
function companyBankingRuleApplies(user: EmployeeGuardUser, path: string, area: EmployeeArea): boolean {
  if (area === 'company') {
    return FUNDING_SETUP_PATHS.includes(path) || user.CONTRACT_TYPE === ONLINE_GROUP_CONTRACT_TYPE;
  }
  return isGroupAdminContractType(user.CONTRACT_TYPE);
}

/** The signed-in user's first-sign-in flags, from the wire's Y/N. */
export function firstSignInFlagsOf(
  user: Pick<
    EmployeeGuardUser,
    'NEW_EMPLOYEE_CHECK' | 'MISSING_INFO' | 'MISSING_BANKING' | 'NON_MEMBER_ADMIN_ONLY'
  >,
): FirstSignInFlags {
  return {
    newEmployeeCheck: isYes(user.NEW_EMPLOYEE_CHECK),
    missingInfo: isYes(user.MISSING_INFO),
    missingBanking: isYes(user.MISSING_BANKING),
    nonMemberAdminOnly: isYes(user.NON_MEMBER_ADMIN_ONLY),
  };
}

/** The page of each first-sign-in step. */
export const FIRST_SIGN_IN_TARGETS: Readonly<Record<FirstSignInStep, string>> = {
  AGREEMENT: paths.employee.hsaAgreement.path,
  PERSONAL_DETAILS: paths.employee.personalDetails.path,
  BANKING_DETAILS: paths.employee.bankingDetails.path,
};

/** A forced redirect: its target, and whether it applies to this user on this path and area. */
interface ForcedRule {
  target: string;
  applies: (user: EmployeeGuardUser, path: string, area: EmployeeArea) => boolean;
}

/**
 * docs/product §4 "Employee forced redirects", in the spec's order, after the forced password change that
 * comes before anything else (REQUIRE_WEB_PASSWORD_RESET, decision 0020). Claim submission routes
 * count as employee routes (the spec names only the employee and company variants).
 */
const FORCED_RULES: readonly ForcedRule[] = [
  { target: paths.employee.changePassword.path, applies: (u) => isYes(u.REQUIRE_WEB_PASSWORD_RESET) },
  // 1–3: the first-sign-in steps, the rule the claims refuse by too (account/first-sign-in.ts); the
  // banking details on employee (and claim submission) routes only.
  ...FIRST_SIGN_IN_STEPS.map((step): ForcedRule => ({
    target: FIRST_SIGN_IN_TARGETS[step],
    applies: (u, _path, area) =>
      (step !== 'BANKING_DETAILS' || area !== 'company') &&
      firstSignInStepPending(step, firstSignInFlagsOf(u)),
  })),
  { target: paths.company.employer.path, applies: (u) => isYes(u.MISSING_COMPANY_INFO) && isAdmin(u) },
  {
    target: paths.company.businessBanking.path,
    applies: (u, path, area) =>
      isYes(u.MISSING_COMPANY_BANKING) &&
      !isYes(u.BANKING_INFO_WAIVED) &&
      isAdmin(u) &&
      companyBankingRuleApplies(u, path, area),
  },
];

/** Paths a terminated account may open once its claim period has ended. */
export const TERMINATED_ALLOWED_PATHS: readonly string[] = [
  paths.employee.dashboard.path,
  paths.public.logout.path,
  paths.employee.balanceHistory.path,
  paths.employee.claimActivity.path,
  paths.company.companyReports.path,
  paths.company.companyReport.path,
  guardOnlyPaths.claim,
  paths.employee.claimDetails.path,
  paths.company.plan.path,
  // A terminated account that must change its password can still do so (decision 0020).
  paths.employee.changePassword.path,
];

/** Paths a terminated account may open while its claim period has not ended. */
export const TERMINATED_OPEN_PERIOD_PATHS: readonly string[] = [
  ...TERMINATED_ALLOWED_PATHS,
  paths.employee.printClaimForm.path,
  paths.employee.printClaimFormOf.path,
];

/** True when a terminated account may open `pathname` (any account that is not terminated may). */
export function isAllowedWhenTerminated(
  user: Pick<EmployeeGuardUser, 'TERMINATED_FLAG' | 'CLAIM_PERIOD_ENDED'>,
  pathname: string,
): boolean {
  if (!isYes(user.TERMINATED_FLAG)) return true;
  const allowed = isYes(user.CLAIM_PERIOD_ENDED) ? TERMINATED_ALLOWED_PATHS : TERMINATED_OPEN_PERIOD_PATHS;
  // '/company-reports/:report' only takes known report names; any other report page is allowed too.
  return matchesAny(pathname, allowed) || isOnPath(pathname, paths.company.companyReports.path);
}

/** (a) The first forced redirect that applies, unless already on its target. */
export function forcedRedirect(user: EmployeeGuardUser, pathname: string, area: EmployeeArea): string | null {
  const path = normalizePath(pathname);
  for (const rule of FORCED_RULES) {
    if (!rule.applies(user, path, area)) continue;
    if (isOnPath(path, rule.target)) return null;
    // A terminated account cannot open the target: following it would loop (see the note above).
    if (!isAllowedWhenTerminated(user, rule.target)) continue;
    return rule.target;
  }
  return null;
}

/** (b) Terminated accounts: '/' unless the path is allowed. */
export function terminatedRedirect(user: EmployeeGuardUser, pathname: string): string | null {
  return isAllowedWhenTerminated(user, pathname) ? null : EMPLOYEE_HOME;
}

/** Pages that need a group admin contract type (3, 8 or 13). */
export const GROUP_CONTRACT_ONLY_PATHS: readonly string[] = [
  paths.company.addEmployee.path,
  paths.company.classifications.path,
];

/** Pages a non-member admin cannot open (nor any page below them). */
export const NON_MEMBER_ADMIN_BLOCKED_PATHS: readonly string[] = [
  paths.employee.planDetails.path,
  paths.employee.bankingDetails.path,
  paths.employee.balanceHistory.path,
  paths.employee.claimActivity.path,
  paths.employee.printClaimForm.path,
  paths.claims.makeClaim.path,
];

/** The paper claim form's pages, blank and of a claim (`paperClaimFormOpen`). */
export const PRINT_CLAIM_FORM_PATHS: readonly string[] = [paths.employee.printClaimForm.path];

/** The one claim submission page still open while a claim is in audit. */
export const CLAIMS_SUCCESS_PATH = paths.claims.success.path;

/** (c) docs/product §4 "Other blocks (redirect to /)". */
export function blockedRedirect(
  user: EmployeeGuardUser,
  pathname: string,
  area: EmployeeArea,
): string | null {
  const path = normalizePath(pathname);
  const under = (bases: readonly string[]) => bases.some((base) => isOnPath(path, base));
  if (under(GROUP_CONTRACT_ONLY_PATHS) && !isGroupAdminContractType(user.CONTRACT_TYPE)) return EMPLOYEE_HOME;
  if (isYes(user.NON_MEMBER_ADMIN_ONLY) && under(NON_MEMBER_ADMIN_BLOCKED_PATHS)) return EMPLOYEE_HOME;
  if (under(PRINT_CLAIM_FORM_PATHS) && !paperClaimFormOpen(user)) return EMPLOYEE_HOME;
  if (area === 'company' && !isAdmin(user)) return EMPLOYEE_HOME;
  if (area === 'claims') {
    if (!isYes(user.ONLINE_CLAIM_OK)) return EMPLOYEE_HOME;
    if (user.EMPLOYEE_AUDIT_STATE > 0 && path === CLAIMS_SUCCESS_PATH) return null;
    if (user.EMPLOYEE_AUDIT_STATE !== 0) return EMPLOYEE_HOME;
  }
  return null;
}

/**
 * Where an employee session must go instead of `pathname` (a route of `area`), or `null` to stay:
 * (a) the forced redirects, (b) the terminated-account filter, (c) the other blocks. Routes that
 * are not employee, claim submission or company routes are not this guard's business (`null`).
 */
export function employeeRedirect(
  user: EmployeeGuardUser,
  pathname: string,
  area: RouteArea | null | undefined,
): string | null {
  if (!isEmployeeArea(area)) return null;
  return (
    forcedRedirect(user, pathname, area) ??
    terminatedRedirect(user, pathname) ??
    blockedRedirect(user, pathname, area)
  );
}

/** The fields HSA employer agreement eligibility reads. */
export interface HsaAgreementUser {
  TYPE: string;
  HSA_EMPLOYER_AGREEMENT: YesNo;
  CONTRACT_TYPE: number;
  NON_MEMBER_ADMIN_ONLY: YesNo;
}

/** The username the HSA employer agreement is offered to (docs/product §4, compared exactly). */
export const HSA_AGREEMENT_USERNAME = 'PHSPW';

/**
 * docs/product §4 "HSA employer agreement eligibility": an EMPLOYEE, no agreement yet, username 'PHSPW',
 * contract type 3, 8 or 13, and not a non-member-only admin.
 */
export function isHsaAgreementEligible(user: HsaAgreementUser, username: string | null | undefined): boolean {
  return (
    user.TYPE === ROLES.EMPLOYEE &&
    !isYes(user.HSA_EMPLOYER_AGREEMENT) &&
    username === HSA_AGREEMENT_USERNAME &&
    isGroupAdminContractType(user.CONTRACT_TYPE) &&
    !isYes(user.NON_MEMBER_ADMIN_ONLY)
  );
}
