// The tools area's developer and audit tools (docs/product §7 "Tools": api-routes, recal-employee-limit;
// "An API tester calls any path by GET or POST"; decision 0032). Api Routes and the tester's log are for
// PERMIT_DEVELOPER, the limit recalculation for PERMIT_AUDIT (docs/product §6; ALL_ACCESS grants all).
// Only endpoints are exported (the contract collects every export as an endpoint).
import { DIRECTORY_MESSAGES } from '@benefits/domain';
import { z } from 'zod';
import { staffWith } from '../access';
import { endpoint } from '../endpoint';

const routeSchema = z.object({
  /** The contract's name of the endpoint (e.g. toolsLogin). */
  name: z.string(),
  path: z.string(),
  method: z.enum(['GET', 'POST']),
  /** The scope (public, session, employee, companyAdmin, partner, partnerManager, staff, …). */
  access: z.string(),
  /** The tools permission a staff scope needs, or the session kinds a session scope admits. */
  accessDetail: z.string(),
  summary: z.string(),
  /** The request's JSON Schema (draft 2020-12, from the contract's zod schema). */
  request: z.record(z.string(), z.unknown()),
  /** A request the endpoint accepts (the contract's example). */
  example: z.unknown(),
});

/**
 * Api Routes (/tools/api-routes): every endpoint of the contract with its path, method, access and
 * request shape, and the same as an OpenAPI 3.1 document (`openapi`), generated from the contract.
 */
export const toolsApiRoutes = endpoint({
  path: '/tools/api-routes',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: {},
  summary: 'Every endpoint of the API (path, method, access, request schema) and the OpenAPI 3.1 document.',
  request: z.object({}).passthrough(),
  response: z.object({
    routes: z.array(routeSchema),
    openapi: z.record(z.string(), z.unknown()),
  }),
});

/**
 * The Api Tester's log: the tester calls the API from the browser with the staff member's own token
 * (or none); it then reports the call here, and the server writes it to the staff action log.
 */
export const toolsApiTestLog = endpoint({
  path: '/tools/api-tester/log',
  method: 'POST',
  access: staffWith('PERMIT_DEVELOPER'),
  example: { path: '/test/alive', method: 'GET', status: 200, code: 0, withToken: true },
  summary: 'Writes one Api Tester call (path, method, HTTP status, answer code) to the staff action log.',
  request: z.object({
    path: z.string().trim().min(1).max(300),
    method: z.enum(['GET', 'POST']),
    /** The HTTP status, 0 when the call failed on the network. */
    status: z.number().int().min(0).max(999),
    /** The envelope's code, null when the answer was not the envelope. */
    code: z.number().int().nullable(),
    withToken: z.boolean(),
  }),
  response: z.object({ message: z.string() }),
});

const amountsSchema = z.object({
  /** What the ledger holds as the plan year's limit (funding, limit and class changes), in cents. */
  beforeCents: z.number().int(),
  /** What the classification gives, in cents. */
  afterCents: z.number().int(),
});

/**
 * Recalculate Employee Limit (/tools/recal-employee-limit): for one employee, the limit of the current
 * plan year as the ledger holds it (funding, limit and class changes) against what the classification gives
 * now; with `apply`, the difference is written as ledger rows in one transaction (nothing when equal).
 */
export const toolsRecalEmployeeLimit = endpoint({
  path: '/tools/recal-employee-limit',
  method: 'POST',
  access: staffWith('PERMIT_AUDIT'),
  example: { userId: '100002', apply: false },
  summary:
    "Compares an employee's plan-year limit in the ledger with their classification's; with apply, writes the difference.",
  request: z.object({
    userId: z.coerce
      .number({ error: DIRECTORY_MESSAGES.employeeNotFound })
      .int({ error: DIRECTORY_MESSAGES.employeeNotFound })
      .positive({ error: DIRECTORY_MESSAGES.employeeNotFound })
      .max(2_147_483_647, { error: DIRECTORY_MESSAGES.employeeNotFound }),
    apply: z.boolean().default(false),
  }),
  response: z.object({
    employeeId: z.number().int(),
    name: z.string(),
    companyName: z.string(),
    /** The classification's name, '' when the employee has none (then nothing is recalculated). */
    classification: z.string(),
    planYear: z.number().int(),
    /**
     * Whether every account the employee holds (HSA; WSA with the wellness account) is funded for the
     * plan year, each account on its own (decision 0059, amended 2026-12-07): a funded one takes the
     * difference, an unfunded one of an employee in force its plan-year deposit.
     */
    funded: z.boolean(),
    hsa: amountsSchema,
    /** Null when the employee has no wellness account. */
    wsa: amountsSchema.nullable(),
    /** The ledger rows the recalculation writes (or wrote, with apply). */
    adjustments: z.array(z.object({ account: z.enum(['HSA', 'WSA']), amountCents: z.number().int() })),
    applied: z.boolean(),
  }),
});
