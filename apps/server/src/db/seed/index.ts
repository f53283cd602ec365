import { count } from 'drizzle-orm';
import type { Sealer } from '../../platform/crypto';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { employers } from '../schema';
import { seedAccounts } from './account';
import { seedAudits } from './audits';
import { seedClaims, seedServices } from './claims';
import { seedClassifications } from './classifications';
import { seedDirectory } from './directory';
import { seedEmployer } from './employer';
import { seedEmployees } from './employee';
import { seedGeneral } from './general';
import { seedInsurance } from './insurance';
import { seedNotifications } from './notifications';
import { seedPartners } from './partner';
import { seedCommissions } from './commissions';
import { seedPartnerProfiles } from './partner-profile';
import { seedPlan } from './plan';
import { seedStaff } from './tools';
import { seedTransfers } from './transfers';
import { seedWellness } from './wellness';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The demo world of docs/architecture.md "Demo data": deterministic, plausible Canadian data. Plan years are
 * calendar years relative to `today`, so balances show whatever the date. Each module seeds its own
 * tables (`seed/<module>.ts`), in this order, in one transaction: later ones read what earlier ones wrote.
 */
export async function seedDemo(db: Db, sealer: Sealer, today: Date = new Date()): Promise<void> {
  const year = today.getUTCFullYear();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedEmployees(tx, sealer, year, passwordHash);
    await seedPartners(tx, year, passwordHash);
    await seedPartnerProfiles(tx, sealer, today);
    await seedStaff(tx, passwordHash);
    await seedGeneral(tx);
    await seedServices(tx);
    await seedAccounts(tx, sealer, year);
    await seedNotifications(tx, today);
    await seedClaims(tx, today);
    await seedEmployer(tx, sealer, today);
    await seedClassifications(tx);
    await seedWellness(tx, year, passwordHash);
    await seedPlan(tx, today);
    await seedDirectory(tx, year, passwordHash);
    await seedInsurance(tx, today);
    await seedClaims(tx, today, 'recent');
    await seedAudits(tx, today);
    await seedTransfers(tx, today);
    await seedCommissions(tx, today);
  });
}

/** Seeds only an empty database; answers whether it seeded. */
export async function seedIfEmpty(db: Db, sealer: Sealer, today?: Date): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(employers);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, sealer, today);
  return true;
}
