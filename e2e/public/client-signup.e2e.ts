import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots } from '../support/journey';
import { setPasswordPath } from '../support/mail';

/*
 * The client sign-up (docs/product §2 /signup…; §4 "Client signup"; decision 0041) on a server of
 * its own: an Ontario company on HSA Group with a second employee. The owner saves the first step
 * and leaves; the mailed link resumes the application at the company step on another device; the
 * review shows the price with 13% HST on top; Stripe's decline card leaves the review with the
 * error and nothing created; the 4242 test card pays and reaches thanks; the welcome mail's link
 * sets the administrator's password and the company area opens.
 */

const journey = privateJourney('client-signup');
const EMAIL = 'amelie.oneil@example.ca';

const unquote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of the mail to `to` that contains `marker`, once the outbox has it. */
async function mailWith(to: string, marker: string): Promise<string> {
  const outbox = path.join(journey.server.dataDir, 'outbox');
  let found = '';
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      found =
        files
          .map((f) => unquote(fs.readFileSync(path.join(outbox, f), 'utf8')))
          .find((m) => m.includes(`To: ${to}`) && m.includes(marker)) ?? '';
      return found !== '';
    })
    .toBe(true);
  return found;
}

const fill = (page: Page, label: RegExp, value: string) => page.getByLabel(label).fill(value);

async function offlineCard(page: Page, card: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/offline-checkout/'));
  await page.getByLabel('Card number or test payment method').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

describe('client sign-up: an Ontario company on Group, with a second employee', () => {
  it('saves, resumes from the mail, is declined, pays, and its admin signs in', async () => {
    // Step 1 on the first device, then the owner leaves.
    const first = await journey.open({ viewport: DESKTOP });
    await first.page.goto('/signup');
    await first.page.getByRole('heading', { level: 1, name: 'Sign up your company' }).waitFor();
    await fill(first.page, /^First name/, 'Amélie');
    await fill(first.page, /^Last name/, "O'Neil");
    await fill(first.page, /^E-mail address/, EMAIL);
    await fill(first.page, /^Date of birth/, '1984-03-09');
    await first.page.locator('#su-planCode').selectOption('1071');
    await first.page.getByRole('checkbox', { name: /confirm the plan/ }).check();
    await threeScreenshots(first.page, 'client-signup-plan');
    await fill(first.page, /^First name/, 'Amélie');
    await fill(first.page, /^Last name/, "O'Neil");
    await fill(first.page, /^E-mail address/, EMAIL);
    await fill(first.page, /^Date of birth/, '1984-03-09');
    await first.page.locator('#su-planCode').selectOption('1071');
    await first.page.getByRole('checkbox', { name: /confirm the plan/ }).check();
    const saved = await answerOf<{ applicationID: string; currentSignupStep: number }>(
      first.page,
      '/client/signup/save',
      () => first.page.getByRole('button', { name: 'Save and continue' }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.currentSignupStep).toBe(1);
    const id = saved.data.applicationID;
    await first.page.getByTestId('signup-saved').getByText(EMAIL).waitFor();
    await first.page.getByTestId('signup-company-form').waitFor();
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Another device: the mailed link opens the company step.
    const mail = await mailWith(EMAIL, 'continue your application');
    const link = /https?:\/\/[^/\s]+(\/signup\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBe(`/signup/${id}`);
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await page.goto(link!);
    await page.getByTestId('signup-company-form').waitFor();
    await fill(page, /^Company name/, 'Lakeshore Dental Inc.');
    await page.locator('#su-company-type').selectOption('1');
    // Typed without capitals or space: the review and the company show it the standard way.
    await fill(page, /^Company postal code/, 'm5v2t6');
    await page.locator('#su-employCompany-planYearType').selectOption('1');
    await fill(page, /^Fiscal year end/, '12-31');
    await page.getByRole('checkbox', { name: /online services agreement/ }).check();
    await page.getByRole('checkbox', { name: /pre-authorised debit/ }).check();
    await page.getByRole('checkbox', { name: /plan administration agreement/ }).check();
    await page.getByRole('checkbox', { name: /employee of the company/ }).check();
    await page.getByRole('checkbox', { name: 'Add a second employee now' }).check();
    const second = page.getByTestId('su-second');
    await second.getByLabel(/^First name/).fill('Raj');
    await second.getByLabel(/^Last name/).fill('Patel');
    await second.getByLabel(/^E-mail address/).fill('raj.patel@example.ca');
    await second.getByLabel(/^Date of birth/).fill('1990-07-01');
    await expectNoSeriousA11yViolations(page);
    const review = await answerOf<{ currentSignupStep: number }>(page, '/client/signup/save', () =>
      page.getByRole('button', { name: 'Save and continue' }).click(),
    );
    expect(review.code, JSON.stringify(review)).toBe(0);

    // The review: $335.00 with 13% HST on top.
    await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await page.waitForURL((url) => url.pathname === `/signup/review/${id}`);
    expect(await page.getByTestId('review-price').innerText()).toBe('$335.00');
    expect(await page.getByTestId('review-tax').innerText()).toBe('$43.55');
    await page.getByText('HST (13%)').waitFor();
    expect(await page.getByTestId('review-total').innerText()).toBe('$378.55');
    // Every field of both steps, with its label.
    expect(await page.getByTestId('review-birthdate').innerText()).toBe('Mar 9, 1984');
    expect(await page.getByTestId('review-company-type').innerText()).toBe('Incorporated');
    expect(await page.getByTestId('review-postal').innerText()).toBe('M5V 2T6');
    expect(await page.getByTestId('review-plan-year-type').innerText()).toBe('Corporate Fiscal Year End');
    expect(await page.getByTestId('review-fiscal-date').innerText()).toBe('December 31');
    expect(await page.getByTestId('review-second-birthdate').innerText()).toBe('Jul 1, 1990');
    await page.getByTestId('su-review-company').getByText('raj.patel@example.ca').waitFor();
    await threeScreenshots(page, 'client-signup-review');

    // Stripe's decline card: back on the review with the error, nothing created.
    await page.getByRole('button', { name: 'Pay $378.55 by card' }).click();
    await offlineCard(page, '4000 0000 0000 0002');
    await page.locator('#checkout-error').getByText('Your card was declined.').waitFor();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.waitForURL((url) => url.pathname === `/signup/review/${id}`);
    await page
      .getByTestId('payment-error')
      .getByText(/Your card was declined\./)
      .waitFor();
    const after = await journey.api<{ paid: unknown; currentSignupStep: number }>(
      '/client/signup/resume',
      { applicationID: id },
      '',
    );
    expect(after.data).toMatchObject({ paid: null, currentSignupStep: 2, locked: true });
    // Its checkout is still open: the review offers no Edit the server would refuse.
    await page.getByTestId('review-locked').waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The test card pays: thanks, with the company's and the administrator's IDs.
    await page.getByRole('button', { name: 'Pay $378.55 by card' }).click();
    await offlineCard(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === `/signup/thanks/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    const ids = await page.getByTestId('signup-ids').innerText();
    const adminId = /Your sign-in ID: (\d+)/.exec(ids)?.[1];
    expect(adminId, ids).toBeTruthy();
    await threeScreenshots(page, 'client-signup-thanks');
    expect(errors).toEqual([]);
    await context.close();

    // The welcome mail's link: the administrator chooses a password, signs in, opens the company area.
    const welcome = await mailWith(EMAIL, '/login/update/');
    const admin = await journey.open({ viewport: DESKTOP });
    await admin.page.goto(setPasswordPath(welcome)!);
    await admin.page.getByLabel(/^New password/).fill('lakeshore-secret-42');
    await admin.page.getByLabel(/^Confirm new password/).fill('lakeshore-secret-42');
    await admin.page.getByRole('button', { name: 'Update password' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Password updated' }).waitFor();
    await admin.page.goto('/login');
    await admin.page.getByLabel('Employee ID').fill(adminId!);
    await admin.page.getByLabel(/^Password/).fill('lakeshore-secret-42');
    const signedIn = await answerOf<{ user: { IS_ADMIN: string; CONTRACT_TYPE: number } }>(
      admin.page,
      '/login/',
      () => admin.page.getByRole('button', { name: 'Login', exact: true }).click(),
    );
    expect(signedIn.data.user).toMatchObject({ IS_ADMIN: 'Y', CONTRACT_TYPE: 13 });
    // A new company's details are missing: the company area opens on them (docs/product §4 rule 4).
    await admin.page.goto('/directory/employees');
    await admin.page.waitForURL((url) => url.pathname === '/employer');
    await admin.page.getByRole('heading', { level: 1 }).waitFor();
    await admin.page.getByText('Lakeshore Dental Inc.').first().waitFor();
    await expectNoSeriousA11yViolations(admin.page);
    await admin.context.close();
  });
});
