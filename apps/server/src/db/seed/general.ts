import { NO_AD_CONDITIONS } from '@benefits/domain';
import type { Tx } from '../client';
import { ads, blockList } from '../schema';
import { withFrench } from './french';

/** Plan members only: an ad about using the account means nothing to a non-member admin, who holds none. */
const MEMBERS = { ...NO_AD_CONDITIONS, member: 'Y' as const };

/** The ads employees and partners see, and the web's block list. */
export async function seedGeneral(tx: Tx): Promise<void> {
  await tx.insert(ads).values(
    [
      {
        title: 'Book your dental cleaning',
        body: 'Cleanings and check-ups are eligible health expenses. Claim them online with a photo of your receipt.',
        audience: 'EMPLOYEE',
        sortOrder: 1,
        conditions: MEMBERS,
      },
      {
        title: 'Claim for your family',
        body: 'Add your spouse and children as dependants and claim their prescriptions, glasses and therapy too.',
        audience: 'EMPLOYEE',
        sortOrder: 2,
        conditions: MEMBERS,
      },
      {
        title: 'Renewal season is here',
        body: 'Review your upcoming renewals and reach out to clients before their plan year ends.',
        audience: 'PARTNER',
        sortOrder: 1,
      },
    ].map(withFrench),
  );
  await tx
    .insert(blockList)
    .values([{ path: '/legacy-portal/claims', note: 'Retired claim screen of the old portal' }]);
}
