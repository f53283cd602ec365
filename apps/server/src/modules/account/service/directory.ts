import type { Api, ParsedRequestOf, ResponseOf, SessionKind } from '@benefits/contract';
import type { CompanyContext } from '../../../platform/principals';
import type { Services } from '../../../platform/services';
import { yn } from './account';
import { listCompanyEmployees, listUpdateNotes } from '../queries';

/**
 * /employee/directory: a company administrator's own company's employees. The endpoint's scope
 * (company admin: group admin or non-member admin, not terminated) was checked by the platform, and
 * the company is the caller's, never one from the payload.
 */
export async function companyDirectory(
  s: Services,
  company: CompanyContext,
  input: ParsedRequestOf<Api['employeeDirectory']>,
): Promise<ResponseOf<Api['employeeDirectory']>> {
  const rows = await listCompanyEmployees(s.db, company.id, input.offset, input.limit + 1);
  return {
    employees: rows.slice(0, input.limit).map((row) => ({
      ID: row.id,
      FIRST_NAME: row.firstName,
      LAST_NAME: row.lastName,
      EMAIL: row.email,
      TERMINATED_FLAG: yn(row.terminated),
    })),
    hasMore: rows.length > input.limit,
  };
}

/** /update-notes: notes for everyone and for the caller's area (employee or partner), newest first. */
export async function updateNotesFor(
  s: Services,
  area: Exclude<SessionKind, 'tools'>,
): Promise<ResponseOf<Api['updateNotes']>> {
  const audience = area === 'partner' ? 'PARTNER' : 'EMPLOYEE';
  const rows = await listUpdateNotes(s.db, ['ALL', audience]);
  return {
    notes: rows.map((n) => ({
      id: n.id,
      VERSION: n.version,
      title: n.title,
      body: n.body,
      date: n.publishedOn,
    })),
  };
}
