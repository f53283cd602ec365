import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, followCompanyMenu, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, reloaded, threeScreenshots } from '../support/journey';

/*
 * /update-card (docs/product §2, §3 "Employer": card on file and its e-mail; §6 Update Company
 * Credit Card by contract type): 100002, group admin of a contract-type-13 company, replaces the
 * company's card on the offline test provider's page (decision 0028): Stripe's decline card is
 * declined with Stripe's message, 4242… is saved and shown masked back on /update-card; then the
 * receipt e-mail is checked and changed. On a server of its own: it changes the company's card.
 */

const journey = privateJourney('card');

const cardPage = async (page: Page) => {
  await page.getByRole('heading', { level: 1, name: 'Update Company Credit Card' }).waitFor();
  await page.getByTestId('card-on-file').waitFor();
};

describe('company area: the card on file', () => {
  it('100002 replaces the card through the offline page (a decline, then 4242) and changes the receipt e-mail', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    const user = await signInEmployee(page, '100002');
    expect(user.CONTRACT_TYPE).toBe(13);

    // The company menu (docs/product §6) offers the page for this contract type.
    await followCompanyMenu(page, 'Update Company Credit Card', '/update-card');
    await cardPage(page);
    await page.getByTestId('card-none').waitFor();
    await page.getByText(/Test payment provider/).waitFor();
    await expectNoSeriousA11yViolations(page);

    // To the provider's page: ours, labelled as the test provider.
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/offline-checkout/'));
    await page.getByText(/Test payment provider: no real card is charged/).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Card number or test payment method').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/offline-checkout\//);

    await page.getByLabel('Card number or test payment method').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('11/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();

    // Back on /update-card with the session: the new card is confirmed and shown masked.
    await page.waitForURL((url) => url.pathname === '/update-card' && url.searchParams.has('session_id'));
    await page.getByText('The new card is on file.').waitFor();
    await expect.poll(() => page.getByTestId('card-masked').textContent()).toBe('Visa •••• 4242');
    expect(await page.getByTestId('card-expiry').textContent()).toBe('11/2034');
    await expect.poll(() => page.getByRole('button', { name: 'Replace card' }).isVisible()).toBe(true);

    // The receipt e-mail: the domain's rule in the browser, then saved.
    const field = page.getByLabel(/Receipt e-mail address/);
    await field.fill('accounts@');
    await page.getByRole('button', { name: 'Save receipt e-mail' }).click();
    await page.getByText('Invalid email format.').waitFor();
    await field.fill('ap@prairiesky.example.ca');
    const saved = await answerOf<{ email: string; message: string }>(
      page,
      '/employer/stripe-email/update',
      () => page.getByRole('button', { name: 'Save receipt e-mail' }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.email).toBe('ap@prairiesky.example.ca');

    // As the page is after a visit: the card on file and the e-mail, from the server.
    await page.goto('/update-card');
    await cardPage(page);
    await reloaded(page, () => cardPage(page));
    expect(await page.getByTestId('card-masked').textContent()).toBe('Visa •••• 4242');
    expect(await field.inputValue()).toBe('ap@prairiesky.example.ca');
    await threeScreenshots(page, 'update-card');
    expect(errors).toEqual([]);
    await context.close();
  });
});
