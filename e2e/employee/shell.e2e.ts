import type { Notification } from '@benefits/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type OpenPage,
} from '../support/browser';
import {
  DESKTOP,
  horizontalOverflow,
  mainMenu,
  PHONE,
  sessionToken,
  settle,
  signInEmployee,
} from './helpers';

interface NotificationPage {
  notifications: Notification[];
  hasMore: boolean;
}

/** Every live notification of the signed-in employee, as the server lists them. */
async function serverNotifications(page: Page): Promise<Notification[]> {
  const token = await sessionToken(page);
  const all: Notification[] = [];
  for (let offset = 0; ; offset += 50) {
    const answer = await apiCall<NotificationPage>('/get-notifications', { offset, limit: 50 }, token);
    expect(answer.code).toBe(0);
    all.push(...answer.data.notifications);
    if (!answer.data.hasMore) return all;
  }
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

describe('employee shell and dashboard', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('employee 100001 on a desktop screen', () => {
    let open: OpenPage;
    let page: Page;

    beforeAll(async () => {
      open = await openPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
      page = open.page;
    });
    afterAll(async () => {
      await open?.context.close();
    });

    it('shows the dashboard: greeting, balances by the rules, plan year end, quick links and ads', async () => {
      const user = await signInEmployee(page, '100001');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('employee-name').getByText(`${user.FIRST_NAME} ${user.LAST_NAME}`).waitFor();
      expect(await page.getByTestId('shell-title').textContent()).toBe('Dashboard');
      expect(await page.getByTestId('hsa-balance').textContent()).toBe(money(user.BALANCE));
      expect(await page.getByTestId('drawer-hsa').textContent()).toBe(money(user.BALANCE));
      if (user.SPENDABLE_PREVIOUS_BALANCE > 0) {
        expect(await page.getByTestId('previous-year-balance').textContent()).toBe(
          money(user.SPENDABLE_PREVIOUS_BALANCE),
        );
      }
      const end = new Date(`${user.PLAN_YEAR_END}T00:00:00Z`).toLocaleDateString('en-CA', {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      expect(await page.getByTestId('plan-year-end').textContent()).toBe(end);
      await page.getByTestId('quick-link-makeClaim').waitFor();
      await page.getByTestId('quick-link-claimActivity').waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
      await settle(page);
      await screenshot(page, 'employee-dashboard-light');
      expect(await seriousA11yViolations(page), 'light').toEqual([]);
    });

    it('loads notifications 5 at a time, dismisses one, and opens one', async () => {
      const before = await serverNotifications(page);
      expect(before.length, 'the seed gives 100001 more than one page').toBeGreaterThan(5);
      const button = page.getByTestId('notifications-button');
      expect(await button.getAttribute('aria-label')).toBe('Notifications (5+)');
      await button.click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await drawer.waitFor();
      const items = drawer.getByTestId('notification');
      await expect.poll(() => items.count()).toBe(5);
      await settle(page);
      await screenshot(page, 'employee-notifications');
      expect(await seriousA11yViolations(page), 'notification drawer').toEqual([]);

      await drawer.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => items.count()).toBe(Math.min(before.length, 10));
      if (before.length <= 10)
        expect(await drawer.getByRole('button', { name: 'Load More' }).count()).toBe(0);

      const victim = before[1]!;
      await drawer.getByRole('button', { name: `Dismiss notification: ${victim.title}` }).click();
      await expect.poll(() => items.count()).toBe(Math.min(before.length, 10) - 1);
      await expect
        .poll(async () => (await serverNotifications(page)).map((n) => n.id))
        .toEqual(before.filter((n) => n.id !== victim.id).map((n) => n.id));

      const target = before.find((n) => n.id !== victim.id && n.data.webOnPress?.startsWith('/'));
      expect(target, 'a notification with an in-app target').toBeTruthy();
      await drawer.getByRole('link', { name: new RegExp(target!.title) }).click();
      await page.waitForURL((url) => url.pathname === target!.data.webOnPress);
      await drawer.waitFor({ state: 'hidden' });

      // The /notifications page lists the same, with the same actions.
      // The Personal group slides open: its links hold still only once it has (as followCompanyMenu).
      await mainMenu(page).getByRole('button', { name: 'Personal' }).click();
      await settle(page);
      await mainMenu(page).getByRole('link', { name: 'Notifications' }).click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await expect
        .poll(() => page.getByRole('main').getByTestId('notification').count())
        .toBe(Math.min(before.length, 10) - 1);
    });

    it('shows the dashboard in the dark theme without accessibility violations', async () => {
      await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByTestId('employee-name').waitFor();
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await settle(page);
      await screenshot(page, 'employee-dashboard-dark');
      expect(await seriousA11yViolations(page), 'dark').toEqual([]);
    });

    it('keeps the theme and the language across a reload', async () => {
      await page.getByRole('button', { name: 'Français' }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      await page.reload();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('link', { name: 'Tableau de bord' }).waitFor();
      await page.getByRole('button', { name: 'Passer au thème clair' }).waitFor();
      expect(await page.getByTestId('shell-title').textContent()).toBe('Tableau de bord');
      await settle(page);
      await screenshot(page, 'employee-dashboard-dark-fr');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    });

    it("shows '404 / Page Not Found' for an unknown route", async () => {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404 / Page Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    });

    it('sends a path of the block list home with the redirect message', async () => {
      await page.goto('/legacy-portal/claims');
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByTestId('snackbar')
        .getByText('That page is not available to you, so you have been taken to your dashboard.')
        .waitFor();
    });

    it('reaches every menu item with the keyboard, and the focus is visible', async () => {
      await page.goto('/');
      await page.getByTestId('employee-name').waitFor();
      const seen = new Set<string>();
      let ringless = 0;
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el) return null;
          const style = getComputedStyle(el);
          return {
            key: el.getAttribute('data-menu-key'),
            ring: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          };
        });
        if (focused?.key) {
          seen.add(focused.key);
          if (!focused.ring) ringless += 1;
        }
      }
      for (const key of ['dashboard', 'makeClaim', 'personal', 'claimActivity', 'documents', 'logout']) {
        expect(seen, key).toContain(key);
      }
      expect(ringless, 'menu items focused without a visible focus ring').toBe(0);
      // A group opens from the keyboard.
      await mainMenu(page).getByRole('button', { name: 'Personal' }).focus();
      await page.keyboard.press('Enter');
      await mainMenu(page).getByRole('link', { name: 'Plan Details' }).waitFor();
    });

    it('logged no page errors', () => {
      expect(open.errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    });
  });

  describe('on a 360 px phone', () => {
    it('fits the dashboard, opens the menu behind a button and closes it with Escape', async () => {
      const phone = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      const { page } = phone;
      await signInEmployee(page, '100002');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('employee-name').waitFor();
      await expect
        .poll(() => horizontalOverflow(page), { message: 'no horizontal scrolling' })
        .toBeLessThanOrEqual(0);
      expect(await mainMenu(page).count(), 'the drawer is closed').toBe(0);
      await settle(page);
      await screenshot(page, 'employee-dashboard-360');
      expect(await seriousA11yViolations(page), '360 px').toEqual([]);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await mainMenu(page).waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await settle(page);
      await screenshot(page, 'employee-menu-360');
      await page.keyboard.press('Escape');
      await mainMenu(page).waitFor({ state: 'detached' });

      await page.getByTestId('notifications-button').click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await settle(page);
      await screenshot(page, 'employee-notifications-360');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
      // Focus went back to the button that opened the drawer.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'notifications-button',
      );

      // Following a menu link closes the drawer and lands on the page.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await mainMenu(page).getByRole('link', { name: 'Documents' }).click();
      await page.waitForURL((url) => url.pathname === '/documents');
      await mainMenu(page).waitFor({ state: 'detached' });
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await phone.context.close();
    });

    it('opens the menu without sliding when the system asks for less motion (decision 0057)', async () => {
      const phone = await openPage(browser, {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const { page } = phone;
      // The sliding paper the menu is drawn on: MUI's Slide writes its transition inline.
      const slide = () =>
        mainMenu(page).evaluate((nav) => {
          const paper = nav.closest<HTMLElement>('.MuiPaper-root');
          return paper ? getComputedStyle(paper).transitionDuration : 'no paper';
        });
      try {
        await signInEmployee(page, '100001');
        await page.getByTestId('employee-name').waitFor();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await mainMenu(page).waitFor();
        expect(await slide(), 'no slide when less motion is asked for').toBe('0s');
        await page.keyboard.press('Escape');
        await mainMenu(page).waitFor({ state: 'detached' });

        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        await mainMenu(page).waitFor();
        expect(await slide(), 'the usual slide otherwise').toMatch(/^0\.\d+s$/);
        await page.keyboard.press('Escape');
        await mainMenu(page).waitFor({ state: 'detached' });
      } finally {
        await phone.context.close();
      }
    });

    it('fits the top bar in English and French: controls whole and apart, titles not cut', async () => {
      for (const [locale, colorScheme] of [
        ['en-CA', 'light'],
        ['fr-CA', 'dark'],
      ] as const) {
        const phone = await openPage(browser, { viewport: PHONE, locale, colorScheme });
        const { page } = phone;
        // An admin: the company's pages have the longest titles. (The login's fields by id: in French too.)
        await page.goto('/login');
        await page.locator('#employee-login-id').fill('100002');
        await page.locator('#employee-login-pw').fill('demo-password');
        await page.locator('#employee-login-pw').press('Enter');
        await page.waitForURL((url) => url.pathname === '/');
        for (const path of ['/', '/claim-form-print', '/employer', '/claim-report']) {
          if (path !== '/') await page.goto(path);
          await page.getByTestId('shell-title').filter({ hasText: /\S/ }).waitFor();
          await settle(page);
          const bar = await page.evaluate(() => {
            const header = document.querySelector('header')!;
            const title = header.querySelector<HTMLElement>('[data-testid="shell-title"]')!;
            const controls = Array.from(header.querySelectorAll<HTMLElement>('button, a')).map((e) => {
              const r = e.getBoundingClientRect();
              return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            });
            return {
              width: window.innerWidth,
              height: header.getBoundingClientRect().height,
              titleCut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1,
              controls,
            };
          });
          expect(bar.height, `${locale} ${path}: one bar high`).toBeLessThanOrEqual(64);
          expect(bar.titleCut, `${locale} ${path}: the title is whole`).toBe(false);
          for (const [i, c] of bar.controls.entries()) {
            expect(c.left, `${locale} ${path}: control ${i} inside the window`).toBeGreaterThanOrEqual(0);
            expect(c.right).toBeLessThanOrEqual(bar.width);
            const next = bar.controls[i + 1];
            if (next)
              expect(c.right, `${locale} ${path}: controls ${i} and ${i + 1} apart`).toBeLessThanOrEqual(
                next.left,
              );
          }
        }
        // The personal details link is an icon here, named by the user's name (its tooltip says more).
        const name = page.getByRole('link', { name: 'Liam Gagnon', exact: true });
        expect(await name.getAttribute('href')).toBe('/employee');
        await page.getByTestId('notifications-button').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'shell-name',
        );
        await screenshot(page, `employee-top-bar-360-${locale}`);
        expect(await seriousA11yViolations(page), `${locale} 360 px`).toEqual([]);
        await phone.context.close();
      }
    });
  });
  describe('in a Canadian evening, when UTC is already tomorrow (decision 0056)', () => {
    it('takes today from the device’s calendar, not UTC’s', async () => {
      const DAY = 24 * 3600 * 1000;
      // The last 03:00 UTC: 22:00 or 23:00 the day before in Toronto.
      let evening = Math.floor(Date.now() / DAY) * DAY + 3 * 3600 * 1000;
      if (evening > Date.now()) evening -= DAY;
      const { context, page } = await openPage(browser, { viewport: DESKTOP, timezoneId: 'America/Toronto' });
      try {
        await page.clock.setFixedTime(evening);
        await signInEmployee(page, '100001');
        await page.goto('/balance-report');
        // The date field's latest day is today: Toronto's, the day before UTC's.
        const torontoDay = new Date(evening - DAY).toISOString().slice(0, 10);
        await expect.poll(() => page.locator('#balance-date').getAttribute('max')).toBe(torontoDay);
      } finally {
        await context.close();
      }
    });
  });
});
