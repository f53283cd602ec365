import { paths } from '@benefits/domain';

/**
 * The partner routes of docs/product §2 (from the path table) that have no screen of their own yet, with
 * the key of their page title (`partnerShell.pages.<key>`). They open the shared "not available yet"
 * screen inside the partner shell, so menu links and bookmarks never end on a 404. When a screen is
 * built, its route replaces the entry here.
 */
export const PARTNER_PLACEHOLDER_PAGES = [
  { path: paths.partner.clientList.path, key: 'clientList' },
  { path: paths.partner.client.path, key: 'clientDetails' },
  { path: paths.partner.commissions.path, key: 'commissions' },
  { path: paths.partner.commission.path, key: 'commissionDetails' },
  { path: paths.partner.hsaSales.path, key: 'hsaSales' },
  { path: paths.partner.upcomingRenewals.path, key: 'upcomingRenewals' },
  { path: paths.partner.agentList.path, key: 'agentList', managersOnly: true },
  { path: paths.partner.agent.path, key: 'agentDetails' },
  { path: paths.partner.employer.path, key: 'employer' },
] as const;

export type PartnerPageKey = (typeof PARTNER_PLACEHOLDER_PAGES)[number]['key'];
