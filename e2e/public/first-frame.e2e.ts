import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot, still } from '../support/browser';

/**
 * The sign-in pages arrive with their first frame in the HTML (decision 0051): the page paints before
 * its scripts have run, then React replaces the frame with the same page. The frame is rendered at
 * build time from the app's own components; here, the browser proves that it is the page: a
 * screenshot of the frame alone (every script refused) and one of the page React drew are the same
 * image, pixel for pixel, in both themes, both languages, on a desktop and on a 360 px phone.
 */

interface Case {
  name: string;
  path: string;
  heading: string;
  options: BrowserContextOptions;
  /** The visitor's stored choice, as the web app mirrors it into its cookie: `<theme>.<language>`. */
  cookie?: string;
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const CASES: Case[] = [
  {
    name: '/login, light, English, desktop',
    path: '/login',
    heading: 'Employee login',
    options: { colorScheme: 'light', viewport: DESKTOP },
  },
  {
    name: '/login, dark, French, phone',
    path: '/login',
    heading: 'Connexion employé',
    options: { colorScheme: 'dark', locale: 'fr-CA', viewport: PHONE },
  },
  {
    name: '/partner/login, dark, English, desktop',
    path: '/partner/login',
    heading: 'Partner login',
    options: { colorScheme: 'dark', viewport: DESKTOP },
  },
  // The stored choice wins over what the system and the browser ask for.
  {
    name: '/tools/login, chosen dark and French on a light English phone',
    path: '/tools/login',
    heading: 'Connexion aux outils',
    options: { colorScheme: 'light', locale: 'en-CA', viewport: PHONE },
    cookie: 'dark.fr',
  },
];

const artifacts = path.resolve(import.meta.dirname, '..', 'artifacts');

describe('the first frame of the sign-in pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(c: Case) {
    const opened = await openPage(browser, { ...c.options, keepFirstFrame: true });
    if (c.cookie) {
      await opened.context.addCookies([{ name: 'benefits.prefs', value: c.cookie, url: baseUrl() }]);
      // The app itself keeps the choice in local storage (the cookie mirrors it).
      const [theme, language] = c.cookie.split('.');
      await opened.context.addInitScript(
        ([t, l]) =>
          localStorage.setItem(
            'benefits.preferences',
            JSON.stringify({ state: { theme: t, language: l }, version: 1 }),
          ),
        [theme, language],
      );
    }
    return opened;
  }

  it.each(CASES)('$name: paints as React draws it', async (c) => {
    // The frame alone: every script of the build refused.
    const frame = await open(c);
    await frame.context.route('**/assets/**', (route) => route.abort());
    await frame.page.goto(c.path);
    await expect
      .poll(() => frame.page.locator('[data-first-frame] h1:visible').textContent())
      .toBe(c.heading);
    // Only a picture: the frame's fields cannot be typed into before the page is live.
    expect(await frame.page.locator('[data-first-frame]:visible').getAttribute('inert')).not.toBeNull();
    await still(frame.page);
    const framed = await frame.page.screenshot({ fullPage: true });
    await frame.context.close();

    // The page as React renders it.
    const live = await open(c);
    await live.page.goto(c.path);
    await live.page.waitForFunction(
      () => !document.querySelector('[data-first-frame]') && document.getElementById('page-title'),
    );
    await expect.poll(() => live.page.getByRole('heading', { level: 1 }).textContent()).toBe(c.heading);
    expect(await live.page.locator('h1').count()).toBe(1);
    await still(live.page);
    const drawn = await live.page.screenshot({ fullPage: true });
    expect(live.errors).toEqual([]);
    const name = `first-frame-${c.name.replace(/\W+/g, '-')}`;
    if (!framed.equals(drawn)) {
      fs.mkdirSync(artifacts, { recursive: true });
      fs.writeFileSync(path.join(artifacts, `${name}-frame.png`), framed);
      await screenshot(live.page, `${name}-react`);
    }
    expect(framed.equals(drawn), `${name}: the frame and React's page differ (see e2e/artifacts)`).toBe(true);
    await live.context.close();
  });

  it('mirrors a change of theme and language into the cookie the next page load is framed by', async () => {
    const { context, page, errors } = await openPage(browser, { colorScheme: 'light', viewport: DESKTOP });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Employee login' }).waitFor();
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'benefits.prefs')?.value;
    expect(await cookie()).toBe('light.en');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Connexion employé' }).waitFor();
    expect(await cookie()).toBe('dark.fr');

    // What the server sends for the next visit: one frame, dark and French.
    const html = await (await context.request.get('/login')).text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html.match(/data-first-frame/g)).toHaveLength(1);
    expect(html).toContain('Connexion employé');
    expect(html).toContain('Passer au thème clair');
    expect(errors).toEqual([]);
    await context.close();
  });
});
