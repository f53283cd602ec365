import type { Db, Tx } from '../../../db/client';
import { insertStaffAction, selectStaffActions, type StaffActionFilter } from '../queries';

/** Whom a staff action was for: an employee, a partner, a company, a claim… (kind and id). */
export interface StaffActionSubject {
  kind: 'employee' | 'partner' | 'company' | 'claim' | 'pad' | 'ad' | 'update' | 'staff' | (string & {});
  id: string | number;
}

export interface StaffAction {
  /** The staff member who did it (the tools session's, or the one acting for a user). */
  staffId: number;
  /** A stable key: `<area>.<verb>`, e.g. `claim-audit.fail`, `acting.start`, `ad.save`. */
  action: string;
  subject?: StaffActionSubject;
  /** A short detail for the log page (a reason, a changed field); never a SIN or a bank number. */
  detail?: string;
  at?: Date;
}

/**
 * Appends one row to the staff action log (issue #11: who, what, when and for whom), inside the
 * caller's transaction, so the log row exists exactly when the change does. The table refuses
 * UPDATE and DELETE (migration 0013).
 */
export async function recordStaffAction(tx: Db | Tx, action: StaffAction): Promise<void> {
  await insertStaffAction(tx, {
    staffId: action.staffId,
    action: action.action,
    subjectKind: action.subject?.kind ?? '',
    subjectId: action.subject ? String(action.subject.id) : '',
    detail: (action.detail ?? '').slice(0, 1000),
    ...(action.at ? { at: action.at } : {}),
  });
}

/** The log, newest first, `limit` rows (filtered by staff member or subject; paged by id). */
export function readStaffActions(db: Db, filter: StaffActionFilter, limit = 100) {
  return selectStaffActions(db, filter, limit);
}
