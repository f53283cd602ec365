/**
 * Partner signup application (docs/product §3 "Partner signup application", section 5 "Partner
 * signup"): every field of the personal, business, SIN, banking and (enabled) licence inputs is
 * required, except address2 and the phone extension; all three agreements must be ticked.
 */
import { z } from 'zod';
import { type DateInput, isIsoDate, parseDateLike } from '../dates';
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
import { postalCodeField, provinceField } from './contact-fields';
import { acceptedBox, codeText, freeText, optionalText, personName, requiredText, section } from './fields';

export const partnerPersonalSchema = z.object(
  {
    firstname: personName(MESSAGES.firstNameRequired),
    lastname: personName(MESSAGES.lastNameRequired),
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
      .refine((value) => value === '' || /^\d{1,6}$/.test(value), { error: MESSAGES.invalidPhoneExtension }),
  },
  { error: MESSAGES.correctErrors },
);

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
