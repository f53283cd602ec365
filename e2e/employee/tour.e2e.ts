import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, settle } from '../support/browser';
import { DESKTOP, signInEmployee } from './helpers';

/** docs/product §2 Other UI and §4: the intro tour for a company admin (BC) on the employee dashboard. */
describe('the intro tour on the employee dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens once by itself, steps with Previous and Next, shows Exit last, and reopens on request', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP, showEmployeeTour: true });
    // The illustration is held back: the dialog keeps its place, so the buttons do not move when it
    // arrives (a click on Exit while it loaded once landed beside the button).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/tour/*.svg', async (route) => {
      await held;
      await route.continue();
    });
    await signInEmployee(page, '100002');
    const dialog = page.getByTestId('intro-tour');
    await dialog.waitFor();
    await settle(page);
    const exit = dialog.getByRole('button', { name: 'Exit' });
    const before = await exit.boundingBox();
    release();
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await exit.boundingBox()).toEqual(before);
    await page.unroute('**/tour/*.svg');
    const progress = () => dialog.getByText(/^Step \d+ of \d+$/).textContent();
    expect(await progress()).toMatch(/^Step 1 of /);
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await screenshot(page, 'employee-tour-first-step');

    const count = Number((await progress())!.split(' of ')[1]);
    for (let step = 2; step <= count; step++) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      expect(await progress()).toBe(`Step ${step} of ${count}`);
    }
    // The last step shows Exit in Next's place.
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await progress()).toBe(`Step ${count - 1} of ${count}`);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Exit' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Shown once: a reload does not open it again; 'Take the tour' does, at the first step.
    await page.reload();
    await page.getByTestId('employee-name').waitFor();
    expect(await dialog.count()).toBe(0);
    await page.getByRole('button', { name: /tour/i }).click();
    await dialog.waitFor();
    expect(await progress()).toBe(`Step 1 of ${count}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
