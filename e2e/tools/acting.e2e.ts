import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signInTools } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations, screenshot } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots } from '../support/journey';

/*
 * Tools "Access Account" (docs/product §2 /tools/login-account, §6 PERMIT_LOGIN_AS, decision 0030):
 * staff (ALL_ACCESS) act for Olivia Tremblay (100001), change her city on her personal details with
 * the banner on screen, stop, and read on the staff page that they did, with their name on the
 * change. On a server of its own: it changes a demo account other journeys rely on.
 */

const journey = privateJourney('acting');
const BANNER = 'Alex Morgan (staff) is acting for Olivia Tremblay (100001)';

/** The token the web keeps for an area (null when signed out there). */
const storedToken = (page: Page, area: 'employee' | 'tools') =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw
      ? ((JSON.parse(raw) as { state?: { session?: { token?: string } | null } }).state?.session?.token ??
          null)
      : null;
  }, `benefits.session.${area}`);

async function findOlivia(page: Page) {
  await page.getByTestId('account-query').fill('Tremblay');
  await page.getByTestId('account-search').click();
  await page.getByTestId('account-100001').waitFor();
}

describe('tools: acting for an account', () => {
  it('staff act for 100001, change her city, stop, and the staff page shows it', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInTools(page, 'staff');
    await page
      .getByRole('navigation', { name: 'Tools menu' })
      .getByRole('link', { name: 'Access Account' })
      .click();
    await page.waitForURL((url) => url.pathname === '/tools/login-account');
    await page.getByRole('heading', { level: 1, name: 'Access Account' }).waitFor();

    // An empty search is refused in the form; a name finds her.
    await page.getByTestId('account-search').click();
    await page.getByText('Enter an ID or a name.').waitFor();
    await findOlivia(page);
    expect(await page.getByTestId('account-100001').innerText()).toContain('Olivia Tremblay (100001)');
    await expectNoSeriousA11yViolations(page);

    // Act for her: her dashboard, with the banner and the floating Tools button.
    const started = await answerOf<{ token: string; acting: { staffName: string } }>(
      page,
      '/tools/access-user',
      () => page.getByRole('button', { name: 'Act for Olivia Tremblay (100001)' }).click(),
    );
    expect(started.code, JSON.stringify(started)).toBe(0);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('acting-banner').getByText(BANNER).waitFor();
    await page.getByRole('link', { name: 'Tools' }).waitFor();
    const actingToken = started.data.token;
    expect(await storedToken(page, 'employee')).toBe(actingToken);

    // Her personal details: the banner is there too; the city changes.
    await page.getByTitle(/Personal details of/).click();
    await page.waitForURL((url) => url.pathname === '/employee');
    await page.getByRole('heading', { level: 1, name: 'Personal Details' }).waitFor();
    await page.getByTestId('acting-banner').getByText(BANNER).waitFor();
    await page.locator('#personal-CITY').fill('Kingston');
    const saved = await answerOf<{ user: { CITY: string } }>(page, '/employee/update', () =>
      page.getByRole('button', { name: 'Save personal information' }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.user.CITY).toBe('Kingston');
    await page.getByText('Saved personal information').waitFor();
    await threeScreenshots(page, 'acting-personal');

    // Stop: back on Access Account, her session gone here and on the server.
    const stopped = await answerOf(page, '/tools/access-user/stop', () =>
      page.getByRole('button', { name: 'Stop acting for Olivia Tremblay' }).click(),
    );
    expect(stopped.code).toBe(0);
    await page.waitForURL((url) => url.pathname === '/tools/login-account');
    await expect.poll(() => storedToken(page, 'employee')).toBeNull();
    expect((await journey.api('/employee', {}, actingToken)).code).not.toBe(0);
    expect(await storedToken(page, 'tools')).not.toBeNull();

    // The staff log: started and stopped, by Alex Morgan, for employee 100001, newest first.
    const log = page.getByTestId('staff-log-rows').getByTestId('staff-log-row');
    await expect
      .poll(async () => (await log.allInnerTexts()).slice(0, 2).join('\n|\n'), { timeout: 20_000 })
      .toMatch(
        /^Alex Morgan · Stopped acting[\s\S]*Employee 100001 · Olivia Tremblay\n\|\nAlex Morgan · Started acting[\s\S]*Employee 100001/,
      );
    // The filter by subject keeps only hers.
    await page.getByTestId('log-subject-id').fill('100001');
    await page.getByTestId('log-apply').click();
    await expect
      .poll(async () => (await log.allInnerTexts()).every((text) => text.includes('100001')), {
        timeout: 20_000,
      })
      .toBe(true);

    // Her change log: the city changed by the staff member acting for her.
    await findOlivia(page);
    await page.getByRole('button', { name: 'Change log of Olivia Tremblay (100001)' }).click();
    const changes = page.getByTestId('change-log-row');
    await changes.first().waitFor();
    const city = changes.filter({ hasText: 'CITY' }).first();
    expect(await city.innerText()).toContain('Kingston');
    expect(await city.getByTestId('change-log-actor').innerText()).toBe('Alex Morgan (staff)');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'acting-change-log');

    await threeScreenshots(page, 'acting-access-account');
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('keeps Stop in reach at 360 and 1280 px: her intro tour does not open by itself over the banner', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      // A browser that has never shown her the tour: it would open by itself for her own first visit.
      const { page, context, errors } = await journey.open({ viewport, showEmployeeTour: true });
      await signInTools(page, 'staff');
      await page.goto('/tools/login-account');
      await page.getByRole('heading', { level: 1, name: 'Access Account' }).waitFor();
      await findOlivia(page);
      await page.getByRole('button', { name: 'Act for Olivia Tremblay (100001)' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('acting-banner').getByText(BANNER).waitFor();
      const takeTour = page.getByRole('button', { name: 'Take the tour' });
      await takeTour.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('intro-tour').count(), `${viewport.width} px`).toBe(0);
      const stop = page.getByRole('button', { name: 'Stop acting for Olivia Tremblay' });
      await stop.click({ trial: true, timeout: 5_000 });

      // Taken on purpose, the tour's Exit is on screen and closes it; then Stop works.
      await takeTour.click();
      const exit = page.getByTestId('intro-tour').getByRole('button', { name: 'Exit' });
      await exit.click({ timeout: 5_000 });
      await page.getByTestId('intro-tour').waitFor({ state: 'detached' });
      const stopped = await answerOf(page, '/tools/access-user/stop', () => stop.click({ timeout: 5_000 }));
      expect(stopped.code, `${viewport.width} px`).toBe(0);
      await page.waitForURL((url) => url.pathname === '/tools/login-account');
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
