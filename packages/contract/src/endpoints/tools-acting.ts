// Tools "Access Account" (docs/product §2 /tools/login-account, §6 PERMIT_LOGIN_AS, §7 Tools
// "access-user"): staff find an employee or a partner and act for them in their own area, and
// read the staff action log and an employee's change log (decision 0030).
// Only endpoints are exported (the contract collects every export as an endpoint).
import { MESSAGES } from '@benefits/domain';
import { z } from 'zod';
import { EMPLOYEE_OR_PARTNER, staffActingFor, staffWith } from '../access';
import { API_MESSAGES } from '../messages';
import { endpoint } from '../endpoint';
import { employeeLoginAnswerSchema, messageAnswerSchema, partnerLoginAnswerSchema } from '../shapes';

const accountType = z.enum(['employee', 'partner'], { error: MESSAGES.correctInformation });

/** A positive whole ID, sent as a number or as text (a query string's values are text). */
const idField = (message: string) =>
  z
    .union([z.number(), z.string().max(20)], { error: message })
    .transform((v) => (typeof v === 'number' ? v : /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN))
    .refine((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647, { error: message });

/** An optional ID filter or paging cursor (blank: none). */
const optionalId = z
  .union([z.number(), z.string().max(20)])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
  .refine((n) => n === undefined || (Number.isSafeInteger(n) && n > 0), {
    error: API_MESSAGES.correctInformation,
  });

/** Who is acting, for the banner: "Alex Morgan (staff) is acting for Olivia Tremblay (100001)". */
const actingSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  username: z.string(),
  subjectName: z.string(),
  subjectId: z.number().int(),
});

/**
 * Finds accounts to act for: employees by ID or by part of their name, or by their company's ID or
 * part of its name (the employee's own matches first, then administrators), agents and partners by
 * ID (at most 20, terminated ones marked).
 */
export const toolsAccessUserSearch = endpoint({
  path: '/tools/access-user/search',
  method: 'POST',
  access: staffWith('PERMIT_LOGIN_AS'),
  example: { type: 'employee', q: 'Tremblay' },
  summary:
    "Finds employees (by ID or name, or their company's ID or name) or agents/partners (by ID) a staff member may act for.",
  request: z.object({
    type: accountType,
    q: z
      .string({ error: MESSAGES.correctInformation })
      .trim()
      .min(1, MESSAGES.correctInformation)
      .max(100, MESSAGES.correctInformation),
  }),
  response: z.object({
    results: z.array(
      z.object({
        type: accountType,
        id: z.number().int(),
        name: z.string(),
        /** The employer with its ID, "Name (5001)" (employees), or the manager (partners). */
        detail: z.string(),
        /** A company administrator (group or non-member administrator); false for partners. */
        admin: z.boolean(),
        terminated: z.boolean(),
      }),
    ),
  }),
});

/**
 * docs/product §7 Tools "access-user": opens a session of the account's kind for the staff member,
 * answered as that area's sign-in answers (so the web keeps it as the employee's or partner's
 * session) plus who is acting. The session lives inside the caller's tools session.
 */
export const toolsAccessUser = endpoint({
  path: '/tools/access-user',
  method: 'POST',
  access: staffWith('PERMIT_LOGIN_AS'),
  example: { type: 'employee', id: 100001 },
  summary:
    'Staff act for an employee or partner: a session of that kind recording the staff member, with the sign-in answer.',
  request: z.object({ type: accountType, id: idField(MESSAGES.invalidEmployeeId) }),
  response: z.discriminatedUnion('type', [
    employeeLoginAnswerSchema.extend({ type: z.literal('employee'), acting: actingSchema }),
    partnerLoginAnswerSchema.extend({ type: z.literal('partner'), acting: actingSchema }),
  ]),
});

/** Ends the calling acting session (the banner's Stop): revoked and logged as the staff member's. */
export const toolsAccessUserStop = endpoint({
  path: '/tools/access-user/stop',
  method: 'POST',
  access: EMPLOYEE_OR_PARTNER,
  openWhilePasswordChangePending: true,
  example: {},
  summary: 'Stops acting for the account: ends the calling acting session (refused in an own session).',
  request: z.object({}).passthrough(),
  response: messageAnswerSchema,
});

const staffActionSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int(),
  username: z.string(),
  staffName: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  detail: z.string(),
});

/** The staff action log, newest first, 25 a page (older pages by `beforeId`), with filters. */
export const toolsStaffLog = endpoint({
  path: '/tools/staff-log',
  method: 'POST',
  access: staffWith('PERMIT_LOGIN_AS'),
  example: { subjectKind: 'employee', subjectId: '100001' },
  summary: 'The staff action log (who, what, when, for whom), newest first, filtered and paged.',
  request: z.object({
    staffId: optionalId,
    subjectKind: z.string().trim().max(30).optional(),
    subjectId: z.string().trim().max(30).optional(),
    beforeId: optionalId,
  }),
  response: z.object({
    rows: z.array(staffActionSchema),
    /** The `beforeId` of the next (older) page; null on the last page. */
    nextBeforeId: z.number().int().nullable(),
    /** Every staff member, for the filter. */
    staff: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  }),
});

/**
 * An employee's change log, newest first, 25 a page: each changed field with who changed it (the
 * employee, a company administrator, a staff member acting for them, or the system).
 */
export const toolsEmployeeChangeLog = endpoint({
  path: '/tools/change-log',
  method: 'POST',
  access: staffActingFor('PERMIT_LOGIN_AS', 'employeeId'),
  example: { employeeId: '100001' },
  summary: "An employee's change log with each change's actor (themself, an administrator or staff).",
  request: z.object({ employeeId: idField(MESSAGES.invalidEmployeeId), beforeId: optionalId }),
  response: z.object({
    employee: z.object({ id: z.number().int(), name: z.string() }),
    rows: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        entity: z.string(),
        field: z.string(),
        oldValue: z.string().nullable(),
        newValue: z.string().nullable(),
        actor: z.object({ kind: z.string(), id: z.string(), name: z.string() }),
      }),
    ),
    nextBeforeId: z.number().int().nullable(),
  }),
});
