/*
 * Decision 0020: the partner route flags of docs/product §6 ("partner routes: missing partner banking,
 * password reset, terminated") and the managers-only Agent List (docs/product §2) are acted on by one pure
 * rule, the partner counterpart of `employeeRedirect`, run on every partner route by the web.
 */
import { isPartnerManager } from '../reference/roles';
import { isYes, type YesNo } from './employee-guard';
import { paths } from './paths';
import { isOnPath, matchesAny, normalizePath } from './routes';

/** The partner session fields the route guard reads (the wire shape of the signed-in partner). */
export interface PartnerGuardUser {
  ID: number | string;
  MANAGER: number | string;
  MISSING_PARTNER_BANKING: YesNo;
  REQUIRE_WEB_PASSWORD_RESET: YesNo;
  TERMINATED_FLAG: YesNo;
}

/** The partner dashboard, where blocked partner paths go. */
export const PARTNER_HOME = paths.partner.home.path;
/** The forced password change of REQUIRE_WEB_PASSWORD_RESET. */
export const PARTNER_CHANGE_PASSWORD_PATH = paths.partner.changePassword.path;
/** Where MISSING_PARTNER_BANKING sends the partner until the banking information is on file. */
export const PARTNER_BANKING_PATH = paths.partner.banking.path;
/** Partner pages only managers open (docs/product §2: "/partner/agent-list (managers only)"). */
export const PARTNER_MANAGER_ONLY_PATHS: readonly string[] = [paths.partner.agentList.path];

/**
 * What a terminated partner may still open: the dashboard, the commissions earned (and their
 * details), documents, FAQs, notifications, update notes and the password change. The spec names
 * the flag without the list; this follows the terminated employee's (history and documents only).
 */
export const TERMINATED_PARTNER_PATHS: readonly string[] = [
  PARTNER_HOME,
  paths.partner.commissions.path,
  paths.partner.commission.path,
  paths.partner.documents.path,
  paths.partner.marketingTools.path,
  paths.partner.faqs.path,
  paths.partner.notifications.path,
  paths.partner.updateNotes.path,
  PARTNER_CHANGE_PASSWORD_PATH,
];

/**
 * Where a partner session must go instead of `pathname` (a partner route), or `null` to stay, in
 * this order: (1) the password change first while REQUIRE_WEB_PASSWORD_RESET = Y; (2) a terminated
 * partner only to the paths above, else the dashboard; (3) MISSING_PARTNER_BANKING = Y to
 * /partner/banking; (4) an agent (not a manager) away from managers-only pages, to the dashboard.
 */
export function partnerRedirect(user: PartnerGuardUser, pathname: string): string | null {
  const path = normalizePath(pathname);
  const target = (to: string) => (path === to ? null : to);
  if (isYes(user.REQUIRE_WEB_PASSWORD_RESET)) return target(PARTNER_CHANGE_PASSWORD_PATH);
  if (isYes(user.TERMINATED_FLAG)) return matchesAny(path, TERMINATED_PARTNER_PATHS) ? null : PARTNER_HOME;
  if (isYes(user.MISSING_PARTNER_BANKING)) return target(PARTNER_BANKING_PATH);
  if (!isPartnerManager(user) && PARTNER_MANAGER_ONLY_PATHS.some((base) => isOnPath(path, base))) {
    return PARTNER_HOME;
  }
  return null;
}
