import type { Db } from '../../../db/client';
import { findStaffByUsername, listStaffPermissions } from '../queries';

/** The tools area has no endpoints of its own yet: sign-in (auth) reads its staff through here. */
export function loadStaffByUsername(db: Db, username: string) {
  return findStaffByUsername(db, username);
}

/** A staff member's permissions, sorted. */
export async function loadStaffPermissions(db: Db, staffId: number): Promise<string[]> {
  const rows = await listStaffPermissions(db, staffId);
  return rows.map((r) => r.permission).sort();
}
