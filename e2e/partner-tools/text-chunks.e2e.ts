import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEmployee } from '../employee/helpers';
import { launchBrowser, openPage, settle } from '../support/browser';
import { DESKTOP, exitTour, signInPartner } from './helpers';

/**
 * Text per area (decision 0018): each namespace is its own chunk, named `text-<namespace>.<language>`
 * by vite.config.ts, loaded with the shell or the feature that shows it. An area's pages must never
 * download another area's text, in either language. (`notifications`, lib/notifications, is shared:
 * employees and partners both have a notification list, decision 0040; so is `report-view`, the one
 * report view's words and its period's messages, REPORT_MESSAGES.)
 */
const EMPLOYEE_TEXT = ['employeeShell', 'dashboard', 'account', 'claims', 'reports', 'placeholders'];
const PARTNER_TEXT = ['partnerShell', 'partner'];
const TOOLS_TEXT = ['toolsShell', 'tools'];

/** The namespaces of the text chunks a page requests, as `<namespace>.<language>`. */
function recordTextChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/text-([\w-]+\.(?:en|fr))-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) chunks.push(match[1]);
  });
  return chunks;
}

const namespacesOf = (chunks: string[]) =>
  [...new Set(chunks.map((chunk) => chunk.split('.')[0] ?? ''))].sort();

describe('each area downloads its own text only', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/login downloads only the rest of the public text in English, and the public French when French is chosen', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks = recordTextChunks(page);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Employee login' }).waitFor();
    await settle(page);
    // What no first render shows (the other public pages' words), once the browser is idle.
    await expect.poll(() => chunks).toEqual(['commonLater.en']);

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion employé' }).waitFor();
    await settle(page);
    // The public French and the rest of it, with the domain's messages (the switch waits for both).
    await expect.poll(() => chunks).toEqual(['commonLater.en', 'common.fr', 'commonLater.fr']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a French visitor's first submit waits for the French messages, however late they come", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, locale: 'fr-CA' });
    // The messages' chunk held back until the form has been submitted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/text-commonLater\.fr-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion employé' }).waitFor();
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    // Nothing is shown in English meanwhile.
    await page.waitForTimeout(300);
    expect(await page.getByText('Please fill out your Employee ID').count()).toBe(0);
    release();
    await page.getByText('Veuillez entrer votre numéro d’employé').waitFor();
    expect(await page.getByText('Please fill out your Employee ID').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the partner shell loads partner text and no employee or tools text, in English and French', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks = recordTextChunks(page);
    await signInPartner(page, '200001');
    await exitTour(page);
    await page.getByRole('navigation', { name: 'Partner menu' }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('navigation', { name: 'Menu du partenaire' }).waitFor();
    // The partner's lists and commission statements are report screens, HSA Sales with a period.
    for (const path of ['/partner/client-list', '/partner/hsa-sales', '/partner/commissions']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Menu du partenaire' }).waitFor();
      await settle(page);
    }

    expect(chunks).toEqual(
      expect.arrayContaining([
        'partnerShell.en',
        'partner.en',
        'partnerShell.fr',
        'partner.fr',
        'report-view.fr',
      ]),
    );
    const loaded = namespacesOf(chunks);
    for (const namespace of [...EMPLOYEE_TEXT, ...TOOLS_TEXT]) expect(loaded).not.toContain(namespace);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the employee shell loads employee text and no partner or tools text, in English and French', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    const chunks = recordTextChunks(page);
    await signInEmployee(page, '100001');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    for (const path of ['/claims', '/claim-report', '/employee']) {
      await page.goto(path);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await settle(page);
    }
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await settle(page);

    expect(chunks).toEqual(
      expect.arrayContaining(['employeeShell.en', 'dashboard.en', 'claims.en', 'reports.en', 'account.en']),
    );
    expect(chunks).toEqual(expect.arrayContaining(['employeeShell.fr', 'account.fr']));
    const loaded = namespacesOf(chunks);
    for (const namespace of [...PARTNER_TEXT, ...TOOLS_TEXT, 'drawer-shell'])
      expect(loaded).not.toContain(namespace);
    expect(errors).toEqual([]);
    await context.close();
  });
});
