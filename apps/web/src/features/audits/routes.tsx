import { fillPattern, PAD_AUDIT_TYPES, paths } from '@benefits/domain';
import { loadChunk } from '../../lib/crash/chunks';
import { ToolGate } from '../../lib/tools-access/ToolGate';
import type { FeatureRoutes } from '../../lib/routing';

/**
 * The tools area's audits (docs/product §2 "Tools routes"; decision 0029): the claims in audit and a
 * claim's audit, the banking details waiting per type and their details. They replace the tools
 * placeholders of the same paths; the server refuses every call without PERMIT_AUDIT, and staff
 * without it see the tools' "not allowed" instead of a screen (which would send those calls).
 */
export const featureRoutes: FeatureRoutes = {
  tools: [
    {
      path: paths.tools.auditClaims.path,
      lazy: async () => {
        const { AuditClaimsScreen } = await loadChunk(() => import('./AuditClaimsScreen'));
        return {
          Component: () => (
            <ToolGate item="auditClaim">
              <AuditClaimsScreen />
            </ToolGate>
          ),
        };
      },
    },
    {
      path: paths.tools.auditClaim.path,
      lazy: async () => {
        const { AuditClaimScreen } = await loadChunk(() => import('./AuditClaimScreen'));
        return {
          Component: () => (
            <ToolGate item="auditClaim">
              <AuditClaimScreen />
            </ToolGate>
          ),
        };
      },
    },
    ...PAD_AUDIT_TYPES.flatMap((type) => [
      {
        path: paths.tools.padAudit.getHref({ type }),
        lazy: async () => {
          const { PadAuditScreen } = await loadChunk(() => import('./PadAuditScreen'));
          return {
            Component: () => (
              <ToolGate item="auditPad">
                <PadAuditScreen type={type} />
              </ToolGate>
            ),
          };
        },
      },
      {
        path: fillPattern(paths.tools.padAuditDetails.path, { type }),
        lazy: async () => {
          const { PadAuditDetailsScreen } = await loadChunk(() => import('./PadAuditDetailsScreen'));
          return {
            Component: () => (
              <ToolGate item="auditPad">
                <PadAuditDetailsScreen type={type} />
              </ToolGate>
            ),
          };
        },
      },
    ]),
  ],
};
