import type { ToolsMenuItem } from '@benefits/domain';

/**
 * The tools routes of SPEC §2 (relative to /tools) that have no screen yet, with the key of their
 * page title (`toolsShell.pages.<key>`) and the drawer item whose permission opens them (SPEC §6;
 * null: any staff member). They open the shared "not available yet" screen inside the tools shell.
 * Route parameters with a fixed set of values (welcome type, PAD audit kind) are spelled out, so
 * any other value is not found.
 */
export interface ToolsPage {
  path: string;
  key: string;
  menuKey: ToolsMenuItem | null;
}

const padKinds = ['employee', 'employer', 'agent'] as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const TOOLS_PLACEHOLDER_PAGES: readonly ToolsPage[] = [
  { path: 'login-account', key: 'accessAccount', menuKey: 'accessAccount' },
  { path: 'ads', key: 'manageAds', menuKey: 'manageAds' },
  { path: 'ad/:id', key: 'adDetails', menuKey: 'manageAds' },
  { path: 'updates', key: 'manageUpdates', menuKey: 'manageUpdates' },
  { path: 'update/:id', key: 'updateDetails', menuKey: 'manageUpdates' },
  { path: 'send-welcome/er', key: 'resendWelcomeEr', menuKey: 'resendWelcome' },
  { path: 'send-welcome/ee', key: 'resendWelcomeEe', menuKey: 'resendWelcome' },
  { path: 'send-welcome/agent', key: 'resendWelcomeAgent', menuKey: 'resendWelcome' },
  { path: 'send-receipt', key: 'sendReceipt', menuKey: 'sendReceipt' },
  { path: 'send-partner-receipt', key: 'sendPartnerReceipt', menuKey: 'sendPartnerReceipt' },
  { path: 'audit/claims', key: 'auditClaim', menuKey: 'auditClaim' },
  { path: 'audit/claim/:id', key: 'claimAuditDetails', menuKey: 'auditClaim' },
  ...padKinds.map((kind) => ({
    path: `pad-audit/${kind}`,
    key: `auditPad${capital(kind)}`,
    menuKey: 'auditPad' as const,
  })),
  ...padKinds.map((kind) => ({
    path: `pad-audit-details/${kind}/:id`,
    key: `padAuditDetails${capital(kind)}`,
    menuKey: 'auditPad' as const,
  })),
  { path: 'recal-employee-limit', key: 'recalcEmployeeLimit', menuKey: 'recalcEmployeeLimit' },
  { path: 'transfer-details', key: 'transferDetails', menuKey: null },
  { path: 'api-tester', key: 'apiTester', menuKey: 'apiTester' },
  { path: 'api-routes', key: 'apiRoutes', menuKey: 'apiRoutes' },
];

/** SPEC §2 lists /tools/sales (the Sales Report) among the public routes. */
export const TOOLS_PUBLIC_PLACEHOLDERS: readonly ToolsPage[] = [
  { path: '/tools/sales', key: 'salesReport', menuKey: null },
];
