/**
 * What a partner's sign-up leaves behind (decision 0036): the application as submitted (personal and
 * business details, the SIN sealed, the agreements with their time), the licences per province and
 * the commission account (numbers sealed, waiting for staff verification by the tools' PAD audit).
 */
import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { partners } from './partner';

export const partnerApplications = pgTable('partner_applications', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  province: text('province').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  phoneExt: text('phone_ext').notNull().default(''),
  businessName: text('business_name').notNull(),
  principalOfficer: text('principal_officer').notNull(),
  businessNumber: text('business_number').notNull(),
  principalOfficerEmail: text('principal_officer_email').notNull(),
  /** The social insurance number, sealed (AES-256-GCM, platform/crypto.ts); never answered. */
  sinSealed: text('sin_sealed').notNull(),
  agreementVersion: text('agreement_version').notNull(),
  agentContractAt: timestamp('agent_contract_at', { withTimezone: true }).notNull(),
  salesCommissionScheduleAt: timestamp('sales_commission_schedule_at', { withTimezone: true }).notNull(),
  preAuthAgreementAt: timestamp('pre_auth_agreement_at', { withTimezone: true }).notNull(),
  /** The applicant's address when they submitted (the agreements' record). */
  ip: text('ip').notNull().default(''),
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

/** A partner's insurance licence in one of the licensed provinces. */
export const partnerLicences = pgTable(
  'partner_licences',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    province: text('province').notNull(),
    licenceNumber: text('licence_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.province] })],
);

/**
 * The account a partner's commissions are paid into: the numbers sealed, the last four digits apart
 * for masking; `verifyRequired` until staff verify it (the AGENT_CHEQUE_VERIFY_REQUIRED of decision 0029).
 */
export const partnerBanking = pgTable('partner_banking', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  transitSealed: text('transit_sealed').notNull(),
  institutionSealed: text('institution_sealed').notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountLast4: text('account_last4').notNull(),
  verifyRequired: boolean('verify_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
