import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, expectNoSeriousA11yViolations } from '../support/browser';
import { DESKTOP, exitTour, signInPartner, storedSession } from './helpers';

describe('crash screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('suggests a reload when a screen fails to download, and logs it once without the token', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    const user = await signInPartner(page, '200001');
    await exitTour(page);
    const token = (await storedSession(page, 'partner'))!.token;

    // The next screen's chunk does not arrive (a new deployment removed it, or the network dropped).
    await page.route(/\/assets\/CommissionsScreen-[\w-]+\.js$/, (route) => route.abort());
    const log = page.waitForRequest((r) => new URL(r.url()).pathname === '/webapp/general/log');
    await page
      .getByRole('navigation', { name: 'Partner menu' })
      .getByRole('link', { name: 'Commissions' })
      .click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await screenshot(page, 'crash-chunk');
    await expectNoSeriousA11yViolations(page);

    const request = await log;
    const sent = request.postData() ?? '';
    expect(sent).not.toContain(token);
    expect(request.headers().token).toBeUndefined();
    const body = JSON.parse(sent) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      path: '/partner/commissions',
      userId: user.ID,
      type: user.TYPE,
      appVersion: '2.5.4',
    });
    expect(String(body.data.error)).toMatch(/dynamically imported module|Importing a module script failed/);
    const lastLog = await page.evaluate(() => localStorage.getItem('benefits.crashLog.lastSentAt'));
    expect(Number(lastLog)).toBeGreaterThan(0);

    // Reloading fetches the screen again.
    await page.unroute(/\/assets\/CommissionsScreen-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
    await open.context.close();
  });
});
