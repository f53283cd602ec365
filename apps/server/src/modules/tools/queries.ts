import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff, staffActions, staffPermissions } from '../../db/schema';

export async function findStaffByUsername(db: Db, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export function listStaffPermissions(db: Db, staffId: number) {
  return db
    .select({ permission: staffPermissions.permission })
    .from(staffPermissions)
    .where(eq(staffPermissions.staffId, staffId));
}

export type StaffActionRow = typeof staffActions.$inferInsert;

export async function insertStaffAction(tx: Db | Tx, row: StaffActionRow) {
  await tx.insert(staffActions).values(row);
}

export interface StaffActionFilter {
  staffId?: number;
  subjectKind?: string;
  subjectId?: string;
  /** Only rows older than this id (the next page of a newest-first list). */
  beforeId?: number;
}

/** The log, newest first, with the staff member's username and name. */
export function selectStaffActions(db: Db, filter: StaffActionFilter, limit: number) {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(staffActions.staffId, filter.staffId));
  if (filter.subjectKind) where.push(eq(staffActions.subjectKind, filter.subjectKind));
  if (filter.subjectId) where.push(eq(staffActions.subjectId, filter.subjectId));
  if (filter.beforeId !== undefined) where.push(lt(staffActions.id, filter.beforeId));
  return db
    .select({
      id: staffActions.id,
      staffId: staffActions.staffId,
      username: staff.username,
      staffName: staff.name,
      action: staffActions.action,
      subjectKind: staffActions.subjectKind,
      subjectId: staffActions.subjectId,
      detail: staffActions.detail,
      detailKey: staffActions.detailKey,
      detailValues: staffActions.detailValues,
      at: staffActions.at,
    })
    .from(staffActions)
    .innerJoin(staff, eq(staff.id, staffActions.staffId))
    .where(and(...where))
    .orderBy(desc(staffActions.id))
    .limit(limit);
}
