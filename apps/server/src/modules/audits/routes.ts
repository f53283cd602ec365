import type { ModuleHandlers } from '../../platform/http';
import { auditClaim, auditClaimDocument, auditQueue, settleClaim } from './service/claims';
import { padDetails, padDocument, padQueue, settlePad } from './service/pads';

/** The tools area's audits of claims and banking details (PERMIT_AUDIT; decision 0029). */
export const auditHandlers: ModuleHandlers<
  | 'getAuditClaims'
  | 'auditClaimGet'
  | 'auditClaimFile'
  | 'auditClaimPass'
  | 'auditClaimFail'
  | 'getAuditPads'
  | 'auditPadGet'
  | 'auditPadFile'
  | 'auditPadPass'
  | 'auditPadFail'
> = {
  getAuditClaims: ({ services }) => auditQueue(services),
  auditClaimGet: ({ input, staff, services, language }) =>
    auditClaim(services, staff, input.claimId, language),
  auditClaimFile: ({ input, staff, services }) =>
    auditClaimDocument(services, staff, input.claimId, input.fileId),
  auditClaimPass: ({ input, staff, services, log }) => settleClaim(services, staff, input, 'PASS', log),
  auditClaimFail: ({ input, staff, services, log }) => settleClaim(services, staff, input, 'FAIL', log),
  getAuditPads: ({ input, services }) => padQueue(services, input.type),
  auditPadGet: ({ input, staff, services }) => padDetails(services, staff, input.type, input.id),
  auditPadFile: ({ input, staff, services }) => padDocument(services, staff, input.type, input.id),
  auditPadPass: ({ input, staff, services, log }) => settlePad(services, staff, input, 'PASS', log),
  auditPadFail: ({ input, staff, services, log }) => settlePad(services, staff, input, 'FAIL', log),
};
