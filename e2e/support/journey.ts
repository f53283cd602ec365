import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DESKTOP, PHONE } from '../employee/helpers';
import {
  apiCallAt,
  expectNoSeriousA11yViolations,
  horizontalOverflow,
  launchBrowser,
  loaded,
  openPage,
  screenshot,
  settle,
  type OpenPage,
} from './browser';
import { PREFERENCES_KEY } from '../../apps/web/src/lib/preferences-key';
import { startPrivateServer, type PrivateServer } from './private-server';

/** The API's answer: its code and data. */
export interface Envelope<T> {
  code: number;
  data: T;
}

export interface Journey {
  /** The journey's own server (started before the file's tests). */
  readonly server: PrivateServer;
  readonly browser: Browser;
  /** A fresh context and page on the journey's server. */
  open: (options?: BrowserContextOptions & { showEmployeeTour?: boolean }) => Promise<OpenPage>;
  /** Posts to the journey's server like the web client does. */
  api: <T>(apiPath: string, data: unknown, token: string) => Promise<Envelope<T>>;
}

/**
 * A journey on a server of its own (support/private-server.ts) with its own browser: both start
 * before the file's tests and stop after them. Call it at the top of the file.
 */
export function privateJourney(name: string): Journey {
  let server: PrivateServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startPrivateServer(name);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const journey: Journey = {
    get server() {
      if (!server) throw new Error(`The ${name} journey's server is not started (use it inside a test).`);
      return server;
    },
    get browser() {
      if (!browser) throw new Error(`The ${name} journey's browser is not started (use it inside a test).`);
      return browser;
    },
    open: (options = {}) => openPage(journey.browser, { baseURL: journey.server.baseUrl, ...options }),
    api: (apiPath, data, token) => apiCallAt(journey.server.baseUrl, apiPath, data, token),
  };
  return journey;
}

/** The answer of the next call to `apiPath` (its envelope), after `action`. */
export async function answerOf<T>(
  page: Page,
  apiPath: string,
  action: () => Promise<unknown>,
): Promise<Envelope<T>> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === `/webapp${apiPath}`);
  await action();
  return (await (await response).json()) as Envelope<T>;
}

/**
 * A picture of what the window shows (e2e/artifacts/<name>.png): dialogs and scrolled pages, which a
 * full-page picture would cut apart around the fixed top bar.
 */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}.png`, import.meta.url)) });
}

/** Stores the theme and language the app starts with on the next load, as its preferences menu does. */
export function storePreferences(
  page: Page,
  theme: 'light' | 'dark',
  language: 'en' | 'fr' = 'en',
): Promise<void> {
  return page.evaluate(
    ([key, t, l]) =>
      localStorage.setItem(key, JSON.stringify({ state: { theme: t, language: l }, version: 1 })),
    [PREFERENCES_KEY, theme, language] as const,
  );
}

/**
 * Reloads the page and waits until it is ready again: `ready` (by default its h1 is shown), no
 * loading placeholder left, no animation running.
 */
export async function reloaded(
  page: Page,
  ready: () => Promise<unknown> = () => page.getByRole('heading', { level: 1 }).waitFor(),
): Promise<void> {
  await page.reload();
  await ready();
  await loaded(page);
  await settle(page);
}

/** The light theme's page background, which the dark theme must not show. */
const LIGHT_BACKGROUND = 'rgb(244, 246, 248)';
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Switches the page to a theme where it stands, keeping the stored language: as when another tab of
 * the app switches it (the app follows the browser's `storage` event, lib/preferences.ts), without a
 * reload, so the page keeps its state. Waits for the page's background to change and every colour
 * transition to end.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(
    ([key, wanted]) => {
      const oldValue = localStorage.getItem(key);
      const stored = JSON.parse(oldValue ?? '{"state":{},"version":1}') as { state: object; version: number };
      const newValue = JSON.stringify({ ...stored, state: { ...stored.state, theme: wanted } });
      localStorage.setItem(key, newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }),
      );
    },
    [PREFERENCES_KEY, theme] as const,
  );
  const background = expect.poll(() => bodyBackground(page));
  await (theme === 'dark' ? background.not.toBe(LIGHT_BACKGROUND) : background.toBe(LIGHT_BACKGROUND));
  await settle(page);
}

/**
 * Light, dark and 360 px screenshots of the page shown (e2e/artifacts/<name>-light.png, -dark.png,
 * -360.png), from the top: the phone one axe clean with no sideways scrolling, the dark one really
 * dark and axe clean. The phone width is taken by resizing the page (the layout follows the width as
 * it changes, as on a phone turned or a window narrowed); the dark theme by switching it where the
 * page stands (`switchTheme`), so the page keeps its state. The page is left light, on the desktop.
 */
export async function threeScreenshots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await screenshot(page, `${name}-light`);
  await page.setViewportSize(PHONE);
  await settle(page);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-360`);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await switchTheme(page, 'dark');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-dark`);
  await expectNoSeriousA11yViolations(page);
  await switchTheme(page, 'light');
}
