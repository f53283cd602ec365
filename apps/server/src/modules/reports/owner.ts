import { eq } from 'drizzle-orm';
import type { ReportOwner } from '@benefits/domain';
import { employees, employers, partners } from '../../db/schema';
import type { Services } from '../../platform/services';
import { factsOf } from '../company-reports/service';
import type { ReportCaller } from './service';

/**
 * Whose a report is, for the lines under its PDF's title (the domain's `reportSubtitle`): the
 * caller's own, never a payload's — an employee with their employer, a company administrator's
 * company, a partner. A staff report covers every company: no owner.
 */
export async function reportOwner(s: Services, caller: ReportCaller): Promise<ReportOwner | undefined> {
  switch (caller.scopeKind) {
    case 'employee': {
      const [row] = await s.db
        .select({ first: employees.firstName, last: employees.lastName, employer: employers.name })
        .from(employees)
        .innerJoin(employers, eq(employers.id, employees.employerId))
        .where(eq(employees.id, caller.employee.id));
      if (!row) return undefined;
      return {
        kind: 'employee',
        name: `${row.first} ${row.last}`,
        id: caller.employee.id,
        employer: row.employer,
      };
    }
    case 'companyAdmin':
      // A company report is a statement of the company (decision 35): its name.
      return { kind: 'company', name: (await factsOf(s, caller.company.id)).name };
    case 'partner':
    case 'partnerManager': {
      const [row] = await s.db
        .select({ name: partners.agentName })
        .from(partners)
        .where(eq(partners.id, caller.partner.id));
      return row && { kind: 'partner', name: row.name, id: caller.partner.id };
    }
    default:
      return undefined;
  }
}
