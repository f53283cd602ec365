import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import {
  companyMenuFlags,
  DESKTOP,
  expectedMenuLabels,
  settle,
  shownMenuLabels,
  signInEmployee,
} from './helpers';

/** docs/product §4 "Employee forced redirects": each demo account is sent to its page until the step is done. */
describe('forced redirects of the demo accounts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['100005', 'new employee, agreement not accepted', '/hsa-agreement', 'HSA Agreement'],
    ['100006', 'personal information missing', '/employee', 'Personal Details'],
    ['100007', 'banking details missing', '/banking-details', 'Banking Details'],
    ['100008', 'group admin, company information missing', '/employer', 'Company Details'],
    ['100009', 'group admin, company banking missing', '/business-banking', 'Pre-Authorised Debit'],
  ])('%s (%s) lands on %s', async (id, _case, target, title) => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const user = await signInEmployee(page, id);
    await page.waitForURL((url) => url.pathname === target);
    // The title follows the route once the redirect has settled.
    await page.getByTestId('shell-title').filter({ hasText: title }).waitFor();
    expect(await page.getByTestId('shell-title').textContent()).toBe(title);
    // The drawer shows exactly the menu the spec gives this account's role and flags.
    await expect
      .poll(() => shownMenuLabels(page))
      .toEqual(expectedMenuLabels(user, await companyMenuFlags(page, user)));
    if (id === '100008') {
      // The company details screen (features/employer) says why the admin is there.
      await page.getByText('Please complete your company’s information to continue.').waitFor();
      // A group admin: the company group is open on its page, which the menu marks as current.
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      expect(await menu.locator('[aria-current="page"]').textContent()).toBe(title);
      await settle(page);
      await screenshot(page, 'employer-forced');
    }

    // Until the step is done, other pages send them back.
    await page.goto('/documents');
    await page.waitForURL((url) => url.pathname === target);
    expect(errors).toEqual([]);
    await context.close();
  });
});
