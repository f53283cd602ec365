import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, expectNoSeriousA11yViolations } from '../support/browser';
import {
  DESKTOP,
  exitTour,
  expectedToolsMenu,
  horizontalOverflow,
  menuLabels,
  PHONE,
  settle,
  signInPartner,
  signInTools,
} from './helpers';

const toolsNav = (page: Page) => page.getByRole('navigation', { name: 'Tools menu' });
const cards = (page: Page) =>
  page.getByTestId('tools-cards').locator('[data-testid^="tools-card-"] h3').allInnerTexts();

describe('tools shell and dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('staff (ALL_ACCESS) see every tools item, a card for each, in light, dark and at 360 px', async () => {
    const open = await openPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
    const { page } = open;
    const { username, permissions } = await signInTools(page, 'staff');
    expect(permissions).toContain('ALL_ACCESS');
    const labels = await menuLabels(toolsNav(page));
    expect(labels).toEqual(expectedToolsMenu(permissions));
    expect(labels).toEqual([
      'Dashboard',
      'Access Account',
      'Sales Report',
      'Manage Ads',
      'Manage Updates',
      'Resend Welcome',
      'ER Welcome',
      'EE Welcome',
      'Agent Welcome',
      'Send Receipt',
      'Send Partner Receipt',
      'Audit Claim',
      'Audit Pad',
      'Employee PADs',
      'Employer PADs',
      'Agent PADs',
      'Recalc Employee Limit',
      'Api Tester',
      'Api Routes',
      'Logout',
    ]);
    expect(await page.getByTestId('tools-username').textContent()).toBe(username);
    expect(await cards(page)).toEqual([
      'Access Account',
      'Sales Report',
      'Manage Ads',
      'Manage Updates',
      'Resend Welcome',
      'Send Receipt',
      'Send Partner Receipt',
      'Audit Claim',
      'Audit Pad',
      'Recalc Employee Limit',
      'Api Tester',
      'Api Routes',
    ]);

    await settle(page);
    await screenshot(page, 'tools-dashboard-light');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await settle(page);
    await screenshot(page, 'tools-dashboard-dark');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(PHONE);
    await settle(page);
    // Layout settles after the viewport change (drawer transitions): poll, then a real overflow still fails.
    await expect.poll(() => horizontalOverflow(page), { timeout: 5000 }).toBe(0);
    await screenshot(page, 'tools-dashboard-360');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await settle(page);
    await screenshot(page, 'tools-drawer-360');
    // A menu link closes the drawer and opens its page inside the shell.
    await toolsNav(page).getByRole('link', { name: 'Send Receipt', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Send Receipt' }).waitFor();
    expect(await toolsNav(page).count()).toBe(0);
    await page.getByLabel('Company ID').waitFor();
    expect(open.errors).toEqual([]);
    await open.context.close();
  });

  it('an auditor (PERMIT_AUDIT) sees exactly the audit items', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    const { permissions } = await signInTools(page, 'auditor');
    expect(permissions).toEqual(['PERMIT_AUDIT']);
    const labels = await menuLabels(toolsNav(page));
    expect(labels).toEqual(expectedToolsMenu(permissions));
    expect(labels).toEqual([
      'Dashboard',
      'Resend Welcome',
      'ER Welcome',
      'EE Welcome',
      'Agent Welcome',
      'Audit Claim',
      'Audit Pad',
      'Employee PADs',
      'Employer PADs',
      'Agent PADs',
      'Recalc Employee Limit',
      'Logout',
    ]);
    expect(await cards(page)).toEqual([
      'Resend Welcome',
      'Audit Claim',
      'Audit Pad',
      'Recalc Employee Limit',
    ]);
    await page.goto('/tools/ads');
    await page.getByText('Your permissions do not include this section.').waitFor();
    await toolsNav(page).getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/tools/login');
    await open.context.close();
  });

  it("shows the floating 'Tools' button in the partner area while the tools session is live", async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    await signInTools(page, 'staff');
    await signInPartner(page, '200001');
    await exitTour(page);
    const button = page.getByRole('link', { name: 'Tools', exact: true });
    expect(await button.getAttribute('href')).toBe('/tools/');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/tools/' || url.pathname === '/tools');
    await page.getByRole('heading', { level: 1, name: 'Tools' }).waitFor();

    // Logging out of the tools area takes the button away from the partner area.
    await toolsNav(page).getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/tools/login');
    await page.goto('/partner');
    await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Tools', exact: true }).count()).toBe(0);
    await open.context.close();
  });

  it("/tools/ebook/{id} says 'Redirecting to download...' and sends the browser to the ebook file", async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    const download = page.waitForEvent('download');
    await page.goto('/tools/ebook/hsa-guide');
    // The browser saves the PDF the server renders. Waiting for the whole file before closing also keeps
    // the close from racing a navigation that is still committing: Chromium can then acknowledge the close
    // without closing, and context.close() never returns (microsoft/playwright#42366; CI lost 120 s here).
    const file = await download;
    expect(new URL(file.url()).pathname).toBe('/webapp/file/ebook/hsa-guide');
    expect(file.suggestedFilename()).toBe('hsa-guide.pdf');
    const saved = await file.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await open.context.close();
  });
});
