import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { horizontalOverflow, settle } from '../partner-tools/helpers';
import {
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  waitForLivePages,
} from '../support/browser';

/**
 * Every public sign-in page (docs/product §2 public routes: login, password reset and new password, for
 * employees, partners and staff), and the '404 / Page Not Found' page, in light and dark theme, on a desktop and on a 360 px phone:
 * the right screen renders in the persisted theme, nothing sticks out sideways on the phone, and axe
 * finds no serious or critical violation. On the forms, an empty submit shows the docs/product §5 messages;
 * axe checks that state too (once per theme, on the desktop: its colours do not depend on the width),
 * and the phone still must not scroll sideways with them.
 *
 * The logout routes are not here: they render nothing but a "Signing out…" status and go straight
 * on to the login page, which is covered.
 */

interface SignInPage {
  path: string;
  heading: string;
  /** The submit button and the messages an empty submit shows (docs/product §5), for the form pages. */
  emptySubmit?: { button: string; messages: string[] };
}

const RESET_HASH = 'e2e0a11yc0ffee';
/** A link the server does not know: its page says it cannot be used (POST /password/check/). */
const USED_HASH = 'e2eusedlink0';
const GENERAL = 'Please correct the information above';

const PAGES: SignInPage[] = [
  {
    path: '/login',
    heading: 'Employee login',
    emptySubmit: {
      button: 'Login',
      messages: ['Please fill out your Employee ID', 'Please fill out your password', GENERAL],
    },
  },
  {
    path: '/partner/login',
    heading: 'Partner login',
    emptySubmit: {
      button: 'Login',
      messages: ['Please fill out your Partner ID', 'Please fill out your password', GENERAL],
    },
  },
  {
    path: '/tools/login',
    heading: 'Tools login',
    emptySubmit: {
      button: 'Login',
      messages: ['Please fill out your username', 'Please fill out your password', GENERAL],
    },
  },
  {
    path: '/login/reset',
    heading: 'Reset your password',
    emptySubmit: {
      button: 'Send reset link',
      messages: ['Please fill out your Employee ID', 'Please fill out a valid email address', GENERAL],
    },
  },
  { path: '/login/reset/success', heading: 'Check your e-mail' },
  {
    path: `/login/update/${RESET_HASH}`,
    heading: 'Choose a new password',
    emptySubmit: { button: 'Update password', messages: ['Please fill out a new password', GENERAL] },
  },
  { path: '/login/update/success', heading: 'Password updated' },
  { path: `/login/update/${USED_HASH}`, heading: 'Choose a new password' },
  {
    path: '/partner/login/reset',
    heading: 'Reset your password',
    emptySubmit: {
      button: 'Send reset link',
      messages: ['Please fill out your Partner ID', 'Please fill out a valid email address', GENERAL],
    },
  },
  { path: '/partner/login/reset/success', heading: 'Check your e-mail' },
  {
    path: `/partner/login/update/${RESET_HASH}`,
    heading: 'Choose a new password',
    emptySubmit: { button: 'Update password', messages: ['Please fill out a new password', GENERAL] },
  },
  { path: '/partner/login/update/success', heading: 'Password updated' },
  // Not a sign-in page, but public and held to the same bar (the done-when).
  { path: '/no/such/page', heading: '404 / Page Not Found' },
];

type Theme = 'light' | 'dark';

interface Variant {
  theme: Theme;
  width: 'desktop' | 'phone';
  options: BrowserContextOptions;
}

const DESKTOP_OPTIONS: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE_OPTIONS: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
};

const VARIANTS: Variant[] = [
  { theme: 'light', width: 'desktop', options: DESKTOP_OPTIONS },
  { theme: 'dark', width: 'desktop', options: DESKTOP_OPTIONS },
  { theme: 'light', width: 'phone', options: PHONE_OPTIONS },
  { theme: 'dark', width: 'phone', options: PHONE_OPTIONS },
];

const THEME_BUTTON: Record<Theme, string> = {
  light: 'Switch to dark theme',
  dark: 'Switch to light theme',
};

/** Relative luminance (WCAG) of the page background: near 1 for a light theme, near 0 for a dark one. */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  });
}

describe('sign-in pages: themes, phone width and accessibility', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.concurrent.each(VARIANTS)('$theme theme, $width', ({ theme, width, options }) => {
    // One context per variant, so the theme chosen once is the persisted preference of every page.
    let context: BrowserContext;

    beforeAll(async () => {
      // The operating system asks for light: the dark theme can only come from the header toggle.
      const first = await openPage(browser, { ...options, colorScheme: 'light' });
      context = first.context;
      await first.page.goto('/login');
      if (theme === 'dark') {
        await first.page.getByRole('button', { name: THEME_BUTTON.light }).click();
      }
      await first.page.getByRole('button', { name: THEME_BUTTON[theme] }).waitFor();
      await first.page.close();
    });
    afterAll(async () => {
      await context?.close();
    });

    it.for(PAGES)('$path', async ({ path, heading, emptySubmit }, { expect }) => {
      const page = waitForLivePages(await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      const name = `signin${path.replace(RESET_HASH, 'id')}-${theme}-${width}`;

      try {
        // The made-up reset link's form is what is looked at: the check answers that it can be used.
        if (path.includes(RESET_HASH))
          await page.route('**/webapp/password/check/', (route) =>
            route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({ code: 0, data: { usable: true } }),
            }),
          );
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname, 'no redirect away from the page').toBe(path);
        // The persisted theme applies on a page of its own.
        const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
        expect(await toggle.getAttribute('aria-label'), 'the persisted theme').toBe(THEME_BUTTON[theme]);
        expect(await toggle.getAttribute('aria-pressed')).toBe(String(theme === 'dark'));
        await settle(page);
        const luminance = await backgroundLuminance(page);
        if (theme === 'dark') expect(luminance, 'dark background').toBeLessThan(0.1);
        else expect(luminance, 'light background').toBeGreaterThan(0.8);

        if (width === 'phone') {
          await expect
            .poll(() => horizontalOverflow(page), { message: 'no horizontal scrolling at 360 px' })
            .toBeLessThanOrEqual(0);
        }
        if (path.includes(USED_HASH)) await page.getByTestId('reset-link-invalid').waitFor();
        await screenshot(page, name);
        expect(await seriousA11yViolations(page), name).toEqual([]);

        if (emptySubmit) {
          await page.getByRole('button', { name: emptySubmit.button, exact: true }).click();
          for (const message of emptySubmit.messages) {
            await page.getByText(message, { exact: true }).first().waitFor();
          }
          await settle(page);
          if (width === 'phone') {
            await expect
              .poll(() => horizontalOverflow(page), { message: 'no horizontal scrolling with messages' })
              .toBeLessThanOrEqual(0);
          }
          await screenshot(page, `${name}-errors`);
          // The messages' colours depend on the theme only: axe checks them once per theme, on the desktop.
          if (width === 'desktop') {
            expect(await seriousA11yViolations(page), `${name} after an empty submit`).toEqual([]);
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
