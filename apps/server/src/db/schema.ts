import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
 * Every change to a balance is a row here (DESIGN.md "Data rules"); balances are sums.
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
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('balance_ledger_employee_idx').on(t.employeeId, t.account, t.planYear)],
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
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('employer_ledger_employer_idx').on(t.employerId)],
);

/** Sales partners. A manager is a partner whose manager_id is their own id. */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey(),
  managerId: integer('manager_id').notNull(),
  agentName: text('agent_name').notNull(),
  company: text('company').notNull().default(''),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  province: text('province').notNull().default('ON'),
  missingPartnerBanking: boolean('missing_partner_banking').notNull().default(false),
  requireWebPasswordReset: boolean('require_web_password_reset').notNull().default(false),
  terminated: boolean('terminated').notNull().default(false),
  createdAt: createdAt(),
});

/** Commission accrued to a partner; paid_at is set when it is paid out. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    employerId: integer('employer_id').references(() => employers.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accruedOn: text('accrued_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('commissions_partner_idx').on(t.partnerId)],
);

/** Internal staff of the tools area. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

export const staffPermissions = pgTable(
  'staff_permissions',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.permission] })],
);

/**
 * Sessions: only the SHA-256 of the 256-bit token is stored. expires_at slides with activity
 * (idle expiry); absolute_expires_at never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_subject_idx').on(t.kind, t.subjectId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_subject_idx').on(t.kind, t.subjectId)],
);

/** Failed sign-ins, for throttling per ID and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_subject_idx').on(t.kind, t.subjectKey, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/** Fixed-window counters for throttled endpoints, shared by every server (no state in memory). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  sessionKind: text('session_kind'),
  subjectId: text('subject_id'),
  ip: text('ip').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

export const preferences = pgTable(
  'preferences',
  {
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    bloglist: boolean('bloglist').notNull().default(true),
    podcastlist: boolean('podcastlist').notNull().default(true),
    newsletterlist: boolean('newsletterlist').notNull().default(true),
    productupdatelist: boolean('productupdatelist').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  audience: text('audience').notNull().default('ALL'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Paths the web app must not open (SPEC §2: redirect to / with a message). */
export const blockList = pgTable('block_list', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  note: text('note').notNull().default(''),
});

/** In-app notifications for employees and partners (SPEC §3 "Notification"); dismissed ones are kept. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    webOnPress: text('web_on_press'),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_subject_idx').on(t.kind, t.subjectId, t.createdAt)],
);
