import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { executable, receiptPdf } from '../claims/files';
import { DESKTOP, followCompanyMenu, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, reloaded, threeScreenshots } from '../support/journey';

/*
 * The company area's first screens (docs/product §2 "Company admin routes", §3 "Employer", §4 forced
 * redirects 4 and 5, §5 "Employer details"): 100008 completes the company's information and
 * 100009 the company's pre-authorised debit account, each reaching the dashboard. On a server of its
 * own, because both clear their demo accounts' forced steps for good.
 */

const journey = privateJourney('employer');

const open = (viewport: { width: number; height: number } = DESKTOP) => journey.open({ viewport });

const dashboard = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('employee-name').waitFor();
};

const VOID_CHEQUE = {
  name: 'company-void-cheque.pdf',
  mimeType: 'application/pdf',
  buffer: receiptPdf('VOID - Okanagan Orchard Supply Ltd. - 00152 004 7654321'),
};

describe('company area: forced company steps', () => {
  it('100008 fills in the company information with the spec’s rules and reaches the dashboard', async () => {
    const { page, context, errors } = await open();
    const user = await signInEmployee(page, '100008');
    expect(user.MISSING_COMPANY_INFO).toBe('Y');
    await page.waitForURL((url) => url.pathname === '/employer');
    await page.getByRole('heading', { level: 1, name: 'Company Details' }).waitFor();
    await page.getByText('Please complete your company’s information to continue.').waitFor();
    await page.locator('#employer-STREET1').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The domain's rules answer in the browser, with the spec's messages; nothing is sent.
    const updates: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/employer/update') updates.push(r.url());
    });
    await page.locator('#employer-POSTCODE').fill('12345');
    await page.locator('#employer-FAX').fill('12');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please fill out your address').waitFor();
    await page.getByText('Invalid postal code format.').waitFor();
    await page.getByText('Invalid telephone format.').waitFor();
    await page.getByText('Please correct the missing information above').waitFor();
    expect(updates).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('employer-STREET1');

    await page.locator('#employer-STREET1').fill('12 Montague St');
    await page.locator('#employer-CITY').fill('Lunenburg');
    await page.locator('#employer-POSTCODE').fill('b0j 2c0');
    await page.locator('#employer-TELEPHONE').fill('902-555-0100');
    await page.locator('#employer-FAX').fill('902-555-0101');
    // A Nova Scotia postal code with Alberta, which would set the claims' taxes: refused, nothing sent.
    await page.locator('#employer-PROVINCE').selectOption('AB');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('This postal code is not in the province selected.').waitFor();
    expect(await page.locator('#employer-POSTCODE').getAttribute('aria-invalid')).toBe('true');
    expect(updates).toEqual([]);
    await page.locator('#employer-PROVINCE').selectOption('NS');
    const saved = await answerOf<{ employer: { POSTCODE: string; MISSING_COMPANY_INFO: string } }>(
      page,
      '/employer/update',
      () => page.getByRole('button', { name: 'Save and continue' }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.employer).toMatchObject({ POSTCODE: 'B0J 2C0', MISSING_COMPANY_INFO: 'N' });
    await dashboard(page);

    // The company menu (docs/product §6) leads back to the page, no longer forced.
    await followCompanyMenu(page, 'Company Details', '/employer');
    await page.getByRole('heading', { level: 2, name: 'Bluenose Marine Services Inc.' }).waitFor();
    expect(await page.locator('#employer-POSTCODE').inputValue()).toBe('B0J 2C0');
    expect(await page.getByText('Please complete your company’s information to continue.').count()).toBe(0);
    await page.getByTestId('flag-waived').waitFor();
    await page.getByRole('button', { name: 'Save company information' }).waitFor();
    // Reloaded first, so no snackbar of the save covers the form.
    await reloaded(page);
    await threeScreenshots(page, 'employer-details');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('100009 saves the company’s PAD account with a void cheque and reaches the dashboard', async () => {
    const { page, context, errors } = await open();
    const user = await signInEmployee(page, '100009');
    expect(user.MISSING_COMPANY_BANKING).toBe('Y');
    await page.waitForURL((url) => url.pathname === '/business-banking');
    await page.getByRole('heading', { level: 1, name: 'Pre-Authorised Debit' }).waitFor();
    await page.getByText('No company bank account is on file yet.').waitFor();
    const agreement = page.getByTestId('pad-agreement');
    await agreement.getByText('Business Pre-Authorized Debit (PAD) Agreement').waitFor();
    for (const heading of [
      '1. Authorisation',
      '4. Category',
      '5. Pre-notification',
      '6. Cancellation',
      '7. Recourse rights and contact',
    ]) {
      await agreement.getByText(heading, { exact: true }).waitFor();
    }
    await expectNoSeriousA11yViolations(page);

    // Nothing accepted, no cheque: the messages, and nothing sent.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/employer/banking-details/save') saves.push(r.url());
    });
    await page.getByLabel('Transit number').fill('00152');
    await page.getByLabel('Institution number').fill('004');
    await page.getByLabel('Account number').fill('7654321');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please accept the agreement to continue').waitFor();
    await page.getByText('Please attach a void cheque or a bank letter for the company account.').waitFor();
    expect(saves).toEqual([]);

    // A file that only pretends to be a PDF is refused in the browser by its type; a real one passes.
    await page.getByTestId('document-input').setInputFiles({
      name: 'cheque.exe',
      mimeType: 'application/x-msdownload',
      buffer: executable(),
    });
    await page.getByTestId('document-error').waitFor();
    await page.getByTestId('document-input').setInputFiles(VOID_CHEQUE);
    await page.getByTestId('chosen-document').waitFor();
    await page.getByRole('checkbox', { name: /we waive the 10-day pre-notification/ }).check();
    await page.getByRole('checkbox', { name: /I have authority over this account/ }).check();
    const saved = await answerOf<{ banking: { accountNumber: string }; message: string }>(
      page,
      '/employer/banking-details/save',
      () => page.getByRole('button', { name: 'Save and continue' }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.banking.accountNumber).toBe('******4321');
    expect(JSON.stringify(saved)).not.toContain('7654321');
    await page.getByText('Saved company banking details').waitFor();
    await dashboard(page);

    await page.goto('/business-banking');
    await page.getByTestId('on-file-account').waitFor();
    expect(await page.getByTestId('on-file-account').innerText()).toBe('******4321');
    await page
      .getByTestId('on-file-document')
      .getByText(/company-void-cheque\.pdf/)
      .waitFor();
    expect(await page.getByLabel('Account number').inputValue()).toBe('');
    // Reloaded first, so no snackbar of the save covers the form.
    await reloaded(page);
    await threeScreenshots(page, 'employer-banking');
    expect(errors).toEqual([]);
    await context.close();
  });
});
