import type { FeatureRoutes } from '../../lib/routing';

const printForm = async () => ({ Component: (await import('./PrintFormScreen')).PrintFormScreen });

/**
 * The employee's claim reports (SPEC §2 "Employee routes"): Claim Activity, one claim's details,
 * the audit upload, Balance History, the Benefit Summary and the printable claim form. Each
 * replaces its placeholder (features/placeholders) by registering the same path.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: 'claim-report',
      handle: { titleKey: 'pages.claimActivity' },
      lazy: async () => ({ Component: (await import('./ClaimActivityScreen')).ClaimActivityScreen }),
    },
    {
      path: 'claim/:id',
      handle: { titleKey: 'pages.claimDetails' },
      lazy: async () => ({ Component: (await import('./ClaimDetailsScreen')).ClaimDetailsScreen }),
    },
    {
      path: 'audit/:id',
      handle: { titleKey: 'pages.claimAudit' },
      lazy: async () => ({ Component: (await import('./AuditScreen')).AuditScreen }),
    },
    {
      path: 'balance-report',
      handle: { titleKey: 'pages.balanceHistory' },
      lazy: async () => ({ Component: (await import('./BalanceHistoryScreen')).BalanceHistoryScreen }),
    },
    {
      path: 'summary-of-benefits',
      handle: { titleKey: 'pages.benefitSummary' },
      lazy: async () => ({ Component: (await import('./SummaryScreen')).SummaryScreen }),
    },
    { path: 'claim-form-print', handle: { titleKey: 'pages.printClaimForm' }, lazy: printForm },
    { path: 'claim-form-print/:id', handle: { titleKey: 'pages.printClaimForm' }, lazy: printForm },
  ],
};
