import { describe, expect, it } from 'vitest';
import { TOOLS_MENU_ITEMS, TOOLS_PERMISSIONS } from '../reference/permissions';
import type { ToolsPermission } from '../reference/permissions';
import {
  canSeeToolsButton,
  COMPANY_MENU_PATHS,
  companyMenu,
  employeeBalancesShown,
  employeeMenu,
  ONLINE_CAPABLE_PLAN_TYPES,
  partnerDisplayName,
  partnerMenu,
  showsCompanyMenu,
  toolsMenu,
  UPDATE_CARD_CONTRACT_TYPES,
  WELLNESS_SETUP_CONTRACT_TYPES,
} from './menus';
import type { EmployeeMenuUser, MenuItem } from './menus';
import { PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES } from '../claims/eligibility';
import { matchRoute } from './routes';

/** A plain group member: online claims OK, standard limits, contract type 3, plan 1071. */
const base: EmployeeMenuUser = {
  GROUP_ADMIN: 'N',
  NON_MEMBER_ADMIN_ONLY: 'N',
  CUSTOMIZED_BENEFITS: 'N',
  ONLINE_CLAIM_OK: 'Y',
  ONLINE_CLAIMS_ONLY: 'N',
  TERMINATED_FLAG: 'N',
  CLAIM_PERIOD_ENDED: 'N',
  WELLNESS: 'N',
  TRAVEL_INS: 'N',
  CAT_DRUG: 'N',
  EEI_INS: 'N',
  LIMIT_TYPE: 'STANDARD',
  PLAN_TYPE: 1071,
  CONTRACT_TYPE: 3,
  EMPLOYEE_AUDIT_STATE: 0,
};
const user = (over: Partial<EmployeeMenuUser>): EmployeeMenuUser => ({ ...base, ...over });

const keys = (menu: MenuItem[]) => menu.map((i) => i.key);
const find = (menu: MenuItem[], key: string) => menu.find((i) => i.key === key);
const children = (menu: MenuItem[], key: string) => find(menu, key)?.children ?? [];
const companyKeys = (u: EmployeeMenuUser, company = {}) => keys(companyMenu(u, company));

/** Every in-app path of a menu, children included. */
function paths(menu: MenuItem[]): string[] {
  return menu.flatMap((i) => [...(i.path ? [i.path] : []), ...paths(i.children ?? [])]);
}

describe('employee menu (docs/product §2 "Employee shell", docs/product §6)', () => {
  it('a plain member sees the spec order without the company menu', () => {
    expect(keys(employeeMenu(base))).toEqual([
      'dashboard',
      'makeClaim',
      'printClaimForm',
      'personal',
      'claimActivity',
      'balanceHistory',
      'documents',
      'privacyPolicy',
      'resourceLibrary',
      'logout',
    ]);
  });

  it('the personal group holds its five items in order', () => {
    const personal = children(employeeMenu(base), 'personal');
    expect(keys(personal)).toEqual([
      'personalDetails',
      'planDetails',
      'bankingDetails',
      'notifications',
      'resetPassword',
    ]);
    expect(personal.every((i) => !i.disabled)).toBe(true);
  });

  it('items carry a label key, and a path or external: true', () => {
    const menu = employeeMenu(user({ GROUP_ADMIN: 'Y', CUSTOMIZED_BENEFITS: 'Y' }));
    const all = [...menu, ...menu.flatMap((i) => i.children ?? [])];
    for (const i of all) {
      expect(i.labelKey).toBe(`menu.${i.key}`);
      if (!i.children) expect(Boolean(i.path) !== Boolean(i.external)).toBe(true);
    }
    expect(find(menu, 'privacyPolicy')).toEqual({
      key: 'privacyPolicy',
      labelKey: 'menu.privacyPolicy',
      external: true,
    });
    expect(find(menu, 'resourceLibrary')?.external).toBe(true);
  });

  it('every in-app path is a route', () => {
    const menu = employeeMenu(user({ GROUP_ADMIN: 'Y', CUSTOMIZED_BENEFITS: 'Y', TRAVEL_INS: 'Y' }));
    for (const path of paths(menu)) expect(matchRoute(path), path).not.toBeNull();
  });

  it('paths follow the route list', () => {
    const menu = employeeMenu(base);
    expect(find(menu, 'dashboard')?.path).toBe('/');
    expect(find(menu, 'makeClaim')?.path).toBe('/claims');
    expect(find(menu, 'printClaimForm')?.path).toBe('/claim-form-print');
    expect(find(menu, 'claimActivity')?.path).toBe('/claim-report');
    expect(find(menu, 'balanceHistory')?.path).toBe('/balance-report');
    expect(find(menu, 'documents')?.path).toBe('/documents');
    expect(find(menu, 'logout')?.path).toBe('/logout');
    expect(paths(children(menu, 'personal'))).toEqual([
      '/employee',
      '/my-plan',
      '/banking-details',
      '/notifications',
      '/login/reset',
    ]);
  });

  it('Make a Claim becomes Claim Audit in Process, disabled, while audit state is above 0', () => {
    const menu = employeeMenu(user({ EMPLOYEE_AUDIT_STATE: 1 }));
    expect(find(menu, 'makeClaim')).toBeUndefined();
    expect(find(menu, 'claimAuditInProcess')).toEqual({
      key: 'claimAuditInProcess',
      labelKey: 'menu.claimAuditInProcess',
      path: '/claims',
      disabled: true,
    });
    expect(keys(menu)[1]).toBe('claimAuditInProcess');
    expect(find(employeeMenu(base), 'makeClaim')?.disabled).toBeUndefined();
  });

  it('Make a Claim is hidden for non-member admins, customised benefits and without online claims OK', () => {
    for (const over of [
      { NON_MEMBER_ADMIN_ONLY: 'Y' },
      { CUSTOMIZED_BENEFITS: 'Y' },
      { ONLINE_CLAIM_OK: 'N' },
    ] as const) {
      const k = keys(employeeMenu(user(over)));
      expect(k).not.toContain('makeClaim');
      expect(k).not.toContain('claimAuditInProcess');
    }
  });

  it('Print Claim Form is hidden for non-member admins, online-claims-only users and the chosen plan types', () => {
    expect(keys(employeeMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' })))).not.toContain('printClaimForm');
    expect(keys(employeeMenu(user({ ONLINE_CLAIMS_ONLY: 'Y' })))).not.toContain('printClaimForm');
    expect(PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES).toEqual([1051, 1061, 1081, 2000]);
    for (const PLAN_TYPE of PRINT_CLAIM_FORM_HIDDEN_PLAN_TYPES) {
      expect(keys(employeeMenu(user({ PLAN_TYPE })))).not.toContain('printClaimForm');
    }
    for (const PLAN_TYPE of [1071, 3, 13]) {
      expect(keys(employeeMenu(user({ PLAN_TYPE })))).toContain('printClaimForm');
    }
  });

  it('View Benefit Summary is for customised-benefit users only', () => {
    expect(keys(employeeMenu(base))).not.toContain('benefitSummary');
    const menu = employeeMenu(user({ CUSTOMIZED_BENEFITS: 'Y' }));
    expect(find(menu, 'benefitSummary')?.path).toBe('/summary-of-benefits');
    expect(keys(menu).indexOf('benefitSummary')).toBeLessThan(keys(menu).indexOf('personal'));
  });

  it('Claim Activity is hidden for non-member admins', () => {
    expect(keys(employeeMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' })))).not.toContain('claimActivity');
    expect(keys(employeeMenu(user({ CUSTOMIZED_BENEFITS: 'Y' })))).toContain('claimActivity');
  });

  it('Balance History is hidden for non-member admins and customised-benefit users', () => {
    expect(keys(employeeMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' })))).not.toContain('balanceHistory');
    expect(keys(employeeMenu(user({ CUSTOMIZED_BENEFITS: 'Y' })))).not.toContain('balanceHistory');
  });

  it('non-member admins: personal items other than Notifications and Reset Password are disabled', () => {
    const personal = children(employeeMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' })), 'personal');
    expect(personal.map((i) => [i.key, Boolean(i.disabled)])).toEqual([
      ['personalDetails', true],
      ['planDetails', true],
      ['bankingDetails', true],
      ['notifications', false],
      ['resetPassword', false],
    ]);
  });

  it('a non-member admin sees the rest of the drawer and the company menu', () => {
    expect(keys(employeeMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' })))).toEqual([
      'dashboard',
      'personal',
      'company',
      'documents',
      'privacyPolicy',
      'resourceLibrary',
      'logout',
    ]);
  });

  it('the company menu is for group admins and non-member admins only, after Balance History', () => {
    expect(showsCompanyMenu(base)).toBe(false);
    expect(showsCompanyMenu(user({ GROUP_ADMIN: 'Y' }))).toBe(true);
    expect(showsCompanyMenu(user({ NON_MEMBER_ADMIN_ONLY: 'Y' }))).toBe(true);
    const k = keys(employeeMenu(user({ GROUP_ADMIN: 'Y' })));
    expect(k.indexOf('company')).toBe(k.indexOf('balanceHistory') + 1);
    expect(k.indexOf('company')).toBe(k.indexOf('documents') - 1);
  });
});

describe('company menu (docs/product §6)', () => {
  it('lists items in the company route order with their paths', () => {
    expect(COMPANY_MENU_PATHS).toEqual({
      employer: '/employer',
      employeeDirectory: '/directory/employees',
      addEmployees: '/add-employee',
      divisions: '/divisions',
      classifications: '/classifications',
      plan: '/business-plan',
      businessBanking: '/business-banking',
      companyFunding: '/company-funding',
      insuranceFunding: '/insurance-funding',
      wellnessSetup: '/wellness/setup',
      wellnessManage: '/wellness/manage',
      enableOnlineClaims: '/business-online-claims',
      updateCard: '/update-card',
      companyReports: '/company-reports',
    });
    for (const path of Object.values(COMPANY_MENU_PATHS)) expect(matchRoute(path)?.area).toBe('company');
  });

  it('a group admin of contract type 3, plan 1071, no wellness, no insurance', () => {
    expect(companyKeys(user({ GROUP_ADMIN: 'Y' }))).toEqual([
      'employer',
      'employeeDirectory',
      'addEmployees',
      'divisions',
      'classifications',
      'plan',
      'businessBanking',
      'companyFunding',
      'wellnessSetup',
      'companyReports',
    ]);
  });

  it('Add employees, Divisions, Classifications: contract types 3, 8, 13', () => {
    for (const CONTRACT_TYPE of [3, 8, 13]) {
      expect(companyKeys(user({ CONTRACT_TYPE }))).toEqual(
        expect.arrayContaining(['addEmployees', 'divisions', 'classifications']),
      );
    }
    for (const CONTRACT_TYPE of [1, 20, 1071]) {
      const k = companyKeys(user({ CONTRACT_TYPE }));
      for (const key of ['addEmployees', 'divisions', 'classifications']) expect(k).not.toContain(key);
    }
  });

  it('Insurance funding when TRAVEL_INS, CAT_DRUG or EEI_INS is Y', () => {
    expect(companyKeys(base)).not.toContain('insuranceFunding');
    for (const flag of ['TRAVEL_INS', 'CAT_DRUG', 'EEI_INS'] as const) {
      expect(companyKeys(user({ [flag]: 'Y' }))).toContain('insuranceFunding');
    }
  });

  it('Wellness setup: the chosen contract types, when the company has no wellness', () => {
    expect(WELLNESS_SETUP_CONTRACT_TYPES).toEqual([3, 8, 13]);
    expect(companyKeys(base)).toContain('wellnessSetup');
    expect(companyKeys(user({ CONTRACT_TYPE: 20 }))).not.toContain('wellnessSetup');
    expect(companyKeys(user({ WELLNESS: 'Y' }))).not.toContain('wellnessSetup');
    expect(companyKeys(base, { HAS_WELLNESS: 'Y' })).not.toContain('wellnessSetup');
    expect(companyKeys(user({ WELLNESS: 'Y' }), { HAS_WELLNESS: 'N' })).toContain('wellnessSetup');
  });

  it('Wellness manage: when the company has wellness and online claims OK', () => {
    expect(companyKeys(user({ WELLNESS: 'Y' }))).toContain('wellnessManage');
    expect(companyKeys(user({ WELLNESS: 'Y', ONLINE_CLAIM_OK: 'N' }))).not.toContain('wellnessManage');
    expect(companyKeys(base)).not.toContain('wellnessManage');
    expect(companyKeys(base, { HAS_WELLNESS: 'Y', ONLINE_CLAIM_OK: 'Y' })).toContain('wellnessManage');
    expect(companyKeys(base, { HAS_WELLNESS: 'Y', ONLINE_CLAIM_OK: 'N' })).not.toContain('wellnessManage');
  });

  it('Enable online claims: not terminated, not customised, plan not online-capable, online claiming not OK', () => {
    expect(ONLINE_CAPABLE_PLAN_TYPES).toEqual([13, 1051, 1061, 1071, 1081, 2000]);
    const legacy = user({ PLAN_TYPE: 3, ONLINE_CLAIM_OK: 'N' });
    expect(companyKeys(legacy)).toContain('enableOnlineClaims');
    expect(companyKeys({ ...legacy, TERMINATED_FLAG: 'Y' })).not.toContain('enableOnlineClaims');
    expect(companyKeys({ ...legacy, CUSTOMIZED_BENEFITS: 'Y' })).not.toContain('enableOnlineClaims');
    expect(companyKeys({ ...legacy, ONLINE_CLAIM_OK: 'Y' })).not.toContain('enableOnlineClaims');
    expect(companyKeys(legacy, { ONLINE_CLAIM_OK: 'Y' })).not.toContain('enableOnlineClaims');
    for (const PLAN_TYPE of ONLINE_CAPABLE_PLAN_TYPES) {
      expect(companyKeys({ ...legacy, PLAN_TYPE })).not.toContain('enableOnlineClaims');
    }
  });

  it('Update credit card: the chosen contract types', () => {
    expect(UPDATE_CARD_CONTRACT_TYPES).toEqual(expect.arrayContaining([13, 20, 1051, 1061, 2000]));
    for (const CONTRACT_TYPE of [13, 20, 21, 1081, 2000]) {
      expect(companyKeys(user({ CONTRACT_TYPE }))).toContain('updateCard');
    }
    for (const CONTRACT_TYPE of [3, 8, 1, 10]) {
      expect(companyKeys(user({ CONTRACT_TYPE }))).not.toContain('updateCard');
    }
  });

  it('terminated users keep only Plan and Company reports', () => {
    const everything = user({
      TERMINATED_FLAG: 'Y',
      TRAVEL_INS: 'Y',
      CONTRACT_TYPE: 13,
      PLAN_TYPE: 3,
      ONLINE_CLAIM_OK: 'N',
    });
    expect(companyKeys(everything)).toEqual(['plan', 'companyReports']);
    expect(children(employeeMenu({ ...everything, GROUP_ADMIN: 'Y' }), 'company').map((i) => i.path)).toEqual(
      ['/business-plan', '/company-reports'],
    );
  });
});

describe('employee drawer balances (docs/product §2 "Employee shell")', () => {
  it('HSA balance hidden only for customised benefits with a limit type that is not standard', () => {
    expect(employeeBalancesShown(base).hsa).toBe(true);
    expect(employeeBalancesShown(user({ LIMIT_TYPE: 'CUSTOM' })).hsa).toBe(true);
    expect(employeeBalancesShown(user({ CUSTOMIZED_BENEFITS: 'Y' })).hsa).toBe(true);
    expect(employeeBalancesShown(user({ CUSTOMIZED_BENEFITS: 'Y', LIMIT_TYPE: 'standard ' })).hsa).toBe(true);
    expect(employeeBalancesShown(user({ CUSTOMIZED_BENEFITS: 'Y', LIMIT_TYPE: 'CUSTOM' })).hsa).toBe(false);
  });

  it('WSA balance when WELLNESS = Y', () => {
    expect(employeeBalancesShown(base).wsa).toBe(false);
    expect(employeeBalancesShown(user({ WELLNESS: 'Y' })).wsa).toBe(true);
  });

  it('no personal balance for a non-member admin, who has no account; the group balance stays', () => {
    const priya = user({ GROUP_ADMIN: 'Y', NON_MEMBER_ADMIN_ONLY: 'Y', WELLNESS: 'Y' });
    expect(employeeBalancesShown(priya)).toEqual({ hsa: false, wsa: false, group: true });
    expect(employeeBalancesShown(user({ GROUP_ADMIN: 'Y', WELLNESS: 'Y' }))).toEqual({
      hsa: true,
      wsa: true,
      group: true,
    });
  });

  it('group balance for group admins', () => {
    expect(employeeBalancesShown(base).group).toBe(false);
    expect(employeeBalancesShown(user({ GROUP_ADMIN: 'Y' })).group).toBe(true);
  });
});

describe('partner menu (docs/product §2 "Partner shell")', () => {
  it('an agent sees the drawer without Agent List', () => {
    const menu = partnerMenu({ ID: 5, MANAGER: 1 });
    expect(keys(menu)).toEqual([
      'dashboard',
      'personalInformation',
      'bankingInformation',
      'clientList',
      'commissions',
      'hsaSales',
      'upcomingRenewals',
      'documents',
      'privacyPolicy',
      'faqs',
      'resourceLibrary',
      'logout',
    ]);
    expect(paths(menu)).toEqual([
      '/partner',
      '/partner/personal',
      '/partner/banking',
      '/partner/client-list',
      '/partner/commissions',
      '/partner/hsa-sales',
      '/partner/upcoming-renewals',
      '/partner/documents',
      '/partner/faqs',
      '/partner/logout',
    ]);
    expect(find(menu, 'privacyPolicy')?.external).toBe(true);
    expect(find(menu, 'resourceLibrary')?.external).toBe(true);
  });

  it('a manager (MANAGER equals ID) also sees Agent List after Upcoming Renewals', () => {
    const k = keys(partnerMenu({ ID: 5, MANAGER: 5 }));
    expect(k.indexOf('agentList')).toBe(k.indexOf('upcomingRenewals') + 1);
    expect(find(partnerMenu({ ID: '5', MANAGER: 5 }), 'agentList')?.path).toBe('/partner/agent-list');
  });

  it('every path is a partner or public route', () => {
    for (const path of paths(partnerMenu({ ID: 5, MANAGER: 5 }))) {
      expect(['partner', 'public']).toContain(matchRoute(path)?.area);
    }
  });

  it("top bar: the agent's name, or the manager's when there is none", () => {
    expect(partnerDisplayName({ AGENT_NAME: 'Ann Agent', MANAGER_NAME: 'Max Manager' })).toBe('Ann Agent');
    expect(partnerDisplayName({ AGENT_NAME: '', MANAGER_NAME: 'Max Manager' })).toBe('Max Manager');
    expect(partnerDisplayName({ AGENT_NAME: '  ', MANAGER_NAME: 'Max Manager' })).toBe('Max Manager');
    expect(partnerDisplayName({ AGENT_NAME: null, MANAGER_NAME: 'Max Manager' })).toBe('Max Manager');
    expect(partnerDisplayName({})).toBe('');
  });
});

describe('tools menu (docs/product §2 "Tools shell", docs/product §6)', () => {
  it('ALL_ACCESS sees every item in the spec order, with paths from the tools routes', () => {
    const menu = toolsMenu({ ALL_ACCESS: 'Y' });
    expect(keys(menu)).toEqual([...TOOLS_MENU_ITEMS]);
    expect(keys(menu)).toEqual([
      'dashboard',
      'accessAccount',
      'salesReport',
      'manageAds',
      'manageUpdates',
      'resendWelcome',
      'sendReceipt',
      'sendPartnerReceipt',
      'auditClaim',
      'auditPad',
      'recalcEmployeeLimit',
      'apiTester',
      'apiRoutes',
      'logout',
    ]);
    expect(paths(menu)).toEqual([
      '/tools',
      '/tools/login-account',
      '/tools/sales',
      '/tools/ads',
      '/tools/updates',
      '/tools/send-welcome/er',
      '/tools/send-welcome/ee',
      '/tools/send-welcome/agent',
      '/tools/send-receipt',
      '/tools/send-partner-receipt',
      '/tools/audit/claims',
      '/tools/pad-audit/employee',
      '/tools/pad-audit/employer',
      '/tools/pad-audit/agent',
      '/tools/recal-employee-limit',
      '/tools/api-tester',
      '/tools/api-routes',
      '/tools/logout',
    ]);
    for (const path of paths(menu)) expect(matchRoute(path), path).not.toBeNull();
  });

  it('Resend Welcome (ER, EE, Agent) and Audit Pad (employee, employer, agent) are groups', () => {
    const menu = toolsMenu(['ALL_ACCESS']);
    expect(keys(children(menu, 'resendWelcome'))).toEqual([
      'resendWelcomeEr',
      'resendWelcomeEe',
      'resendWelcomeAgent',
    ]);
    expect(keys(children(menu, 'auditPad'))).toEqual([
      'auditPadEmployee',
      'auditPadEmployer',
      'auditPadAgent',
    ]);
  });

  it.each([
    ['PERMIT_LOGIN_AS', ['accessAccount']],
    ['PERMIT_SALES_REPORT', ['salesReport']],
    ['PERMIT_MANAGE_ADS', ['manageAds']],
    ['PERMIT_DEVELOPER', ['manageUpdates', 'apiTester', 'apiRoutes']],
    ['PERMIT_AUDIT', ['resendWelcome', 'auditClaim', 'auditPad', 'recalcEmployeeLimit']],
    ['PERMIT_SEND_RECEIPTS', ['resendWelcome', 'sendReceipt', 'sendPartnerReceipt']],
  ] as const)('%s shows %j (plus Dashboard and Logout)', (permission, items) => {
    const expected = TOOLS_MENU_ITEMS.filter(
      (k) => k === 'dashboard' || k === 'logout' || items.includes(k as never),
    );
    expect(keys(toolsMenu([permission]))).toEqual(expected);
    expect(keys(toolsMenu({ [permission]: 'Y' }))).toEqual(expected);
  });

  it('no permission: only Dashboard and Logout', () => {
    expect(keys(toolsMenu(null))).toEqual(['dashboard', 'logout']);
    expect(keys(toolsMenu({ ALL_ACCESS: 'N', PERMIT_AUDIT: 'N' }))).toEqual(['dashboard', 'logout']);
  });

  it('ALL_ACCESS grants everything whatever the other flags', () => {
    const denied = Object.fromEntries(TOOLS_PERMISSIONS.map((p) => [p, 'N'])) as Record<
      ToolsPermission,
      'N' | 'Y'
    >;
    expect(keys(toolsMenu({ ...denied, ALL_ACCESS: 'Y' }))).toEqual([...TOOLS_MENU_ITEMS]);
  });
});

describe('floating Tools button', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const s = now.getTime() / 1000;

  it('shows when the tools token equals the stored one and has not expired', () => {
    expect(canSeeToolsButton({ token: 'a', storedToken: 'a', expiry: s + 60 }, now)).toBe(true);
  });

  it('hides otherwise', () => {
    expect(canSeeToolsButton({ token: 'a', storedToken: 'b', expiry: s + 60 }, now)).toBe(false);
    expect(canSeeToolsButton({ token: 'a', storedToken: 'a', expiry: s }, now)).toBe(false);
    expect(canSeeToolsButton({ token: '', storedToken: '', expiry: s + 60 }, now)).toBe(false);
    expect(canSeeToolsButton(null, now)).toBe(false);
  });
});
