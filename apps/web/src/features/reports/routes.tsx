import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

const printForm = async () => ({ Component: (await import('./PrintFormScreen')).PrintFormScreen });

/**
 * The employee's claim reports (docs/product §2 "Employee routes"): Claim Activity, one claim's details,
 * the audit upload, Balance History, the Benefit Summary and the printable claim form. Each
 * replaces its placeholder (features/placeholders) by registering the same path.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.employee.claimActivity.path,
      handle: { titleKey: 'pages.claimActivity' },
      lazy: async () => ({ Component: (await import('./ClaimActivityScreen')).ClaimActivityScreen }),
    },
    {
      path: paths.employee.claimDetails.path,
      handle: { titleKey: 'pages.claimDetails' },
      lazy: async () => ({ Component: (await import('./ClaimDetailsScreen')).ClaimDetailsScreen }),
    },
    {
      path: paths.employee.claimAudit.path,
      handle: { titleKey: 'pages.claimAudit' },
      lazy: async () => ({ Component: (await import('./AuditScreen')).AuditScreen }),
    },
    {
      path: paths.employee.balanceHistory.path,
      handle: { titleKey: 'pages.balanceHistory' },
      lazy: async () => ({ Component: (await import('./BalanceHistoryScreen')).BalanceHistoryScreen }),
    },
    {
      path: paths.employee.benefitSummary.path,
      handle: { titleKey: 'pages.benefitSummary' },
      lazy: async () => ({ Component: (await import('./SummaryScreen')).SummaryScreen }),
    },
    {
      path: paths.employee.printClaimForm.path,
      handle: { titleKey: 'pages.printClaimForm' },
      lazy: printForm,
    },
    {
      path: paths.employee.printClaimFormOf.path,
      handle: { titleKey: 'pages.printClaimForm' },
      lazy: printForm,
    },
  ],
};
