/** Tools (internal staff) permissions (docs/product §6). ALL_ACCESS grants every other one. */
export const TOOLS_PERMISSIONS = [
  'ALL_ACCESS',
  'PERMIT_LOGIN_AS',
  'PERMIT_SALES_REPORT',
  'PERMIT_MANAGE_ADS',
  'PERMIT_DEVELOPER',
  'PERMIT_AUDIT',
  'PERMIT_SEND_RECEIPTS',
] as const;

export type ToolsPermission = (typeof TOOLS_PERMISSIONS)[number];

/**
 * A staff member's permissions, either as the flag record the tools login answers
 * (`{ ALL_ACCESS: 'Y', PERMIT_AUDIT: 'N', ... }`, `true` also counts) or as a list of granted names.
 */
export type ToolsPermissions =
  Partial<Record<ToolsPermission, 'Y' | 'N' | boolean>> | readonly ToolsPermission[];

export function isToolsPermission(value: unknown): value is ToolsPermission {
  return typeof value === 'string' && (TOOLS_PERMISSIONS as readonly string[]).includes(value);
}

function granted(perms: ToolsPermissions, permission: ToolsPermission): boolean {
  if (Array.isArray(perms)) return (perms as readonly ToolsPermission[]).includes(permission);
  const flag = (perms as Partial<Record<ToolsPermission, 'Y' | 'N' | boolean>>)[permission];
  return flag === 'Y' || flag === true;
}

/** True when `perms` grants `permission`, directly or through ALL_ACCESS. */
export function hasPermission(
  perms: ToolsPermissions | null | undefined,
  permission: ToolsPermission,
): boolean {
  if (!perms) return false;
  return granted(perms, 'ALL_ACCESS') || granted(perms, permission);
}

/** Whether the staff member holds `permission`, or any one of a list of them (ALL_ACCESS grants all). */
export function hasAnyPermission(
  perms: ToolsPermissions | null | undefined,
  permission: ToolsPermission | readonly ToolsPermission[],
): boolean {
  const wanted: readonly ToolsPermission[] = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((p) => hasPermission(perms, p));
}

/** Tools drawer items (docs/product §2 "Tools shell"). */
export const TOOLS_MENU_ITEMS = [
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
] as const;

export type ToolsMenuItem = (typeof TOOLS_MENU_ITEMS)[number];

/**
 * Permissions that show each tools item; any one of them is enough, and an empty list means every
 * staff member sees it. The Resend Welcome items are listed under both PERMIT_AUDIT and
 * PERMIT_SEND_RECEIPTS in the spec, so either shows them.
 */
export const TOOLS_MENU_PERMISSIONS: Readonly<Record<ToolsMenuItem, readonly ToolsPermission[]>> = {
  dashboard: [],
  accessAccount: ['PERMIT_LOGIN_AS'],
  salesReport: ['PERMIT_SALES_REPORT'],
  manageAds: ['PERMIT_MANAGE_ADS'],
  manageUpdates: ['PERMIT_DEVELOPER'],
  resendWelcome: ['PERMIT_AUDIT', 'PERMIT_SEND_RECEIPTS'],
  sendReceipt: ['PERMIT_SEND_RECEIPTS'],
  sendPartnerReceipt: ['PERMIT_SEND_RECEIPTS'],
  auditClaim: ['PERMIT_AUDIT'],
  auditPad: ['PERMIT_AUDIT'],
  recalcEmployeeLimit: ['PERMIT_AUDIT'],
  apiTester: ['PERMIT_DEVELOPER'],
  apiRoutes: ['PERMIT_DEVELOPER'],
  logout: [],
};

/** True when a staff member with `perms` sees the tools menu item. */
export function canSeeToolsMenuItem(
  perms: ToolsPermissions | null | undefined,
  item: ToolsMenuItem,
): boolean {
  const needed = TOOLS_MENU_PERMISSIONS[item];
  return needed.length === 0 || needed.some((p) => hasPermission(perms, p));
}
