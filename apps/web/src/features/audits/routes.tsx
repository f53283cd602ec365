import { fillPattern, PAD_AUDIT_TYPES, paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The tools area's audits (docs/product §2 "Tools routes"; decision 0029): the claims in audit and a
 * claim's audit, the banking details waiting per type and their details. They replace the tools
 * placeholders of the same paths; the server refuses every call without PERMIT_AUDIT.
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.auditClaims.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./AuditClaimsScreen'))).AuditClaimsScreen,
      }),
    },
    {
      path: paths.tools.auditClaim.path,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./AuditClaimScreen'))).AuditClaimScreen,
      }),
    },
    ...PAD_AUDIT_TYPES.flatMap((type) => [
      {
        path: paths.tools.padAudit.getHref({ type }),
        lazy: async () => {
          const { PadAuditScreen } = await loadChunk(() => import('./PadAuditScreen'));
          return { Component: () => <PadAuditScreen type={type} /> };
        },
      },
      {
        path: fillPattern(paths.tools.padAuditDetails.path, { type }),
        lazy: async () => {
          const { PadAuditDetailsScreen } = await loadChunk(() => import('./PadAuditDetailsScreen'));
          return { Component: () => <PadAuditDetailsScreen type={type} /> };
        },
      },
    ]),
  ],
};
