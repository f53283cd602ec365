/** English text of the `partner` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  partner: {
    title: 'Partner dashboard',
    id: 'Partner ID',
    name: 'Name',
    unpaidCommission: 'Accrued unpaid commission',
    role: 'Role',
    agent: 'Agent',
    manager: 'Manager',
    quickLinks: 'Quick links',
    news: 'News',
    learnMore: 'Learn more',
    learnMoreAbout: 'Learn more: {{title}}',
    opensInNewTab: '(opens in a new tab)',
    dismissAd: 'Hide “{{title}}”',
    linkText: {
      clientList: 'The companies you have sold to, with their plans and details.',
      commissions:
        'What you have earned on each sale and on your clients’ claim administration fees, and what is still to be paid.',
      hsaSales: 'Your health spending account sales, by client and date.',
      upcomingRenewals: 'Clients whose plans renew soon, so you can contact them in time.',
      agentList: 'The agents you manage and their sales.',
      notifications: 'Messages about your account, your clients and your payments.',
      updateNotes: 'What is new in the partner area.',
    },
  },
};
