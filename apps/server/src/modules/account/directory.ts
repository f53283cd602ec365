import { API_MESSAGES, type Api, type ParsedRequestOf, type ResponseOf } from '@benefits/contract';
import { forbidden } from '../../platform/errors';
import type { Services } from '../../platform/services';
import type { Session } from '../../platform/sessions';
import { employeeIdOf, requireAccount, yn } from './account';
import { listCompanyEmployees, listUpdateNotes } from './queries';

/**
 * /employee/directory: a company administrator (IS_ADMIN = Y: group admin or non-member admin) sees
 * their own company's employees; the company comes from the session, never from the payload.
 * Terminated administrators lose the company menu (SPEC §6), and the directory with it.
 */
export async function companyDirectory(
  s: Services,
  session: Session,
  input: ParsedRequestOf<Api['employeeDirectory']>,
): Promise<ResponseOf<Api['employeeDirectory']>> {
  const { e, r } = await requireAccount(s, employeeIdOf(session));
  if (!(e.groupAdmin || e.nonMemberAdminOnly) || e.terminated) throw forbidden(API_MESSAGES.notAllowed);
  const rows = await listCompanyEmployees(s.db, r.id, input.offset, input.limit + 1);
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
export async function updateNotesFor(s: Services, session: Session): Promise<ResponseOf<Api['updateNotes']>> {
  const audience = session.kind === 'partner' ? 'PARTNER' : 'EMPLOYEE';
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
