import {
  fillPattern,
  paths,
  SEND_WELCOME_TYPES,
  type PAD_AUDIT_TYPES,
  type ToolsMenuItem,
} from '@benefits/domain';

/**
 * The tools routes of docs/product §2 (from the path table) that have no screen yet, with the key of their
 * page title (`toolsShell.pages.<key>`) and the drawer item whose permission opens them (docs/product §6;
 * null: any staff member). They open the shared "not available yet" screen inside the tools shell.
 * Route parameters with a fixed set of values (welcome type, PAD audit kind) are spelled out, so
 * any other value is not found.
 */
export interface ToolsPage {
  path: string;
  key: string;
  menuKey: ToolsMenuItem | null;
}

const padKinds = [
  'employee',
  'employer',
  'agent',
] as const satisfies readonly (typeof PAD_AUDIT_TYPES)[number][];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const TOOLS_PLACEHOLDER_PAGES: readonly ToolsPage[] = [
  { path: paths.tools.loginAccount.path, key: 'accessAccount', menuKey: 'accessAccount' },
  { path: paths.tools.ads.path, key: 'manageAds', menuKey: 'manageAds' },
  { path: paths.tools.ad.path, key: 'adDetails', menuKey: 'manageAds' },
  { path: paths.tools.updates.path, key: 'manageUpdates', menuKey: 'manageUpdates' },
  { path: paths.tools.update.path, key: 'updateDetails', menuKey: 'manageUpdates' },
  ...SEND_WELCOME_TYPES.map((type) => ({
    path: paths.tools.sendWelcome.getHref({ type }),
    key: `resendWelcome${capital(type)}`,
    menuKey: 'resendWelcome' as const,
  })),
  { path: paths.tools.sendReceipt.path, key: 'sendReceipt', menuKey: 'sendReceipt' },
  { path: paths.tools.sendPartnerReceipt.path, key: 'sendPartnerReceipt', menuKey: 'sendPartnerReceipt' },
  { path: paths.tools.auditClaims.path, key: 'auditClaim', menuKey: 'auditClaim' },
  { path: paths.tools.auditClaim.path, key: 'claimAuditDetails', menuKey: 'auditClaim' },
  ...padKinds.map((kind) => ({
    path: paths.tools.padAudit.getHref({ type: kind }),
    key: `auditPad${capital(kind)}`,
    menuKey: 'auditPad' as const,
  })),
  ...padKinds.map((kind) => ({
    path: fillPattern(paths.tools.padAuditDetails.path, { type: kind }),
    key: `padAuditDetails${capital(kind)}`,
    menuKey: 'auditPad' as const,
  })),
  { path: paths.tools.recalcEmployeeLimit.path, key: 'recalcEmployeeLimit', menuKey: 'recalcEmployeeLimit' },
  { path: paths.tools.transferDetails.path, key: 'transferDetails', menuKey: null },
  { path: paths.tools.apiTester.path, key: 'apiTester', menuKey: 'apiTester' },
  { path: paths.tools.apiRoutes.path, key: 'apiRoutes', menuKey: 'apiRoutes' },
];

/** docs/product §2 lists /tools/sales (the Sales Report) among the public routes. */
export const TOOLS_PUBLIC_PLACEHOLDERS: readonly ToolsPage[] = [
  { path: paths.public.toolsSales.path, key: 'salesReport', menuKey: null },
];
