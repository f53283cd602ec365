import { addDays, todayIso } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { DESKTOP, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots, viewportScreenshot } from '../support/journey';

/*
 * The company's divisions and classifications (docs/product §2 /divisions, /classifications; §3) as
 * Liam Chen (100002, group admin of Prairie Sky Logistics), in a real browser against the built app
 * on a server of its own (it changes the demo company).
 */

const journey = privateJourney('company-classifications');

describe('company divisions and classifications: Liam Chen (100002)', () => {
  it('adds and removes a division; one with employees cannot be removed, and says why', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    // From the company menu.
    await page.goto('/divisions');
    await page.getByRole('heading', { level: 1, name: 'Divisions' }).waitFor();
    const list = page.getByTestId('division-list');
    await list.waitFor();
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Fleet Operations',
      'Head Office',
    ]);

    // Add, with the keyboard only: the button, the name, Enter.
    await page.getByRole('button', { name: 'Add division' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a division' });
    await dialog.waitFor();
    await page.keyboard.press('Enter'); // empty: refused in the browser
    await dialog.getByText('Please enter a name.').waitFor();
    await page.keyboard.type('Warehouse');
    const added = await answerOf<{ divisions: { divisionName: string }[] }>(
      page,
      '/employer/divisions/add',
      () => page.keyboard.press('Enter'),
    );
    expect(added.code, JSON.stringify(added)).toBe(0);
    await page.getByText('Division added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Fleet Operations',
      'Head Office',
      'Warehouse',
    ]);

    // A division with employees: the dialog says why it cannot go.
    await page.getByRole('button', { name: 'Remove division Head Office' }).click();
    const cannot = page.getByRole('dialog', { name: 'Head Office cannot be removed' });
    await cannot.getByText(/cannot be removed while employees belong to it/).waitFor();
    await viewportScreenshot(page, 'company-division-cannot-remove');
    await page.keyboard.press('Escape');
    await cannot.waitFor({ state: 'detached' });

    await threeScreenshots(page, 'company-divisions');

    // Remove the empty one, after confirming.
    await page.getByRole('button', { name: 'Remove division Fleet Operations' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Fleet Operations?' });
    await confirm.waitFor();
    const removed = await answerOf(page, '/employer/divisions/remove', () =>
      confirm.getByRole('button', { name: 'Remove division' }).click(),
    );
    expect(removed.code, JSON.stringify(removed)).toBe(0);
    await page.getByText('Division removed').waitFor();
    await expect
      .poll(() => list.getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual(['Head Office', 'Warehouse']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a classification, schedules a new limit and deletes the pending change', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await page.goto('/classifications');
    await page.getByRole('heading', { level: 1, name: 'Classifications' }).waitFor();
    const list = page.getByTestId('classification-list');
    await list.waitFor();

    // Add: an amount outside $250–$15,000 is refused in the browser with the rule's message.
    await page.getByRole('button', { name: 'Add classification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a classification' });
    await dialog.getByLabel(/Classification name/).fill('Warehouse Crew');
    await dialog.getByLabel(/^HSA amount/).fill('100');
    await dialog.getByLabel(/^Wellness amount/).fill('500');
    await dialog.getByLabel(/Limit period/).selectOption({ label: 'Roll over on plan year end' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter an amount from $250 to $15,000.').waitFor();
    await dialog.getByLabel(/^HSA amount/).fill('1,200.00');
    // The message was about the old value: it goes once the field changes.
    expect(await dialog.getByText('Please enter an amount from $250 to $15,000.').count()).toBe(0);
    await viewportScreenshot(page, 'company-classification-add');
    const added = await answerOf<{ classifications: { classificationName: string; amountCents: number }[] }>(
      page,
      '/employer/classifications/add',
      () => dialog.getByRole('button', { name: 'Save' }).click(),
    );
    expect(added.code, JSON.stringify(added)).toBe(0);
    expect(added.data.classifications.find((c) => c.classificationName === 'Warehouse Crew')).toMatchObject({
      amountCents: 120_000,
      wellnessAmountCents: 50_000,
      periodType: 2,
    });
    await page.getByText('Classification added').waitFor();
    const card = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Warehouse Crew' }) });
    await card.getByText('$1,200.00').waitFor();

    // Schedule a new limit for Management from a date ten days ahead.
    const date = addDays(todayIso(), 10);
    await page.getByRole('button', { name: 'Schedule a new limit for Management' }).click();
    const limit = page.getByRole('dialog', { name: 'Schedule a new limit for Management' });
    await limit.getByLabel(/^New HSA amount/).fill('2000');
    await limit.getByLabel(/^New wellness amount/).fill('600');
    await limit.getByLabel(/Takes effect on/).fill(date);
    const scheduled = await answerOf<{
      classifications: { classificationName: string; pending: { effective_date: string } | null }[];
    }>(page, '/employer/classifications/edit', () => limit.getByRole('button', { name: 'Save' }).click());
    expect(scheduled.code, JSON.stringify(scheduled)).toBe(0);
    expect(
      scheduled.data.classifications.find((c) => c.classificationName === 'Management')?.pending,
    ).toMatchObject({
      effective_date: date,
      amountCents: 200_000,
      wellnessAmountCents: 60_000,
    });
    await page.getByText('Limit change scheduled').waitFor();
    const management = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Management' }) });
    await management.getByTestId('pending-change').waitFor();
    // A second change waits until this one is deleted.
    expect(await page.getByRole('button', { name: 'Schedule a new limit for Management' }).isDisabled()).toBe(
      true,
    );

    await threeScreenshots(page, 'company-classifications');

    // Delete the pending change, after confirming.
    await page.getByRole('button', { name: 'Delete the pending limit change of Management' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the pending change?' });
    await confirm.waitFor();
    await viewportScreenshot(page, 'company-classification-delete-pending');
    const deleted = await answerOf(page, '/employer/classifications/delete-pending', () =>
      confirm.getByRole('button', { name: 'Delete pending change' }).click(),
    );
    expect(deleted.code, JSON.stringify(deleted)).toBe(0);
    await page.getByText('Pending limit change deleted').waitFor();
    await management.getByTestId('pending-change').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Schedule a new limit for Management' }).isDisabled()).toBe(
      false,
    );
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
