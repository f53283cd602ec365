import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffPermissions } from '../../db/schema';

export async function loadStaffByUsername(db: Db, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export async function loadStaffPermissions(db: Db, staffId: number): Promise<string[]> {
  const rows = await db
    .select({ permission: staffPermissions.permission })
    .from(staffPermissions)
    .where(eq(staffPermissions.staffId, staffId));
  return rows.map((r) => r.permission).sort();
}
