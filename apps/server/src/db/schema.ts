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
  /** The company's wellness categories (docs/product §3 "Reference data"), when it has wellness. */
  wellnessCategories: jsonb('wellness_categories').$type<string[]>().notNull().default([]),
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
    kind: text('kind').notNull(),
    reference: text('reference').notNull().default(''),
    claimId: integer('claim_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_ledger_employee_idx').on(t.employeeId, t.account, t.planYear),
    // Balance history: an employee's rows from a date, in time order.
    index('balance_ledger_employee_time_idx').on(t.employeeId, t.createdAt),
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
    /** The language last used to sign in ('en' | 'fr'): mails written outside a request (decision 0021). */
    language: text('language'),
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
  /** The French title and body ('' when none: the English is shown; decision 0021). */
  titleFr: text('title_fr').notNull().default(''),
  bodyFr: text('body_fr').notNull().default(''),
  imageUrl: text('image_url'),
  linkUrl: text('link_url'),
  audience: text('audience').notNull().default('ALL'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Paths the web app must not open (docs/product §2: redirect to / with a message). */
export const blockList = pgTable('block_list', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  note: text('note').notNull().default(''),
});

/** In-app notifications for employees and partners (docs/product §3 "Notification"); dismissed ones are kept. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Written in both languages; shown in the reader's ('' when none: the English; decision 0021). */
    titleFr: text('title_fr').notNull().default(''),
    bodyFr: text('body_fr').notNull().default(''),
    webOnPress: text('web_on_press'),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_subject_idx').on(t.kind, t.subjectId, t.createdAt)],
);

/** Uploaded files (receipts, banking documents, audit files); the bytes live in the FileStore. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerKind, t.ownerId, t.purpose)],
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

/** Dependants an employee claims for (docs/product §3 "Dependant"); removed ones are kept for claim history. */
export const dependants = pgTable(
  'dependants',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 1001 Spouse, 1002 Dependent Child, 1003 Infirm. */
    relation: smallint('relation').notNull(),
    birthDate: text('birth_date').notNull(),
    effectiveDate: text('effective_date').notNull(),
    isStudent: boolean('is_student').notNull().default(false),
    /** Student extension: coverage extended to this date. */
    extDate: text('ext_date'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('dependants_employee_idx').on(t.employeeId)],
);

/** An employee's direct-deposit account; the numbers are sealed (platform/crypto.ts). */
export const bankingDetails = pgTable('banking_details', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id),
  transitSealed: text('transit_sealed').notNull(),
  institutionSealed: text('institution_sealed').notNull(),
  accountSealed: text('account_sealed').notNull(),
  /** The last digits, kept apart so the masked number shows without unsealing. */
  accountLast4: text('account_last4').notNull(),
  eftAgreement: boolean('eft_agreement').notNull(),
  documentFileId: integer('document_file_id').references(() => files.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Acceptance of the HSA employer agreement. */
export const agreementAcceptances = pgTable('agreement_acceptances', {
  id: serial('id').primaryKey(),
  employeeId: integer('employee_id')
    .notNull()
    .references(() => employees.id),
  agreementVersion: text('agreement_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip').notNull().default(''),
});

/**
 * Every change to personal, dependant or banking data: who, when, which field, old and new values
 * (masked where sensitive).
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_subject_idx').on(t.subjectKind, t.subjectId, t.at)],
);

/** Release notes shown at /update-notes (docs/product §3: items carry a VERSION). */
export const updateNotes = pgTable('update_notes', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  audience: text('audience').notNull().default('ALL'),
  publishedOn: text('published_on').notNull(),
});

/** Eligible services per account type; service 1 is exempt from the duplicate rule (docs/product §5). */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  account: text('account').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Providers an employee has claimed for before, offered again in the claim form. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    name: text('name').notNull(),
    providerNumber: text('provider_number').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('providers_employee_name_idx').on(t.employeeId, t.name, t.providerNumber)],
);

/**
 * Claims. status: R saved (resumable), N submitted, A waiting for audit files, P paid, F failed audit,
 * C cancelled. Amounts are the sums of the items' breakdowns, in cents.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    origin: text('origin').notNull().default('O'),
    planYear: integer('plan_year'),
    claimedCents: bigint('claimed_cents', { mode: 'number' }).notNull().default(0),
    copayCents: bigint('copay_cents', { mode: 'number' }).notNull().default(0),
    payableCents: bigint('payable_cents', { mode: 'number' }).notNull().default(0),
    previousYearPayableCents: bigint('previous_year_payable_cents', { mode: 'number' }).notNull().default(0),
    adminFeeCents: bigint('admin_fee_cents', { mode: 'number' }).notNull().default(0),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull().default(0),
    hstCents: bigint('hst_cents', { mode: 'number' }).notNull().default(0),
    rstCents: bigint('rst_cents', { mode: 'number' }).notNull().default(0),
    pstCents: bigint('pst_cents', { mode: 'number' }).notNull().default(0),
    premCents: bigint('prem_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    funded: boolean('funded').notNull().default(false),
    printed: boolean('printed').notNull().default(false),
    auditSelected: boolean('audit_selected').notNull().default(false),
    auditResult: text('audit_result'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_employee_submitted_idx').on(t.employeeId, t.submittedAt),
    index('claims_employee_status_idx').on(t.employeeId, t.status, t.type),
  ],
);

export const claimItems = pgTable(
  'claim_items',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** null: the employee; otherwise the dependant. */
    dependantId: integer('dependant_id').references(() => dependants.id),
    patientName: text('patient_name').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    serviceName: text('service_name').notNull(),
    provider: text('provider').notNull(),
    providerNumber: text('provider_number').notNull().default(''),
    serviceDate: text('service_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The item's cost breakdown once submitted (docs/product §3 "Claim cost breakdown"). */
    breakdown: jsonb('breakdown'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_items_claim_idx').on(t.claimId)],
);

export const claimFiles = pgTable(
  'claim_files',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** receipt | audit */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('claim_files_claim_idx').on(t.claimId, t.kind)],
);

export const claimStatusHistory = pgTable(
  'claim_status_history',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_status_history_claim_idx').on(t.claimId)],
);

/**
 * Durable background jobs (platform/jobs.ts, decision 0015). A row is written in the transaction of
 * its cause, so a job exists iff its cause committed; workers claim due rows with FOR UPDATE SKIP
 * LOCKED under a lease, so several server processes never run one job at once and a crashed
 * worker's job is taken again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable, unique identity of the job (a UUID): Message-IDs and outbox file names derive from it. */
    uid: text('uid').notNull().unique(),
    /** The registered job type, e.g. `mail`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** Idempotency key: a second job of the same name and key is not created. */
    dedupeKey: text('dedupe_key'),
    /** queued | running | done | dead */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When the job may next run (after a failure: the back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** The lease: who runs it, and until when; after that another worker may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_dedupe_idx').on(t.name, t.dedupeKey), index('jobs_due_idx').on(t.state, t.runAt)],
);

export * from './tables-employer';
export * from './tables-classifications';
