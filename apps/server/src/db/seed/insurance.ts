import { addDays, isCovered, isInsuranceProduct } from '@benefits/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { employees, insuranceCoverage, insuranceProducts } from '../schema';

/**
 * Who the demo companies' insurance add-ons cover, since when (docs/decisions/0037): every member of
 * the company from the later of the product's start and their own effective date (to their
 * termination date when terminated). Employee earnings insurance (EEI) covers those who elected it:
 * at Prairie Sky (5002) Liam Gagnon (100002, seed/plan.ts), Ethan Bouchard and Zoé Bélanger since the
 * product began, Sophie Côté since the first of this month, and Owen Fraser, who dropped it at the end
 * of last month (so the default one-month period shows coverage changes). Premiums are the product's
 * premium per covered employee. Runs after seed/directory.ts (Prairie Sky's drivers).
 */
export async function seedInsurance(tx: Tx, today: Date): Promise<void> {
  const thisMonth = `${today.toISOString().slice(0, 7)}-01`;
  const lastMonthEnd = addDays(thisMonth, -1);
  const electedSinceStart = [100101, 100104];
  const electedThisMonth = 100102;
  const dropped = 100105;
  await tx
    .update(employees)
    .set({ eeHasEei: true })
    .where(inArray(employees.id, [...electedSinceStart, electedThisMonth]));

  const products = await tx.select().from(insuranceProducts);
  const rows: (typeof insuranceCoverage.$inferInsert)[] = [];
  for (const product of products) {
    if (!isInsuranceProduct(product.product)) continue;
    const members = await tx.select().from(employees).where(eq(employees.employerId, product.employerId));
    for (const m of members.sort((a, b) => a.id - b.id)) {
      let start = m.effectiveDate > product.startDate ? m.effectiveDate : product.startDate;
      let end = m.terminated ? m.terminationDate : null;
      if (product.endDate !== null && (end === null || product.endDate < end)) end = product.endDate;
      const member = { terminated: false, nonMemberAdminOnly: m.nonMemberAdminOnly, eeHasEei: m.eeHasEei };
      if (product.product === 'EEI') {
        if (m.id === electedThisMonth) start = thisMonth;
        else if (m.id === dropped) end = lastMonthEnd;
        else if (!isCovered('EEI', member)) continue;
      } else if (!isCovered(product.product, member)) continue;
      if (end !== null && end < start) continue;
      rows.push({
        employerId: product.employerId,
        employeeId: m.id,
        product: product.product,
        startDate: start,
        endDate: end,
        premiumCents: product.premiumCents,
      });
    }
  }
  if (rows.length > 0) await tx.insert(insuranceCoverage).values(rows);
}
