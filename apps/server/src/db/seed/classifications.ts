import type { Tx } from '../client';
import { divisions, employeeDivisions } from '../schema';

/**
 * The demo companies' divisions (docs/product §3 "Other employer data"): Prairie Sky Logistics
 * (5002, group admin 100002) has a division with its admin in it and one without employees (which
 * may be removed); Northern Lights (5001) has one, so a company's admin can be shown another's is
 * out of reach.
 */
export async function seedClassifications(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(divisions)
    .values([
      { employerId: 5002, name: 'Head Office' },
      { employerId: 5002, name: 'Fleet Operations' },
      { employerId: 5001, name: 'Consulting' },
    ])
    .returning({ id: divisions.id, employerId: divisions.employerId, name: divisions.name });
  const idOf = (employerId: number, name: string) =>
    rows.find((r) => r.employerId === employerId && r.name === name)!.id;
  await tx.insert(employeeDivisions).values([
    { employeeId: 100002, divisionId: idOf(5002, 'Head Office') },
    { employeeId: 100001, divisionId: idOf(5001, 'Consulting') },
    { employeeId: 100005, divisionId: idOf(5001, 'Consulting') },
  ]);
}
