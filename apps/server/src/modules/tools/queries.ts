import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffPermissions } from '../../db/schema';

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
