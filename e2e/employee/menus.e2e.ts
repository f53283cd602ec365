import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import {
  companyMenuFlags,
  DESKTOP,
  expectedMenuLabels,
  mainMenu,
  shownMenuLabels,
  signInEmployee,
} from './helpers';

/**
 * docs/product §2 "Employee shell" and §6 menu rules, for every employee demo account: the drawer shows
 * exactly the items the domain's rules give the user the server describes.
 */
describe('employee drawer menus of the demo accounts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['100001', 'employee'],
    ['100002', 'group admin, also a claimant'],
    ['100003', 'non-member admin'],
    ['100004', 'terminated employee'],
  ])('%s (%s) sees exactly the menu of the spec', async (id) => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const user = await signInEmployee(page, id);
    await page.waitForURL((url) => url.pathname === '/');
    const expected = expectedMenuLabels(user, await companyMenuFlags(page, user));
    expect(expected.length).toBeGreaterThan(5);
    await expect.poll(() => shownMenuLabels(page)).toEqual(expected);

    // The account summary shows who is signed in.
    expect(await page.getByTestId('drawer-user-id').textContent()).toBe(String(user.ID));
    expect(await page.getByTestId('drawer-employer').textContent()).toBe(user.EMPLOYER_NAME);
    expect(await page.getByTestId('shell-name').textContent()).toBe(`${user.FIRST_NAME} ${user.LAST_NAME}`);

    if (user.NON_MEMBER_ADMIN_ONLY === 'Y') {
      // Personal items other than Notifications and Reset Password are shown, disabled.
      for (const key of ['personalDetails', 'planDetails', 'bankingDetails']) {
        await expect
          .poll(() => mainMenu(page).locator(`[data-menu-key="${key}"]`).getAttribute('aria-disabled'))
          .toBe('true');
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a terminated employee (100004) cannot open /claims: it ends on /', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    const user = await signInEmployee(page, '100004');
    expect(user.TERMINATED_FLAG).toBe('Y');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/claims');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('employee-name').waitFor();
    // In-app navigation is guarded too, not only a fresh load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/my-plan');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/');
    // An allowed page stays open.
    await mainMenu(page).getByRole('link', { name: 'Claim Activity' }).click();
    await page.waitForURL((url) => url.pathname === '/claim-report');
    await page.getByRole('heading', { level: 1, name: 'Claim Activity' }).waitFor();
    await context.close();
  });
});
