import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { plainRows } from '../../db/plain-rows';
import { preparedOn } from '../../db/prepared';
import { employees, insuranceCoverage } from '../../db/schema';
import { coversDay } from '../plan/coverage';
import { sumText } from './queries';

/*
 * The SQL of the insurance reports (docs/product/company-reports.md; decision 37): set-based reads of
 * `insurance_coverage` for the caller's own company (`companyId` from the session's scope, never the
 * payload), on its (employer_id, product, start_date) index. Dates are ISO text and compare as text.
 * Sums are bigint in SQL, read as text and checked as safe integers by the service.
 */

/**
 * A premium statement's figures: for each month (its first day, ISO) and the covered members'
 * province, how many members the product covered on that day, their premiums summed, and the
 * lowest and highest premium (equal when every member pays the same). Months without anyone covered
 * are absent. Read without Drizzle's per-field mapping.
 */
export async function premiumsByMonth(db: Tx, companyId: number, product: string, months: readonly string[]) {
  if (months.length === 0) return [];
  const list = sql.join(
    months.map((m) => sql`(${m}::text)`),
    sql`, `,
  );
  const month = sql<string>`m.month`;
  return plainRows(
    db,
    db
      .select({
        month,
        province: employees.province,
        covered: sql<number>`count(*)::int`.mapWith(Number),
        premium: sumText(insuranceCoverage.premiumCents),
        lowest: sql<string>`min(${insuranceCoverage.premiumCents})::text`,
        highest: sql<string>`max(${insuranceCoverage.premiumCents})::text`,
      })
      .from(insuranceCoverage)
      .innerJoin(sql`(values ${list}) as m(month)`, coversDay(month))
      .innerJoin(employees, eq(employees.id, insuranceCoverage.employeeId))
      .where(and(eq(insuranceCoverage.employerId, companyId), eq(insuranceCoverage.product, product)))
      .groupBy(month, employees.province)
      .orderBy(asc(month), asc(employees.province)),
  );
}

/**
 * A product's coverage changes with an effective date in [from, to]: each coverage that began then
 * (ADDED, on its start date) and each that ended (REMOVED, effective the day after its end date, the
 * first day without it: `endFrom`/`endTo` are the bounds moved back a day), with the member (the
 * premium as text). Prepared once (db/prepared.ts): it reads tens or hundreds of rows, where building
 * the statement cost more than mapping them.
 */
export async function coverageChanges(
  db: Tx,
  companyId: number,
  product: string,
  between: { from: string; to: string; endFrom: string; endTo: string },
  limit: number,
) {
  const value = (name: string) => sql.placeholder(name);
  const query = preparedOn(db, 'insurance_coverage_changes', () =>
    db
      .select({
        id: insuranceCoverage.id,
        employeeId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        startDate: insuranceCoverage.startDate,
        endDate: insuranceCoverage.endDate,
        premiumCents: sql<string>`${insuranceCoverage.premiumCents}::text`.mapWith(String),
      })
      .from(insuranceCoverage)
      .innerJoin(employees, eq(employees.id, insuranceCoverage.employeeId))
      .where(
        and(
          eq(insuranceCoverage.employerId, value('companyId')),
          eq(insuranceCoverage.product, value('product')),
          lte(insuranceCoverage.startDate, value('to')),
          or(
            gte(insuranceCoverage.startDate, value('from')),
            and(
              gte(insuranceCoverage.endDate, value('endFrom')),
              lte(insuranceCoverage.endDate, value('endTo')),
            ),
          ),
        ),
      )
      .orderBy(asc(insuranceCoverage.startDate), asc(insuranceCoverage.id))
      .limit(value('limit')),
  );
  return query.execute({ companyId, product, ...between, limit });
}

/**
 * Who the company's add-ons cover on a day: each member covered by any, with their monthly premium
 * per product (null: not covered by it).
 */
export async function coverageOn(db: Tx, companyId: number, day: string, limit: number) {
  const premiumOf = (product: string) =>
    sql<
      string | null
    >`(sum(${insuranceCoverage.premiumCents}) filter (where ${insuranceCoverage.product} = ${product}))::text`;
  return plainRows(
    db,
    db
      .select({
        employeeId: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        travel: premiumOf('TRAVEL'),
        eei: premiumOf('EEI'),
        catDrug: premiumOf('CAT_DRUG'),
        total: sumText(insuranceCoverage.premiumCents),
      })
      .from(insuranceCoverage)
      .innerJoin(employees, eq(employees.id, insuranceCoverage.employeeId))
      .where(
        and(
          eq(insuranceCoverage.employerId, companyId),
          lte(insuranceCoverage.startDate, day),
          or(isNull(insuranceCoverage.endDate), gte(insuranceCoverage.endDate, day)),
        ),
      )
      .groupBy(employees.id)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(limit),
  );
}
