/**
 * The partner's own details (docs/product §3 "Partner user", partner input: agentname, agentid,
 * company, street1, street2, postalcode, city, province, phone, ext, cell, fax, email, webname,
 * webtele, webintro; §7 /partner/personal/update, /partner/web/save, /partner/assistant/save;
 * decision 0040). The fields the sign-up also asks for take the sign-up's rules (partner-signup.ts),
 * so a value the sign-up accepts is accepted here and the messages are the same.
 */
import { z } from 'zod';
import { MESSAGES } from '../validation/messages';
import { isEmail, isName, isPhone } from '../validation/rules';
import { postalCodeInProvinceCheck } from './contact-fields';
import { freeText, optionalText, personName } from './fields';
import { partnerBusinessSchema, partnerPersonalSchema } from './partner-signup';

const signup = partnerPersonalSchema.shape;

/** An optional phone number (cell, fax, the web profile's, the assistant's): the sign-up's isPhone rule when given. */
const optionalPhone = () => optionalText(isPhone, MESSAGES.invalidPhone);

/**
 * /partner/personal/update: the partner's contact details. `agentid` is the partner's ID and is not
 * changed here; `street1`/`street2` are the sign-up's address lines, `ext` its phone extension.
 */
export const partnerPersonalInfoSchema = z
  .object(
    {
      agentname: personName(MESSAGES.agentNameRequired),
      company: partnerBusinessSchema.shape.businessName,
      street1: signup.address,
      street2: signup.address2,
      city: signup.city,
      province: signup.province,
      postalcode: signup.postalcode,
      phone: signup.phone,
      ext: signup.phoneext,
      cell: optionalPhone(),
      fax: optionalPhone(),
      email: signup.email,
    },
    { error: MESSAGES.correctInformation },
  )
  .superRefine(...postalCodeInProvinceCheck('postalcode', 'province'));

/** /partner/web/save: the public web profile, every field optional (a blank profile is not published). */
export const partnerWebProfileSchema = z.object(
  {
    webname: freeText(MESSAGES.correctInformation),
    webtele: optionalPhone(),
    webintro: freeText(MESSAGES.correctInformation),
  },
  { error: MESSAGES.correctInformation },
);

/**
 * /partner/assistant/save: one assistant (CHOICE, decision 0040), the contact staff reach about the
 * partner's clients when the partner cannot be reached: all three blank removes them; otherwise a
 * name and an e-mail are required, the phone optional.
 */
export const partnerAssistantSchema = z
  .object(
    {
      assistantname: optionalText(isName, MESSAGES.invalidName),
      assistantemail: optionalText(isEmail, MESSAGES.invalidEmail),
      assistantphone: optionalPhone(),
    },
    { error: MESSAGES.correctInformation },
  )
  .superRefine((a, ctx) => {
    const any = a.assistantname !== '' || a.assistantemail !== '' || a.assistantphone !== '';
    if (!any) return;
    if (a.assistantname === '')
      ctx.addIssue({ code: 'custom', message: MESSAGES.assistantNameRequired, path: ['assistantname'] });
    if (a.assistantemail === '')
      ctx.addIssue({ code: 'custom', message: MESSAGES.assistantEmailRequired, path: ['assistantemail'] });
  });

export type PartnerPersonalInfo = z.output<typeof partnerPersonalInfoSchema>;
export type PartnerWebProfile = z.output<typeof partnerWebProfileSchema>;
export type PartnerAssistant = z.output<typeof partnerAssistantSchema>;

/**
 * CHOICE (the spec sets no lengths): the longest value each field takes, as the employee's details
 * (PERSONAL_INFO_MAX_LENGTHS); checked with `lengthErrors`, 'Please use at most N characters.'.
 */
export const PARTNER_PROFILE_MAX_LENGTHS = {
  agentname: 120,
  company: 120,
  street1: 120,
  street2: 120,
  city: 60,
  province: 2,
  postalcode: 7,
  phone: 30,
  ext: 6,
  cell: 30,
  fax: 30,
  email: 254,
  webname: 80,
  webtele: 30,
  webintro: 1000,
  assistantname: 120,
  assistantemail: 254,
  assistantphone: 30,
} as const satisfies Record<
  keyof PartnerPersonalInfo | keyof PartnerWebProfile | keyof PartnerAssistant,
  number
>;
