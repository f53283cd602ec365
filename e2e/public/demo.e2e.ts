import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP } from '../employee/helpers';
import { expectNoSeriousA11yViolations, launchBrowser, openPage, screenshot } from '../support/browser';
import { answerOf, threeScreenshots } from '../support/journey';

/*
 * The public demo (docs/product §2 /demo … /demo/claims/success, §5 "Demo claim item", §7 "Demo";
 * decision 0039) as a BC prospect, on the shared server (a demo touches no seeded account): the
 * prospect reads what the demo is, says who they are, adds two items, is refused a $15,001 item
 * with the spec's message, reviews the claim with BC's tax line (5 % GST on the 8 % admin fee) and
 * submits it. Every page in light, dark and at 360 px, axe clean. The figures themselves are proved
 * by the API tests.
 */

const TODAY = new Date().toISOString().slice(0, 10);

async function addItem(
  page: Page,
  item: { patient: string; service: string; provider: string; amount: string },
) {
  await page.getByLabel(/^Patient/).selectOption({ label: item.patient });
  await page.getByLabel(/^Service\s*\*?$/).selectOption({ label: item.service });
  await page.getByLabel(/^Service date/).fill(TODAY);
  await page.getByLabel(/^Provider/).fill(item.provider);
  await page.getByLabel(/^Amount/).fill(item.amount);
  await page.getByRole('button', { name: 'Add item' }).click();
}

describe('the public demo: a BC prospect makes a claim', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('opens a demo, adds two items, is refused $15,001, reviews BC’s taxes and submits', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/demo');
    await page.getByRole('heading', { level: 1, name: 'Try a claim' }).waitFor();
    await threeScreenshots(page, 'demo-landing');
    await page.getByRole('link', { name: 'Start the demo' }).click();

    await page.getByRole('heading', { level: 1, name: 'About you' }).waitFor();
    await threeScreenshots(page, 'demo-start');
    await page.getByLabel(/^First name/).fill('Priya');
    await page.getByLabel(/^E-mail address/).fill('priya.sandhu@example.ca');
    await page.getByLabel(/^Your business/).selectOption('group');
    await page.getByLabel(/^Province/).selectOption('BC');
    const opened = await answerOf<{ userdata: { PROVINCE: string; BALANCE: number; CONTRACT_TYPE: number } }>(
      page,
      '/demo/login',
      () => page.getByRole('button', { name: 'Start the demo' }).click(),
    );
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    expect(opened.data.userdata).toMatchObject({ PROVINCE: 'BC', BALANCE: 500_000, CONTRACT_TYPE: 13 });

    await page.getByRole('heading', { level: 1, name: 'Make a claim' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Welcome, Priya' }).waitFor();
    expect(await page.getByTestId('demo-balance').innerText()).toBe('$5,000.00');
    await addItem(page, {
      patient: 'Priya (you)',
      service: 'Dental',
      provider: 'Kitsilano Dental',
      amount: '120',
    });
    await page.getByTestId('demo-item').first().waitFor();
    await addItem(page, {
      patient: 'Maya',
      service: 'Prescription Drugs',
      provider: 'London Drugs',
      amount: '45.50',
    });
    await expect.poll(() => page.getByTestId('demo-item').count()).toBe(2);

    // Above the demo's limit: the spec's message on the amount, and the item is not added.
    await addItem(page, {
      patient: 'Alex',
      service: 'Dental',
      provider: 'Kitsilano Dental',
      amount: '15001',
    });
    await page.getByText('Amount exceeds $15,000').waitFor();
    await page.getByTestId('demo-item-error').getByText('Please correct the claim details above').waitFor();
    expect(await page.getByTestId('demo-item').count()).toBe(2);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'demo-claims-refused');
    // The items are kept in the tab: the pictures reload the page.
    await threeScreenshots(page, 'demo-claims');
    expect(await page.getByTestId('demo-item').count()).toBe(2);

    await page.getByRole('button', { name: 'Review the claim' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review the claim' }).waitFor();
    // BC: 8 % admin fee on $165.50 paid ($13.24) and 5 % GST on it ($0.66); no HST, RST or premium tax.
    expect(await page.getByTestId('total-payable').innerText()).toBe('$165.50');
    expect(await page.getByTestId('total-adminFee').innerText()).toBe('$13.24');
    expect(await page.getByTestId('total-gst').innerText()).toBe('$0.66');
    expect(await page.getByTestId('total-total').innerText()).toBe('$179.40');
    expect(await page.getByTestId('total-hst').count()).toBe(0);
    expect(await page.getByTestId('item-1-gst').innerText()).toBe('$0.48');
    expect(await page.getByTestId('item-2-gst').innerText()).toBe('$0.18');
    await page.getByText('GST on the admin fee').first().waitFor();
    await threeScreenshots(page, 'demo-review');

    const submitted = await answerOf<{ totals: { gstAmount: number; totalAmount: number }; BALANCE: number }>(
      page,
      '/demo/claim/submit',
      () => page.getByRole('button', { name: 'Submit the claim' }).click(),
    );
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    expect(submitted.data.totals).toMatchObject({ gstAmount: 66, totalAmount: 17_940 });
    await page.getByRole('heading', { level: 1, name: 'Claim submitted' }).waitFor();
    expect(await page.getByTestId('demo-balance-left').innerText()).toBe('Balance left: $4,834.50.');
    await threeScreenshots(page, 'demo-success');

    expect(errors).toEqual([]);
    await context.close();
  });
});
