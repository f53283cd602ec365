/** Companies, their employees and classifications, and the two money ledgers (employee balances, employer funding). */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BalanceLedgerKind, EmployerLedgerKind } from '@benefits/domain';
import { createdAt } from './columns';
import { partners } from './partner';

/** Companies that sponsor accounts. */
export const employers = pgTable('employers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  contractType: integer('contract_type').notNull(),
  planCode: integer('plan_code').notNull(),
  /** 1 Corporate Fiscal Year End, 2 12 Months after Effective Date, 3 Calendar Year End Date. */
  planYearEndType: smallint('plan_year_end_type').notNull().default(3),
  /** MM-DD, for plan-year-end type 1. */
  fiscalYearEnd: text('fiscal_year_end'),
  province: text('province').notNull(),
  street1: text('street1').notNull().default(''),
  city: text('city').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  cellphone: text('cellphone').notNull().default(''),
  fax: text('fax').notNull().default(''),
  hasWellness: boolean('has_wellness').notNull().default(false),
  onlineClaimOk: boolean('online_claim_ok').notNull().default(true),
  bankingInfoWaived: boolean('banking_info_waived').notNull().default(false),
  missingCompanyInfo: boolean('missing_company_info').notNull().default(false),
  missingCompanyBanking: boolean('missing_company_banking').notNull().default(false),
  travelIns: boolean('travel_ins').notNull().default(false),
  catDrug: boolean('cat_drug').notNull().default(false),
  eeiIns: boolean('eei_ins').notNull().default(false),
  /** The company's wellness categories (docs/product §3 "Reference data"), when it has wellness. */
  wellnessCategories: jsonb('wellness_categories').$type<string[]>().notNull().default([]),
  /** The company plan's effective date (ISO), when known (docs/decisions/0027). */
  planEffectiveDate: text('plan_effective_date'),
  /**
   * A cancellation of the plan (docs/decisions/0027): the date it ends (the last day of a month),
   * when and by whom it was asked and why; null when none. Withdrawing it clears these. The plan is
   * closed (plan_closed_at) when the run-off has ended and the balance left has been refunded.
   */
  cancellationDate: text('cancellation_date'),
  cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
  cancellationRequestedBy: integer('cancellation_requested_by'),
  cancellationReason: text('cancellation_reason'),
  planClosedAt: timestamp('plan_closed_at', { withTimezone: true }),
  /**
   * The sales partner (agent, or a manager selling in person) who sold the plan: the client list,
   * commissions and renewals of the partner area read it. Null for a company sold by no partner.
   */
  partnerId: integer('partner_id').references((): AnyPgColumn => partners.id),
  createdAt: createdAt(),
});

/** Employees (claimants and company administrators). The ID is the sign-in ID. */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    username: text('username').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    groupAdmin: boolean('group_admin').notNull().default(false),
    nonMemberAdminOnly: boolean('non_member_admin_only').notNull().default(false),
    onlineClaimsOnly: boolean('online_claims_only').notNull().default(false),
    customizedBenefits: boolean('customized_benefits').notNull().default(false),
    limitType: text('limit_type').notNull().default('STANDARD'),
    wellness: boolean('wellness').notNull().default(false),
    terminated: boolean('terminated').notNull().default(false),
    terminationDate: text('termination_date'),
    claimPeriodEnded: boolean('claim_period_ended').notNull().default(false),
    eeHasEei: boolean('ee_has_eei').notNull().default(false),
    eeiGs: boolean('eei_gs').notNull().default(false),
    auditState: smallint('audit_state').notNull().default(0),
    frozen: boolean('frozen').notNull().default(false),
    hsaEmployerAgreement: boolean('hsa_employer_agreement').notNull().default(true),
    newEmployeeCheck: boolean('new_employee_check').notNull().default(false),
    missingInfo: boolean('missing_info').notNull().default(false),
    missingBanking: boolean('missing_banking').notNull().default(false),
    requireWebPasswordReset: boolean('require_web_password_reset').notNull().default(false),
    employerChequeVerifyRequired: boolean('employer_cheque_verify_required').notNull().default(false),
    employeeChequeVerifyRequired: boolean('employee_cheque_verify_required').notNull().default(false),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull(),
    postcode: text('postcode').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    cellphone: text('cellphone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    dateOfBirth: text('date_of_birth').notNull(),
    effectiveDate: text('effective_date').notNull(),
    /** AES-256-GCM ciphertext (platform/crypto.ts); never stored or logged in clear. */
    sinEncrypted: text('sin_encrypted'),
    createdAt: createdAt(),
  },
  (t) => [index('employees_employer_idx').on(t.employerId)],
);

/**
 * Every change to a balance is a row here (docs/architecture.md "Data rules"); balances are sums.
 * account: HSA | WSA; planYear: the calendar year the plan year starts in.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    account: text('account').notNull(),
    planYear: integer('plan_year').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** One of the domain's BALANCE_LEDGER_KINDS, each named in both languages. */
    kind: text('kind').$type<BalanceLedgerKind>().notNull(),
    reference: text('reference').notNull().default(''),
    claimId: integer('claim_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_ledger_employee_idx').on(t.employeeId, t.account, t.planYear),
    // Balance history: an employee's rows from a date, in time order.
    index('balance_ledger_employee_time_idx').on(t.employeeId, t.createdAt),
    // One plan-year deposit (the reference is the domain's ledgerReference('planYearDeposit')) per
    // employee, account and plan year (decision 0059): the enrolment's and the daily funding run's
    // rows, written with ON CONFLICT DO NOTHING on this index, so a second run, a retry, two
    // workers or a restart never fund a plan year twice. Other FUNDING rows (a wellness setup's,
    // which may open an account again in a plan year after a wellness end) are not in it.
    uniqueIndex('balance_ledger_plan_year_deposit_idx')
      .on(t.employeeId, t.account, t.planYear)
      .where(sql`${t.kind} = 'FUNDING' and ${t.reference} = 'Plan year deposit'`),
  ],
);

/** The employer's group funding account (deposits less paid claims). */
export const employerLedger = pgTable(
  'employer_ledger',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** One of the domain's EMPLOYER_LEDGER_KINDS, each named in both languages. */
    kind: text('kind').$type<EmployerLedgerKind>().notNull(),
    reference: text('reference').notNull().default(''),
    /**
     * The caller's request ID of a row an administrator asked for (a refund: /employer/refund), null
     * for the rows the product writes itself. One row per company and request ID, so a request
     * repeated (a double click, a retried call, two tabs) answers the first instead of moving the
     * money again (decision 0027).
     */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('employer_ledger_employer_idx').on(t.employerId),
    uniqueIndex('employer_ledger_request_idx').on(t.employerId, t.requestId),
  ],
);

/** Classifications (limit classes) of an employer; employees belong to one. */
export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    name: text('name').notNull(),
    hsaAmountCents: bigint('hsa_amount_cents', { mode: 'number' }).notNull(),
    wsaAmountCents: bigint('wsa_amount_cents', { mode: 'number' }).notNull().default(0),
    /** 1 Reset, 2 Roll-over, 3 Reset every 12 months on Jan 1 (docs/product §3 limit periods). */
    periodType: smallint('period_type').notNull().default(1),
    effectiveDate: text('effective_date').notNull(),
  },
  (t) => [index('classifications_employer_idx').on(t.employerId)],
);

export const employeeClassifications = pgTable('employee_classifications', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  classificationId: integer('classification_id')
    .notNull()
    .references(() => classifications.id),
});
