/**
 * Partner signup application (docs/product §3 "Partner signup application", section 5 "Partner
 * signup"): every field of the personal, business, SIN, banking and (enabled) licence inputs is
 * required, except address2 and the phone extension; all three agreements must be ticked.
 */
import { z } from 'zod';
import { type DateInput, isIsoDate, parseDateLike, resolveToday } from '../dates';
import { LICENSED_PROVINCES, type LicensedProvinceCode } from '../reference/provinces';
import { MESSAGES } from '../validation/messages';
import {
  isBIN,
  isChecked,
  isCompanyName,
  isEmail,
  isFutureDate,
  isLicense,
  isPhone,
  isSIN,
} from '../validation/rules';
import { bankAccountShape } from './banking';
import { postalCodeField, postalCodeInProvinceCheck, provinceField } from './contact-fields';
import {
  acceptedBox,
  codeText,
  firstOrLastName,
  freeText,
  optionalText,
  personName,
  requiredText,
  section,
} from './fields';

export const partnerPersonalSchema = z
  .object(
    {
      firstname: firstOrLastName(MESSAGES.firstNameRequired),
      lastname: firstOrLastName(MESSAGES.lastNameRequired),
      email: requiredText(MESSAGES.emailRequired, isEmail, MESSAGES.invalidEmail),
      address: requiredText(MESSAGES.addressRequired),
      address2: freeText(MESSAGES.addressRequired),
      province: provinceField(),
      city: requiredText(MESSAGES.cityRequired),
      postalcode: postalCodeField(),
      phone: requiredText(MESSAGES.phoneRequired, isPhone, MESSAGES.invalidPhone),
      phoneext: z
        .union([z.string(), z.number(), z.null()], { error: MESSAGES.invalidPhoneExtension })
        .optional()
        .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
        .refine((value) => value === '' || /^\d{1,6}$/.test(value), {
          error: MESSAGES.invalidPhoneExtension,
        }),
    },
    { error: MESSAGES.correctErrors },
  )
  .superRefine(...postalCodeInProvinceCheck('postalcode', 'province'));

export const partnerBusinessSchema = z.object(
  {
    businessName: requiredText(MESSAGES.businessNameRequired, isCompanyName, MESSAGES.invalidBusinessName),
    businessPrincipalOfficer: personName(MESSAGES.principalOfficerRequired),
    businessID: codeText(MESSAGES.businessNumberRequired, isBIN, MESSAGES.invalidBusinessNumber),
    businessPrincipalOfficerEmail: requiredText(
      MESSAGES.principalOfficerEmailRequired,
      isEmail,
      MESSAGES.invalidEmail,
    ),
  },
  { error: MESSAGES.correctErrors },
);

export const partnerPersonalIdSchema = z.object(
  { personalID: codeText(MESSAGES.sinRequired, isSIN, MESSAGES.invalidSin) },
  { error: MESSAGES.correctErrors },
);

export const partnerBankingSchema = z.object(bankAccountShape, { error: MESSAGES.correctErrors });

export const partnerAgreementSchema = z.object(
  {
    agentContract: acceptedBox(MESSAGES.acceptAgreement),
    salesCommissionSchedule: acceptedBox(MESSAGES.acceptAgreement),
    preAuthAgreement: acceptedBox(MESSAGES.acceptAgreement),
  },
  { error: MESSAGES.correctErrors },
);

/**
 * One province's licence. Licence number and expiry are required only when `enabled`; the expiry
 * must then be a date after `today`. A disabled entry keeps whatever it holds.
 */
export function licenceEntrySchema(today?: DateInput) {
  return z
    .object(
      {
        license: optionalText(() => true, MESSAGES.invalidLicence),
        expiry: z
          .union([z.string(), z.date(), z.null()], { error: MESSAGES.licenceExpiryRequired })
          .optional()
          .transform((value) =>
            value === undefined || value === null ? '' : (parseDateLike(value) ?? String(value)),
          ),
        enabled: z
          .union([z.boolean(), z.string()], { error: MESSAGES.correctErrors })
          .optional()
          .transform((value) => isChecked(value)),
      },
      { error: MESSAGES.correctErrors },
    )
    .superRefine((entry, ctx) => {
      if (!entry.enabled) return;
      if (entry.license === '')
        ctx.addIssue({ code: 'custom', message: MESSAGES.licenceRequired, path: ['license'] });
      else if (!isLicense(entry.license)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidLicence, path: ['license'] });
      }
      if (entry.expiry.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MESSAGES.licenceExpiryRequired, path: ['expiry'] });
      } else if (!isIsoDate(entry.expiry) || !isFutureDate(entry.expiry, today)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.licenceExpiryNotFuture, path: ['expiry'] });
      }
    });
}

export type LicenceEntryData = z.output<ReturnType<typeof licenceEntrySchema>>;

/** Licences for AB, BC, SK, MB, ON and NS; a missing entry counts as not enabled. */
export function partnerLicenceSchema(today?: DateInput) {
  const entry = licenceEntrySchema(today).optional();
  const shape = Object.fromEntries(LICENSED_PROVINCES.map((code) => [code, entry])) as Record<
    LicensedProvinceCode,
    typeof entry
  >;
  return z.object(shape, { error: MESSAGES.correctErrors });
}

/**
 * The whole application (`appdata` of /partner/signup/validate and /submit). `today` dates the
 * licence expiry check. The screen-state fields (signupType, obiManager default 1, step, version
 * label) pass through.
 */
export function partnerSignupSchema(today?: DateInput) {
  return z.object(
    {
      // A missing section is read as empty, so each of its fields gets its own message.
      personalInput: section(partnerPersonalSchema),
      businessInput: section(partnerBusinessSchema),
      personalIDInput: section(partnerPersonalIdSchema),
      licenseInput: section(partnerLicenceSchema(today)),
      bankingInput: section(partnerBankingSchema),
      agreementInput: section(partnerAgreementSchema),
      signupType: z.union([z.string(), z.number()], { error: MESSAGES.correctErrors }).optional(),
      obiManager: codeText(MESSAGES.correctErrors, (value) => /^\d+$/.test(value)).default('1'),
      currentSignupStep: z
        .number({ error: MESSAGES.correctErrors })
        .int({ error: MESSAGES.correctErrors })
        .min(0, { error: MESSAGES.correctErrors })
        .max(2, { error: MESSAGES.correctErrors })
        .optional(),
      processSuccess: z.boolean({ error: MESSAGES.correctErrors }).optional(),
      version: z.string({ error: MESSAGES.correctErrors }).optional(),
    },
    { error: MESSAGES.correctErrors },
  );
}

export type PartnerSignupData = z.output<ReturnType<typeof partnerSignupSchema>>;

// ---- The application as a whole: one check for the web form and the server (decision 0036) ----

/** The three agreements an applicant ticks (docs/product §3 agreementInput). */
export const PARTNER_AGREEMENTS = ['agentContract', 'salesCommissionSchedule', 'preAuthAgreement'] as const;
export type PartnerAgreement = (typeof PARTNER_AGREEMENTS)[number];

/** The version of the agreements' wording an application accepts; recorded with each acceptance. */
export const PARTNER_AGREEMENT_VERSION = '2026-11';

/** The house account that new agents report to when no manager recruited them (obiManager's default). */
export const PARTNER_HOUSE_MANAGER = 1;

/** Zod issues as the envelope's field map: the first message per dotted path ('licenseInput.AB.expiry'). */
export function partnerSignupFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'GENERAL';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Checks a whole application (`appdata`) on `today`: its data, or its field messages by dotted
 * path and the spec's general 'Please correct the errors above.'.
 */
export function checkPartnerSignup(
  appdata: unknown,
  today?: DateInput,
): { ok: true; data: PartnerSignupData } | { ok: false; errors: Record<string, string>; general: string } {
  const parsed = partnerSignupSchema(today).safeParse(appdata ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      errors: partnerSignupFieldErrors(parsed.error.issues),
      general: MESSAGES.correctErrors,
    };
  }
  // A NUL character passes the text rules but no database stores it: refused on its field.
  const nul = pathOfNul(parsed.data);
  if (nul !== undefined)
    return { ok: false, errors: { [nul]: MESSAGES.correctErrors }, general: MESSAGES.correctErrors };
  return { ok: true, data: parsed.data };
}

function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A province's licence right after its toggle is switched (docs/product §4 "Partner signup"): the
 * licence number cleared and the expiry set to January 1 of the current year, whichever way it went.
 */
export function toggledLicence(enabled: boolean, today?: DateInput) {
  return { license: '', expiry: `${resolveToday(today).slice(0, 4)}-01-01`, enabled };
}

/**
 * What a browser may keep of a half-filled application (a reload keeps the rest): everything but the
 * social insurance number and the bank account number, which are typed again.
 */
export function partnerSignupDraft<
  T extends { personalIDInput?: object | undefined; bankingInput?: object | undefined },
>(values: T): T {
  return {
    ...values,
    personalIDInput: { ...values.personalIDInput, personalID: '' },
    bankingInput: { ...values.bankingInput, accountNumber: '' },
  };
}

/** A social insurance number as a review shows it: only its last three digits ('*** *** 286'). */
export function maskSin(sin: string): string {
  const digits = sin.replace(/\D/g, '');
  return digits.length < 3 ? '' : `*** *** ${digits.slice(-3)}`;
}
