import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../employee/helpers';
import { exitTour } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations, horizontalOverflow, screenshot } from '../support/browser';
import { answerOf, privateJourney, reloaded, threeScreenshots } from '../support/journey';
import { outboxMailTo } from '../support/mail';

/*
 * The partner sign-up (docs/product §2 /partner/signup, /review, /thanks; §4 "Partner signup";
 * decision 0036) on a server of its own: an applicant fills the form with two licences, reloads
 * half-way (the draft is kept, the SIN is not), meets the spec's messages on a bad SIN, an expired
 * licence and a missing agreement, reviews (SIN and account masked), submits, opens the welcome
 * mail's link, chooses a password and signs in to the partner area.
 */

const journey = privateJourney('partner-signup');
const EMAIL = 'amelie.fortin@example.ca';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const fill = (page: Page, label: RegExp, value: string) => page.getByLabel(label).fill(value);

async function licence(page: Page, province: string, code: string, number: string, expiry: string) {
  await page.getByLabel(`Licensed in ${province}`).check();
  const box = page.getByTestId(`licence-${code}`);
  await box.getByLabel(/^Licence number/).fill(number);
  await box.getByLabel(/^Licence expiry date/).fill(expiry);
}

describe('partner sign-up: a new agent applies, gets the welcome and signs in', () => {
  it('signs up with two licences and signs in with the welcome link', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await page.goto('/partner/signup');
    await page.getByRole('heading', { level: 1, name: 'Become a partner' }).waitFor();
    await page
      .getByTestId('draft-note')
      .getByText(/never kept/)
      .waitFor();

    await fill(page, /^First name/, 'Amélie');
    await fill(page, /^Last name/, 'Fortin');
    await fill(page, /^E-mail address/, EMAIL);
    await fill(page, /^Street address/, '12 Spring Garden Rd');
    await fill(page, /^City/, 'Halifax');
    await page.getByLabel(/^Province/).selectOption('NS');
    await fill(page, /^Postal code/, 'B3J 1A1');
    await fill(page, /^Telephone/, '902-555-0177');
    await fill(page, /^Social insurance number/, '046 454 286');

    // A reload half-way keeps what was typed, except the SIN.
    await reloaded(page);
    await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Amélie');
    expect(await page.getByLabel(/^Province/).inputValue()).toBe('NS');
    expect(await page.getByLabel(/^Social insurance number/).inputValue()).toBe('');

    await fill(page, /^Business name/, 'Fortin Benefits Ltd.');
    await fill(page, /^Principal officer\s/, 'Amélie Fortin');
    await fill(page, /^Business number/, '811 122 233');
    await fill(page, /^Principal officer’s e-mail/, EMAIL);
    await licence(page, 'Nova Scotia', 'NS', 'NS-40012', `${NEXT_YEAR}-06-30`);
    await licence(page, 'Ontario', 'ON', 'ON 77-1234', '2020-01-31');
    await fill(page, /^Transit number/, '00152');
    await fill(page, /^Institution number/, '004');
    await fill(page, /^Account number/, '987654321');
    await page.getByRole('checkbox', { name: /agent contract/ }).check();
    await page.getByRole('checkbox', { name: /commission schedule/ }).check();

    // A bad SIN, an expired licence and a missing agreement: the spec's messages.
    await fill(page, /^Social insurance number/, '046 454 287');
    const refused = await answerOf<{ error: Record<string, string> }>(page, '/partner/signup/validate', () =>
      page.getByRole('button', { name: 'Review application' }).click(),
    );
    expect(refused.code).toBe(1);
    expect(refused.data.error).toEqual({
      GENERAL: 'Please correct the errors above.',
      'personalIDInput.personalID': 'Invalid social insurance number.',
      'licenseInput.ON.expiry': 'Your licence expiry date must be in the future.',
      'agreementInput.preAuthAgreement': 'Please accept the agreement to continue',
    });
    await page.getByText('Invalid social insurance number.').waitFor();
    await page
      .getByTestId('licence-ON')
      .getByText('Your licence expiry date must be in the future.')
      .waitFor();
    await page.getByText('Please accept the agreement to continue').waitFor();
    await page.getByText('Please correct the errors above.').waitFor();
    await threeScreenshots(page, 'partner-signup-form');

    // Corrected (the reloads of the screenshots dropped the SIN and the account number).
    await fill(page, /^Social insurance number/, '046 454 286');
    await fill(page, /^Account number/, '987654321');
    await page
      .getByTestId('licence-ON')
      .getByLabel(/^Licence expiry date/)
      .fill(`${NEXT_YEAR}-03-31`);
    await page.getByRole('checkbox', { name: /pre-authorised debit agreement/ }).check();
    const valid = await answerOf(page, '/partner/signup/validate', () =>
      page.getByRole('button', { name: 'Review application' }).click(),
    );
    expect(valid.code, JSON.stringify(valid)).toBe(0);

    await page.getByRole('heading', { level: 1, name: 'Review your application' }).waitFor();
    expect(await page.getByTestId('review-sin').innerText()).toBe('*** *** 286');
    expect(await page.getByTestId('review-account').innerText()).toBe('******4321');
    expect(await page.locator('main').innerText()).not.toContain('046 454 286');
    await page.getByTestId('review-licence-NS').waitFor();
    await page.getByTestId('review-licence-ON').waitFor();
    await expectNoSeriousA11yViolations(page);
    // The review is held in memory only (a reload shows the form): pictures without reloading.
    await screenshot(page, 'partner-signup-review-light');
    await page.setViewportSize(PHONE);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'partner-signup-review-360');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(DESKTOP);

    const submitted = await answerOf<{ ID: number; email: string }>(page, '/partner/signup/submit', () =>
      page.getByRole('button', { name: 'Submit application' }).click(),
    );
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    const id = submitted.data.ID;
    await page.getByRole('heading', { level: 1, name: 'Thank you for applying' }).waitFor();
    await page.getByText(`Your partner ID is ${id}.`).waitFor();
    await threeScreenshots(page, 'partner-signup-thanks');
    // The one refused validation answers 400, which the browser reports.
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();

    // The welcome mail's link chooses the password; the new partner signs in to an empty partner area.
    const mail = await outboxMailTo(journey.server.dataDir, EMAIL);
    expect(mail).toContain(`Your partner ID (to sign in): ${id}`);
    const link = /https?:\/\/[^/\s]+(\/partner\/login\/update\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link, mail).toBeTruthy();
    const visitor = await journey.open({ viewport: DESKTOP });
    await visitor.page.goto(link!);
    await visitor.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await visitor.page.getByLabel(/^New password/).fill('amelie-secret-42');
    await visitor.page.getByLabel(/^Confirm new password/).fill('amelie-secret-42');
    await visitor.page.getByRole('button', { name: 'Update password' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Password updated' }).waitFor();
    await visitor.page.goto('/partner/login');
    await visitor.page.getByLabel('Partner ID').fill(String(id));
    await visitor.page.getByLabel(/^Password/).fill('amelie-secret-42');
    const signedIn = await answerOf<{ user: { ID: number; TYPE: string } }>(
      visitor.page,
      '/partner/login/',
      () => visitor.page.getByRole('button', { name: 'Login', exact: true }).click(),
    );
    expect(signedIn.code, JSON.stringify(signedIn)).toBe(0);
    expect(signedIn.data.user).toMatchObject({ ID: id, TYPE: 'AGENT' });
    await visitor.page.waitForURL((url) => url.pathname === '/partner');
    // A new partner's first visit opens the intro tour over the dashboard (a modal: the page
    // behind it is hidden from the accessibility tree until it closes).
    await exitTour(visitor.page);
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(visitor.page);
    // Their own pages (decision 0040): the application's address, the account waiting for the staff
    // PAD audit, and no notification yet.
    await visitor.page.getByTestId('partner-top-name').click();
    await visitor.page.getByRole('region', { name: 'Contact details' }).waitFor();
    expect(await visitor.page.getByLabel(/^City/).inputValue()).toBe('Halifax');
    await visitor.page.goto('/partner/banking');
    await visitor.page.getByText('Waiting for verification by our staff').waitFor();
    expect(await visitor.page.getByTestId('on-file-account').textContent()).toBe('******4321');
    await visitor.page.goto('/partner/notifications');
    await visitor.page.getByText('No notifications').waitFor();
    await expectNoSeriousA11yViolations(visitor.page);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
