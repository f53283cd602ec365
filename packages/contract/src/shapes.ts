import { z } from 'zod';

const yn = z.enum(['Y', 'N']);
/** Money on the wire is integer cents (docs/architecture.md "Data rules"). */
const cents = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** docs/product §3 "User (employee)", plus the session flags NEW_EMPLOYEE_CHECK and IS_ADMIN. */
export const employeeUserSchema = z.object({
  ID: z.number().int(),
  TYPE: z.literal('EMPLOYEE'),
  USERNAME: z.string(),
  FIRST_NAME: z.string(),
  LAST_NAME: z.string(),
  EMAIL: z.string(),
  EMPLOYER: z.number().int(),
  EMPLOYER_NAME: z.string(),
  GROUP_ADMIN: yn,
  NON_MEMBER_ADMIN_ONLY: yn,
  ONLINE_CLAIM_OK: yn,
  ONLINE_CLAIMS_ONLY: yn,
  CUSTOMIZED_BENEFITS: yn,
  LIMIT_TYPE: z.string(),
  WELLNESS: yn,
  BALANCE: cents,
  SPENDABLE_PREVIOUS_BALANCE: cents,
  WELLNESS_BALANCE: cents,
  GROUP_BALANCE: cents,
  TERMINATED_FLAG: yn,
  CLAIM_PERIOD_ENDED: yn,
  PLAN_TYPE: z.number().int(),
  CONTRACT_TYPE: z.number().int(),
  TRAVEL_INS: yn,
  CAT_DRUG: yn,
  EEI_INS: yn,
  EE_HAS_EEI: yn,
  EEI_GS: yn,
  EMPLOYEE_AUDIT_STATE: z.number().int(),
  FROZEN: yn,
  HSA_EMPLOYER_AGREEMENT: yn,
  MISSING_INFO: yn,
  MISSING_BANKING: yn,
  MISSING_COMPANY_INFO: yn,
  MISSING_COMPANY_BANKING: yn,
  MISSING_PARTNER_BANKING: yn,
  BANKING_INFO_WAIVED: yn,
  REQUIRE_WEB_PASSWORD_RESET: yn,
  EMPLOYER_CHEQUE_VERIFY_REQUIRED: yn,
  EMPLOYEE_CHEQUE_VERIFY_REQUIRED: yn,
  AGENT_CHEQUE_VERIFY_REQUIRED: yn,
  CELLPHONE: z.string(),
  CITY: z.string(),
  DATE_OF_BIRTH: z.string(),
  EFFECTIVE_DATE: z.string(),
  EMPLOYEE: z.number().int(),
  FAX: z.string(),
  POSTCODE: z.string(),
  PROVINCE: z.string(),
  STREET1: z.string(),
  STREET2: z.string(),
  TELEPHONE: z.string(),
  NEW_EMPLOYEE_CHECK: yn,
  IS_ADMIN: yn,
  /** The current plan year (ISO dates, inclusive), from the employer's plan-year-end type. */
  PLAN_YEAR_START: isoDate,
  PLAN_YEAR_END: isoDate,
});
export type EmployeeUser = z.infer<typeof employeeUserSchema>;

/** docs/product §3 "Partner user". A manager is a partner whose MANAGER equals their own ID. */
export const partnerUserSchema = z.object({
  ID: z.number().int(),
  MANAGER: z.number().int(),
  MANAGER_NAME: z.string(),
  AGENT_NAME: z.string(),
  TYPE: z.enum(['AGENT', 'MANAGER']),
  UNPAID_COMMISSION: cents,
  EMAIL: z.string(),
  MISSING_PARTNER_BANKING: yn,
  REQUIRE_WEB_PASSWORD_RESET: yn,
  TERMINATED_FLAG: yn,
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;

export const adSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The French title and body; '' when the ad has none (the web then shows the English; decision 0021). */
  titleFr: z.string().optional(),
  bodyFr: z.string().optional(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  audience: z.enum(['EMPLOYEE', 'COMPANY_ADMIN', 'PARTNER', 'ALL']),
});
export type Ad = z.infer<typeof adSchema>;

/** What every successful sign-in answers (docs/product §4 Session: user, token, expiry, ad list, block list). */
const sessionFields = {
  token: z.string(),
  /** Unix seconds. */
  expiry: z.number().int(),
  TOKEN_EXPIRY: z.number().int(),
  adList: z.array(adSchema),
  blockList: z.array(z.string()),
};

export const employeeLoginAnswerSchema = z.object({ user: employeeUserSchema, ...sessionFields });
export const partnerLoginAnswerSchema = z.object({ user: partnerUserSchema, ...sessionFields });
export const toolsLoginAnswerSchema = z.object({
  username: z.string(),
  permissions: z.array(z.string()),
  ...sessionFields,
});
/**
 * The first answer of the staff sign-in (decision 0032): the password was right, a second factor
 * is due. `challenge` (short-lived, single use) goes with the code to /tools/login/second-factor.
 * `secondFactor` says which: 'enrol' (no authenticator yet: `enrolment` carries the new secret as
 * text, its otpauth URI and QR code, and recovery codes shown this once) or 'code'.
 */
export const toolsChallengeAnswerSchema = z.object({
  username: z.string(),
  secondFactor: z.enum(['enrol', 'code']),
  challenge: z.string(),
  /** Unix seconds. */
  challengeExpiry: z.number().int(),
  enrolment: z
    .object({
      secret: z.string(),
      uri: z.string(),
      /** The otpauth URI as a PNG data URL. */
      qrCode: z.string(),
      recoveryCodes: z.array(z.string()),
    })
    .optional(),
});
export type ToolsChallengeAnswer = z.infer<typeof toolsChallengeAnswerSchema>;
export type EmployeeLoginAnswer = z.infer<typeof employeeLoginAnswerSchema>;
export type PartnerLoginAnswer = z.infer<typeof partnerLoginAnswerSchema>;
export type ToolsLoginAnswer = z.infer<typeof toolsLoginAnswerSchema>;

/** docs/product §3 "Reports state and preferences": all default true. */
export const preferencesSchema = z.object({
  bloglist: z.boolean(),
  podcastlist: z.boolean(),
  newsletterlist: z.boolean(),
  productupdatelist: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
/**
 * A request ID the caller chooses once per action (the web: one per confirmed choice): the same action
 * sent again with it (a double click, a retried call, a second tab) takes effect once (decisions 0027,
 * 0034). Letters, digits and dashes, 8 to 64 of them; `message` names what cannot be sent.
 */
const requestIdField = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: message });

export { isoDate, cents, yn, requestIdField };

/** docs/product §3 "Notification": title, body, data.dated, data.webOnPress; keyed by id. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  data: z.object({ dated: z.string(), webOnPress: z.string().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;
