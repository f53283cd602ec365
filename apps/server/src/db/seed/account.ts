import type { Sealer } from '../../platform/crypto';
import type { Tx } from '../client';
import { bankingDetails, dependants, updateNotes } from '../schema';
import { withFrench } from './french';

/** Dependants, direct-deposit accounts (sealed) and the release notes. */
export async function seedAccounts(tx: Tx, sealer: Sealer, year: number): Promise<void> {
  await tx.insert(dependants).values([
    {
      employeeId: 100001,
      firstName: 'Marc',
      lastName: 'Tremblay',
      relation: 1001,
      birthDate: '1984-09-02',
      effectiveDate: `${year - 3}-01-01`,
    },
    {
      employeeId: 100001,
      firstName: 'Léa',
      lastName: 'Tremblay',
      relation: 1002,
      birthDate: `${year - 9}-03-14`,
      effectiveDate: `${year - 3}-01-01`,
    },
    {
      employeeId: 100002,
      firstName: 'Sarah',
      lastName: 'Gagnon',
      relation: 1001,
      birthDate: '1981-07-19',
      effectiveDate: `${year - 2}-03-01`,
    },
  ]);
  const bank = (employeeId: number, transit: string, institution: string, account: string) => ({
    employeeId,
    transitSealed: sealer.seal(transit),
    institutionSealed: sealer.seal(institution),
    accountSealed: sealer.seal(account),
    accountLast4: account.slice(-4),
    eftAgreement: true,
  });
  await tx
    .insert(bankingDetails)
    .values([
      bank(100001, '00012', '004', '5012345678'),
      bank(100002, '10029', '003', '1234567'),
      bank(100004, '30070', '002', '0098765432'),
      bank(100005, '00152', '001', '4455667788'),
      bank(100008, '40140', '815', '99887766'),
      bank(100009, '12340', '010', '55501234'),
      bank(100010, '00231', '004', '6677889900'),
      bank(100011, '00412', '003', '7788990011'),
    ]);
  // Published in past years: /update-notes shows a note only from its day (decision 0031).
  // In English and French (db/seed/french.ts; decision 0021).
  await tx.insert(updateNotes).values(
    [
      {
        version: '2.5.4',
        title: 'Faster claims on your phone',
        body: 'Take a photo of your receipt straight from the claim form, and see your review before you submit.',
        audience: 'EMPLOYEE',
        publishedOn: `${year - 1}-10-15`,
      },
      {
        version: '2.5.2',
        title: 'Commission statements',
        body: 'See each month’s commission statement with its lines, and download it as a PDF.',
        audience: 'PARTNER',
        publishedOn: `${year - 1}-08-20`,
      },
      {
        version: '2.5.0',
        title: 'French throughout',
        body: 'Every screen is now available in French. Switch languages at any time with the Français button: at the bottom of the menu for employees, in the top bar for partners.',
        publishedOn: `${year - 1}-06-02`,
      },
      {
        version: '2.4.0',
        title: 'Notifications',
        body: 'Get notified when a claim is paid or a receipt is needed, and jump straight to it.',
        audience: 'EMPLOYEE',
        publishedOn: `${year - 2}-11-20`,
      },
    ].map(withFrench),
  );
}
