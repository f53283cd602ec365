import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, signInTools, totpNow } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations, screenshot, type OpenPage } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots } from '../support/journey';

/*
 * Issue #11, the developer and audit tools (decision 0032), on a server of its own: the staff member
 * signs in for the first time and enrols an authenticator (QR code, setup key, recovery codes), then
 * opens Api Routes, runs Api Tests that succeed and fail, and recalculates an employee's limit.
 */

const journey = privateJourney('devtools');

async function openTools(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the developer and audit tools: staff', () => {
  // One browser page through the steps (each step a test of its own, for time).
  let open: OpenPage;
  let page: Page;

  it('enrols a second factor on the first sign-in', async () => {
    open = await journey.open({ viewport: DESKTOP });
    page = open.page;

    // 1. The first sign-in asks for an authenticator: QR code, setup key, recovery codes.
    await page.goto('/tools/login');
    await page.getByLabel('Username').fill('staff');
    await page.getByLabel(/^Password/).fill('demo-password');
    const challenge = await answerOf<{
      secondFactor: string;
      enrolment: { secret: string; recoveryCodes: string[] };
    }>(page, '/tools/login/', () => page.getByRole('button', { name: 'Login', exact: true }).click());
    expect(challenge.code).toBe(0);
    expect(challenge.data.secondFactor).toBe('enrol');
    const secret = challenge.data.enrolment.secret;
    await page.getByRole('heading', { level: 1, name: 'Set up your authenticator' }).waitFor();
    expect(await page.getByTestId('totp-secret').textContent()).toBe(secret);
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(8);
    await page.getByTestId('totp-qr').waitFor();
    await screenshot(page, 'devtools-enrol');
    await expectNoSeriousA11yViolations(page);
    // A wrong code is refused on the field; the right one signs in.
    const code = page.getByLabel(/^Authentication code/);
    await code.fill(totpNow(secret) === '000000' ? '111111' : '000000');
    const refused = await answerOf(page, '/tools/login/second-factor', () =>
      page.getByRole('button', { name: 'Verify', exact: true }).click(),
    );
    expect(refused.code).not.toBe(0);
    await page.getByText('The code you entered is incorrect.').first().waitFor();
    await code.fill(totpNow(secret));
    const done = await answerOf<{ username: string; permissions: string[] }>(
      page,
      '/tools/login/second-factor',
      () => page.getByRole('button', { name: 'Verify', exact: true }).click(),
    );
    expect(done.data).toMatchObject({ username: 'staff', permissions: ['ALL_ACCESS'] });
    await page.waitForURL((url) => url.pathname === '/tools');
  });

  it('lists the API routes, searchable', async () => {
    // 2. Api Routes: every endpoint, searchable, with its request schema.
    await openTools(page, '/tools/api-routes', 'Api Routes');
    await page.getByTestId('api-route').first().waitFor();
    expect(await page.getByTestId('api-route').count()).toBeGreaterThan(50);
    await page.getByLabel('Search routes').fill('recal-employee');
    await expect.poll(() => page.getByTestId('api-route').count()).toBe(1);
    await page.getByRole('button', { name: 'Show the request schema' }).click();
    expect(await page.locator('pre').first().textContent()).toContain('"userId"');
    await page.getByLabel('Search routes').fill('no such route at all');
    await page.getByTestId('no-routes').waitFor();
    await page.getByLabel('Search routes').fill('');
    await threeScreenshots(page, 'devtools-api-routes');
  });

  it("runs Api Tests: 'Api Test Successful', then 'Api Test Fail'", async () => {
    // 3. Api Tester: a call that succeeds, then one that fails (a staff token on an employee endpoint).
    await openTools(page, '/tools/api-tester', 'Api Tester');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('tester-message').textContent()).toBe('Api Test Successful');
    expect(await page.getByTestId('tester-status').textContent()).toBe('200');
    await page.getByLabel(/^Path/).fill('/employee');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'POST', exact: true }).click();
    await page.getByLabel('JSON body (data)').fill('{ "id": ');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(/This is not valid JSON/).waitFor();
    await page.getByLabel('JSON body (data)').fill('{}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('tester-message').textContent()).toBe('Api Test Fail');
    expect(await page.getByTestId('tester-status').textContent()).toBe('403');
    await screenshot(page, 'devtools-api-tester-fail');
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'devtools-api-tester');
  });

  it("recalculates an employee's limit", async () => {
    // 4. Recalc Employee Limit: Liam Gagnon's limit matches his classification's.
    await openTools(page, '/tools/recal-employee-limit', 'Recalc Employee Limit');
    await page.getByLabel(/^Employee ID/).fill('100002');
    const recalc = await answerOf<{ classification: string; adjustments: unknown[] }>(
      page,
      '/tools/recal-employee-limit',
      () => page.getByRole('button', { name: 'Calculate', exact: true }).click(),
    );
    expect(recalc.data).toMatchObject({ classification: 'Management', adjustments: [] });
    await page.getByTestId('recalc-up-to-date').waitFor();
    expect(await page.getByTestId('recalc-hsa').textContent()).toBe(
      '$1,500.00 now → $1,500.00 by the classification',
    );
    await screenshot(page, 'devtools-recalc');
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'devtools-recalc-form');

    // The refused code and the refused test call are the only failed loads the console saw.
    expect(open.errors.filter((e) => !/Failed to load resource.*(401|403)/.test(e))).toEqual([]);
    await open.context.close();
  });
});

describe('the tools pages an auditor may not use', () => {
  it('say so and send none of their calls', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    const { permissions } = await signInTools(page, 'auditor');
    expect(permissions).toEqual(['PERMIT_AUDIT']);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/webapp/')) calls.push(path);
    });
    const pages = [
      ['/tools/updates', 'Manage Updates'],
      ['/tools/update/1', 'Edit update note'],
      ['/tools/ads', 'Manage Ads'],
      ['/tools/api-routes', 'Api Routes'],
      ['/tools/api-tester', 'Api Tester'],
      ['/tools/send-receipt?company=1', 'Send Receipt'],
      ['/tools/send-partner-receipt?partner=200001', 'Send Partner Receipt'],
      ['/tools/sales', 'Sales Report'],
      ['/tools/transfer-details', 'Transfer Details'],
    ] as const;
    for (const [path, heading] of pages) {
      calls.length = 0;
      await openTools(page, path, heading);
      await page.getByText('Your permissions do not include this section.').waitFor();
      await page.waitForLoadState('networkidle');
      // Only what every tools page sends may go (the session's own calls), none of the page's.
      expect(
        calls.filter((call) => call.startsWith('/webapp/tools/') || call.startsWith('/webapp/report/')),
        path,
      ).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
    // No refused call, so no failed load in the console.
    expect(errors).toEqual([]);
    await context.close();
  });
});
