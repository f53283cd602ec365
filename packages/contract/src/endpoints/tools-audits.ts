// Tools audits (docs/product §2 "Tools routes", §4 "Tools audits of claims and pre-authorised debits
// result in Pass or Fail", §6 PERMIT_AUDIT, §7 "Tools": get-audit-claims, audit-claim get/pass/fail,
// audit-pad get/pass/fail, get-audit-pads). Rules: docs/decisions/0029-audits.md. Money is integer cents.
// Only endpoints are exported (the module is spread into `api`).
import {
  AUDIT_MESSAGES,
  AUDIT_REASON_MAX_LENGTH,
  CLAIM_STATUS_CODES,
  CLAIM_TYPES,
  PAD_AUDIT_TYPES,
  keyedMessage,
} from '@benefits/domain';
import { z } from 'zod';
import { staffWith } from '../access';
import { binaryEndpoint, endpoint } from '../endpoint';
import { cents, isoDate } from '../shapes';
import { fileInfoSchema } from '../uploads';

const AUDIT = staffWith('PERMIT_AUDIT');

const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const claimId = idField(AUDIT_MESSAGES.invalidClaim);
const fileId = idField(AUDIT_MESSAGES.fileNotFound);
const padType = z.enum(PAD_AUDIT_TYPES, { error: AUDIT_MESSAGES.invalidPadType });
const padId = idField(AUDIT_MESSAGES.invalidPad);
/** The reason of a pass (optional) or a fail (required: the service says so, by its message). */
const reason = z
  .string({ error: AUDIT_MESSAGES.reasonRequired })
  .max(AUDIT_REASON_MAX_LENGTH, {
    error: keyedMessage('audits.reasonTooLong', { max: AUDIT_REASON_MAX_LENGTH }),
  })
  .optional();

const claimType = z.enum(CLAIM_TYPES);
const claimStatus = z.enum(CLAIM_STATUS_CODES);

/** One claim waiting in the audit queue. */
const queuedClaimSchema = z.object({
  id: z.number().int(),
  type: claimType,
  employeeId: z.number().int(),
  employeeName: z.string(),
  employerName: z.string(),
  submittedAt: z.string().nullable(),
  claimedCents: cents,
  payableCents: cents,
  /** How many audit documents the employee has uploaded so far. */
  auditFiles: z.number().int(),
});

const auditClaimSchema = z.object({
  id: z.number().int(),
  type: claimType,
  status: claimStatus,
  employee: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    employerName: z.string(),
  }),
  submittedAt: z.string().nullable(),
  planYear: z.number().int().nullable(),
  claimedCents: cents,
  copayCents: cents,
  payableCents: cents,
  previousYearPayableCents: cents,
  items: z.array(
    z.object({
      id: z.number().int(),
      patientName: z.string(),
      serviceName: z.string(),
      provider: z.string(),
      serviceDate: isoDate,
      amountCents: cents,
    }),
  ),
  receipts: z.array(fileInfoSchema),
  auditFiles: z.array(fileInfoSchema),
  history: z.array(z.object({ status: z.string(), note: z.string(), at: z.string() })),
});

const fileAnswer = z.object({ fileName: z.string(), mimeType: z.string() });
const settled = z.object({ claimId: z.number().int(), status: claimStatus, message: z.string() });

export const getAuditClaims = endpoint({
  path: '/tools/get-audit-claims',
  method: 'POST',
  access: AUDIT,
  example: {},
  summary: 'The claims selected for audit (status A), oldest first.',
  request: z.object({}),
  response: z.object({ claims: z.array(queuedClaimSchema) }),
});

export const auditClaimGet = endpoint({
  path: '/tools/audit-claim/get',
  method: 'POST',
  access: AUDIT,
  example: { claimId: 1 },
  summary: 'A claim in audit (or settled): its items, receipts, audit documents and history. Logged.',
  request: z.object({ claimId }),
  response: z.object({ claim: auditClaimSchema }),
});

export const auditClaimFile = binaryEndpoint({
  path: '/tools/audit-claim/file',
  method: 'POST',
  access: AUDIT,
  example: { claimId: 1, fileId: 1 },
  summary: 'The bytes of one receipt or audit document of a claim (shown inline). Logged.',
  request: z.object({ claimId, fileId }),
  response: fileAnswer,
});

export const auditClaimPass = endpoint({
  path: '/tools/audit-claim/pass',
  method: 'POST',
  access: AUDIT,
  example: { claimId: 1, reason: 'Receipts match' },
  summary: 'Passes a claim in audit: released for payment; the employee may claim again. Logged.',
  request: z.object({ claimId, reason }),
  response: settled,
});

export const auditClaimFail = endpoint({
  path: '/tools/audit-claim/fail',
  method: 'POST',
  access: AUDIT,
  example: { claimId: 1, reason: 'The receipt is not itemised' },
  summary:
    'Fails a claim in audit with a reason: its ledger rows are reversed, the employee is told (notification and mail). Logged.',
  request: z.object({ claimId, reason }),
  response: settled,
});

/** One set of banking details waiting for verification. */
const queuedPadSchema = z.object({
  type: padType,
  id: z.number().int(),
  name: z.string(),
  /** The company of an employee; '' otherwise. */
  company: z.string(),
  accountNumber: z.string(),
  updatedAt: z.string(),
});

const padDetailsSchema = queuedPadSchema.extend({
  email: z.string(),
  transitNumber: z.string(),
  institutionNumber: z.string(),
  document: fileInfoSchema.nullable(),
  waiting: z.boolean(),
});

export const getAuditPads = endpoint({
  path: '/tools/get-audit-pads',
  method: 'POST',
  access: AUDIT,
  example: { type: 'employee' },
  summary: 'Banking details of a type (employee, employer, agent) waiting for verification, oldest first.',
  request: z.object({ type: padType }),
  response: z.object({ pads: z.array(queuedPadSchema) }),
});

export const auditPadGet = endpoint({
  path: '/tools/audit-pad/get',
  method: 'POST',
  access: AUDIT,
  example: { type: 'employee', id: 100001 },
  summary: 'Banking details (account number masked) and their void cheque. Logged.',
  request: z.object({ type: padType, id: padId }),
  response: z.object({ pad: padDetailsSchema }),
});

export const auditPadFile = binaryEndpoint({
  path: '/tools/audit-pad/file',
  method: 'POST',
  access: AUDIT,
  example: { type: 'employee', id: 100001 },
  summary: 'The void cheque or bank letter of banking details (shown inline). Logged.',
  request: z.object({ type: padType, id: padId }),
  response: fileAnswer,
});

const padSettled = z.object({ type: padType, id: z.number().int(), message: z.string() });

export const auditPadPass = endpoint({
  path: '/tools/audit-pad/pass',
  method: 'POST',
  access: AUDIT,
  example: { type: 'employee', id: 100001 },
  summary: 'Verifies banking details: no longer waiting. Logged.',
  request: z.object({ type: padType, id: padId, reason }),
  response: padSettled,
});

export const auditPadFail = endpoint({
  path: '/tools/audit-pad/fail',
  method: 'POST',
  access: AUDIT,
  example: { type: 'employee', id: 100001, reason: 'The cheque is not legible' },
  summary: 'Refuses banking details with a reason: the owner is asked to enter them again and told. Logged.',
  request: z.object({ type: padType, id: padId, reason }),
  response: padSettled,
});
