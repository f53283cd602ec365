import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { commissions, partners } from '../../db/schema';

const manager = alias(partners, 'manager');

/** The partner, their manager's name and their unpaid commission (the sum of commissions not yet paid). */
export async function loadPartnerRow(db: Db, id: number) {
  const [row] = await db
    .select({
      p: partners,
      managerName: manager.agentName,
      unpaid: sql<string>`(select coalesce(sum(${commissions.amountCents}), 0) from ${commissions} where ${and(eq(commissions.partnerId, partners.id), isNull(commissions.paidAt))})`,
    })
    .from(partners)
    .leftJoin(manager, eq(manager.id, partners.managerId))
    .where(eq(partners.id, id))
    .limit(1);
  return row;
}
