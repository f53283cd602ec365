import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEmployee } from '../employee/helpers';
import { signInTools } from '../partner-tools/helpers';
import { launchBrowser, openPage, type OpenPage } from '../support/browser';

/**
 * docs/product §2 "Redirects and fallbacks": every old address goes straight to its new one, with no stop on
 * the way. (/mylogin → /login is in smoke.e2e.ts.)
 */

/** The addresses (path and query) the page's main frame shows from now on, repeats folded. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    const address = url.pathname + url.search;
    if (seen.at(-1) !== address) seen.push(address);
  });
  return seen;
}

const RESET_HASH = 'legacyE2eLink0123';

interface PasswordLinkCheck {
  data: { hash: string; type: string };
}

/**
 * Opens `address` and answers what its page asked the server about the link (the hash is made up,
 * so the page then says the link cannot be used): which account type the reset would update.
 */
async function checkedLink(page: Page, address: string): Promise<PasswordLinkCheck['data']> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/webapp/password/check/'),
    page.goto(address),
  ]);
  await page.getByTestId('reset-link-invalid').waitFor();
  return (request.postDataJSON() as PasswordLinkCheck).data;
}

describe('legacy addresses (docs/product §2 redirects)', () => {
  let browser: Browser;
  let open: OpenPage;
  let seen: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('without a session', () => {
    beforeAll(async () => {
      open = await openPage(browser);
      seen = addressesOf(open.page);
    });
    afterAll(async () => {
      expect(open.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
      await open.context.close();
    });

    it.each([
      ['/partner/mylogin', '/partner/login', 'Partner login', 'Partner ID'],
      ['/mylogin/forgot-password', '/login/reset', 'Reset your password', 'Employee ID'],
      ['/partner/mylogin/forgot-password', '/partner/login/reset', 'Reset your password', 'Partner ID'],
    ])('%s goes to %s', async (from, to, heading, idLabel) => {
      const { page } = open;
      seen.length = 0;
      await page.goto(from);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByLabel(idLabel).waitFor();
      expect(seen).toEqual([from, to]);
    });

    it('/mylogin/newpassword/{id} goes to /login/update/{id}, which updates an employee password', async () => {
      const { page } = open;
      seen.length = 0;
      const checked = await checkedLink(page, `/mylogin/newpassword/${RESET_HASH}`);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      expect(seen).toEqual([`/mylogin/newpassword/${RESET_HASH}`, `/login/update/${RESET_HASH}`]);
      expect(await page.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
      expect(checked).toEqual({ hash: RESET_HASH, type: 'employee' });
      // The made-up link cannot be used: said at once, with a way to ask for a new one.
      expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
        '/login/reset',
      );
      expect(new URL(page.url()).pathname).toBe(`/login/update/${RESET_HASH}`);
    });

    it('/partner/mylogin/newpassword/{id} goes to /login/update/{id} and still updates the partner password', async () => {
      const { page } = open;
      seen.length = 0;
      const checked = await checkedLink(page, `/partner/mylogin/newpassword/${RESET_HASH}`);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      // The spec's address; the query keeps the account type (ADR 0007).
      expect(seen).toEqual([
        `/partner/mylogin/newpassword/${RESET_HASH}`,
        `/login/update/${RESET_HASH}?type=partner`,
      ]);
      expect(await page.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
        '/partner/login',
      );
      expect(checked).toEqual({ hash: RESET_HASH, type: 'partner' });
    });
  });

  it('a signed-in employee: /myolympia goes to / and /myolympia/update to /update-card', async () => {
    // 100002 is a group admin with nothing outstanding, so both targets open and stay.
    open = await openPage(browser);
    const { page } = open;
    await signInEmployee(page, '100002');
    await page.waitForURL((url) => url.pathname === '/');
    seen = addressesOf(page);
    const title = page.getByTestId('shell-title');

    await page.goto('/update-card');
    await title.filter({ hasText: 'Update Company Credit Card' }).waitFor();
    seen.length = 0;
    await page.goto('/myolympia');
    await title.filter({ hasText: 'Dashboard' }).waitFor();
    expect(seen).toEqual(['/myolympia', '/']);

    await page.goto('/');
    await title.filter({ hasText: 'Dashboard' }).waitFor();
    seen.length = 0;
    await page.goto('/myolympia/update');
    await title.filter({ hasText: 'Update Company Credit Card' }).waitFor();
    expect(seen).toEqual(['/myolympia/update', '/update-card']);
    expect(open.errors).toEqual([]);
    await open.context.close();
  });

  it('signed-in staff: /tools/admin goes to /tools', async () => {
    open = await openPage(browser);
    const { page } = open;
    const { username } = await signInTools(page, 'staff');
    // Another address first, so the redirect has to move the page.
    await page.goto('/tools/no-such-tool');
    await page.getByRole('heading', { name: '404 / Page Not Found' }).waitFor();
    seen = addressesOf(page);
    await page.goto('/tools/admin');
    await page.getByTestId('tools-username').filter({ hasText: username }).waitFor();
    expect(seen).toEqual(['/tools/admin', '/tools']);
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});
