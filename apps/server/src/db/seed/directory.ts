import { ledgerReference } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { balanceLedger, classifications, employeeClassifications, employees } from '../schema';

/**
 * The demo company Prairie Sky Logistics (5002, group admin 100002) gets a team for its employee
 * directory (/directory/employees): six drivers in the Drivers classification since last plan year's
 * first day, funded for last plan year and this one with its amounts ($1,000 HSA, $250 wellness) on
 * each one's first day (Prairie Sky's plan years are calendar years), before the claims seedClaims
 * pays them in the last weeks (early in January, some of those are last plan year's), in no
 * division (so the divisions screen's Fleet Operations stays empty and removable).
 */
export async function seedDirectory(tx: Tx, year: number, passwordHash: string): Promise<void> {
  const [drivers] = await tx
    .select({ id: classifications.id })
    .from(classifications)
    .where(and(eq(classifications.employerId, 5002), eq(classifications.name, 'Drivers')));
  if (!drivers) throw new Error('seedDirectory needs the Drivers classification of 5002 (seed/employee.ts)');
  const team = [
    { id: 100101, firstName: 'Ethan', lastName: 'Bouchard', dateOfBirth: '1987-02-11' },
    { id: 100102, firstName: 'Sophie', lastName: 'Côté', dateOfBirth: '1993-07-29' },
    { id: 100103, firstName: 'Mason', lastName: 'Nguyen', dateOfBirth: '1990-12-05' },
    { id: 100104, firstName: 'Zoé', lastName: 'Bélanger', dateOfBirth: '1996-04-18' },
    { id: 100105, firstName: 'Owen', lastName: 'Fraser', dateOfBirth: '1982-09-23' },
    { id: 100106, firstName: 'Amelia', lastName: 'Chen', dateOfBirth: '1989-01-30' },
  ];
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  await tx.insert(employees).values(
    team.map((p, i) => ({
      ...p,
      employerId: 5002,
      passwordHash,
      email: `${ascii(p.firstName)}.${ascii(p.lastName)}@example.com`,
      limitType: 'STANDARD',
      hsaEmployerAgreement: true,
      wellness: true,
      street1: `${200 + i * 14} 17 Ave SW`,
      city: 'Calgary',
      province: 'AB',
      postcode: 'T2S 0A1',
      telephone: `403-555-02${String(10 + i)}`,
      effectiveDate: `${year - 1}-01-01`,
    })),
  );
  await tx
    .insert(employeeClassifications)
    .values(team.map((p) => ({ employeeId: p.id, classificationId: drivers.id })));
  const deposit = (employeeId: number, account: 'HSA' | 'WSA', planYear: number, amountCents: number) => ({
    employeeId,
    account,
    planYear,
    amountCents,
    kind: 'FUNDING' as const,
    reference: ledgerReference('planYearDeposit'),
    createdAt: new Date(Date.UTC(planYear, 0, 1, 9)),
  });
  // Members since last plan year's first day: funded for it and for this one.
  await tx
    .insert(balanceLedger)
    .values(
      team.flatMap((p) =>
        [year - 1, year].flatMap((y) => [deposit(p.id, 'HSA', y, 100_000), deposit(p.id, 'WSA', y, 25_000)]),
      ),
    );
}
