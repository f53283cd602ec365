import {
  FAMILY_CONTRACT_TYPES,
  GROUP_ADMIN_CONTRACT_TYPES,
  isGroupAdminContractType,
} from '../reference/contract-types';
import { isOneOfCodes } from '../reference/codes';
import { canSeeToolsMenuItem, TOOLS_MENU_ITEMS } from '../reference/permissions';
import type { ToolsMenuItem, ToolsPermissions } from '../reference/permissions';
import { isPartnerManager } from '../reference/roles';
import { isYes, paperClaimFormOpen } from './employee-guard';
import type { YesNo } from './employee-guard';
import { paths } from './paths';
import { isTokenLive } from './session-guard';
import type { SessionSnapshot } from './session-guard';

/**
 * The drawers of the three shells (docs/product §2 "Employee shell", "Partner shell", "Tools shell") with
 * the menu rules of docs/product §6. Items carry a stable `key`, a translation key `labelKey`
 * ('menu.<key>') and either an in-app `path` or `external: true` (the web supplies the URL).
 */
export interface MenuItem {
  key: string;
  labelKey: string;
  path?: string;
  external?: true;
  disabled?: boolean;
  children?: MenuItem[];
}

function item(key: string, path: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { key, labelKey: `menu.${key}`, path, ...extra };
}

function externalItem(key: string): MenuItem {
  return { key, labelKey: `menu.${key}`, external: true };
}

function group(key: string, children: MenuItem[]): MenuItem {
  return { key, labelKey: `menu.${key}`, children };
}

// ---------------------------------------------------------------------------------------------
// Sets the spec does not show (docs/product §6 and §9: "Exact online-capable plan set and contract-type
// sets per menu item: not shown"). Each one below is a choice, made here so a change is data-only.
// ---------------------------------------------------------------------------------------------

/**
 * CHOICE (not shown in the spec): plan types that come with online claiming built in, so "Enable
 * online claims" is never offered for them — the plans of the online sign-up (1051, 1061, 1071,
 * 1081, 2000) and the legacy Online Group plan (13).
 */
export const ONLINE_CAPABLE_PLAN_TYPES: readonly number[] = [13, 1051, 1061, 1071, 1081, 2000];

/**
 * CHOICE (not shown in the spec): contract types that pay by a card on file, so "Update credit
 * card" is shown — the online products (Online Group 13, the incorporated product 20, the demo's
 * two contract types) and the individual and family plans (FAMILY_CONTRACT_TYPES), all of which
 * are bought by card in the online sign-up.
 */
export const UPDATE_CARD_CONTRACT_TYPES: readonly number[] = [13, 20, ...FAMILY_CONTRACT_TYPES];

/**
 * CHOICE (not shown in the spec): contract types that may set wellness up — the group admin types
 * (3, 8, 13), the same ones that may manage classifications, which hold the wellness amounts.
 */
export const WELLNESS_SETUP_CONTRACT_TYPES: readonly number[] = GROUP_ADMIN_CONTRACT_TYPES;

/** LIMIT_TYPE of a standard (not customised) HSA limit; compared case-insensitively. */
export const STANDARD_LIMIT_TYPE = 'STANDARD';

// ---------------------------------------------------------------------------------------------
// Employee drawer
// ---------------------------------------------------------------------------------------------

/** The employee fields the drawer reads (the wire shape of the signed-in user). */
export interface EmployeeMenuUser {
  GROUP_ADMIN: YesNo;
  NON_MEMBER_ADMIN_ONLY: YesNo;
  CUSTOMIZED_BENEFITS: YesNo;
  ONLINE_CLAIM_OK: YesNo;
  ONLINE_CLAIMS_ONLY: YesNo;
  TERMINATED_FLAG: YesNo;
  WELLNESS: YesNo;
  TRAVEL_INS: YesNo;
  CAT_DRUG: YesNo;
  EEI_INS: YesNo;
  LIMIT_TYPE: string;
  PLAN_TYPE: number;
  CONTRACT_TYPE: number;
  EMPLOYEE_AUDIT_STATE: number;
  CLAIM_PERIOD_ENDED: YesNo;
}

/**
 * The employer's own flags (docs/product §3 "Employer": HAS_WELLNESS, ONLINE_CLAIM_OK) when the web has
 * loaded them. Without them the user's WELLNESS and ONLINE_CLAIM_OK stand in for the company's.
 */
export interface EmployeeMenuCompany {
  HAS_WELLNESS?: YesNo | undefined;
  ONLINE_CLAIM_OK?: YesNo | undefined;
}

/** Employee drawer paths. Reset Password opens the reset request screen. */
export const EMPLOYEE_MENU_PATHS = {
  dashboard: paths.employee.dashboard.path,
  makeClaim: paths.claims.makeClaim.path,
  printClaimForm: paths.employee.printClaimForm.path,
  benefitSummary: paths.employee.benefitSummary.path,
  personalDetails: paths.employee.personalDetails.path,
  planDetails: paths.employee.planDetails.path,
  bankingDetails: paths.employee.bankingDetails.path,
  notifications: paths.employee.notifications.path,
  resetPassword: paths.public.loginReset.path,
  claimActivity: paths.employee.claimActivity.path,
  balanceHistory: paths.employee.balanceHistory.path,
  documents: paths.employee.documents.path,
  logout: paths.public.logout.path,
} as const;

/** Company menu paths, in menu order (docs/product §2 "Company admin routes"). */
export const COMPANY_MENU_PATHS = {
  employer: paths.company.employer.path,
  employeeDirectory: paths.company.employeeDirectory.path,
  addEmployees: paths.company.addEmployee.path,
  divisions: paths.company.divisions.path,
  classifications: paths.company.classifications.path,
  plan: paths.company.plan.path,
  businessBanking: paths.company.businessBanking.path,
  companyFunding: paths.company.companyFunding.path,
  insuranceFunding: paths.company.insuranceFunding.path,
  wellnessSetup: paths.company.wellnessSetup.path,
  wellnessManage: paths.company.wellnessManage.path,
  enableOnlineClaims: paths.company.enableOnlineClaims.path,
  updateCard: paths.company.updateCard.path,
  companyReports: paths.company.companyReports.path,
} as const;

export type CompanyMenuKey = keyof typeof COMPANY_MENU_PATHS;

/** Company items a terminated user keeps. */
export const TERMINATED_COMPANY_MENU_KEYS: readonly CompanyMenuKey[] = ['plan', 'companyReports'];

/** Whether the company menu shows: group admins and non-member admins only. */
export function showsCompanyMenu(
  user: Pick<EmployeeMenuUser, 'GROUP_ADMIN' | 'NON_MEMBER_ADMIN_ONLY'>,
): boolean {
  return isYes(user.GROUP_ADMIN) || isYes(user.NON_MEMBER_ADMIN_ONLY);
}

function hasInsurance(user: EmployeeMenuUser): boolean {
  return isYes(user.TRAVEL_INS) || isYes(user.CAT_DRUG) || isYes(user.EEI_INS);
}

/** Which company item a user sees (before the terminated filter). */
function companyItemShown(
  key: CompanyMenuKey,
  user: EmployeeMenuUser,
  company: EmployeeMenuCompany,
): boolean {
  const hasWellness = isYes(company.HAS_WELLNESS ?? user.WELLNESS);
  const onlineClaimsOk = isYes(company.ONLINE_CLAIM_OK ?? user.ONLINE_CLAIM_OK);
  switch (key) {
    case 'addEmployees':
    case 'divisions':
    case 'classifications':
      return isGroupAdminContractType(user.CONTRACT_TYPE);
    case 'insuranceFunding':
      return hasInsurance(user);
    case 'wellnessSetup':
      return !hasWellness && isOneOfCodes(WELLNESS_SETUP_CONTRACT_TYPES, user.CONTRACT_TYPE);
    case 'wellnessManage':
      return hasWellness && onlineClaimsOk;
    case 'enableOnlineClaims':
      return (
        !isYes(user.TERMINATED_FLAG) &&
        !isYes(user.CUSTOMIZED_BENEFITS) &&
        !isOneOfCodes(ONLINE_CAPABLE_PLAN_TYPES, user.PLAN_TYPE) &&
        !onlineClaimsOk
      );
    case 'updateCard':
      return isOneOfCodes(UPDATE_CARD_CONTRACT_TYPES, user.CONTRACT_TYPE);
    case 'employer':
    case 'employeeDirectory':
    case 'plan':
    case 'businessBanking':
    case 'companyFunding':
    case 'companyReports':
      return true;
  }
}

/** The company menu's items for a user who sees it (docs/product §6 menu rules). */
export function companyMenu(user: EmployeeMenuUser, company: EmployeeMenuCompany = {}): MenuItem[] {
  const terminated = isYes(user.TERMINATED_FLAG);
  return (Object.keys(COMPANY_MENU_PATHS) as CompanyMenuKey[])
    .filter((key) => !terminated || TERMINATED_COMPANY_MENU_KEYS.includes(key))
    .filter((key) => companyItemShown(key, user, company))
    .map((key) => item(key, COMPANY_MENU_PATHS[key]));
}

/**
 * The employee drawer, in order (docs/product §2 "Employee shell", docs/product §6 menu rules): Dashboard; Make a
 * Claim (or 'Claim Audit in Process', disabled, while audit state is above 0); Print Claim Form;
 * View Benefit Summary; the Personal group; Claim Activity; Balance History; the Company group;
 * Documents; Privacy Policy; Resource Library; Logout.
 */
export function employeeMenu(user: EmployeeMenuUser, company: EmployeeMenuCompany = {}): MenuItem[] {
  const p = EMPLOYEE_MENU_PATHS;
  const nonMemberAdmin = isYes(user.NON_MEMBER_ADMIN_ONLY);
  const customised = isYes(user.CUSTOMIZED_BENEFITS);
  const menu: MenuItem[] = [item('dashboard', p.dashboard)];

  if (!nonMemberAdmin && !customised && isYes(user.ONLINE_CLAIM_OK)) {
    menu.push(
      user.EMPLOYEE_AUDIT_STATE > 0
        ? item('claimAuditInProcess', p.makeClaim, { disabled: true })
        : item('makeClaim', p.makeClaim),
    );
  }
  if (paperClaimFormOpen(user)) menu.push(item('printClaimForm', p.printClaimForm));
  if (customised) menu.push(item('benefitSummary', p.benefitSummary));

  const personalDisabled = nonMemberAdmin ? { disabled: true } : {};
  menu.push(
    group('personal', [
      item('personalDetails', p.personalDetails, personalDisabled),
      item('planDetails', p.planDetails, personalDisabled),
      item('bankingDetails', p.bankingDetails, personalDisabled),
      item('notifications', p.notifications),
      item('resetPassword', p.resetPassword),
    ]),
  );

  if (!nonMemberAdmin) menu.push(item('claimActivity', p.claimActivity));
  if (!nonMemberAdmin && !customised) menu.push(item('balanceHistory', p.balanceHistory));
  if (showsCompanyMenu(user)) menu.push(group('company', companyMenu(user, company)));

  menu.push(
    item('documents', p.documents),
    externalItem('privacyPolicy'),
    externalItem('resourceLibrary'),
    item('logout', p.logout),
  );
  return menu;
}

/** Which balances the employee drawer shows. */
export interface EmployeeBalancesShown {
  hsa: boolean;
  wsa: boolean;
  group: boolean;
}

/**
 * docs/product §2 "Employee shell": the HSA balance is hidden for customised-benefit users whose limit type
 * is not standard; the WSA balance shows when WELLNESS = Y; the group balance for group admins. A
 * non-member admin has no account of their own (they cannot open its plan, claims or balance pages), so
 * neither personal balance is shown: "HSA balance $0.00" read as an empty account.
 */
export function employeeBalancesShown(
  user: Pick<EmployeeMenuUser, 'CUSTOMIZED_BENEFITS' | 'LIMIT_TYPE' | 'WELLNESS' | 'GROUP_ADMIN'> &
    Partial<Pick<EmployeeMenuUser, 'NON_MEMBER_ADMIN_ONLY'>>,
): EmployeeBalancesShown {
  const standard = user.LIMIT_TYPE.trim().toUpperCase() === STANDARD_LIMIT_TYPE;
  const member = !isYes(user.NON_MEMBER_ADMIN_ONLY ?? 'N');
  return {
    hsa: member && !(isYes(user.CUSTOMIZED_BENEFITS) && !standard),
    wsa: member && isYes(user.WELLNESS),
    group: isYes(user.GROUP_ADMIN),
  };
}

// ---------------------------------------------------------------------------------------------
// Partner drawer
// ---------------------------------------------------------------------------------------------

export interface PartnerMenuUser {
  ID: number | string;
  MANAGER: number | string;
}

/**
 * docs/product §2 "Partner shell": Dashboard, Personal Information, Banking Information, Client List,
 * Commissions, HSA Sales, Upcoming Renewals, Agent List (managers only: MANAGER equals ID),
 * Documents, Privacy Policy (external), FAQs, Resource Library (external), Logout.
 */
export function partnerMenu(user: PartnerMenuUser): MenuItem[] {
  const menu: MenuItem[] = [
    item('dashboard', paths.partner.home.path),
    item('personalInformation', paths.partner.personal.path),
    item('bankingInformation', paths.partner.banking.path),
    item('clientList', paths.partner.clientList.path),
    item('commissions', paths.partner.commissions.path),
    item('hsaSales', paths.partner.hsaSales.path),
    item('upcomingRenewals', paths.partner.upcomingRenewals.path),
  ];
  if (isPartnerManager(user)) menu.push(item('agentList', paths.partner.agentList.path));
  menu.push(
    item('documents', paths.partner.documents.path),
    externalItem('privacyPolicy'),
    item('faqs', paths.partner.faqs.path),
    externalItem('resourceLibrary'),
    item('logout', paths.public.partnerLogout.path),
  );
  return menu;
}

/** The partner top bar's name: the agent's name, or the manager's name when there is no agent name. */
export function partnerDisplayName(user: {
  AGENT_NAME?: string | null | undefined;
  MANAGER_NAME?: string | null | undefined;
}): string {
  const agent = user.AGENT_NAME?.trim() ?? '';
  return agent !== '' ? agent : (user.MANAGER_NAME?.trim() ?? '');
}

// ---------------------------------------------------------------------------------------------
// Tools drawer
// ---------------------------------------------------------------------------------------------

/** The tools home, where the floating 'Tools' button links. */
export const TOOLS_HOME = paths.tools.home.path;

/** The floating 'Tools' button's target, written /tools/ as docs/product §2 does (the router reads it as /tools). */
export const TOOLS_BUTTON_HREF = `${TOOLS_HOME}/`;

/** Tools drawer paths; Resend Welcome and Audit Pad are groups (their children below). */
export const TOOLS_MENU_PATHS: Readonly<
  Record<Exclude<ToolsMenuItem, 'resendWelcome' | 'auditPad'>, string>
> = {
  dashboard: TOOLS_HOME,
  accessAccount: paths.tools.loginAccount.path,
  salesReport: paths.public.toolsSales.path,
  manageAds: paths.tools.ads.path,
  manageUpdates: paths.tools.updates.path,
  sendReceipt: paths.tools.sendReceipt.path,
  sendPartnerReceipt: paths.tools.sendPartnerReceipt.path,
  auditClaim: paths.tools.auditClaims.path,
  recalcEmployeeLimit: paths.tools.recalcEmployeeLimit.path,
  apiTester: paths.tools.apiTester.path,
  apiRoutes: paths.tools.apiRoutes.path,
  logout: paths.public.toolsLogout.path,
};

function toolsItem(key: ToolsMenuItem): MenuItem {
  switch (key) {
    case 'resendWelcome':
      return group(key, [
        item('resendWelcomeEr', paths.tools.sendWelcome.getHref({ type: 'er' })),
        item('resendWelcomeEe', paths.tools.sendWelcome.getHref({ type: 'ee' })),
        item('resendWelcomeAgent', paths.tools.sendWelcome.getHref({ type: 'agent' })),
      ]);
    case 'auditPad':
      return group(key, [
        item('auditPadEmployee', paths.tools.padAudit.getHref({ type: 'employee' })),
        item('auditPadEmployer', paths.tools.padAudit.getHref({ type: 'employer' })),
        item('auditPadAgent', paths.tools.padAudit.getHref({ type: 'agent' })),
      ]);
    default:
      return item(key, TOOLS_MENU_PATHS[key]);
  }
}

/**
 * docs/product §2 "Tools shell" and docs/product §6: the tools drawer in order, each item only with a matching
 * permission (TOOLS_MENU_PERMISSIONS; ALL_ACCESS grants all). Dashboard and Logout always show.
 */
export function toolsMenu(permissions: ToolsPermissions | null | undefined): MenuItem[] {
  return TOOLS_MENU_ITEMS.filter((key) => canSeeToolsMenuItem(permissions, key)).map(toolsItem);
}

/**
 * docs/product §2 "Tools shell": the floating 'Tools' button shows when the tools token equals the stored
 * tools token and has not expired (`expiry` in Unix seconds, after `now`).
 */
export function canSeeToolsButton(
  toolsState: Pick<SessionSnapshot, 'token' | 'storedToken' | 'expiry'> | null | undefined,
  now: Date,
): boolean {
  return isTokenLive(toolsState, now);
}
