import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshot,
  expectNoSeriousA11yViolations,
  type OpenPage,
} from '../support/browser';
import { signInTools } from '../partner-tools/helpers';

interface Envelope<T> {
  code: number;
  data: T;
}

async function signIn(page: Page, loginPath: string, idLabel: string, id: string, answerPath: string) {
  await page.goto(loginPath);
  await page.getByLabel(idLabel).fill(id);
  await page.getByLabel(/^Password/).fill('demo-password');
  const answer = page.waitForResponse((r) => r.url().endsWith(`/webapp${answerPath}`));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const body = (await (await answer).json()) as Envelope<Record<string, unknown>>;
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

describe('partner and tools sign-in', () => {
  let browser: Browser;
  let open: OpenPage;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a partner lands on /partner with the ID, name and unpaid commission of the sign-in answer', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/partner');
    await page.waitForURL((url) => url.pathname === '/partner/login');
    const answer = await signIn(page, '/partner/login', 'Partner ID', '200001', '/partner/login/');
    const user = answer.user as {
      ID: number;
      AGENT_NAME: string;
      MANAGER_NAME: string;
      UNPAID_COMMISSION: number;
    };
    await page.waitForURL((url) => url.pathname === '/partner');
    // The intro tour opens by itself on a partner's first visit.
    await page.getByTestId('intro-tour').getByRole('button', { name: 'Exit' }).first().click();
    expect(await page.getByTestId('partner-id').textContent()).toBe(String(user.ID));
    expect(await page.getByTestId('partner-name').textContent()).toBe(user.AGENT_NAME || user.MANAGER_NAME);
    const dollars = (user.UNPAID_COMMISSION / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 });
    expect(await page.getByTestId('unpaid-commission').textContent()).toBe(`$${dollars}`);
    await screenshot(page, 'partner-home');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/partner/login');
    await open.context.close();
  });

  it('staff land on /tools with their username and permissions', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/tools');
    await page.waitForURL((url) => url.pathname === '/tools/login');
    // The second factor too: signInTools enrols or types the code (decision 0032).
    const answer = await signInTools(page, 'staff');
    expect(await page.getByTestId('tools-username').textContent()).toBe(answer.username);
    const permissions = answer.permissions;
    // Each permission by its name, with its code as the chip's tooltip.
    for (const permission of permissions) {
      await page.getByTestId('tools-permissions').getByTitle(permission, { exact: true }).waitFor();
    }
    if (permissions.includes('ALL_ACCESS'))
      await page.getByTestId('tools-permissions').getByText('All access', { exact: true }).waitFor();
    await screenshot(page, 'tools-home');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/tools/login');
    await open.context.close();
  });

  it('a page opened without a session (a mail’s link) opens once signed in', async () => {
    open = await openPage(browser);
    const { page } = open;
    await page.goto('/partner/commissions');
    await page.waitForURL((url) => url.pathname === '/partner/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/partner/commissions');
    await page.getByLabel('Partner ID').fill('200002');
    await page.getByLabel(/^Password/).fill('demo-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/partner/commissions');
    await open.context.close();
    // Another site's address in the parameter is not followed: the sign-in lands home.
    open = await openPage(browser);
    const other = open.page;
    await other.goto('/partner/login?next=https%3A%2F%2Fexample.com%2Fpartner');
    await other.getByLabel('Partner ID').fill('200002');
    await other.getByLabel(/^Password/).fill('demo-password');
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/partner');
    expect(new URL(other.url()).origin).toBe(new URL(page.url()).origin);
    await open.context.close();
  });

  it('a stale session (expiry in the past) goes through the logout route to the login', async () => {
    open = await openPage(browser);
    const { page } = open;
    await signIn(page, '/login', 'Employee ID', '100001', '/login/');
    await page.waitForURL((url) => url.pathname === '/');
    // The dashboard's calls answer with TOKEN_EXPIRY, which the app stores with the session: one
    // still in flight would write a live expiry over the stale one below (seen once on a loaded
    // machine: the reload stayed on /).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const key = 'benefits.session.employee';
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state: { session: { expiry: number } };
      };
      stored.state.session.expiry = 1;
      localStorage.setItem(key, JSON.stringify(stored));
    });
    const logoutSeen = page.waitForURL((url) => url.pathname === '/logout');
    await page.reload();
    await logoutSeen;
    await page.waitForURL((url) => url.pathname === '/login');
    await open.context.close();
  });
});
