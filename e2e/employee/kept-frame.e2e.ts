import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptFrameKey } from '@benefits/domain';
import { PREFERENCES_KEY } from '../../apps/web/src/lib/preferences-key';
import { launchBrowser, openPage, screenshot, still } from '../support/browser';
import { DESKTOP, PHONE } from './helpers';

/**
 * The employee dashboard keeps its last settled picture for its next load (decision 0053): the page's
 * boot script paints it before the scripts arrive, when the session, theme, language, window width
 * and build are still the ones it was drawn in; React's first render, from the answers kept with it,
 * draws the same page. Here the browser proves it is the page (a screenshot of the kept frame alone,
 * every script refused, equals one of the page React drew, byte for byte), and that the frame goes
 * with the session.
 */

const KEY = keptFrameKey('/');
const artifacts = path.resolve(import.meta.dirname, '..', 'artifacts');

interface Case {
  name: string;
  heading: string;
  options: BrowserContextOptions;
  /** The stored theme and language, when not the system's and the browser's. */
  preferences?: { theme: 'light' | 'dark'; language: 'en' | 'fr' };
}

const CASES: Case[] = [
  {
    name: 'light, English, phone',
    heading: 'Welcome, Olivia Tremblay',
    options: { colorScheme: 'light', viewport: PHONE },
  },
  {
    name: 'dark, French, desktop',
    heading: 'Bienvenue, Olivia Tremblay',
    options: { colorScheme: 'light', viewport: DESKTOP },
    preferences: { theme: 'dark', language: 'fr' },
  },
];

const keptFrame = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

describe('the employee dashboard’s kept frame', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(c: Case) {
    const opened = await openPage(browser, { ...c.options, keepFirstFrame: true });
    if (c.preferences) {
      await opened.context.addInitScript(
        ({ key, state }) => localStorage.setItem(key, JSON.stringify({ state, version: 1 })),
        { key: PREFERENCES_KEY, state: c.preferences },
      );
    }
    // Signed in through the form, in whichever language the page is in.
    const { page } = opened;
    await page.goto('/login');
    await page.waitForFunction(() => !document.querySelector('[data-first-frame]'));
    await page.locator('#employee-login-id').fill('100001');
    await page.locator('#employee-login-pw').fill('demo-password');
    await page.locator('form button[type="submit"]').click();
    await opened.page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
    // Kept once the dashboard has settled and the browser is idle.
    await expect.poll(() => keptFrame(opened.page)).not.toBeNull();
    return opened;
  }

  it.each(CASES)('$name: paints the dashboard as React draws it', async (c) => {
    const { context, page, errors } = await signedIn(c);

    // The kept frame alone: every script of the build refused.
    await context.route('**/assets/**', (route) => route.abort());
    await page.reload();
    await expect.poll(() => page.locator('[data-kept-frame] h1:visible').textContent()).toBe(c.heading);
    // Only a picture: nothing in it can be focused or clicked before the page is live.
    expect(await page.locator('[data-kept-frame]').getAttribute('inert')).not.toBeNull();
    expect(await page.title()).toMatch(/^(Dashboard|Tableau de bord) · /);
    await still(page);
    const framed = await page.screenshot({ fullPage: true });

    // The page as React draws it, from the same start: from the answers kept with the frame, so no
    // loading state shows between the frame and the page.
    await context.unroute('**/assets/**');
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.MuiSkeleton-root, [role="progressbar"]'))
          (window as { sawLoading?: boolean }).sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The answers it started from are fetched again once the page is up.
    const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/employee');
    await page.reload();
    await page.waitForFunction(() => !document.querySelector('[data-first-frame]'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(c.heading);
    await refetched;
    await page.waitForLoadState('networkidle');
    await still(page);
    expect(await page.evaluate(() => (window as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
    const drawn = await page.screenshot({ fullPage: true });
    const name = `kept-frame-${c.name.replace(/\W+/g, '-')}`;
    if (!framed.equals(drawn)) {
      fs.mkdirSync(artifacts, { recursive: true });
      fs.writeFileSync(path.join(artifacts, `${name}-frame.png`), framed);
      await screenshot(page, `${name}-react`);
    }
    expect(framed.equals(drawn), `${name}: the kept frame and React's page differ (see e2e/artifacts)`).toBe(
      true,
    );
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('is not painted for another session, another theme or a narrower window, and goes at logout', async () => {
    const c = CASES[0]!;
    const { context, page, errors } = await signedIn({ ...c, options: { ...c.options, viewport: DESKTOP } });
    const kept = JSON.parse((await keptFrame(page))!) as {
      token: string;
      prefs: string;
      media: string;
      data: { queries: { queryKey: unknown[] }[] };
    };
    expect(kept.prefs).toBe('light.en');
    // With the answers the dashboard shows (its area's queries it observes), /employee's among them.
    expect(kept.data.queries.map((q) => q.queryKey[0])).toEqual(kept.data.queries.map(() => 'employee'));
    expect(kept.data.queries.map((q) => q.queryKey)).toContainEqual(['employee', 'profile']);
    expect(kept.media).toBe('(min-width:900px)');
    expect(kept.token).toBe(
      await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('benefits.session.employee')!) as {
              state: { session: { token: string } };
            }
          ).state.session.token,
      ),
    );

    // With the scripts refused, what the boot script alone paints in each case.
    await context.route('**/assets/**', (route) => route.abort());
    const painted = async () => {
      await page.reload();
      return page.locator('[data-kept-frame]').count();
    };
    expect(await painted()).toBe(1);
    // A window on the other side of the drawer's breakpoint draws another shell.
    await page.setViewportSize(PHONE);
    expect(await painted()).toBe(0);
    await page.setViewportSize(DESKTOP);
    // Another theme (the cookie the app mirrors its preferences into).
    await context.addCookies([{ name: 'benefits.prefs', value: 'dark.en', url: page.url() }]);
    expect(await painted()).toBe(0);
    await context.addCookies([{ name: 'benefits.prefs', value: 'light.en', url: page.url() }]);
    expect(await painted()).toBe(1);
    // An expired session: nothing painted, and the frame is deleted (it lives no longer than its session).
    const kept2 = (await keptFrame(page))!;
    const session = (await page.evaluate(() => localStorage.getItem('benefits.session.employee')))!;
    await page.evaluate((stored) => {
      const parsed = JSON.parse(stored) as { state: { session: { expiry: number } } };
      parsed.state.session.expiry = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem('benefits.session.employee', JSON.stringify(parsed));
    }, session);
    expect(await painted()).toBe(0);
    expect(await keptFrame(page)).toBeNull();
    await page.evaluate(
      ({ stored, frame, key }) => {
        localStorage.setItem('benefits.session.employee', stored);
        localStorage.setItem(key, frame);
      },
      { stored: session, frame: kept2, key: KEY },
    );
    expect(await painted()).toBe(1);
    // Another session: the frame names the token it was drawn for.
    await page.evaluate((key) => {
      const frame = JSON.parse(localStorage.getItem(key)!) as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...frame, token: 'another' }));
    }, KEY);
    expect(await painted()).toBe(0);
    expect(await keptFrame(page)).toBeNull();

    // Logout forgets it.
    await context.unroute('**/assets/**');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
    await expect.poll(() => keptFrame(page)).not.toBeNull();
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Employee login' }).waitFor();
    expect(await keptFrame(page)).toBeNull();
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});
