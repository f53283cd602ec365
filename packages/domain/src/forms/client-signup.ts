/**
 * Client signup application (docs/product §3 "Client signup application", section 5 "Client
 * signup").
 *
 * Resolved ambiguities:
 * - company.type must be a known company type (1 or 3), not merely numeric, so the review never
 *   shows 'Invalid Company Type'. A type (and a plan year end type) left unchosen asks to choose one
 *   ('Please select a company type.'; the spec's 'Invalid ...' texts are for an unknown code).
 * - employCompany.planYearType is a plan year end type code (1, 2 or 3), and fiscalDate a fiscal
 *   year end written as a date, MM-DD or Mon-DD ('Dec-31'); the spec's "are dates" cannot apply to
 *   a type code. The fiscal year end is required (with the spec's messages) only for the plan year
 *   type that uses it, Corporate Fiscal Year End (`planYearUsesFiscalYearEnd`); for the others it is
 *   neither asked nor checked (2026-12-07, QA lifecycle finding 6).
 * - incorpCompany's admin agreement and employee confirmation are required for incorporated
 *   companies (type 1) only.
 * - secondEmployee is required, with the first employee's rules, only when hasSecondEmployee.
 * - planCode must be one of the online sign-up plan codes.
 */
import { z } from 'zod';
import { type DateInput, parseDateLike } from '../dates';
import {
  COMPANY_TYPE_CODES,
  COMPANY_TYPES,
  PLAN_YEAR_END_TYPES,
  planYearUsesFiscalYearEnd,
} from '../reference/companies';
import { isSignupPlanCode } from '../reference/plans';
import { normalizePostalCode } from '../reference/provinces';
import { MESSAGES } from '../validation/messages';
import {
  isChecked,
  isCompanyName,
  isDate,
  isEmail,
  isISOFormat,
  isMonthAbbrDay,
  isMonthDay,
  isOver18,
  isPostal,
  isServiced,
} from '../validation/rules';
import {
  acceptedBox,
  codeNumber,
  codeText,
  firstOrLastName,
  freeText,
  requiredText,
  section,
} from './fields';

/** First name, last name, e-mail and a birth date of someone aged 18 to 70 (`isOver18`). */
export function signupPersonSchema(today?: DateInput) {
  return z.object(
    {
      firstname: firstOrLastName(MESSAGES.firstNameRequired),
      lastname: firstOrLastName(MESSAGES.lastNameRequired),
      email: requiredText(MESSAGES.emailRequired, isEmail, MESSAGES.invalidEmail),
      birthdate: requiredText(MESSAGES.birthDateRequired, isDate, MESSAGES.invalidBirthDate)
        .refine((value) => !isDate(value) || isOver18(value, today), { error: MESSAGES.ageOutOfRange })
        .transform((value) => parseDateLike(value) ?? value),
    },
    { error: MESSAGES.correctErrors },
  );
}

/**
 * A code chosen from a drop-down of `known` codes, answered as a number: left unchosen (missing or
 * blank) it gets `required`, an unknown code `invalid`.
 */
function chosenCode(required: string, invalid: string, known: Readonly<Record<number, string>>) {
  return codeText(
    required,
    (value) => /^\d{1,15}$/.test(value) && Object.hasOwn(known, Number(value)),
    invalid,
  ).transform(Number);
}

/** Company name, type and a valid, serviced postal code (answered as 'A1A 1A1'). */
export const signupCompanySchema = z.object(
  {
    name: requiredText(MESSAGES.companyNameRequired, isCompanyName, MESSAGES.invalidCompanyName),
    type: chosenCode(MESSAGES.selectCompanyType, MESSAGES.invalidCompanyType, COMPANY_TYPES),
    postal: requiredText(MESSAGES.postalCodeRequired, isPostal, MESSAGES.invalidPostalCode)
      .refine((value) => !isPostal(value) || isServiced(value), { error: MESSAGES.postalCodeNotServiced })
      .transform((value) => normalizePostalCode(value) ?? value),
    existingCustomer: z
      .union([z.boolean(), z.string(), z.null()], { error: MESSAGES.correctErrors })
      .optional(),
  },
  { error: MESSAGES.correctErrors },
);

const isFiscalDate = (value: string): boolean =>
  isISOFormat(value) || isMonthDay(value) || isMonthAbbrDay(value);

const fiscalDateSchema = requiredText(MESSAGES.fiscalDateRequired, isFiscalDate, MESSAGES.invalidFiscalDate);

/**
 * The plan year and the agreements. The fiscal year end is checked only when the plan year type uses
 * it (Corporate Fiscal Year End); otherwise whatever was typed before is left as it is, unchecked.
 */
export const signupEmployerSchema = z
  .object(
    {
      fiscalDate: z.unknown().optional(),
      planYearType: chosenCode(
        MESSAGES.selectPlanYearEndType,
        MESSAGES.invalidPlanYearEndType,
        PLAN_YEAR_END_TYPES,
      ),
      onlineAgreement: acceptedBox(MESSAGES.acceptAgreement),
      acknowledgePAC: acceptedBox(MESSAGES.acceptAgreement),
    },
    { error: MESSAGES.correctErrors },
  )
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed, so its message shows with theirs.
      if (planYearUsesFiscalYearEnd(value.planYearType)) {
        checkNested(fiscalDateSchema, value.fiscalDate, ['fiscalDate'], ctx);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export const signupIncorporatedSchema = z.object(
  {
    adminAgreement: acceptedBox(MESSAGES.acceptAgreement),
    employeeConfirmation: acceptedBox(MESSAGES.acceptAgreement),
  },
  { error: MESSAGES.correctErrors },
);

/**
 * Runs `schema` on a nested value and reports its issues under `path` (used for the sections that
 * are required only in some cases).
 */
function checkNested(schema: z.ZodType, value: unknown, path: PropertyKey[], ctx: z.RefinementCtx): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

/** The plan chosen: a category, one of the online sign-up plan codes, and its confirmation. */
export function signupPlanShape() {
  return {
    planCategory: freeText(MESSAGES.selectPlan),
    planCode: codeNumber(MESSAGES.selectPlan, isSignupPlanCode),
    planConfirm: acceptedBox(MESSAGES.confirmPlan),
  };
}

/** The whole application, as saved and submitted. */
export function clientSignupSchema(today?: DateInput) {
  const person = signupPersonSchema(today);
  return person
    .extend({
      ...signupPlanShape(),
      // A missing section is read as empty, so each of its fields gets its own message.
      company: section(signupCompanySchema),
      employCompany: section(signupEmployerSchema),
      incorpCompany: z.unknown().optional(),
      hasSecondEmployee: z
        .union([z.boolean(), z.string(), z.null()], { error: MESSAGES.correctErrors })
        .optional()
        .transform((value) => isChecked(value)),
      secondEmployee: z.unknown().optional(),
      applicationID: z.union([z.string(), z.number()], { error: MESSAGES.correctErrors }).optional(),
      hubspotID: z.union([z.string(), z.number(), z.null()], { error: MESSAGES.correctErrors }).optional(),
      partnerID: z.union([z.string(), z.number()], { error: MESSAGES.correctErrors }).default(1),
      partnerNotInsured: z.enum(['Y', 'N'], { error: MESSAGES.correctErrors }).optional(),
      partnerInsuredProvinces: z
        .array(z.string({ error: MESSAGES.correctErrors }), { error: MESSAGES.correctErrors })
        .optional(),
      partnerName: z.string({ error: MESSAGES.correctErrors }).optional(),
      applicationVersion: z.string({ error: MESSAGES.correctErrors }).default('1.0'),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed, so these sections' problems show with the others.
        const raw = value as { company?: { type?: unknown }; hasSecondEmployee?: unknown };
        if (raw.company?.type === COMPANY_TYPE_CODES.INCORPORATED) {
          checkNested(signupIncorporatedSchema, value.incorpCompany ?? {}, ['incorpCompany'], ctx);
        }
        if (raw.hasSecondEmployee === true) {
          checkNested(person, value.secondEmployee ?? {}, ['secondEmployee'], ctx);
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((value) => {
      // Reached only when every check passed, so the nested sections parse.
      const { incorpCompany, secondEmployee, ...rest } = value;
      return {
        ...rest,
        incorpCompany:
          value.company.type === COMPANY_TYPE_CODES.INCORPORATED
            ? signupIncorporatedSchema.parse(incorpCompany)
            : undefined,
        secondEmployee: value.hasSecondEmployee ? person.parse(secondEmployee) : undefined,
      };
    });
}

export type ClientSignupData = z.output<ReturnType<typeof clientSignupSchema>>;
