import { registerMessageSection } from '../messages/catalogue';

/**
 * Messages of the tools area's audits (claims and pre-authorised debits; docs/product §4 "Tools
 * audits of claims and pre-authorised debits result in Pass or Fail"). The spec gives no wording for
 * these; they follow the style of its own ('Invalid amount', 'Successfully added new Dependant').
 */
export const AUDIT_MESSAGES = {
  invalidClaim: 'Invalid claim',
  claimNotFound: 'This claim does not exist.',
  claimNotInAudit: 'This claim is no longer in audit: another auditor may have settled it.',
  claimPassed: 'Audit passed: the claim is released for payment.',
  claimFailed: 'Audit failed: the claim is reversed and the employee is told.',
  reasonRequired: 'Please enter the reason the audit failed.',
  reasonTooLong: 'The reason can be at most {{max}} characters.',
  // The claims' wording, so the answer's key is claims.fileNotFound (a text is known by its first key).
  fileNotFound: 'This file does not exist.',
  invalidPadType: 'Invalid pre-authorised debit type',
  invalidPad: 'Invalid pre-authorised debit',
  padNotFound: 'These banking details do not exist.',
  padDocumentMissing: 'These banking details came without a void cheque or bank letter.',
  padNotWaiting: 'These banking details are no longer waiting for verification.',
  padPassed: 'Banking details verified.',
  padFailed: 'Banking details refused: the owner is asked to upload them again.',
} as const;

export type AuditMessageKey = keyof typeof AUDIT_MESSAGES;

// This section joins the message catalogue wherever this module is loaded (messages/catalogue.ts).
registerMessageSection('audits', AUDIT_MESSAGES);
