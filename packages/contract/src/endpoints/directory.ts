// The company's employee directory, /directory/employees (docs/product §2 "Company admin routes";
// §3 "Other employer data": employee class change, one-time change; §4 "Employee / employer"; §7
// "Employee": /employee/directory, /employee/terminate, /employee/cancel-terminate; §7 "Employer":
// change-employee-name, change-employee-division, toggle-bc-status, class-change add/remove,
// otc-change add/remove; decision 0024). Every entry is for an administrator of the caller's own
// company (COMPANY_ADMIN): the company is the caller's, and an employee named in the payload who is
// not the company's answers the same 'not found' as an unknown ID.
// Only endpoints are exported (the contract collects every export as an endpoint).
import {
  CLASSIFICATION_MESSAGES as CM,
  DIRECTORY_MESSAGES as M,
  DIRECTORY_SEARCH_MAX,
  DIRECTORY_SORTS,
  LIST_FETCH_LENGTH,
  ONE_TIME_REASON_MAX,
  STATUS_ORDER,
  isAllowedOneTimeCents,
  firstOrLastName,
  keyedMessage,
} from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';
import { cents, isoDate, requestIdField, yn } from '../shapes';

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    // IDs beyond an integer column match nothing (and must not reach SQL).
    .max(2_147_483_647, { error: message });

const employeeId = id(M.employeeNotFound);
const date = (message: string) => z.string({ error: message }).trim();

// ---- The directory ---------------------------------------------------------------------------

const pendingClassChangeSchema = z.object({
  classChangeId: z.number().int(),
  newClassificationId: z.number().int(),
  classificationName: z.string(),
  changeDate: isoDate,
});
const pendingOneTimeChangeSchema = z.object({
  otcChangeId: z.number().int(),
  /** Cents: positive adds to the HSA balance, negative reduces it. */
  changeAmountCents: cents,
  changeDate: isoDate,
  changeReason: z.string(),
});

/** One employee as the directory shows them: never a claim, service, provider or receipt. */
const directoryEntrySchema = z.object({
  ID: z.number().int(),
  FIRST_NAME: z.string(),
  LAST_NAME: z.string(),
  EMAIL: z.string(),
  division: z.object({ divisionId: z.number().int(), divisionName: z.string() }).nullable(),
  classification: z.object({ classificationId: z.number().int(), classificationName: z.string() }).nullable(),
  /**
   * The plan year today falls in for the employee (their company's terms): the one the balances are
   * of, so the screen can check a one-time change dated in it against the HSA balance before sending.
   */
  planYear: z.object({ start: isoDate, end: isoDate }),
  /** This plan year's HSA balance, cents; null for a non-member admin, who holds no account. */
  hsaBalanceCents: cents.nullable(),
  /**
   * This plan year's wellness balance, cents; null when the company or the employee has no wellness
   * account (a non-member admin holds none).
   */
  wsaBalanceCents: cents.nullable(),
  GROUP_ADMIN: yn,
  NON_MEMBER_ADMIN_ONLY: yn,
  TERMINATED_FLAG: yn,
  /** The termination's date: in effect when TERMINATED_FLAG is Y, pending until then otherwise. */
  terminationDate: isoDate.nullable(),
  CLAIM_PERIOD_ENDED: yn,
  /** The day the employee's coverage starts (a date after today: status starting). */
  effectiveDate: isoDate,
  /**
   * starting (the effective date is after today); active; pending (something waits for its date);
   * terminated (domain employeeStatus).
   */
  status: z.enum(STATUS_ORDER),
  pendingClassChange: pendingClassChangeSchema.nullable(),
  pendingOneTimeChanges: z.array(pendingOneTimeChangeSchema),
});

export const employeeDirectory = endpoint({
  path: '/employee/directory',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { search: 'gagnon', sort: 'name', offset: 0, limit: 600 },
  summary:
    "The caller's company's employees, searched (name, ID, e-mail) and sorted, at most 600 a request from `offset`.",
  request: z.object({
    search: z
      .string()
      .trim()
      .max(DIRECTORY_SEARCH_MAX, {
        error: keyedMessage('directory.searchTooLong', { max: DIRECTORY_SEARCH_MAX }),
      })
      .default(''),
    sort: z.enum(DIRECTORY_SORTS, { error: M.invalidSort }).default('name'),
    descending: z.boolean().default(false),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int({ error: 'offset must be a whole number from 0' })
      .min(0, { error: 'offset must be a whole number from 0' })
      .max(1_000_000, { error: 'offset must be a whole number from 0' })
      .default(0),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: `limit must be a whole number from 1 to ${LIST_FETCH_LENGTH}` })
      .min(1, { error: `limit must be a whole number from 1 to ${LIST_FETCH_LENGTH}` })
      .max(LIST_FETCH_LENGTH, { error: `limit must be a whole number from 1 to ${LIST_FETCH_LENGTH}` })
      .default(LIST_FETCH_LENGTH),
  }),
  response: z.object({
    employees: z.array(directoryEntrySchema),
    hasMore: z.boolean(),
    /** HAS_WELLNESS: the company offers wellness accounts (the WSA balance column shows). */
    hasWellness: z.boolean(),
  }),
});

/** Every change answers the employee as the directory now shows them, and its message. */
const changed = z.object({ employee: directoryEntrySchema, message: z.string() });

// ---- Termination (§7 Employee) ------------------------------------------------------------------

export const employeeTerminate = endpoint({
  path: '/employee/terminate',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999, termDate: '2099-01-01' },
  summary:
    "Terminates one of the caller's company's employees from `termDate`: today or earlier at once, a later date pending until then.",
  request: z.object({ employeeId, termDate: date(M.terminationDateRequired) }),
  response: changed,
});

export const employeeCancelTerminate = endpoint({
  path: '/employee/cancel-terminate',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999 },
  summary: "Cancels an employee's termination, pending or in effect while the claim period lasts.",
  request: z.object({ employeeId }),
  response: changed,
});

// ---- Changes (§7 Employer) ----------------------------------------------------------------------

export const employerChangeEmployeeName = endpoint({
  path: '/employer/change-employee-name',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999, FIRST_NAME: 'Sam', LAST_NAME: 'Taylor' },
  summary: "Changes an employee's first and last name.",
  request: z.object({
    employeeId,
    FIRST_NAME: firstOrLastName(M.firstNameRequired),
    LAST_NAME: firstOrLastName(M.lastNameRequired),
  }),
  response: changed,
});

export const employerChangeEmployeeDivision = endpoint({
  path: '/employer/change-employee-division',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999, divisionId: null },
  summary: "Moves an employee to one of the company's divisions (null: no division).",
  request: z.object({ employeeId, divisionId: id(CM.divisionNotFound).nullable() }),
  response: changed,
});

export const employerToggleBcStatus = endpoint({
  path: '/employer/toggle-bc-status',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999 },
  summary:
    "Makes an employee a group administrator (BC), or not: never one's own status, and the company keeps at least one administrator.",
  request: z.object({ employeeId }),
  response: changed,
});

export const employerClassChangeAdd = endpoint({
  path: '/employer/class-change/add',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { employeeId: 999_999, newClassificationId: 999_999, changeDate: '2099-01-01' },
  summary:
    "Moves an employee to another classification from `changeDate`: today or earlier at once, a later date pending until then; the limit difference goes to the employee's ledger once. Never a non-member admin, who has no account.",
  request: z.object({
    employeeId,
    newClassificationId: id(M.classificationRequired),
    changeDate: date(M.changeDateRequired),
  }),
  response: changed,
});

export const employerClassChangeRemove = endpoint({
  path: '/employer/class-change/remove',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { classChangeId: 999_999 },
  summary: 'Removes a class change still waiting for its date.',
  request: z.object({ classChangeId: id(M.classChangeNotFound) }),
  response: changed,
});

export const employerOtcChangeAdd = endpoint({
  path: '/employer/otc-change/add',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {
    employeeId: 999_999,
    changeAmountCents: -5_000,
    changeDate: '2099-01-01',
    changeReason: 'Correction',
    requestId: 'example-otc-1',
  },
  summary:
    "A one-time change of an employee's HSA balance (cents, negative reduces it) on `changeDate`: a ledger row once on that date, pending until then; once per request ID. A reduction takes at most the balance of the plan year of its date (less reductions already pending in it); never for a non-member admin, who has no account.",
  request: z.object({
    employeeId,
    changeAmountCents: z.coerce
      .number({ error: M.oneTimeAmountInvalid })
      .refine(isAllowedOneTimeCents, { error: M.oneTimeAmountInvalid }),
    changeDate: date(M.changeDateRequired),
    changeReason: z
      .string({ error: M.oneTimeReasonRequired })
      .trim()
      .min(1, { error: M.oneTimeReasonRequired })
      .max(ONE_TIME_REASON_MAX, {
        error: keyedMessage('directory.oneTimeReasonTooLong', { max: ONE_TIME_REASON_MAX }),
      }),
    /** One per one-time change dialog the administrator opens: the same change sent again answers the first. */
    requestId: requestIdField(M.oneTimeRequestInvalid),
  }),
  response: changed,
});

export const employerOtcChangeRemove = endpoint({
  path: '/employer/otc-change/remove',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { otcChangeId: 999_999 },
  summary: 'Removes a one-time change still waiting for its date.',
  request: z.object({ otcChangeId: id(M.oneTimeChangeNotFound) }),
  response: changed,
});
