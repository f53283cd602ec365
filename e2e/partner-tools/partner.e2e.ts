import { partnerDisplayName } from '@benefits/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type OpenPage,
} from '../support/browser';
import { answerOf, threeScreenshots } from '../support/journey';
import {
  DESKTOP,
  exitTour,
  expectedPartnerMenu,
  horizontalOverflow,
  menuLabels,
  money,
  PHONE,
  settle,
  signInPartner,
} from './helpers';

const partnerNav = (page: Page) => page.getByRole('navigation', { name: 'Partner menu' });

describe('partner shell and dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('agent 200001', () => {
    let open: OpenPage;
    let page: Page;
    beforeAll(async () => {
      open = await openPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
      page = open.page;
    });
    afterAll(async () => {
      await open?.context.close();
    });

    it('signs in to the dashboard and is shown the agent tour once', async () => {
      const user = await signInPartner(page, '200001');
      const tour = page.getByTestId('intro-tour');
      await tour.getByRole('heading', { name: 'Welcome, partner' }).waitFor();
      await settle(page);
      await screenshot(page, 'partner-tour');
      expect(await seriousA11yViolations(page)).toEqual([]);
      for (let step = 0; step < 4; step += 1) await tour.getByRole('button', { name: 'Next' }).click();
      await tour.getByRole('heading', { name: 'Marketing tools' }).waitFor();
      expect(await tour.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await exitTour(page);

      expect(await page.getByTestId('partner-id').textContent()).toBe(String(user.ID));
      expect(await page.getByTestId('unpaid-commission').textContent()).toBe(money(user.UNPAID_COMMISSION));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
      expect(await page.getByTestId('intro-tour').count()).toBe(0);
    });

    it('sees exactly the agent menu (no Agent List), its ID, commission and name', async () => {
      const labels = await menuLabels(partnerNav(page));
      expect(labels).toEqual([
        'Dashboard',
        'Personal Information',
        'Banking Information',
        'Client List',
        'Commissions',
        'HSA Sales',
        'Upcoming Renewals',
        'Documents',
        'Privacy Policy',
        'FAQs',
        'Resource Library',
        'Logout',
      ]);
      const user = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('benefits.session.partner') ?? '{}') as {
              state: {
                session: {
                  user: {
                    ID: number;
                    MANAGER: number;
                    AGENT_NAME: string;
                    MANAGER_NAME: string;
                    UNPAID_COMMISSION: number;
                  };
                };
              };
            }
          ).state.session.user,
      );
      expect(labels).toEqual(expectedPartnerMenu(user as never));
      expect(await page.getByTestId('drawer-partner-id').textContent()).toBe(String(user.ID));
      expect(await page.getByTestId('drawer-unpaid-commission').textContent()).toBe(
        money(user.UNPAID_COMMISSION),
      );
      const name = page.getByTestId('partner-top-name');
      expect(await name.textContent()).toBe(partnerDisplayName(user));
      expect(await name.getAttribute('href')).toBe('/partner/personal');
      const privacy = partnerNav(page).getByRole('link', { name: /Privacy Policy/ });
      expect(await privacy.getAttribute('target')).toBe('_blank');
      expect(await privacy.getAttribute('rel')).toContain('noopener');
      await page.getByText('Version 2.5.4').waitFor();
    });

    it('has no serious accessibility problem in light and dark themes', async () => {
      await settle(page);
      await screenshot(page, 'partner-dashboard-light');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
      await screenshot(page, 'partner-dashboard-dark');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
    });

    it('opens pages that are not built yet inside the shell', async () => {
      await partnerNav(page).getByRole('link', { name: 'Client List' }).click();
      await page.getByRole('heading', { level: 1, name: 'Client List' }).waitFor();
      await page.getByText('This section is not available yet.').waitFor();
      expect(
        await partnerNav(page).getByRole('link', { name: 'Client List' }).getAttribute('aria-current'),
      ).toBe('page');
      await page.goto('/partner/agent-list');
      await page.waitForURL((url) => url.pathname === '/partner');
      await partnerNav(page).getByRole('link', { name: 'Dashboard' }).click();
    });

    it('keeps its web profile; opens notifications, FAQs and documents, and downloads one (decision 0040)', async () => {
      await page.getByTestId('partner-top-name').click();
      await page.getByRole('heading', { level: 1, name: 'Personal Information' }).waitFor();
      const web = page.getByRole('region', { name: 'Web profile' });
      const intro = `Benefits for British Columbia businesses (${Date.now()}).`;
      await web.getByLabel('Display name').fill('Ethan Wilson, Wilson Financial');
      await web.getByLabel('Public telephone').fill('604-555-0142');
      await web.getByLabel('Introduction').fill(intro);
      const saved = await answerOf(page, '/partner/web/save', () =>
        web.getByRole('button', { name: 'Save web profile' }).click(),
      );
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      await page.getByText('Saved web profile').waitFor();
      await threeScreenshots(page, 'partner-personal');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(
        await page.getByRole('region', { name: 'Web profile' }).getByLabel('Introduction').inputValue(),
      ).toBe(intro);

      await partnerNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await page
        .getByRole('region', { name: 'Quick links' })
        .getByRole('link', { name: /Notifications/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      await page.getByTestId('notification').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await partnerNav(page).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
      const question = page.getByRole('button', { name: 'When are commissions paid?' });
      await question.focus();
      await page.keyboard.press('Enter');
      await page.getByText(/paid by direct deposit/).waitFor();
      await screenshot(page, 'partner-faqs-light');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await partnerNav(page).getByRole('link', { name: 'Documents' }).click();
      await page.getByRole('heading', { level: 1, name: 'Documents and Marketing Tools' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download “Health Spending Account brochure” (PDF)' }).click();
      expect((await download).suggestedFilename()).toBe('hsa-brochure.pdf');
      await threeScreenshots(page, 'partner-documents');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await partnerNav(page).getByRole('link', { name: 'Banking Information' }).click();
      await page.getByTestId('on-file-account').waitFor();
      expect(await page.getByTestId('on-file-account').textContent()).toMatch(/^\*{6}\d{4}$/);
      await screenshot(page, 'partner-banking-light');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await partnerNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
      expect(open.errors).toEqual([]);
    });

    it('fits a 360 px screen, with the drawer behind a keyboard-operable menu button', async () => {
      await page.setViewportSize(PHONE);
      await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
      await settle(page);
      // Layout settles after the viewport change (drawer transitions): poll, then a real overflow still fails.
      await expect.poll(() => horizontalOverflow(page), { timeout: 5000 }).toBe(0);
      expect(await partnerNav(page).count()).toBe(0);
      await screenshot(page, 'partner-dashboard-360');
      expect(await seriousA11yViolations(page)).toEqual([]);

      const button = page.getByRole('button', { name: 'Open menu' });
      await button.focus();
      await page.keyboard.press('Enter');
      await partnerNav(page).waitFor();
      await settle(page);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-root')))).toBe(
        true,
      );
      await screenshot(page, 'partner-drawer-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await partnerNav(page).waitFor({ state: 'detached' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await button.click();
      await partnerNav(page).getByRole('link', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/partner/login');
      await page.setViewportSize(DESKTOP);
    });
  });

  it('manager 200002 sees exactly the manager menu, with Agent List', async () => {
    const open = await openPage(browser, { viewport: DESKTOP });
    const { page } = open;
    const user = await signInPartner(page, '200002');
    expect(String(user.MANAGER)).toBe(String(user.ID));
    await exitTour(page);
    const labels = await menuLabels(partnerNav(page));
    expect(labels).toEqual(expectedPartnerMenu(user));
    expect(labels.slice(6, 8)).toEqual(['Upcoming Renewals', 'Agent List']);
    await page
      .getByRole('region', { name: 'Quick links' })
      .getByRole('link', { name: /Agent List/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Agent List' }).waitFor();
    expect(await page.getByTestId('partner-top-name').textContent()).toBe(partnerDisplayName(user));
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});
