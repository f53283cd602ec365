import { ledgerReference } from '@benefits/domain';
import type { Tx } from '../client';
import { balanceLedger, classifications, employeeClassifications, employees, employers } from '../schema';

/**
 * The wellness demo (decision 0026): Maplewood Dental Group (5026, group admin 100261, Sophie
 * Bouchard) has no wellness accounts yet, so its admin can set them up (/wellness/setup). Its two
 * classifications have three active members, each funded for this plan year's HSA; 100263 is a
 * member who is not an admin. Its IDs are far from the other modules' demo rows.
 */
export async function seedWellness(tx: Tx, year: number, passwordHash: string): Promise<void> {
  await tx.insert(employers).values({
    id: 5026,
    partnerId: 200002,
    name: 'Maplewood Dental Group Inc.',
    contractType: 13,
    planCode: 1071,
    province: 'ON',
    street1: '45 Dundas St',
    city: 'London',
    postcode: 'N6A 1G4',
    telephone: '519-555-0126',
  });
  const person = {
    passwordHash,
    employerId: 5026,
    limitType: 'STANDARD',
    hsaEmployerAgreement: true,
    province: 'ON',
    city: 'London',
    effectiveDate: `${year - 1}-01-01`,
  };
  await tx.insert(employees).values([
    {
      ...person,
      id: 100261,
      firstName: 'Sophie',
      lastName: 'Bouchard',
      email: 'sophie.bouchard@example.com',
      groupAdmin: true,
      street1: '210 Central Ave',
      postcode: 'N6A 1M8',
      telephone: '519-555-0161',
      dateOfBirth: '1981-09-14',
    },
    {
      ...person,
      id: 100262,
      firstName: 'Ethan',
      lastName: 'Nguyen',
      email: 'ethan.nguyen@example.com',
      street1: '78 Oxford St W',
      postcode: 'N6H 1R2',
      telephone: '519-555-0172',
      dateOfBirth: '1993-02-08',
    },
    {
      ...person,
      id: 100263,
      firstName: 'Zoé',
      lastName: 'Tremblay',
      email: 'zoe.tremblay@example.com',
      street1: '15 Wharncliffe Rd N',
      postcode: 'N6H 2A5',
      telephone: '519-555-0183',
      dateOfBirth: '1989-12-19',
    },
  ]);
  const rows = await tx
    .insert(classifications)
    .values([
      {
        employerId: 5026,
        name: 'Clinical Staff',
        hsaAmountCents: 100_000,
        periodType: 1,
        effectiveDate: `${year - 1}-01-01`,
      },
      {
        employerId: 5026,
        name: 'Front Office',
        hsaAmountCents: 75_000,
        periodType: 1,
        effectiveDate: `${year - 1}-01-01`,
      },
    ])
    .returning({ id: classifications.id, name: classifications.name });
  const classOf = (name: string) => rows.find((r) => r.name === name)!.id;
  await tx.insert(employeeClassifications).values([
    { employeeId: 100261, classificationId: classOf('Clinical Staff') },
    { employeeId: 100262, classificationId: classOf('Clinical Staff') },
    { employeeId: 100263, classificationId: classOf('Front Office') },
  ]);
  const deposit = (employeeId: number, amountCents: number) => ({
    employeeId,
    account: 'HSA',
    planYear: year,
    amountCents,
    kind: 'FUNDING' as const,
    reference: ledgerReference('planYearDeposit'),
  });
  await tx
    .insert(balanceLedger)
    .values([deposit(100261, 100_000), deposit(100262, 100_000), deposit(100263, 75_000)]);
}
