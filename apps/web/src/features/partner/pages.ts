import { paths } from '@benefits/domain';

/**
 * The partner routes of docs/product §2 (from the path table) that have no screen of their own yet, with
 * the key of their page title (`partnerShell.pages.<key>`). They open the shared "not available yet"
 * screen inside the partner shell, so menu links and bookmarks never end on a 404. When a screen is
 * built, its route replaces the entry here.
 */
export const PARTNER_PLACEHOLDER_PAGES = [
  { path: paths.partner.personal.path, key: 'personalInformation' },
  { path: paths.partner.banking.path, key: 'bankingInformation' },
  { path: paths.partner.notifications.path, key: 'notifications' },
  // docs/product §2: /partner/marketing-tools and /partner/documents are the same screen.
  { path: paths.partner.marketingTools.path, key: 'documents' },
  { path: paths.partner.documents.path, key: 'documents' },
  { path: paths.partner.faqs.path, key: 'faqs' },
] as const;

export type PartnerPageKey = (typeof PARTNER_PLACEHOLDER_PAGES)[number]['key'];
