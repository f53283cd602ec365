import { paths } from '@benefits/domain';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The claim submission flow (docs/product §2 "Claim submission routes", §4 "Claim flow"): pick or resume,
 * items, receipts, review, success. Each step reads the open claim by the id in its address
 * (?claim=ID), so a reload or a later visit resumes where the server has it.
 */
export const featureRoutes: FeatureRoutes = {
  employee: [
    {
      path: paths.claims.makeClaim.path,
      handle: { titleKey: 'pages.makeClaim' },
      lazy: async () => ({ Component: (await import('./ClaimStartScreen')).MakeClaimScreen }),
    },
    {
      path: paths.claims.resume.path,
      handle: { titleKey: 'pages.resumeClaim' },
      lazy: async () => ({ Component: (await import('./ClaimStartScreen')).ResumeClaimScreen }),
    },
    {
      path: paths.claims.items.path,
      handle: { titleKey: 'pages.claimItems' },
      lazy: async () => ({ Component: (await import('./ClaimItemsScreen')).ClaimItemsScreen }),
    },
    {
      path: paths.claims.receipts.path,
      handle: { titleKey: 'pages.uploadReceipts' },
      lazy: async () => ({ Component: (await import('./ReceiptsScreen')).ReceiptsScreen }),
    },
    {
      path: paths.claims.review.path,
      handle: { titleKey: 'pages.reviewClaim' },
      lazy: async () => ({ Component: (await import('./ReviewScreen')).ReviewScreen }),
    },
    {
      path: paths.claims.success.path,
      handle: { titleKey: 'pages.claimSubmitted' },
      lazy: async () => ({ Component: (await import('./SuccessScreen')).SuccessScreen }),
    },
  ],
};
