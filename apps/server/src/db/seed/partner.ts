import type { Tx } from '../client';
import { inArray } from 'drizzle-orm';
import { employers, partners } from '../schema';

/** Two partner teams (a manager and their agents) and who sold which company. */
export async function seedPartners(tx: Tx, year: number, passwordHash: string): Promise<void> {
  await tx.insert(partners).values([
    {
      id: 200002,
      managerId: 200002,
      agentName: 'Sophie Bouchard',
      company: 'Bouchard Benefits Group',
      email: 'sophie.bouchard@example.com',
      province: 'ON',
      passwordHash,
    },
    {
      id: 200001,
      managerId: 200002,
      agentName: 'Ethan Wilson',
      company: 'Wilson Financial Services',
      email: 'ethan.wilson@example.com',
      province: 'BC',
      passwordHash,
    },
    // A second team, so partner data can be proven to stay within its agent and manager.
    {
      id: 200004,
      managerId: 200004,
      agentName: 'Marie Côté',
      company: 'Côté Conseil Avantages',
      email: 'marie.cote@example.com',
      province: 'QC',
      passwordHash,
    },
    {
      id: 200003,
      managerId: 200004,
      agentName: 'Daniel Fraser',
      company: 'Fraser Benefit Advisors',
      email: 'daniel.fraser@example.com',
      province: 'MB',
      passwordHash,
    },
    // Partner route flags (docs/product §6, docs/decisions/0020).
    {
      id: 200005,
      managerId: 200002,
      agentName: 'Grace Kim',
      company: 'Kim Insurance Advisors',
      email: 'grace.kim@example.com',
      province: 'ON',
      missingPartnerBanking: true,
      passwordHash,
    },
    {
      id: 200006,
      managerId: 200002,
      agentName: 'Daniel Fortin',
      company: 'Fortin Conseil',
      email: 'daniel.fortin@example.com',
      province: 'QC',
      requireWebPasswordReset: true,
      passwordHash,
    },
  ]);
  // Who sold which company: 200001 sold the first three, the other team's agent the next two, and the
  // first team's manager sold Maplewood Dental herself.
  await tx
    .update(employers)
    .set({ partnerId: 200001 })
    .where(inArray(employers.id, [5001, 5002, 5003]));
  await tx
    .update(employers)
    .set({ partnerId: 200003 })
    .where(inArray(employers.id, [5004, 5005]));
  // Their commissions follow from these sales (seed/commissions.ts, decision 0042).
}
