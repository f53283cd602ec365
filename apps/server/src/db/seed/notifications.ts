import type { Tx } from '../client';
import { notifications } from '../schema';
import { frenchOf } from './french';

/** In-app notifications of an employee, a company administrator and a partner, dated before `today`. */
export async function seedNotifications(tx: Tx, today: Date): Promise<void> {
  const ago = (hours: number) => new Date(today.getTime() - hours * 3_600_000);
  const note = (
    subjectId: string,
    title: string,
    body: string,
    webOnPress: string | null,
    hours: number,
  ) => ({
    kind: subjectId.startsWith('2') ? 'partner' : 'employee',
    subjectId,
    title,
    body,
    titleFr: frenchOf(title),
    bodyFr: frenchOf(body),
    webOnPress,
    createdAt: ago(hours),
  });
  await tx
    .insert(notifications)
    .values([
      note(
        '100001',
        'New plan year',
        'Your employer has funded your health spending account for the new plan year.',
        '/balance-report',
        30,
      ),
      note(
        '100001',
        'Check your banking details',
        'Make sure your direct deposit details are current so your reimbursements arrive on time.',
        '/banking-details',
        24 * 9,
      ),
      note(
        '100001',
        'Add your dependants',
        'Your spouse and children can be claimed for too. Add them under Personal Details.',
        '/employee',
        24 * 40,
      ),
      note(
        '100001',
        'Your plan summary',
        'Your plan summary is under Documents, ready to download as a PDF.',
        '/documents',
        24 * 200,
      ),
      note(
        '100001',
        'Welcome aboard',
        'Your health spending account is ready. Make your first claim online in minutes.',
        null,
        24 * 800,
      ),
      note(
        '100002',
        'Funding received',
        'Your company deposit was received and your group account is funded.',
        '/company-funding',
        5,
      ),
      note(
        '200001',
        'Commission accrued',
        'A commission was accrued for Prairie Sky Logistics Ltd.',
        '/partner/commissions',
        48,
      ),
      note(
        '200001',
        'Renewal coming up',
        'Northern Lights Consulting Inc. renews next month.',
        '/partner/upcoming-renewals',
        24 * 6,
      ),
    ]);
}
