// A company's divisions and classifications (docs/product §2 /divisions and /classifications, §3
// "Classification" and "Other employer data", §7 "Employer": classifications list, add, edit, delete,
// delete-pending; divisions get, add, remove). Every entry is for an administrator of the caller's
// own company when its contract type is 3, 8 or 13 (GROUP_COMPANY_ADMIN, docs/product §6; decision
// 0025): the company is the caller's, never one named in the payload.
// Only endpoints are exported (the contract collects every export as an endpoint).
import {
  CLASSIFICATION_MESSAGES as M,
  COMPANY_NAME_MAX,
  isAllowedLimitCents,
  isAllowedWellnessCents,
  isLimitPeriod,
  keyedMessage,
} from '@benefits/domain';
import { z } from 'zod';
import { GROUP_COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';
import { cents, isoDate } from '../shapes';

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(COMPANY_NAME_MAX, { error: keyedMessage('classifications.nameTooLong', { max: COMPANY_NAME_MAX }) });

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    // IDs beyond an integer column match nothing (and must not reach SQL).
    .max(2_147_483_647, { error: message });

const hsaAmount = z.coerce
  .number({ error: M.amountOutOfRange })
  .refine(isAllowedLimitCents, { error: M.amountOutOfRange });
const wellnessAmount = z.coerce
  .number({ error: M.wellnessAmountOutOfRange })
  .refine(isAllowedWellnessCents, { error: M.wellnessAmountOutOfRange })
  .default(0);
const periodType = z.coerce
  .number({ error: M.invalidPeriodType })
  .refine(isLimitPeriod, { error: M.invalidPeriodType });

// ---- Divisions -------------------------------------------------------------------------------

const divisionSchema = z.object({
  divisionId: z.number().int(),
  divisionName: z.string(),
  /** Employees in the division (one with any cannot be removed). */
  employeeCount: z.number().int(),
});
const divisionsAnswer = z.object({ divisions: z.array(divisionSchema) });
const divisionsChanged = divisionsAnswer.extend({ message: z.string() });

export const employerDivisions = endpoint({
  path: '/employer/divisions/get',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: {},
  summary: "The caller's company's divisions, by name, with their employee counts.",
  request: z.object({}),
  response: divisionsAnswer,
});

export const employerDivisionAdd = endpoint({
  path: '/employer/divisions/add',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { divisionName: 'Warehouse' },
  summary: "Adds a division to the caller's company (names are unique in the company).",
  request: z.object({ divisionName: name }),
  response: divisionsChanged,
});

export const employerDivisionRemove = endpoint({
  path: '/employer/divisions/remove',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { divisionId: 999_999 },
  summary: "Removes one of the caller's company's divisions; one with employees cannot be removed.",
  request: z.object({ divisionId: id(M.divisionNotFound) }),
  response: divisionsChanged,
});

// ---- Classifications -------------------------------------------------------------------------

const pendingSchema = z.object({
  pendingLimitId: z.number().int(),
  amountCents: cents,
  wellnessAmountCents: cents,
  effective_date: isoDate,
});
const classificationSchema = z.object({
  classificationId: z.number().int(),
  classificationName: z.string(),
  /** The HSA amount (limit), cents. */
  amountCents: cents,
  /** The wellness amount, cents (0: none). */
  wellnessAmountCents: cents,
  /** 1 Reset on plan year end, 2 Roll over on plan year end, 3 Reset every 12 months on Jan 1. */
  periodType: z.number().int(),
  effective_date: isoDate,
  employeeCount: z.number().int(),
  /** The limit change waiting for its date, if any (`pendingLimitId`). */
  pending: pendingSchema.nullable(),
});
const classificationsAnswer = z.object({
  classifications: z.array(classificationSchema),
  /** HAS_WELLNESS: the company offers wellness accounts (wellness amounts apply). */
  hasWellness: z.boolean(),
});
const classificationsChanged = classificationsAnswer.extend({ message: z.string() });

export const employerClassifications = endpoint({
  path: '/employer/classifications',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: {},
  summary: "The caller's company's classifications with their amounts and pending limit changes.",
  request: z.object({}),
  response: classificationsAnswer,
});

export const employerClassificationAdd = endpoint({
  path: '/employer/classifications/add',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { classificationName: 'Seasonal Staff', amountCents: 50_000, periodType: 1 },
  summary: 'Adds a classification: name, HSA and wellness amounts ($250 to $15,000), limit period.',
  request: z.object({
    classificationName: name,
    amountCents: hsaAmount,
    wellnessAmountCents: wellnessAmount,
    periodType,
  }),
  response: classificationsChanged,
});

export const employerClassificationEdit = endpoint({
  path: '/employer/classifications/edit',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: {
    classificationId: 999_999,
    classificationName: 'Drivers',
    periodType: 1,
    newLimit: { amountCents: 120_000, wellnessAmountCents: 25_000, effective_date: '2099-01-01' },
  },
  summary:
    "Renames a classification and sets its limit period; with `newLimit`, schedules new amounts from an effective date (today or later), applied to its employees' balances on that date.",
  request: z.object({
    classificationId: id(M.classificationNotFound),
    classificationName: name,
    periodType,
    newLimit: z
      .object({
        amountCents: hsaAmount,
        wellnessAmountCents: wellnessAmount,
        effective_date: z.string({ error: M.effectiveDateRequired }),
      })
      .optional(),
  }),
  response: classificationsChanged.extend({
    /**
     * A lower amount dated today: how many members had already used more than it this plan year
     * (their balance stopped at $0.00; the message says so). 0 otherwise.
     */
    keptMembers: z.number().int().nonnegative(),
  }),
});

export const employerClassificationDelete = endpoint({
  path: '/employer/classifications/delete',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { classificationId: 999_999 },
  summary: 'Deletes a classification without employees (and its pending limit change).',
  request: z.object({ classificationId: id(M.classificationNotFound) }),
  response: classificationsChanged,
});

export const employerClassificationDeletePending = endpoint({
  path: '/employer/classifications/delete-pending',
  method: 'POST',
  access: GROUP_COMPANY_ADMIN,
  example: { pendingLimitId: 999_999 },
  summary: 'Deletes a pending limit change before its effective date.',
  request: z.object({ pendingLimitId: id(M.pendingChangeNotFound) }),
  response: classificationsChanged,
});
