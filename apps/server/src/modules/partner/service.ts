import type { PartnerUser } from '@benefits/contract';
import type { Db } from '../../db/client';
import { loadPartnerRow } from './queries';

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** The spec's Partner user fields; unpaid commission is the sum of commissions not yet paid. */
export async function loadPartnerUser(db: Db, id: number): Promise<PartnerUser | undefined> {
  const row = await loadPartnerRow(db, id);
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
