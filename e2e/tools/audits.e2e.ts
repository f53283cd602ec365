import { addDays, compareIsoDates } from '@benefits/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { receiptPdf, receiptPng } from '../claims/files';
import { DESKTOP, PHONE, sessionToken, signInEmployee } from '../employee/helpers';
import { exitTour, signInPartner, signInTools, storedSession } from '../partner-tools/helpers';
import { expectNoSeriousA11yViolations, horizontalOverflow, screenshot } from '../support/browser';
import {
  answerOf,
  privateJourney,
  threeScreenshots,
  viewportScreenshot,
  type Envelope,
} from '../support/journey';

/*
 * The tools audits journey (docs/product §2 "Tools routes", §4 "Tools audits ... result in Pass or
 * Fail"; decision 0029), on a server of its own: Olivia Tremblay (100001) claims above $1,000 and
 * uploads an audit document; the auditor fails it with a reason; Olivia is told and her balance is
 * back to the cent; her next claim in audit is passed. Then the PAD audit lists and a pass; and an
 * agent's void cheque, refused while the agent's banking page is open.
 */

const journey = privateJourney('audits');
const api = journey.api;

interface FormOptions {
  minDate: string;
  maxDate: string;
}
type Balances = { BALANCE: number; SPENDABLE_PREVIOUS_BALANCE: number; EMPLOYEE_AUDIT_STATE: number };

const PNG = { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() };
const PDF = { name: 'treatment-plan.pdf', mimeType: 'application/pdf', buffer: receiptPdf() };

const inWindow = (options: FormOptions, daysBack: number) => {
  const date = addDays(options.maxDate, -daysBack);
  return compareIsoDates(date, options.minDate) < 0 ? options.minDate : date;
};

/**
 * Olivia's HSA claim of `amount` (above $1,000: selected for audit), with a receipt, submitted, and
 * an audit document uploaded on /audit/{id}: answers the claim's id (as claims.e2e.ts does it).
 */
async function claimInAudit(page: Page, provider: string, amount: string, document: typeof PNG) {
  await page.goto('/claims');
  await page.getByRole('heading', { level: 1, name: 'Make a Claim' }).waitFor();
  const details = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/claims/details');
  await page.getByRole('button', { name: 'Start an HSA claim' }).click();
  await page.waitForURL((url) => url.pathname === '/claims/details');
  const claimId = Number(new URL(page.url()).searchParams.get('claim'));
  const options = ((await (await details).json()) as Envelope<FormOptions>).data;
  await page.locator('#claim-service').waitFor();
  await page.locator('#claim-patient').selectOption('0');
  await page.locator('#claim-service').selectOption({ label: 'Orthotics' });
  await page.locator('#claim-provider').fill(provider);
  await page.locator('#claim-service-date').fill(inWindow(options, 2));
  await page.locator('#claim-amount').fill(amount);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByTestId('claim-item').waitFor();
  await page.getByRole('button', { name: 'Continue to receipts' }).click();
  await page.waitForURL((url) => url.pathname === '/claims/upload');
  await page.getByTestId('receipt-input').setInputFiles(PNG);
  await page.getByTestId('receipts-file').waitFor();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByTestId('total-total').waitFor();
  const submitted = await answerOf<{ status: string }>(page, '/claim/submit', () =>
    page.getByRole('button', { name: 'Submit claim' }).click(),
  );
  expect(submitted.data.status).toBe('A');
  await page.waitForURL((url) => url.pathname === '/claims/success');
  await page.getByRole('link', { name: 'Upload audit documents' }).click();
  await page.waitForURL((url) => url.pathname === `/audit/${claimId}`);
  await page.getByTestId('audit-input').setInputFiles(document);
  await expect.poll(() => page.getByTestId('audit-files-list-file').count()).toBe(1);
  return claimId;
}

/** The auditor opens the claim from the queue. */
async function openFromQueue(page: Page, claimId: number) {
  await page.goto('/tools/audit/claims');
  await page.getByRole('heading', { level: 1, name: 'Audit Claims' }).waitFor();
  await page.getByRole('link', { name: `Review claim #${claimId}` }).click();
  await page.waitForURL((url) => url.pathname === `/tools/audit/claim/${claimId}`);
  await page.getByRole('heading', { level: 1, name: `Claim #${claimId}` }).waitFor();
  await page.getByTestId('audit-files-file').first().waitFor();
}

// Each journey signs in two people and walks a whole claim: longer than the default two minutes.
describe('tools audits', () => {
  it('the auditor fails Olivia’s claim with a reason: she is told and her balance is restored', async () => {
    const employee = await journey.open({ viewport: DESKTOP });
    await signInEmployee(employee.page, '100001');
    const token = await sessionToken(employee.page);
    const before = (await api<Balances>('/employee', {}, token)).data;
    const claimId = await claimInAudit(employee.page, 'Queen West Orthotics', '1,250.00', PNG);
    const during = (await api<Balances>('/employee', {}, token)).data;
    expect(during.EMPLOYEE_AUDIT_STATE).toBe(1);
    expect(during.BALANCE + during.SPENDABLE_PREVIOUS_BALANCE).toBeLessThan(
      before.BALANCE + before.SPENDABLE_PREVIOUS_BALANCE,
    );

    const tools = await journey.open({ viewport: DESKTOP });
    const staff = await signInTools(tools.page, 'auditor');
    expect(staff.permissions).toEqual(['PERMIT_AUDIT']);
    await tools.page.goto('/tools/audit/claims');
    await tools.page.getByTestId('audit-claim-card').first().waitFor();
    // Oldest first: the seeded claim of Noah MacDonald, then Olivia's.
    const cards = await tools.page.getByTestId('audit-claim-card').allInnerTexts();
    expect(cards[0]).toContain('Noah MacDonald');
    expect(cards.at(-1)).toContain(`Claim #${claimId}`);
    expect(cards.at(-1)).toContain('1 audit document');
    await threeScreenshots(tools.page, 'audits-claims');

    await openFromQueue(tools.page, claimId);
    expect(await tools.page.getByTestId('claimed').innerText()).toMatch(/1,250\.00/);
    // The employee's audit document opens in the page.
    await tools.page.getByTestId('audit-files').getByRole('button', { name: 'Open receipt.png' }).click();
    await tools.page.getByTestId('file-preview').waitFor();
    await viewportScreenshot(tools.page, 'audits-claim-document');
    await expectNoSeriousA11yViolations(tools.page);
    await tools.page.getByRole('button', { name: 'Close' }).click();
    await threeScreenshots(tools.page, 'audits-claim');

    // Fail asks for a reason first.
    await tools.page.getByRole('button', { name: 'Fail' }).click();
    const dialog = tools.page.getByTestId('settle-dialog');
    await dialog.getByRole('heading', { name: 'Fail this audit?' }).waitFor();
    await dialog.getByTestId('settle-confirm').click();
    await dialog.getByText('Please enter the reason the audit failed.').waitFor();
    await dialog.getByLabel(/^Reason/).fill('The invoice is not itemised');
    await viewportScreenshot(tools.page, 'audits-fail-dialog');
    await expectNoSeriousA11yViolations(tools.page);
    const failed = await answerOf<{ status: string }>(tools.page, '/tools/audit-claim/fail', () =>
      dialog.getByTestId('settle-confirm').click(),
    );
    expect(failed.data.status).toBe('F');
    await tools.page.getByText('Audit failed: the claim is reversed and the employee is told.').waitFor();
    await tools.page.waitForURL((url) => url.pathname === '/tools/audit/claims');
    await expect
      .poll(() => tools.page.getByRole('link', { name: `Review claim #${claimId}` }).count())
      .toBe(0);
    // A second settle of the same claim is refused.
    const again = await api<{ error?: { GENERAL?: string } }>(
      '/tools/audit-claim/pass',
      { claimId },
      (await storedSession(tools.page, 'tools'))?.token ?? '',
    );
    expect(again.code).not.toBe(0);

    // Olivia: the notification, and her balance back to the cent.
    const after = (await api<Balances>('/employee', {}, token)).data;
    expect(after.BALANCE).toBe(before.BALANCE);
    expect(after.SPENDABLE_PREVIOUS_BALANCE).toBe(before.SPENDABLE_PREVIOUS_BALANCE);
    expect(after.EMPLOYEE_AUDIT_STATE).toBe(0);
    await employee.page.goto('/notifications');
    const notice = employee.page.getByTestId('notification').filter({ hasText: 'Claim audit failed' });
    await notice.first().waitFor();
    expect(await notice.first().innerText()).toContain('The invoice is not itemised.');
    await screenshot(employee.page, 'audits-employee-notified');
    await employee.page.goto('/');
    await employee.page.getByTestId('hsa-balance').waitFor();
    expect((await employee.page.getByTestId('hsa-balance').innerText()).replace(/\s/g, ' ')).toContain(
      new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(after.BALANCE / 100),
    );
    expect(employee.errors).toEqual([]);
    expect(tools.errors).toEqual([]);
    await employee.context.close();
    await tools.context.close();
  }, 300_000);

  it('her next claim in audit is passed: released for payment, and she may claim again', async () => {
    const employee = await journey.open({ viewport: DESKTOP });
    await signInEmployee(employee.page, '100001');
    const token = await sessionToken(employee.page);
    const claimId = await claimInAudit(employee.page, 'Bloor Orthotics', '1,100.00', PDF);
    const drawn = (await api<Balances>('/employee', {}, token)).data;

    const tools = await journey.open({ viewport: PHONE });
    await signInTools(tools.page, 'auditor');
    await openFromQueue(tools.page, claimId);
    await expect.poll(() => horizontalOverflow(tools.page)).toBeLessThanOrEqual(0);
    await tools.page.getByRole('button', { name: 'Pass' }).click();
    const dialog = tools.page.getByTestId('settle-dialog');
    await dialog.getByRole('heading', { name: 'Pass this audit?' }).waitFor();
    await viewportScreenshot(tools.page, 'audits-pass-dialog-360');
    await expectNoSeriousA11yViolations(tools.page);
    const passed = await answerOf<{ status: string }>(tools.page, '/tools/audit-claim/pass', () =>
      dialog.getByTestId('settle-confirm').click(),
    );
    expect(passed.data.status).toBe('N');
    await tools.page.getByText('Audit passed: the claim is released for payment.').waitFor();
    await tools.page.waitForURL((url) => url.pathname === '/tools/audit/claims');

    const after = (await api<Balances>('/employee', {}, token)).data;
    expect(after.EMPLOYEE_AUDIT_STATE).toBe(0);
    expect(after.BALANCE).toBe(drawn.BALANCE);
    await employee.page.goto('/claims');
    await employee.page.getByRole('heading', { level: 1, name: 'Make a Claim' }).waitFor();
    expect(employee.errors).toEqual([]);
    expect(tools.errors).toEqual([]);
    await employee.context.close();
    await tools.context.close();
  }, 300_000);

  it('the auditor verifies banking details waiting per type (employee, employer, agent)', async () => {
    const tools = await journey.open({ viewport: DESKTOP });
    await signInTools(tools.page, 'auditor');
    await tools.page.goto('/tools/pad-audit/agent');
    await tools.page.getByTestId('audit-pads-empty').waitFor();
    await tools.page.goto('/tools/pad-audit/employer');
    await tools.page.getByTestId('audit-pad-card').filter({ hasText: 'Prairie Sky Logistics' }).waitFor();
    await tools.page.goto('/tools/pad-audit/employee');
    const noah = tools.page.getByTestId('audit-pad-card').filter({ hasText: 'Noah MacDonald' });
    await noah.waitFor();
    await threeScreenshots(tools.page, 'audits-pads');
    await tools.page.getByRole('link', { name: 'Review the banking details of Noah MacDonald' }).click();
    await tools.page.waitForURL((url) => url.pathname === '/tools/pad-audit-details/employee/100004');
    const account = await tools.page.getByTestId('pad-account').innerText();
    expect(account).toMatch(/5432$/);
    expect(account).not.toContain('0098765432');
    await threeScreenshots(tools.page, 'audits-pad');
    await tools.page.getByRole('button', { name: 'Pass' }).click();
    await tools.page.getByTestId('settle-confirm').click();
    await tools.page.getByText('Banking details verified.').waitFor();
    await tools.page.waitForURL((url) => url.pathname === '/tools/pad-audit/employee');
    await tools.page.getByTestId('audit-pads-empty').waitFor();
    await screenshot(tools.page, 'audits-pads-empty');
    await expectNoSeriousA11yViolations(tools.page);
    expect(tools.errors).toEqual([]);
    await tools.context.close();
  }, 300_000);

  it('an agent sends a void cheque; staff refuse it while the agent’s page is open, which then says why', async () => {
    const partner = await journey.open({ viewport: DESKTOP });
    await signInPartner(partner.page, '200003');
    await exitTour(partner.page);
    await partner.page.goto('/partner/banking');
    const banking = partner.page;
    await banking.getByTestId('on-file-account').waitFor();
    expect(await banking.getByTestId('on-file-document').innerText()).toBe('None on file');
    await banking.getByLabel(/^Account number/).fill('3098765412');
    await banking.getByTestId('document-input').setInputFiles({ ...PNG, name: 'void-cheque.png' });
    await banking.getByTestId('chosen-document').waitFor();
    await banking.getByRole('button', { name: 'Save banking information' }).click();
    await banking.getByText('Banking document attached').waitFor();
    expect(await banking.getByTestId('on-file-document').innerText()).toMatch(/^void-cheque\.png, uploaded/);
    expect(await banking.getByTestId('partner-banking-status').innerText()).toBe(
      'Waiting for verification by our staff',
    );
    await screenshot(banking, 'audits-partner-banking-cheque');
    await expectNoSeriousA11yViolations(banking);

    // Staff see the cheque in the agents' PAD audit, open it, and refuse the account.
    const tools = await journey.open({ viewport: DESKTOP });
    await signInTools(tools.page, 'auditor');
    await tools.page.goto('/tools/pad-audit/agent');
    await tools.page.getByRole('link', { name: 'Review the banking details of Daniel Fraser' }).click();
    await tools.page.waitForURL((url) => url.pathname === '/tools/pad-audit-details/agent/200003');
    await tools.page
      .getByTestId('pad-document')
      .getByRole('button', { name: 'Open void-cheque.png' })
      .click();
    await tools.page.getByTestId('file-preview').waitFor();
    await viewportScreenshot(tools.page, 'audits-agent-cheque');
    await tools.page.getByRole('button', { name: 'Close' }).click();
    await tools.page.getByRole('button', { name: 'Fail' }).click();
    const dialog = tools.page.getByTestId('settle-dialog');
    await dialog.getByLabel(/^Reason/).fill('The cheque is in another name');
    await dialog.getByTestId('settle-confirm').click();
    await tools.page.waitForURL((url) => url.pathname === '/tools/pad-audit/agent');

    // The agent's page, opened before: saving without a new cheque is refused, and the page says why.
    expect(await banking.getByTestId('partner-banking-refused').count()).toBe(0);
    await banking.getByLabel(/^Account number/).fill('3098765412');
    await banking.getByRole('button', { name: 'Save banking information' }).click();
    await banking.getByTestId('document-error').waitFor();
    expect(await banking.getByTestId('document-error').innerText()).toBe(
      'Please attach a void cheque or bank letter: our staff could not verify the account on file.',
    );
    const refusal = banking.getByTestId('partner-banking-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('The cheque is in another name.');
    await banking.getByRole('heading', { name: 'Void cheque or bank letter (required)' }).waitFor();
    await screenshot(banking, 'audits-partner-banking-refused');
    await expectNoSeriousA11yViolations(banking);

    // With a new cheque it is taken, and waits for staff again.
    await banking.getByTestId('document-input').setInputFiles({ ...PDF, name: 'bank-letter.pdf' });
    await banking.getByRole('button', { name: 'Save banking information' }).click();
    await refusal.waitFor({ state: 'detached' });
    expect(await banking.getByTestId('on-file-document').innerText()).toMatch(/^bank-letter\.pdf, uploaded/);
    await tools.page.reload();
    await tools.page.getByRole('link', { name: 'Review the banking details of Daniel Fraser' }).waitFor();
    // The one refused save is the browser's only complaint.
    expect(partner.errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    expect(tools.errors).toEqual([]);
    await partner.context.close();
    await tools.context.close();
  }, 300_000);
});
