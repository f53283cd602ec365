import fs from 'node:fs';
import { partnerDisplayName } from '@benefits/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshot,
  expectNoSeriousA11yViolations,
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
      await expectNoSeriousA11yViolations(page);
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
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
      await screenshot(page, 'partner-dashboard-dark');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
    });

    it('reads their open commission statement: its lines sum to its total and the drawer’s figure, with a PDF', async () => {
      await partnerNav(page).getByRole('link', { name: 'Commissions' }).click();
      await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
      const links = page.getByTestId('statement-link');
      await links.first().waitFor();
      await settle(page);
      await screenshot(page, 'partner-commissions-light');
      await expectNoSeriousA11yViolations(page);
      const answer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/webapp/partner/commissions/statement',
      );
      await links.first().click();
      const { data } = (await (await answer).json()) as {
        data: {
          statement: { id: number; status: string; totalCents: number };
          lines: { amountCents: number }[];
        };
      };
      await page
        .getByRole('heading', { level: 1, name: `Commission statement ${data.statement.id}` })
        .waitFor();
      expect(data.statement.status).toBe('OPEN');
      const sum = data.lines.reduce((total, l) => total + l.amountCents, 0);
      expect(sum).toBe(data.statement.totalCents);
      expect(await page.getByTestId('line-amount').allTextContents()).toEqual(
        data.lines.map((l) => money(l.amountCents)),
      );
      expect(await page.getByTestId('statement-lines-total').textContent()).toBe(money(sum));
      expect(await page.getByTestId('drawer-unpaid-commission').textContent()).toBe(money(sum));

      const download = page.waitForEvent('download');
      await page.getByTestId('statement-pdf').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`commission-statement-${data.statement.id}.pdf`);
      const bytes = fs.readFileSync((await file.path())!);
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

      await settle(page);
      await screenshot(page, 'partner-commission-statement-light');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
      await screenshot(page, 'partner-commission-statement-dark');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await page.setViewportSize(PHONE);
      await settle(page);
      await expect.poll(() => horizontalOverflow(page), { timeout: 5000 }).toBe(0);
      await screenshot(page, 'partner-commission-statement-360');
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(DESKTOP);
      await partnerNav(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
    });

    it('opens the client list, a client and the renewals, and downloads the list as CSV', async () => {
      await partnerNav(page).getByRole('link', { name: 'Client List' }).click();
      await page.getByRole('heading', { level: 1, name: 'Client List' }).waitFor();
      expect(
        await partnerNav(page).getByRole('link', { name: 'Client List' }).getAttribute('aria-current'),
      ).toBe('page');
      // 200001 sold 5001–5003 (seed); the API tests prove the figures, the browser the screens.
      const clients = page.getByTestId('client-link');
      await clients.first().waitFor();
      expect(await clients.allTextContents()).toEqual([
        'Northern Lights Consulting Inc.',
        'Prairie Sky Logistics Ltd.',
        'Harbourview Bakery Inc.',
      ]);
      // §3 paging: one page, and Next says 'End of List'.
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
      await page.getByText('End of List').first().waitFor();
      await settle(page);
      await screenshot(page, 'partner-client-list-light');
      await expectNoSeriousA11yViolations(page);

      const download = page.waitForEvent('download');
      await page.getByTestId('export-csv').click();
      const file = await download;
      // Dated the day it is as of (the reader's today), so two days' downloads do not collide.
      expect(file.suggestedFilename()).toMatch(/^client-list-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs
        .readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(csv[0]).toMatch(/^Employer ID,Company,Plan code,/);
      expect(csv).toHaveLength(4);

      await clients.nth(1).click();
      await page.getByRole('heading', { level: 1, name: 'Client: Prairie Sky Logistics Ltd.' }).waitFor();
      await page.getByTestId('client-members').waitFor();
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      await settle(page);
      await screenshot(page, 'partner-client-dark');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('switch', { name: 'Dark theme' }).click();

      // Another partner's client (5004, the other team's): the server's 404 message, nothing else.
      await page.goto('/partner/client-list/5004');
      await page.getByText('There is no client with this ID in your client list.').waitFor();
      expect(await page.getByText('Bluenose').count()).toBe(0);
      // The browser logs the answer's 404 in the console: expected here, and only here.
      const is404 = (e: string) => e.includes('status of 404');
      await expect.poll(() => open.errors.some(is404)).toBe(true);
      open.errors.splice(open.errors.findIndex(is404), 1);

      await page.goto('/partner/upcoming-renewals?days=365');
      await page.getByRole('heading', { level: 1, name: 'Upcoming Renewals' }).waitFor();
      await page.getByTestId('renewals-row').first().waitFor();
      await settle(page);
      await screenshot(page, 'partner-renewals-light');
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(PHONE);
      await settle(page);
      await expect.poll(() => horizontalOverflow(page), { timeout: 5000 }).toBe(0);
      await screenshot(page, 'partner-renewals-360');
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize(DESKTOP);

      // The Agent List is for managers: an agent who types its address lands on the dashboard.
      await page.goto('/partner/agent-list');
      await page.waitForURL((url) => url.pathname === '/partner');
      await page.getByRole('heading', { level: 1, name: 'Partner dashboard' }).waitFor();
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
      await expectNoSeriousA11yViolations(page);
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
      // After the theme switches of the screenshots above, colours fade in: axe reads them settled.
      await settle(page);
      await expectNoSeriousA11yViolations(page);

      await partnerNav(page).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();
      const question = page.getByRole('button', { name: 'When are commissions paid?' });
      await question.focus();
      await page.keyboard.press('Enter');
      await page.getByText(/paid by direct deposit/).waitFor();
      await screenshot(page, 'partner-faqs-light');
      await expectNoSeriousA11yViolations(page);

      await partnerNav(page).getByRole('link', { name: 'Documents' }).click();
      await page.getByRole('heading', { level: 1, name: 'Documents and Marketing Tools' }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download “Health Spending Account brochure” (PDF)' }).click();
      expect((await download).suggestedFilename()).toBe('hsa-brochure.pdf');
      await threeScreenshots(page, 'partner-documents');
      await expectNoSeriousA11yViolations(page);

      await partnerNav(page).getByRole('link', { name: 'Banking Information' }).click();
      await page.getByTestId('on-file-account').waitFor();
      expect(await page.getByTestId('on-file-account').textContent()).toMatch(/^\*{6}\d{4}$/);
      await screenshot(page, 'partner-banking-light');
      await expectNoSeriousA11yViolations(page);
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
      await expectNoSeriousA11yViolations(page);

      const button = page.getByRole('button', { name: 'Open menu' });
      await button.focus();
      await page.keyboard.press('Enter');
      await partnerNav(page).waitFor();
      await settle(page);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDrawer-root')))).toBe(
        true,
      );
      await screenshot(page, 'partner-drawer-360');
      await expectNoSeriousA11yViolations(page);
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
    // The team with their sales and commission (decision 0038), one agent's page, both themes, 360 px.
    const agents = page.getByTestId('agent-link');
    await agents.first().waitFor();
    expect(await agents.allTextContents()).toContain('Ethan Wilson');
    await page.getByText('Grand total').first().waitFor();
    await settle(page);
    await screenshot(page, 'partner-agent-list-light');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await settle(page);
    await screenshot(page, 'partner-agent-list-dark');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await settle(page);
    await expect.poll(() => horizontalOverflow(page), { timeout: 5000 }).toBe(0);
    await screenshot(page, 'partner-agent-list-360');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(DESKTOP);
    await agents.filter({ hasText: 'Ethan Wilson' }).click();
    await page.getByRole('heading', { level: 1, name: 'Agent: Ethan Wilson' }).waitFor();
    expect(await page.getByTestId('agent-clients').textContent()).toBe('3');
    await expectNoSeriousA11yViolations(page);
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});
