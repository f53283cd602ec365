/** English text of the `dashboard` namespace (lib/i18n/namespaces.ts; decision 0018). */
export const en = {
  dashboard: {
    recentClaims: 'Recent claims',
    noRecentClaims: 'You have no claims in the last 12 months.',
    allClaims: 'All claim activity',
    recentClaimsFailed: 'Failed to load report.',
    recentClaimLabel: '{{type}} claim of {{date}}: {{services}}, {{amount}} payable',
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    employer: 'Employer',
    userId: 'User ID',
    hsaBalance: 'HSA balance',
    wsaBalance: 'WSA balance',
    balances: 'Balances',
    groupBalance: 'Group balance',
    previousYearBalance: 'Spendable balance from last plan year',
    planYearEnds: 'Plan year ends',
    refreshFailed: 'Your account could not be refreshed. Showing the last known values.',
    quickLinks: 'Quick links',
    news: 'News and tips',
    learnMore: 'Learn more',
  },
};
