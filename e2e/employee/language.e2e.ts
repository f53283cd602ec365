import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, waitForLivePages } from '../support/browser';
import { exitTour, signInPartner } from '../partner-tools/helpers';
import { DESKTOP, settle } from './helpers';

/**
 * The text comes in parts (decision 0012): the public pages' English with the entry, French when it is
 * chosen, the signed-in areas' text with an area's shell. A French visitor must see French from the
 * login form to the deepest screen, and switching back must bring the English of every part in use;
 * a text asked for before its part arrived would write 'Missing text' to the console.
 */
describe('French and English text, part by part', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

  it('a French visitor signs in and works in French, then switches to English', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Français' }).click();
    await heading(page, 'Connexion employé');

    // A reload starts in French: the French public text is there before the first render.
    await page.reload();
    await heading(page, 'Connexion employé');
    await page.getByLabel('Numéro d’employé').fill('100001');
    await page.getByLabel(/^Mot de passe/).fill('demo-password');
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();

    // The shell and the dashboard bring the signed-in areas' text, in French.
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect(await page.getByTestId('shell-title').textContent()).toBe('Tableau de bord');
    // The server's text follows the language on screen (decision 0021): the ads and the plan's name.
    await page.getByText('Prenez rendez-vous pour votre nettoyage dentaire').waitFor();
    await page.goto('/my-plan');
    await page.getByTestId('plan-name').filter({ hasText: 'CSS Plus' }).waitFor();
    await page.goto('/claims');
    await page.getByTestId('shell-title').filter({ hasText: 'Faire une réclamation' }).waitFor();
    await page.goto('/claim-report');
    await page.getByTestId('shell-title').filter({ hasText: 'Activité des réclamations' }).waitFor();
    await settle(page);
    await screenshot(page, 'language-claim-report-fr');

    // Back to English: the public and the areas' English are both in use at once.
    await page.getByRole('button', { name: 'English' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    expect(await page.getByTestId('shell-title').textContent()).toBe('Claim Activity');

    expect(errors.filter((e) => /Missing text/.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an English visitor who signed in switches to French and every part follows', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await signInPartner(page, '200001');
    await exitTour(page);
    await page.getByRole('navigation', { name: 'Partner menu' }).waitFor();

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('navigation', { name: 'Menu du partenaire' }).waitFor();
    // The frame's own text (public part) switched with the menu (areas part).
    await page.getByRole('button', { name: 'English' }).waitFor();
    await settle(page);
    await screenshot(page, 'language-partner-fr');

    // Logging out keeps the language: the partner login is French.
    await page.goto('/partner/logout');
    await heading(page, 'Connexion partenaire');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a second tab follows the language and theme chosen in the first, without a reload', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/login');
    await heading(page, 'Employee login');
    const other = waitForLivePages(await context.newPage());
    other.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await other.goto('/login');
    await heading(other, 'Employee login');
    const background = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background(other);

    await page.getByRole('button', { name: 'Français' }).click();
    await heading(other, 'Connexion employé');
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    await expect.poll(() => background(other)).not.toBe(light);
    await other.getByRole('button', { name: 'Passer au thème clair' }).waitFor();

    // Back in the first tab's choices: English and light, in both.
    await other.getByRole('button', { name: 'English' }).click();
    await other.getByRole('button', { name: 'Switch to light theme' }).click();
    await heading(page, 'Employee login');
    await expect.poll(() => background(page)).toBe(light);

    expect(errors).toEqual([]);
    await context.close();
  });
});
