import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { companyFunding, employees, employers, insuranceProducts } from '../schema';

/**
 * The demo companies' plan data (docs/decisions/0027): each plan's effective date (every company a
 * partner sold has one, as a sign-up sets it: the partner screens' sales, renewals and sign-up
 * commissions go by it, decisions 0038 and 0042), two funding
 * choices (the others have the default, pay as you go by PAD), and insurance add-ons with plausible
 * 2020s Canadian group figures: Prairie Sky (5002) holds travel medical and employee earnings
 * insurance, Northern Lights (5001) catastrophic drug. The employers' TRAVEL_INS, EEI_INS and
 * CAT_DRUG flags follow the rows, and Prairie Sky's admin (100002) has elected EEI.
 */
export async function seedPlan(tx: Tx, today: Date): Promise<void> {
  const year = today.getUTCFullYear();
  const effective: Record<number, string> = {
    5001: `${year - 3}-01-01`,
    5002: `${year - 2}-03-01`,
    5003: `${year - 4}-06-01`,
    5004: `${year - 1}-05-01`,
    5005: `${year - 1}-09-01`,
    // Maplewood Dental (seedWellness), sold by 200002: since its members and classifications began.
    5026: `${year - 1}-01-01`,
  };
  for (const [id, date] of Object.entries(effective)) {
    await tx
      .update(employers)
      .set({ planEffectiveDate: date })
      .where(eq(employers.id, Number(id)));
  }

  await tx.insert(companyFunding).values([
    { employerId: 5002, method: 'PAD', frequency: 'MONTHLY', depositCents: 150_000, updatedBy: 100002 },
    { employerId: 5003, method: 'CHEQUE', frequency: 'QUARTERLY', depositCents: 250_000 },
  ]);

  await tx.insert(insuranceProducts).values([
    {
      employerId: 5002,
      product: 'TRAVEL',
      insurer: 'Maple Leaf Assurance',
      policyNumber: 'TRV-5002-118',
      coverageCents: 500_000_000,
      deductibleCents: 0,
      coverageNote: 'Emergency medical outside the home province, trips up to 30 days, $5,000,000 per trip',
      premiumCents: 1_850,
      startDate: `${year - 2}-03-01`,
      funding: 'GROUP_ACCOUNT',
    },
    {
      employerId: 5002,
      product: 'EEI',
      insurer: 'Maple Leaf Assurance',
      policyNumber: 'EEI-5002-042',
      coverageCents: 300_000,
      deductibleCents: 0,
      coverageNote: '66.7% of earnings up to $3,000 a month after a 119-day wait, to age 65',
      premiumCents: 4_275,
      startDate: `${year - 1}-01-01`,
      funding: 'PAD',
    },
    {
      employerId: 5001,
      product: 'CAT_DRUG',
      insurer: 'Boreal Life',
      policyNumber: 'CD-5001-007',
      coverageCents: 100_000_000,
      deductibleCents: 500_000,
      coverageNote: 'Prescription drugs above $5,000 a plan year, up to $1,000,000 a lifetime',
      premiumCents: 1_225,
      startDate: `${year - 3}-01-01`,
      funding: 'INVOICE',
    },
  ]);
  await tx.update(employers).set({ travelIns: true, eeiIns: true }).where(eq(employers.id, 5002));
  await tx.update(employers).set({ catDrug: true }).where(eq(employers.id, 5001));
  await tx
    .update(employees)
    .set({ eeHasEei: true })
    .where(inArray(employees.id, [100002]));
}
