import { describe, expect, it } from 'vitest';
import { DESKTOP, signInEmployee } from '../employee/helpers';
import { signInTools } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { outboxMailTo, setPasswordPath } from '../support/mail';
import {
  answerOf,
  privateJourney,
  storePreferences,
  threeScreenshots,
  viewportScreenshot,
} from '../support/journey';

/*
 * What the tools publish and send (issue #11; decision 0031), in a real browser against the built app
 * on a server of its own: staff publishes an ad for Ontario employees and an update note (French
 * title, no French text); Olivia Tremblay (100001, Ontario) signs in and sees the ad on her dashboard
 * and the note at /update-notes, in French the French title over the English text.
 * Then the auditor resends her welcome: the mail (read from the server's outbox) carries a link that
 * sets a new password, with which she signs in.
 */

const journey = privateJourney('tools-content');

describe('ads, update notes and welcomes from the tools', () => {
  it('publishes an ad for Ontario employees and an update note', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInTools(page, 'staff');

    // A new ad, refused while empty, then for employees in Ontario.
    await page.goto('/tools/ad/new');
    await page.getByRole('heading', { level: 1, name: 'New ad' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a title.').waitFor();
    await threeScreenshots(page, 'tools-ad-form');
    await page.locator('#ad-title').fill('Spring cleaning for your teeth');
    await page.locator('#ad-body').fill('Ontario members: book a cleaning and claim it online.');
    await page.getByLabel('Ontario').check();
    const added = await answerOf<{ id: number }>(page, '/tools/ads/add', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    expect(added.code, JSON.stringify(added)).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Manage Ads' }).waitFor();
    await page.getByText('Ad saved').waitFor();
    const card = page.getByTestId('tools-ad').filter({ hasText: 'Spring cleaning for your teeth' });
    await card.getByText('Provinces: ON').waitFor();
    await threeScreenshots(page, 'tools-ads');

    // Removing asks first (and Cancel keeps the ad).
    await card.getByRole('link', { name: 'Edit Spring cleaning for your teeth' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit ad' }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the ad “Spring cleaning for your teeth”?' });
    await confirm.waitFor();
    await viewportScreenshot(page, 'tools-ad-remove');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // An update note for everyone, published today, with a French title but no French text.
    await page.goto('/tools/updates');
    await page.getByRole('link', { name: 'New update note' }).click();
    await page.getByRole('heading', { level: 1, name: 'New update note' }).waitFor();
    await page.getByLabel(/^Version/).fill('9.9');
    await page.locator('#update-title').fill('Receipts in one tap');
    await page.locator('#update-body').fill('Add a receipt photo straight from your phone.');
    await page.getByLabel('Title in French (optional)').fill('Vos reçus en un geste');
    const note = await answerOf<{ UPDATEID: number }>(page, '/tools/updates/add', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    expect(note.code, JSON.stringify(note)).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Manage Updates' }).waitFor();
    await page.getByTestId('tools-update').filter({ hasText: 'Receipts in one tap' }).waitFor();
    await threeScreenshots(page, 'tools-updates');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows employee 100001 the ad on the dashboard and the note at /update-notes', async () => {
    const employee = await journey.open({ viewport: DESKTOP });
    await signInEmployee(employee.page, '100001');
    await employee.page.getByRole('heading', { level: 3, name: 'Spring cleaning for your teeth' }).waitFor();
    await employee.page.goto('/update-notes');
    await employee.page.getByRole('heading', { level: 2, name: 'Receipts in one tap' }).waitFor();
    await employee.page.getByTestId('update-note').filter({ hasText: 'Version 9.9' }).waitFor();
    await expectNoSeriousA11yViolations(employee.page);

    // In French: the French title, and the English text (marked so) of a note without French text.
    await storePreferences(employee.page, 'light', 'fr');
    await employee.page.goto('/update-notes');
    const note = employee.page.getByTestId('update-note').filter({ hasText: 'Version 9.9' });
    await note.getByRole('heading', { level: 2, name: 'Vos reçus en un geste' }).waitFor();
    expect(await note.getByTestId('update-note-body').getAttribute('lang')).toBe('en');
    await employee.page.getByTestId('update-notes-english-only').waitFor();
    await expectNoSeriousA11yViolations(employee.page);
    expect(employee.errors).toEqual([]);
    await employee.context.close();
  });

  it('resends an employee welcome whose link sets a password that signs in', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInTools(page, 'auditor');
    await page.goto('/tools/send-welcome/ee');
    await page.getByRole('heading', { level: 1, name: 'Resend Employee Welcome' }).waitFor();
    await page.getByRole('textbox', { name: 'Employee ID' }).fill('100001');
    const sent = await answerOf(page, '/tools/welcome/resend', () =>
      page.getByRole('button', { name: 'Send welcome' }).click(),
    );
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    await page
      .getByTestId('welcome-sent')
      .getByText(/To Olivia Tremblay at olivia\.tremblay@example\.com/)
      .waitFor();
    await threeScreenshots(page, 'tools-send-welcome');
    expect(errors).toEqual([]);
    await context.close();

    const mail = await outboxMailTo(journey.server.dataDir, 'olivia.tremblay@example.com');
    expect(mail).toContain('Your ID (to sign in): 100001');
    const link = setPasswordPath(mail);
    expect(link, mail).toBeTruthy();

    const visitor = await journey.open({ viewport: DESKTOP });
    await visitor.page.goto(link!);
    await visitor.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await visitor.page.getByLabel(/^New password/).fill('olivia-secret-42');
    await visitor.page.getByLabel(/^Confirm new password/).fill('olivia-secret-42');
    await visitor.page.getByRole('button', { name: 'Update password' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Password updated' }).waitFor();
    await visitor.page.goto('/login');
    await visitor.page.getByLabel('Employee ID').fill('100001');
    await visitor.page.getByLabel(/^Password/).fill('olivia-secret-42');
    const profile = visitor.page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/employee');
    await visitor.page.getByRole('button', { name: 'Login', exact: true }).click();
    const user = (await (await profile).json()) as { code: number; data: { ID: number } };
    expect(user.code, JSON.stringify(user)).toBe(0);
    expect(user.data.ID).toBe(100001);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
