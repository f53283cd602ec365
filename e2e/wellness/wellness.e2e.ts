import { addDays, todayIso } from '@benefits/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, reloaded, threeScreenshots, viewportScreenshot } from '../support/journey';

/*
 * A company's wellness accounts (docs/product §2 /wellness/setup, /wellness/setup/success,
 * /wellness/manage; decision 0026) as Sophie Bouchard (100261, group admin of Maplewood Dental
 * Group, 5026, seeded without wellness): she opens /wellness/setup, sets wellness up, sees the success page, then schedules
 * a change (pending), deletes it, and looks at what ending wellness would mean without doing it. On a
 * server of its own (it changes the demo company).
 */

const journey = privateJourney('wellness');

/** The intro tours of this journey's demo people are marked as seen, so they do not cover the screens. */
async function openWithoutTours() {
  const opened = await journey.open({ viewport: DESKTOP });
  await opened.context.addInitScript(() => {
    for (const id of ['100261', '100262'])
      for (const audience of ['EE', 'BC'])
        localStorage.setItem(`benefits.tour.${audience}.${id}`, 'seen-in-e2e');
  });
  return opened;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('wellness: Sophie Bouchard (100261) sets up and manages her company’s wellness accounts', () => {
  it('sets wellness up and sees the success page', { timeout: 240_000 }, async () => {
    const { page, context, errors } = await openWithoutTours();
    const user = await signInEmployee(page, '100261');
    expect(user).toMatchObject({ WELLNESS: 'N', GROUP_ADMIN: 'Y' });

    await page.goto('/wellness/setup');
    await h1(page, 'Wellness Setup');
    const form = page.getByTestId('wellness-setup-form');
    await form.waitFor();
    await threeScreenshots(page, 'wellness-setup');

    // Nothing chosen: the rules' messages, nothing sent.
    await form.getByRole('button', { name: 'Set up wellness' }).click();
    await form.getByText('Please choose at least one wellness category.').waitFor();
    expect(await form.getByText('Please enter a wellness amount from $250 to $15,000.').count()).toBe(2);

    await form.getByLabel('Fitness').check();
    await form.getByLabel('Mental Health').check();
    await form.getByLabel(/Wellness amount for Clinical Staff/).fill('500');
    await form.getByLabel(/Wellness amount for Front Office/).fill('300.00');
    expect(await form.getByLabel(/Takes effect on/).inputValue()).toBe(todayIso());
    const setUp = await answerOf<{ hasWellness: boolean; message: string }>(
      page,
      '/employer/wellness/setup',
      () => form.getByRole('button', { name: 'Set up wellness' }).click(),
    );
    expect(setUp.code, JSON.stringify(setUp)).toBe(0);
    expect(setUp.data).toMatchObject({ hasWellness: true, message: 'Wellness accounts are set up' });

    // The success page.
    await page.waitForURL((url) => url.pathname === '/wellness/setup/success');
    await h1(page, 'Wellness Setup Complete');
    const success = page.getByTestId('wellness-success');
    await success.getByText('Wellness accounts are set up').waitFor();
    await page.getByText('$500.00').waitFor();
    await page.getByText('$300.00').waitFor();
    await reloaded(page);
    await threeScreenshots(page, 'wellness-setup-success');

    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'manages it: a pending change, deleted; the end of wellness spelled out',
    { timeout: 240_000 },
    async () => {
      const { page, context, errors } = await openWithoutTours();
      await signInEmployee(page, '100261');
      // The setup screen now refuses politely and points to Manage.
      await page.goto('/wellness/setup');
      await page.getByTestId('wellness-already').waitFor();
      expect(await page.getByTestId('wellness-setup-form').count()).toBe(0);
      await page.getByRole('link', { name: 'Go to Wellness Manage' }).click();
      await page.waitForURL((url) => url.pathname === '/wellness/manage');
      await h1(page, 'Wellness Manage');
      const amounts = page.getByTestId('wellness-amounts');
      await amounts.getByText('$500.00').waitFor();

      // A change from a date ten days ahead: shown as pending.
      await page.getByRole('button', { name: 'Change categories or amounts' }).click();
      const change = page.getByTestId('wellness-change-form');
      await change.getByLabel('Nutrition').check();
      await change.getByLabel(/Wellness amount for Clinical Staff/).fill('600');
      const date = addDays(todayIso(), 10);
      await change.getByLabel(/Takes effect on/).fill(date);
      const scheduled = await answerOf<{ pending: { kind: string; effective_date: string } | null }>(
        page,
        '/employer/wellness/manage',
        () => change.getByRole('button', { name: 'Save change' }).click(),
      );
      expect(scheduled.code, JSON.stringify(scheduled)).toBe(0);
      expect(scheduled.data.pending).toMatchObject({ kind: 'change', effective_date: date });
      const pending = page.getByTestId('pending-change');
      await pending.getByText('Clinical Staff: $600.00').waitFor();
      // The current amount stays until then.
      await amounts.getByText('$500.00').waitFor();
      expect(await page.getByRole('button', { name: 'End wellness accounts' }).isDisabled()).toBe(true);
      await reloaded(page);
      await threeScreenshots(page, 'wellness-manage-pending');

      // Delete the pending change, after confirming.
      await pending.getByRole('button', { name: 'Delete pending change' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete the pending change?' });
      const deleted = await answerOf(page, '/employer/wellness/delete-pending', () =>
        confirm.getByRole('button', { name: 'Delete pending change' }).click(),
      );
      expect(deleted.code, JSON.stringify(deleted)).toBe(0);
      await pending.waitFor({ state: 'detached' });

      // Ending wellness: the date, then the consequences spelled out; going back sends nothing.
      const ends: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/webapp/employer/wellness/terminate') ends.push(r.url());
      });
      await page.getByRole('button', { name: 'End wellness accounts' }).click();
      const first = page.getByRole('dialog', { name: 'End wellness accounts' });
      await first.getByRole('button', { name: 'Continue' }).click();
      const second = page.getByRole('dialog', { name: /^End wellness accounts on / });
      await second.getByText(/remaining WSA balance is closed/).waitFor();
      await second.getByText(/can no longer make wellness \(WSA\) claims/).waitFor();
      await viewportScreenshot(page, 'wellness-terminate-confirm');
      await expectNoSeriousA11yViolations(page);
      await second.getByRole('button', { name: 'Back' }).click();
      // Back opens the date step again (a dialog of its own, still fading in): close it from there.
      await second.waitFor({ state: 'detached' });
      await first.getByRole('button', { name: 'Cancel' }).click();
      await first.waitFor({ state: 'detached' });
      expect(ends).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('gave the company’s employees their wellness account: WELLNESS = Y and the WSA balance', async () => {
    const { page, context, errors } = await openWithoutTours();
    const member = await signInEmployee(page, '100262');
    expect(member).toMatchObject({ WELLNESS: 'Y', WELLNESS_BALANCE: 50_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
