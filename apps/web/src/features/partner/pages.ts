/**
 * The partner routes of SPEC §2 (relative to /partner) that have no screen of their own yet, with
 * the key of their page title (`partnerShell.pages.<key>`). They open the shared "not available yet"
 * screen inside the partner shell, so menu links and bookmarks never end on a 404. When a screen is
 * built, its route replaces the entry here.
 */
export const PARTNER_PLACEHOLDER_PAGES = [
  { path: 'personal', key: 'personalInformation' },
  { path: 'banking', key: 'bankingInformation' },
  { path: 'client-list', key: 'clientList' },
  { path: 'client-list/:id', key: 'clientDetails' },
  { path: 'commissions', key: 'commissions' },
  { path: 'commissions/:id', key: 'commissionDetails' },
  { path: 'hsa-sales', key: 'hsaSales' },
  { path: 'upcoming-renewals', key: 'upcomingRenewals' },
  { path: 'agent-list', key: 'agentList', managersOnly: true },
  { path: 'agent/:id', key: 'agentDetails' },
  { path: 'notifications', key: 'notifications' },
  // SPEC §2: /partner/marketing-tools and /partner/documents are the same screen.
  { path: 'marketing-tools', key: 'documents' },
  { path: 'documents', key: 'documents' },
  { path: 'faqs', key: 'faqs' },
  { path: 'update-notes', key: 'updateNotes' },
  { path: 'employer/:id', key: 'employer' },
] as const;

export type PartnerPageKey = (typeof PARTNER_PLACEHOLDER_PAGES)[number]['key'];
