import { isCovered, isInsuranceProduct } from '@benefits/domain';
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { insuranceCoverage, insuranceProducts } from '../../db/schema';

/*
 * Who the insurance add-ons cover (docs/decisions/0037): rows of `insurance_coverage` written in the
 * transaction of the change that causes them — an enrolment starts a new member's coverage, a
 * termination ends it on the termination date, cancelling the termination restores it — so the
 * insurance reports' history follows the employees'.
 */

/**
 * A coverage row covers the day `day` (an SQL expression giving an ISO date): domain `isCoveredOn`
 * in SQL, the termination date included. ISO dates compare byte by byte (collation "C"): the same
 * order, without the locale's collation rules on every pair (a statement may compare each coverage
 * row with each month).
 */
export const coversDay = (day: SQL) =>
  sql`${insuranceCoverage.startDate} <= ${day} collate "C" and (${insuranceCoverage.endDate} is null or ${insuranceCoverage.endDate} >= ${day} collate "C")`;

/**
 * Who each add-on of a company covers on `day`, from the coverage rows the insurance reports read:
 * per product, how many members and their monthly premiums summed. A member terminated on `day` is
 * still covered that day; one whose coverage starts later is not yet.
 */
export async function coveredOn(db: Tx, employerId: number, day: string) {
  const rows = await db
    .select({
      product: insuranceCoverage.product,
      covered: sql<number>`count(*)::int`.mapWith(Number),
      premiumCents: sql<string>`sum(${insuranceCoverage.premiumCents})::text`,
    })
    .from(insuranceCoverage)
    .where(and(eq(insuranceCoverage.employerId, employerId), coversDay(sql`${day}::text`)))
    .groupBy(insuranceCoverage.product);
  return new Map(rows.map((r) => [r.product, { covered: r.covered, premiumCents: Number(r.premiumCents) }]));
}

/** Starts the coverage of new members by each add-on of their company that covers them (domain isCovered). */
export async function startCoverage(
  tx: Tx,
  employerId: number,
  members: readonly { id: number; effectiveDate: string; nonMemberAdminOnly: boolean; eeHasEei: boolean }[],
): Promise<void> {
  if (members.length === 0) return;
  const products = await tx
    .select()
    .from(insuranceProducts)
    .where(eq(insuranceProducts.employerId, employerId));
  const rows = products.flatMap((p) => {
    const product = p.product;
    if (!isInsuranceProduct(product)) return [];
    return members
      .filter((m) => isCovered(product, { ...m, terminated: false }))
      .map((m) => ({
        employerId,
        employeeId: m.id,
        product,
        startDate: m.effectiveDate > p.startDate ? m.effectiveDate : p.startDate,
        endDate: p.endDate,
        premiumCents: p.premiumCents,
      }))
      .filter((r) => r.endDate === null || r.endDate >= r.startDate);
  });
  if (rows.length > 0) await tx.insert(insuranceCoverage).values(rows);
}

/**
 * Ends an employee's coverage on `lastDay` (their termination date): open coverage, or coverage
 * ending later, now ends then; coverage that would only start after it is removed.
 */
export async function endCoverage(tx: Tx, employeeId: number, lastDay: string): Promise<void> {
  await tx
    .delete(insuranceCoverage)
    .where(and(eq(insuranceCoverage.employeeId, employeeId), gt(insuranceCoverage.startDate, lastDay)));
  await tx
    .update(insuranceCoverage)
    .set({ endDate: lastDay })
    .where(
      and(
        eq(insuranceCoverage.employeeId, employeeId),
        or(isNull(insuranceCoverage.endDate), gt(insuranceCoverage.endDate, lastDay)),
      ),
    );
}

/**
 * Restores the coverage a termination on `lastDay` ended (the termination was cancelled): each of
 * the employee's coverages ending that day continues as its product does (open, or to the product's end).
 */
export async function restoreCoverage(tx: Tx, employeeId: number, lastDay: string): Promise<void> {
  const ended = await tx
    .select({
      id: insuranceCoverage.id,
      product: insuranceCoverage.product,
      employerId: insuranceCoverage.employerId,
    })
    .from(insuranceCoverage)
    .where(and(eq(insuranceCoverage.employeeId, employeeId), eq(insuranceCoverage.endDate, lastDay)));
  if (ended.length === 0) return;
  const products = await tx
    .select({ product: insuranceProducts.product, endDate: insuranceProducts.endDate })
    .from(insuranceProducts)
    .where(eq(insuranceProducts.employerId, ended[0]!.employerId));
  for (const row of ended) {
    const endDate = products.find((p) => p.product === row.product)?.endDate ?? null;
    if (endDate === lastDay) continue;
    await tx
      .update(insuranceCoverage)
      .set({ endDate })
      .where(inArray(insuranceCoverage.id, [row.id]));
  }
}
