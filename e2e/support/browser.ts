import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import type { AxeResults, RunOptions } from 'axe-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The built server's address, from the global setup. */
export const baseUrl = (): string => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** A fresh context (own local storage) and page at the server, collecting page errors. */
/** Employee demo IDs whose intro tour (EE or BC) is marked as seen, so it does not cover the journeys. */
const EMPLOYEE_DEMO_IDS = [
  '100001',
  '100002',
  '100003',
  '100004',
  '100005',
  '100006',
  '100007',
  '100008',
  '100009',
];

/**
 * The sign-in pages arrive with their first frame (decision 0051), and the employee dashboard with the
 * frame it kept (decision 0053): a picture of the page, inert, that React replaces once the scripts
 * (started after the frame has painted) have run. A page's `goto` and `reload` resolve once the page
 * is live, as they did when the page had nothing to show before its scripts: a test reads what the
 * app did (its cookie, its storage, axe's view of the live page), not the picture. Only
 * e2e/public/first-frame.e2e.ts and e2e/employee/kept-frame.e2e.ts look at the frames themselves
 * (`keepFirstFrame`).
 */
export function waitForLivePages(page: Page): Page {
  const live = () => page.waitForFunction(() => !document.querySelector('[data-first-frame]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  return page;
}

export async function openPage(
  browser: Browser,
  {
    showEmployeeTour = false,
    keepFirstFrame = false,
    ...options
  }: BrowserContextOptions & { showEmployeeTour?: boolean; keepFirstFrame?: boolean } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-CA', ...options });
  context.setDefaultTimeout(15_000);
  if (!showEmployeeTour) {
    await context.addInitScript((ids: string[]) => {
      for (const id of ids) {
        for (const audience of ['EE', 'BC'])
          localStorage.setItem(`benefits.tour.${audience}.${id}`, 'seen-in-e2e');
      }
    }, EMPLOYEE_DEMO_IDS);
  }
  const page = await context.newPage();
  if (!keepFirstFrame) waitForLivePages(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/** Saves a full-page screenshot as e2e/artifacts/<name>.png (gitignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined;

/**
 * Serious and critical axe violations on the current page, as readable lines (empty when none).
 * axe-core runs in the page itself, loaded once per page (a second check of the same page, after a
 * theme switch, reuses it), with axe's default rules. @axe-core/playwright did the same work in
 * about 1.5 s a check against 0.4 s: it loads axe again for every check and finishes each in a new
 * blank page (docs/performance.md "Fifteenth session"). Frames are not entered: the app draws none
 * of its own.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/**
 * Waits for the page's animations to end, then expects axe to find no serious or critical violation.
 * Contrast found alone is read once more after the page has settled again: a control enabled while
 * axe ran (its data arrived) fades to its colours, and axe read the fade's middle once (1.27:1 between
 * the disabled and the enabled colours). A real contrast fault is still there the second time.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settle(page);
  let found = await seriousA11yViolations(page);
  if (found.length > 0 && found.every((line) => line.startsWith('serious color-contrast:'))) {
    await settle(page);
    found = await seriousA11yViolations(page);
  }
  expect(found).toEqual([]);
}

/**
 * How far the page sticks out sideways, in CSS pixels (0 when it fits). Measured against the layout
 * viewport (the root's client width), which stays the device width even when a mobile browser zooms
 * out to show a page that is too wide.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Waits until no CSS transition or animation runs (drawers sliding, theme colours fading); endless
 * ones (a progress spinner) do not count.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Two animation frames after the fonts are ready and nothing moves: what is drawn is final (for
 * screenshots compared byte for byte).
 */
export async function still(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settle(page);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until no loading placeholder ('Loading…' status) is left on the page. */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading…"]'));
}

/** Posts to the API like the web client does; for reading what the server answers. */
export function apiCall<T = unknown>(
  apiPath: string,
  data: unknown,
  token?: string,
): Promise<{ code: number; data: T }> {
  return apiCallAt(baseUrl(), apiPath, data, token);
}

/** Posts to the API of the server at `base` like the web client does. */
export async function apiCallAt<T = unknown>(
  base: string,
  apiPath: string,
  data: unknown,
  token?: string,
): Promise<{ code: number; data: T }> {
  const response = await fetch(`${base}/webapp${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ data, meta: { appType: 'web', appVersion: '2.5.4', os: 'e2e', browser: 'node' } }),
  });
  return (await response.json()) as { code: number; data: T };
}
