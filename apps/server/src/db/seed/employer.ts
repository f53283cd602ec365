import { eq } from 'drizzle-orm';
import { PAD_AGREEMENT_VERSION, WELLNESS_CATEGORIES } from '@benefits/domain';
import type { Sealer } from '../../platform/crypto';
import type { Tx } from '../client';
import { companyBanking, employers, padAgreements } from '../schema';

/**
 * The company area's demo data: Prairie Sky Logistics (5002, administered by 100002) has wellness
 * with every category and a pre-authorised debit account whose agreement 100002 accepted a month
 * ago. Bluenose (5004, 100008) and Okanagan (5005, 100009) keep their missing company information
 * and banking, so their admins meet the forced steps.
 */
export async function seedEmployer(tx: Tx, sealer: Sealer, today: Date): Promise<void> {
  await tx
    .update(employers)
    .set({ wellnessCategories: [...WELLNESS_CATEGORIES] })
    .where(eq(employers.id, 5002));
  const acceptedAt = new Date(today.getTime() - 30 * 86_400_000);
  const account = '4001234567';
  await tx.insert(companyBanking).values({
    employerId: 5002,
    transitSealed: sealer.seal('01234'),
    institutionSealed: sealer.seal('002'),
    accountSealed: sealer.seal(account),
    accountLast4: account.slice(-4),
    signatoryName: 'Liam Gagnon',
    prenotificationWaived: true,
    agreementVersion: PAD_AGREEMENT_VERSION,
    acceptedAt,
    acceptedBy: 100002,
    updatedAt: acceptedAt,
  });
  await tx.insert(padAgreements).values({
    employerId: 5002,
    acceptedBy: 100002,
    signatoryName: 'Liam Gagnon',
    agreementVersion: PAD_AGREEMENT_VERSION,
    accountLast4: account.slice(-4),
    prenotificationWaived: true,
    language: 'en',
    acceptedAt,
  });
}
