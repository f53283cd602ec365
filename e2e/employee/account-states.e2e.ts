import { describe, expect, it } from 'vitest';
import { privateJourney } from '../support/journey';
import { DESKTOP, sessionToken, signInEmployee } from './helpers';

/*
 * Decision 0020 in a real browser: REQUIRE_WEB_PASSWORD_RESET (the password change comes first),
 * FROZEN (money-moving screens explain instead of failing at the end) and the partner route flags.
 * On a server of its own: the journey changes 100010's password for good.
 */

const journey = privateJourney('account-states');

const open = () => journey.open({ viewport: DESKTOP });

describe('account states', () => {
  it('100010 changes the password before anything else, then continues', async () => {
    const { page, context, errors } = await open();
    const user = await signInEmployee(page, '100010');
    expect(user.REQUIRE_WEB_PASSWORD_RESET).toBe('Y');
    await page.waitForURL((url) => url.pathname === '/change-password');
    await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    // Every other page sends the user back, and the server refuses the calls behind them.
    await page.goto('/documents');
    await page.waitForURL((url) => url.pathname === '/change-password');
    const refused = await page.evaluate(
      async (token) => {
        const r = await fetch('/webapp/employee/documents', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ data: {} }),
        });
        return { status: r.status, body: (await r.json()) as { data: { error: { GENERAL: string } } } };
      },
      await sessionToken(page),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.data.error.GENERAL).toBe('Please change your password to continue.');

    // The same password is refused; a new one is taken and the user continues to the dashboard.
    await page.getByLabel(/^New password/).fill('demo-password');
    await page.getByLabel(/^Confirm new password/).fill('demo-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Please choose a password other than your current one.').first().waitFor();
    await page.getByLabel(/^New password/).fill('e2e-changed-password');
    await page.getByLabel(/^Confirm new password/).fill('e2e-changed-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('shell-title').filter({ hasText: 'Dashboard' }).waitFor();
    await page.goto('/documents');
    await page.getByTestId('shell-title').filter({ hasText: 'Documents' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/documents');
    // Only the two refusals asked for above: the app itself made no call the server refused.
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 403 (Forbidden)',
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });

  it('100011 (frozen) is told at the start of a claim and on the banking page', async () => {
    const { page, context, errors } = await open();
    const user = await signInEmployee(page, '100011');
    expect(user.FROZEN).toBe('Y');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/claims');
    const claims = page.getByTestId('claims-frozen');
    await claims.waitFor();
    expect(await claims.textContent()).toContain('Claims cannot be made while your account is frozen.');
    expect(await page.getByRole('button', { name: /Start/ }).count()).toBe(0);
    await page.goto('/banking-details');
    const banking = page.getByTestId('banking-frozen');
    await banking.waitFor();
    expect(await banking.textContent()).toContain('Your banking details cannot be changed');
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('200005 (partner banking missing) lands on /partner/banking', async () => {
    const { page, context } = await open();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/partner/login/');
    await page.goto('/partner/login');
    await page.getByLabel('Partner ID').fill('200005');
    await page.getByLabel(/^Password/).fill('demo-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await (await answer).json()).code).toBe(0);
    await page.waitForURL((url) => url.pathname === '/partner/banking');
    await page.goto('/partner/client-list');
    await page.waitForURL((url) => url.pathname === '/partner/banking');
    await context.close();
  });
});
