/**
 * The company's funding choice and its insurance add-ons (docs/decisions/0027). The company balance
 * itself is the sum of employer_ledger (schema/employee.ts); nothing here stores a balance.
 */
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees, employers } from './employee';

/**
 * How and how often a company funds its claim account. One row per company once it has chosen; a
 * company without one has the default (PAD, PER_CLAIM: packages/domain plan/funding.ts).
 * method: PAD | EFT | CHEQUE; frequency: PER_CLAIM | MONTHLY | QUARTERLY | ANNUAL;
 * deposit_cents: the amount of each scheduled deposit (null for PER_CLAIM).
 */
export const companyFunding = pgTable('company_funding', {
  employerId: integer('employer_id')
    .primaryKey()
    .references(() => employers.id),
  method: text('method').notNull(),
  frequency: text('frequency').notNull(),
  depositCents: bigint('deposit_cents', { mode: 'number' }),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The insurance add-ons a company holds, one row per company and product (the model the company's
 * insurance reports read: travelStatement, eeiStatement, catStatement, insuranceCoverage, §9).
 * - product: TRAVEL (travel medical), EEI (employee earnings insurance), CAT_DRUG (catastrophic drug);
 *   the employer's TRAVEL_INS, EEI_INS and CAT_DRUG flags are Y exactly when a row exists.
 * - insurer, policy_number: who underwrites it and the group policy's number.
 * - coverage_cents: the maximum benefit per covered person (travel: per trip; EEI: per month of
 *   benefit; catastrophic drug: for a lifetime, as the terms shown say); deductible_cents: what the
 *   member pays first each plan year (catastrophic drug); coverage_note: the insurer's terms in a line as recorded (English only; not
 *   shown: /insurance-funding words each product's standard terms, domain INSURANCE_TERMS, in the
 *   reader's language with this row's amounts).
 * - premium_cents: the monthly premium per covered employee. Who is covered: every active member,
 *   and for EEI only members with EE_HAS_EEI (domain isCovered).
 * - start_date: when the coverage began (ISO date); end_date: when it ended, or null.
 * - funding: GROUP_ACCOUNT | PAD | INVOICE (domain INSURANCE_FUNDING), changed on /insurance-funding.
 */
export const insuranceProducts = pgTable(
  'insurance_products',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    product: text('product').notNull(),
    insurer: text('insurer').notNull(),
    policyNumber: text('policy_number').notNull(),
    coverageCents: bigint('coverage_cents', { mode: 'number' }).notNull(),
    deductibleCents: bigint('deductible_cents', { mode: 'number' }).notNull().default(0),
    coverageNote: text('coverage_note').notNull().default(''),
    premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    funding: text('funding').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of a company's rows (its leading column).
  (t) => [uniqueIndex('insurance_products_employer_product_idx').on(t.employerId, t.product)],
);

/**
 * Who an insurance add-on covers, and when (docs/decisions/0037): one row per member and product for
 * each stretch of coverage, the history the insurance reports read (premium statements, coverage
 * changes, who is covered on a day).
 * - product: TRAVEL | EEI | CAT_DRUG (a product the company holds in insurance_products).
 * - start_date: the first day covered; end_date: the last day covered, or null while covered (ISO
 *   dates). A member covered again later gets a new row.
 * - premium_cents: the member's monthly premium while this row covers them (the product's premium
 *   per covered employee when the coverage began), charged for each month whose first day it covers.
 */
export const insuranceCoverage = pgTable(
  'insurance_coverage',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    product: text('product').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A company's coverage of one product over time: statements, changes and who is covered on a day.
    index('insurance_coverage_employer_product_idx').on(t.employerId, t.product, t.startDate),
    index('insurance_coverage_employee_idx').on(t.employeeId),
  ],
);
