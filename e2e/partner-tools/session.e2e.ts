import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../apps/web/src/lib/preferences-key';
import {
  apiCall,
  launchBrowser,
  openPage,
  screenshot,
  expectNoSeriousA11yViolations,
} from '../support/browser';
import {
  DESKTOP,
  exitTour,
  setStoredExpiry,
  settle,
  signInPartner,
  signInTools,
  storedSession,
} from './helpers';

const COUNTDOWN = /^\d:\d\d$/;

describe('session warning (docs/product §2 Other UI)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('warns before the stored expiry with a ticking countdown, and Extend Session extends it', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    await signInPartner(page, '200001');
    await exitTour(page);
    expect(await page.getByTestId('session-warning').count()).toBe(0);

    await setStoredExpiry(page, 'partner', 303);
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to expire' });
    await dialog.waitFor({ timeout: 10_000 });
    const countdown = page.getByTestId('session-countdown');
    const first = (await countdown.textContent()) ?? '';
    expect(first).toMatch(COUNTDOWN);
    expect(first <= '5:00').toBe(true);
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="session-countdown"]')?.textContent !== before,
      first,
    );
    await settle(page);
    await screenshot(page, 'session-warning');
    await expectNoSeriousA11yViolations(page);

    const extended = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/extend-token');
    await dialog.getByRole('button', { name: 'Extend Session' }).click();
    const body = (await (await extended).json()) as { code: number; data: { TOKEN_EXPIRY: number } };
    expect(body.code).toBe(0);
    await dialog.waitFor({ state: 'detached' });
    const session = await storedSession(page, 'partner');
    expect(session?.expiry).toBe(body.data.TOKEN_EXPIRY);
    expect(session!.expiry - Date.now() / 1000).toBeGreaterThan(600);
    await open.context.close();
  });

  it('logs out at zero: the server session is revoked, the area session cleared, the theme kept', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    await signInPartner(page, '200001');
    await exitTour(page);
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    const token = (await storedSession(page, 'partner'))!.token;

    await setStoredExpiry(page, 'partner', 4);
    await page.reload();
    await page.getByTestId('session-countdown').waitFor();
    expect(await page.getByTestId('session-countdown').textContent()).toMatch(/^0:0[1-4]$/);
    await page.waitForURL((url) => url.pathname === '/partner/logout', { timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/partner/login');
    expect(await storedSession(page, 'partner')).toBeNull();
    const theme = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { state: { theme: string } }).state.theme,
      PREFERENCES_KEY,
    );
    expect(theme).toBe('dark');
    const revoked = await apiCall<{ error: { FORCE_LOGOUT?: boolean } }>('/extend-token', {}, token);
    expect(revoked.code).not.toBe(0);
    expect(revoked.data.error.FORCE_LOGOUT).toBe(true);
    await open.context.close();
  });

  it('warns in the tools area too', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    await signInTools(page, 'auditor');
    await setStoredExpiry(page, 'tools', 200);
    await page.reload();
    await page.getByRole('alertdialog', { name: 'Your session is about to expire' }).waitFor();
    expect(await page.getByTestId('session-countdown').textContent()).toMatch(/^3:[12]\d$/);
    await open.context.close();
  });
});
