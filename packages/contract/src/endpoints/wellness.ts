// A company's wellness accounts (docs/product §2 /wellness/setup, /wellness/setup/success,
// /wellness/manage; §3 "Employer" HAS_WELLNESS, WELLNESS_CATEGORIES, wellness limits and categories
// with their pending versions; §7 "Employer": wellness setup, manage, terminate, get; decision 0026).
// Every entry is for an administrator of the caller's own company (COMPANY_ADMIN): the company is
// the caller's, never one named in the payload. Only endpoints are exported.
import { WELLNESS_MESSAGES as M } from '@benefits/domain';
import { z } from 'zod';
import { COMPANY_ADMIN } from '../access';
import { endpoint } from '../endpoint';
import { cents, isoDate } from '../shapes';

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    // IDs beyond an integer column match nothing (and must not reach SQL).
    .max(2_147_483_647, { error: message });

const categories = z.array(z.string({ error: M.categoryUnknown }), { error: M.categoriesRequired }).max(10, {
  error: M.categoryUnknown,
});
// The amounts' range is checked field by field (`amount-<classificationId>`) by the domain's
// wellnessPlanProblems, which the web's form runs too.
const amounts = z
  .array(
    z.object({
      classificationId: id(M.classificationNotFound),
      wellnessAmountCents: z.number({ error: M.amountOutOfRange }).int({ error: M.amountOutOfRange }),
    }),
    { error: M.amountsIncomplete },
  )
  .max(500, { error: M.amountsIncomplete });
const effectiveDate = z.string({ error: M.effectiveDateRequired });

const pendingSchema = z.object({
  changeId: z.number().int(),
  /** setup (the company has no wellness until then), change (categories or amounts), terminate (end). */
  kind: z.enum(['setup', 'change', 'terminate']),
  effective_date: isoDate,
  /** The categories from that date (none for an end). */
  categories: z.array(z.string()),
  /** The wellness amounts from that date by classification (none for an end). */
  amounts: z.array(z.object({ classificationId: z.number().int(), wellnessAmountCents: cents })),
});

const wellnessAnswer = z.object({
  /** HAS_WELLNESS: the company offers wellness accounts now. */
  hasWellness: z.boolean(),
  /** WELLNESS_CATEGORIES: the active categories (none without wellness), in the reference order. */
  categories: z.array(z.string()),
  /** The company's classifications with their wellness amounts (0 without wellness). */
  classifications: z.array(
    z.object({
      classificationId: z.number().int(),
      classificationName: z.string(),
      wellnessAmountCents: cents,
      /** Active employees in it (they get the wellness account). */
      employeeCount: z.number().int(),
    }),
  ),
  /** The wellness change waiting for its date, if any (one at a time). */
  pending: pendingSchema.nullable(),
});
const wellnessChanged = wellnessAnswer.extend({ message: z.string() });

const plan = z.object({ categories, amounts, effective_date: effectiveDate });

export const employerWellness = endpoint({
  path: '/employer/wellness/get',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {},
  summary:
    "The caller's company's wellness: whether it has it, its active categories, each classification's wellness amount and the pending change.",
  request: z.object({}),
  response: wellnessAnswer,
});

export const employerWellnessSetup = endpoint({
  path: '/employer/wellness/setup',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {
    categories: ['Fitness', 'Mental Health'],
    amounts: [{ classificationId: 999_999, wellnessAmountCents: 50_000 }],
    effective_date: '2099-01-01',
  },
  summary:
    'Sets up wellness accounts for a company without them: the categories covered, a wellness amount per classification ($250 to $15,000) and the date (today: at once; later: pending until then).',
  request: plan,
  response: wellnessChanged,
});

export const employerWellnessManage = endpoint({
  path: '/employer/wellness/manage',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: {
    categories: ['Fitness'],
    amounts: [{ classificationId: 999_999, wellnessAmountCents: 60_000 }],
    effective_date: '2099-01-01',
  },
  summary:
    "Changes a company's wellness categories and amounts from a date (today: at once; later: a pending change, applied to its employees' WSA balances on that date).",
  request: plan,
  response: wellnessChanged,
});

export const employerWellnessTerminate = endpoint({
  path: '/employer/wellness/terminate',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { effective_date: '2099-01-01', confirmed: true },
  summary:
    "Ends a company's wellness accounts from a date (confirmed): from then no WSA claims and the remaining WSA balances are closed.",
  request: z.object({
    effective_date: effectiveDate,
    confirmed: z.literal(true, { error: M.confirmTermination }),
  }),
  response: wellnessChanged,
});

export const employerWellnessDeletePending = endpoint({
  path: '/employer/wellness/delete-pending',
  method: 'POST',
  access: COMPANY_ADMIN,
  example: { changeId: 999_999 },
  summary: 'Deletes the pending wellness setup, change or end before its date.',
  request: z.object({ changeId: id(M.pendingNotFound) }),
  response: wellnessChanged,
});
