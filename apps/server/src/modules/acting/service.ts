import { API_MESSAGES, type Api, type ParsedRequestOf, type ResponseOf } from '@benefits/contract';
import { MESSAGES, type Language } from '@benefits/domain';
import { forbidden, unauthenticated, validationError } from '../../platform/errors';
import type { Caller } from '../../platform/http';
import type { EmployeeContext, StaffContext } from '../../platform/principals';
import type { Services } from '../../platform/services';
import { unixSeconds, type Session } from '../../platform/sessions';
import { employeeArrival, partnerArrival } from '../auth/service';
import { readStaffActions, recordStaffAction } from '../tools/service/staff-log';
import {
  findEmployee,
  findPartner,
  findStaff,
  listStaff,
  searchEmployees,
  selectEmployeeChanges,
} from './queries';

/** Rows per page of the staff log and of an employee's change log. */
export const LOG_PAGE_SIZE = 25;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Employees by ID or name or by their company's ID or name, or a partner by ID (decision 0030:
 * partners are found by ID only).
 */
export async function searchAccounts(
  s: Services,
  input: ParsedRequestOf<Api['toolsAccessUserSearch']>,
): Promise<ResponseOf<Api['toolsAccessUserSearch']>> {
  const id = /^\d{1,10}$/.test(input.q) ? Number(input.q) : undefined;
  if (input.type === 'partner') {
    const p = id !== undefined && id <= 2_147_483_647 ? await findPartner(s.db, id) : undefined;
    return {
      results: p
        ? [
            {
              type: 'partner',
              id: p.id,
              name: p.agentName,
              detail: p.managerName ?? '',
              admin: false,
              terminated: p.terminated,
            },
          ]
        : [],
    };
  }
  const rows = await searchEmployees(s.db, input.q, id !== undefined && id <= 2_147_483_647 ? id : undefined);
  return {
    results: rows.map((r) => ({
      type: 'employee' as const,
      id: r.id,
      name: fullName(r.firstName, r.lastName),
      detail: `${r.employer} (${r.employerId})`,
      admin: r.admin,
      terminated: r.terminated,
    })),
  };
}

/**
 * docs/product §7 Tools "access-user" (decision 0030): logs the start as the staff member's action,
 * then opens a session of the account's kind inside the staff member's tools session, and answers
 * that area's sign-in answer plus who is acting. An account whose password change is pending is
 * refused (every call of it would be; the change itself is the account holder's).
 */
export async function startActing(
  s: Services,
  me: StaffContext,
  toolsSession: Session,
  caller: Caller,
  input: ParsedRequestOf<Api['toolsAccessUser']>,
): Promise<ResponseOf<Api['toolsAccessUser']>> {
  const who = await findStaff(s.db, me.id);
  if (!who) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  const account =
    input.type === 'employee'
      ? await findEmployee(s.db, input.id).then(
          (e) => e && { name: fullName(e.firstName, e.lastName), pending: e.requireWebPasswordReset },
        )
      : await findPartner(s.db, input.id).then(
          (p) => p && { name: p.agentName, pending: p.requireWebPasswordReset },
        );
  if (!account) {
    const message = input.type === 'employee' ? MESSAGES.invalidEmployeeId : API_MESSAGES.partnerNotFound;
    throw validationError({ id: message }, MESSAGES.correctInformation);
  }
  if (account.pending) throw forbidden(API_MESSAGES.actingPasswordChangePending);

  await s.db.transaction((tx) =>
    recordStaffAction(tx, {
      staffId: me.id,
      action: 'acting.start',
      subject: { kind: input.type, id: input.id },
      detail: { key: 'text', values: { text: account.name } },
    }),
  );
  const { token, expiresAt } = await s.sessions.createActing(
    input.type,
    String(input.id),
    toolsSession,
    caller,
  );
  const expiry = unixSeconds(expiresAt);
  const acting = {
    staffId: who.id,
    staffName: who.name,
    username: who.username,
    subjectName: account.name,
    subjectId: input.id,
  };
  const session = { token, expiry, TOKEN_EXPIRY: expiry, acting };
  if (input.type === 'employee') {
    return { type: 'employee', ...(await employeeArrival(s, input.id)), ...session };
  }
  return { type: 'partner', ...(await partnerArrival(s, input.id)), ...session };
}

/**
 * Ends an acting session (the banner's Stop, or signing out of it): revoked, and logged as the
 * staff member's action. Refused in the account holder's own session.
 */
export async function stopActing(s: Services, session: Session): Promise<{ message: string }> {
  if (session.actingStaffId === null) throw forbidden(API_MESSAGES.notActing);
  const staffId = session.actingStaffId;
  const kind = session.kind === 'partner' ? 'partner' : 'employee';
  const name =
    kind === 'employee'
      ? await findEmployee(s.db, Number(session.subjectId)).then(
          (e) => e && fullName(e.firstName, e.lastName),
        )
      : await findPartner(s.db, Number(session.subjectId)).then((p) => p?.agentName);
  await s.db.transaction((tx) =>
    recordStaffAction(tx, {
      staffId,
      action: 'acting.stop',
      subject: { kind, id: session.subjectId },
      ...(name ? { detail: { key: 'text', values: { text: name } } } : {}),
    }),
  );
  await s.sessions.revoke(session.id);
  return { message: API_MESSAGES.loggedOut };
}

/** The staff action log page (decision 0030: readable with PERMIT_LOGIN_AS), its details in `language`. */
export async function staffLog(
  s: Services,
  input: ParsedRequestOf<Api['toolsStaffLog']>,
  language: Language,
): Promise<ResponseOf<Api['toolsStaffLog']>> {
  const [rows, team] = await Promise.all([
    readStaffActions(
      s.db,
      {
        ...(input.staffId !== undefined ? { staffId: input.staffId } : {}),
        ...(input.subjectKind ? { subjectKind: input.subjectKind } : {}),
        ...(input.subjectId ? { subjectId: input.subjectId } : {}),
        ...(input.beforeId !== undefined ? { beforeId: input.beforeId } : {}),
      },
      LOG_PAGE_SIZE + 1,
      language,
    ),
    listStaff(s.db),
  ]);
  const page = rows.slice(0, LOG_PAGE_SIZE);
  return {
    rows: page.map((r) => ({ ...r, at: r.at.toISOString() })),
    nextBeforeId: rows.length > LOG_PAGE_SIZE ? page.at(-1)!.id : null,
    staff: team,
  };
}

/** An employee's change log page, each row with its actor's name. */
export async function employeeChangeLog(
  s: Services,
  user: EmployeeContext,
  input: ParsedRequestOf<Api['toolsEmployeeChangeLog']>,
): Promise<ResponseOf<Api['toolsEmployeeChangeLog']>> {
  const [employee, rows] = await Promise.all([
    findEmployee(s.db, user.id),
    selectEmployeeChanges(s.db, user.id, input.beforeId, LOG_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, LOG_PAGE_SIZE);
  const actorName = (r: (typeof rows)[number]) => {
    if (r.actorKind === 'employee' && r.employeeFirst !== null) {
      return fullName(r.employeeFirst, r.employeeLast ?? '');
    }
    if (r.actorKind === 'tools' && r.staffName !== null) return r.staffName;
    return r.actorId;
  };
  return {
    employee: { id: user.id, name: employee ? fullName(employee.firstName, employee.lastName) : '' },
    rows: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      entity: r.entity,
      field: r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
      actor: { kind: r.actorKind, id: r.actorId, name: actorName(r) },
    })),
    nextBeforeId: rows.length > LOG_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
