import type { PartnerUser } from '@benefits/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { commissions, partners } from '../../db/schema';

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
const manager = alias(partners, 'manager');

/** The spec's Partner user fields; unpaid commission is the sum of commissions not yet paid. */
export async function loadPartnerUser(db: Db, id: number): Promise<PartnerUser | undefined> {
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
  if (!row) return undefined;
  const { p } = row;
  return {
    ID: p.id,
    MANAGER: p.managerId,
    MANAGER_NAME: row.managerName ?? '',
    AGENT_NAME: p.agentName,
    TYPE: p.managerId === p.id ? 'MANAGER' : 'AGENT',
    UNPAID_COMMISSION: Number(row.unpaid),
    EMAIL: p.email,
    MISSING_PARTNER_BANKING: yn(p.missingPartnerBanking),
    REQUIRE_WEB_PASSWORD_RESET: yn(p.requireWebPasswordReset),
    TERMINATED_FLAG: yn(p.terminated),
  };
}
