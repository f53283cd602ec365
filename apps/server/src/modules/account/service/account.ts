import { ACCOUNT_MESSAGES, MESSAGES } from '@benefits/domain';
import { API_MESSAGES } from '@benefits/contract';
import { forbidden, unauthenticated, validationError } from '../../../platform/errors';
import type { Services } from '../../../platform/services';
import type { EmployeeContext } from '../../../platform/principals';
import { actorOf, type Party } from './change-log';
import { loadAccount, type EmployeeRow } from '../queries';

/**
 * Who acts and whose data it is, for the change log. Every account endpoint acts for the signed-in
 * employee of its scope (never for an ID from the payload): the data is that employee's, and so is
 * the change, unless a staff member is acting for them (then the staff member; decision 0030).
 */
export function partiesOf(me: EmployeeContext): { actor: Party; subject: Party } {
  return { actor: actorOf(me), subject: { kind: 'employee', id: String(me.id) } };
}

/** The employee and employer of a live session; a deleted account ends the session. */
export async function requireAccount(s: Services, employeeId: number) {
  const account = await loadAccount(s.db, employeeId);
  if (!account) throw unauthenticated(API_MESSAGES.sessionExpired, true);
  return account;
}

/**
 * CHOICE (decision 0006: the server enforces the terminated-account rule behind the screens): a
 * terminated account may read its details but not change them.
 */
export function assertMayChange(e: EmployeeRow): void {
  if (e.terminated) throw forbidden(ACCOUNT_MESSAGES.accountTerminated);
}

/** A frozen account (FROZEN = Y) moves no money: its banking details cannot change (decision 0020). */
export function assertNotFrozen(e: EmployeeRow): void {
  if (e.frozen) throw forbidden(ACCOUNT_MESSAGES.accountFrozen);
}

/**
 * docs/product §4 "Other blocks": non-member admins cannot open /my-plan or /banking-details, and cannot
 * claim, so plan, banking and dependant changes are refused to them.
 */
export function assertPlanMember(e: EmployeeRow): void {
  if (e.nonMemberAdminOnly) throw forbidden(ACCOUNT_MESSAGES.planMembersOnly);
}

/** A rule's problem as the envelope's failure: on its field, or as GENERAL. */
export function problemError(problem: { field: string; message: string }) {
  return problem.field === 'GENERAL'
    ? validationError({}, problem.message)
    : validationError({ [problem.field]: problem.message }, MESSAGES.correctInformation);
}

export const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');
