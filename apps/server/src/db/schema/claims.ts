/** Eligible services, remembered providers, claims and their items, files and status history. */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { dependants } from './account';
import { employees } from './employee';
import { files } from './platform';

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
    /**
     * When a paid claim was paid: its last P status, else (claims paid before the status history) its
     * last update; null unless the status is P. Kept by PostgreSQL (triggers of migration 0029, on
     * claims and on their status history), never written by the application (decision 0046).
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('claims_employee_submitted_idx').on(t.employeeId, t.submittedAt),
    index('claims_employee_status_idx').on(t.employeeId, t.status, t.type),
    // The claims paid in a period with what the company reports sum (index-only; decision 0046).
    // (Drizzle has no INCLUDE: the summed columns are trailing keys.)
    index('claims_paid_at_idx')
      .on(
        t.paidAt,
        t.id,
        t.type,
        t.employeeId,
        t.payableCents,
        t.adminFeeCents,
        t.gstCents,
        t.rstCents,
        t.hstCents,
        t.pstCents,
        t.premCents,
        t.totalCents,
      )
      .where(sql`status = 'P'`),
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
    // The breakdown's money, as columns PostgreSQL derives from it on every write (stored generated
    // columns; null before submission): the company reports sum them per service without reading
    // the JSON (serviceSummary; migration 0028, docs/performance.md). Never written by the application.
    paidCents: bigint('paid_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'totalPayableAmount')::bigint`,
    ),
    adminFeeCents: bigint('admin_fee_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'adminFeeAmount')::bigint`,
    ),
    gstCents: bigint('gst_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'gstAmount')::bigint`,
    ),
    rstCents: bigint('rst_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'rstAmount')::bigint`,
    ),
    hstCents: bigint('hst_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'hstAmount')::bigint`,
    ),
    pstCents: bigint('pst_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'pstAmount')::bigint`,
    ),
    premCents: bigint('prem_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'premAmount')::bigint`,
    ),
    totalCents: bigint('total_cents', { mode: 'number' }).generatedAlwaysAs(
      sql`(breakdown ->> 'totalAmount')::bigint`,
    ),
    createdAt: createdAt(),
  },
  (t) => [index('claim_items_claim_idx').on(t.claimId)],
);

/**
 * A paid claim's items summed per service, with the claim's account, employee and paid instant: what
 * serviceSummary reads (a range of narrow rows instead of the claim items' table). Kept by PostgreSQL
 * (triggers of migration 0029: when a claim's paid instant, account or employee changes, and when the
 * items of a paid claim change), never written by the application (decision 0046). One row per paid
 * claim and service; none for a claim that is not paid.
 */
export const paidClaimServices = pgTable(
  'paid_claim_services',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull(),
    type: text('type').notNull(),
    employeeId: integer('employee_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    items: integer('items').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
    adminFeeCents: bigint('admin_fee_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    rstCents: bigint('rst_cents', { mode: 'number' }).notNull(),
    hstCents: bigint('hst_cents', { mode: 'number' }).notNull(),
    pstCents: bigint('pst_cents', { mode: 'number' }).notNull(),
    premCents: bigint('prem_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.serviceId] }),
    // Each employee's rows of a period with what serviceSummary sums (index-only, per employee of the
    // company: decision 0046; Drizzle has no INCLUDE, so the summed columns are trailing keys).
    index('paid_claim_services_employee_idx').on(
      t.employeeId,
      t.paidAt,
      t.type,
      t.serviceId,
      t.items,
      t.paidCents,
      t.adminFeeCents,
      t.gstCents,
      t.rstCents,
      t.hstCents,
      t.pstCents,
      t.premCents,
      t.totalCents,
    ),
  ],
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
  (t) => [
    // A claim's history, and its last status of a kind without reading the rows (index-only).
    index('claim_status_history_claim_status_at_idx').on(t.claimId, t.status, t.at),
    // The claims that reached a status in a period (the company reports' paid claims, issue #12).
    index('claim_status_history_status_at_idx').on(t.status, t.at, t.claimId),
  ],
);
