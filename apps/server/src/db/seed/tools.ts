import type { Tx } from '../client';
import { staff, staffPermissions } from '../schema';

/** The tools area's staff: an administrator and an auditor. */
export async function seedStaff(tx: Tx, passwordHash: string): Promise<void> {
  const [admin, auditor] = await tx
    .insert(staff)
    .values([
      { username: 'staff', name: 'Alex Morgan', email: 'alex.morgan@example.com', passwordHash },
      { username: 'auditor', name: 'Jordan Lee', email: 'jordan.lee@example.com', passwordHash },
    ])
    .returning({ id: staff.id });
  await tx.insert(staffPermissions).values([
    { staffId: admin!.id, permission: 'ALL_ACCESS' },
    { staffId: auditor!.id, permission: 'PERMIT_AUDIT' },
  ]);
}
