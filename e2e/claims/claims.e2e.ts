import fs from 'node:fs';
import { addDays, compareIsoDates, todayIso } from '@benefits/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  horizontalOverflow,
  PHONE,
  sessionToken,
  settle,
  signInEmployee,
} from '../employee/helpers';
import { expectNoSeriousA11yViolations, loaded, screenshot } from '../support/browser';
import {
  answerOf,
  privateJourney,
  storePreferences,
  threeScreenshots,
  type Envelope,
} from '../support/journey';
import { executable, receiptPdf, receiptPng, sixMegabytePng } from './files';

/*
 * The "Claims" journey (docs/product §2 claim and report routes, §3 Claim / Claim item / Claim cost
 * breakdown, §4 Claim flow and Lists, §5 Claim item and Receipts, §8) as Olivia Tremblay (100001,
 * HSA Plus, Ontario, dependants Marc and Léa) in a real browser against the built app, on a server
 * of its own (see server.ts). Assertions compare with what the server answers.
 */

interface Breakdown {
  payableAmount: number;
  previousYearPayableAmount: number;
  totalPayableAmount: number;
  adminFeeAmount: number;
  coPayAmount: number;
  gstAmount: number;
  hstAmount: number;
  rstAmount: number;
  pstAmount: number;
  premAmount: number;
  totalAmount: number;
}

interface Claim {
  id: number;
  status: string;
  items: { id: number; patient: string; amount: number; breakdown: Breakdown }[];
  receipts: { id: number; fileName: string; mimeType: string }[];
  amounts: { total_amount: number };
  breakdown: Breakdown;
}

interface FormOptions {
  minDate: string;
  maxDate: string;
  patients: { id: string; name: string }[];
}

const journey = privateJourney('claims');

/** A fresh page on the journey's own server, recording every URL it requests. */
async function open(viewport: { width: number; height: number } = DESKTOP) {
  const opened = await journey.open({ viewport, acceptDownloads: true });
  const urls: string[] = [];
  opened.page.on('request', (request) => urls.push(request.url()));
  return { ...opened, urls };
}

const api = journey.api;

const money = (cents: number, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
/** Text with its non-breaking spaces made plain, as Intl writes French amounts. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

interface ItemInput {
  patient: string;
  service: string;
  provider: string;
  /** Pick the provider from the employee's previous providers. */
  suggested?: boolean;
  date: string;
  amount: string;
}

async function fillItem(page: Page, item: ItemInput): Promise<void> {
  await page.locator('#claim-patient').selectOption(item.patient);
  await page.locator('#claim-service').selectOption({ label: item.service });
  await page.locator('#claim-provider').fill(item.suggested ? item.provider.slice(0, 6) : item.provider);
  if (item.suggested) await page.getByRole('option', { name: item.provider }).click();
  await page.locator('#claim-service-date').fill(item.date);
  await page.locator('#claim-amount').fill(item.amount);
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add item' });
const itemError = (page: Page) => page.getByTestId('claim-item-error');

/** Dates inside the claim window, counted back from its last day. */
const inWindow = (options: FormOptions, daysBack: number) => {
  const date = addDays(options.maxDate, -daysBack);
  return compareIsoDates(date, options.minDate) < 0 ? options.minDate : date;
};

/** Sign-in, then the claim form of a new or resumed HSA claim: its id and the form's options. */
async function startHsaClaim(page: Page): Promise<{ claimId: number; options: FormOptions }> {
  await page.goto('/claims');
  await page.getByRole('heading', { level: 1, name: 'Make a Claim' }).waitFor();
  const options = page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/claims/details');
  await page.getByRole('button', { name: 'Start an HSA claim' }).click();
  await page.waitForURL((url) => url.pathname === '/claims/details');
  const claimId = Number(new URL(page.url()).searchParams.get('claim'));
  const body = (await (await options).json()) as Envelope<FormOptions>;
  expect(body.code).toBe(0);
  await page.locator('#claim-service').waitFor();
  return { claimId, options: body.data };
}

const PNG = { name: 'dental-receipt.png', mimeType: 'image/png', buffer: receiptPng() };
const PDF = { name: 'optometry-receipt.pdf', mimeType: 'application/pdf', buffer: receiptPdf() };

describe('claims: Olivia Tremblay (100001)', () => {
  it('makes an HSA claim with two items and two receipts, reviews Ontario’s taxes, submits it and sees it everywhere', async () => {
    const { page, context, errors, urls } = await open();
    const before = await signInEmployee(page, '100001');
    const token = await sessionToken(page);

    // A dependant added on the account screens is a patient of the next claim.
    const added = await api<unknown>(
      '/employee/dependant/add',
      {
        depFirstName: 'Noé',
        depLastName: 'Tremblay',
        depRelation: 1002,
        depBirthDate: addDays(todayIso(), -3 * 365),
      },
      token,
    );
    expect(added.code, JSON.stringify(added)).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Make a Claim' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Make a Claim' }).waitFor();
    await loaded(page);
    await expectNoSeriousA11yViolations(page);
    // No wellness account: only the HSA is offered.
    expect(await page.getByTestId('claim-type-WSA').count()).toBe(0);

    const { claimId, options } = await startHsaClaim(page);
    const patients = await page.locator('#claim-patient option').allInnerTexts();
    expect(patients).toEqual(
      expect.arrayContaining([
        'Olivia Tremblay (you)',
        'Léa Tremblay (dependent child)',
        'Noé Tremblay (dependent child)',
      ]),
    );
    const lea = options.patients.find((p) => p.name === 'Léa Tremblay');
    expect(lea).toBeTruthy();

    const adds: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/claim/item/add') adds.push(r.url());
    });

    // Bad input is refused in the browser with the spec's messages; nothing is sent.
    const dental: ItemInput = {
      patient: '0',
      service: 'Dental',
      provider: 'Harbord Dental Centre',
      suggested: true,
      date: inWindow(options, 3),
      amount: '0',
    };
    await fillItem(page, dental);
    await addButton(page).click();
    await page.getByText('Invalid amount', { exact: true }).waitFor();
    expect(await itemError(page).innerText()).toBe('Please correct the claim details above');
    expect(await page.locator('#claim-amount').getAttribute('aria-invalid')).toBe('true');
    // The provider picked from the list brought its number.
    expect(await page.locator('#claim-provider-number').inputValue()).toBe('ON-D-20417');

    await page.locator('#claim-amount').fill('$120.00');
    await page.locator('#claim-service-date').fill(addDays(options.minDate, -1));
    await addButton(page).click();
    await page.getByText('Invalid service date', { exact: true }).waitFor();
    expect(adds).toEqual([]);

    // Two items, the second one for a dependant.
    await page.locator('#claim-service-date').fill(dental.date);
    const first = await answerOf<{ claim: Claim; message: string }>(page, '/claim/item/add', () =>
      addButton(page).click(),
    );
    expect(first.code, JSON.stringify(first)).toBe(0);
    await page.getByText('Claim Item has been successfully added').waitFor();
    const vision: ItemInput = {
      patient: lea!.id,
      service: 'Vision Care',
      provider: 'Bloor West Optometry',
      suggested: true,
      date: inWindow(options, 5),
      amount: '80.50',
    };
    await fillItem(page, vision);
    const second = await answerOf<{ claim: Claim }>(page, '/claim/item/add', () => addButton(page).click());
    expect(second.code, JSON.stringify(second)).toBe(0);
    await expect.poll(() => page.getByTestId('claim-item').count()).toBe(2);
    expect(await page.getByTestId('claim-item-count').innerText()).toBe('2 of 10 items');

    // The same item again is a duplicate.
    await fillItem(page, { ...vision, provider: 'bloor west optometry', suggested: false, amount: '$80.5' });
    await addButton(page).click();
    await page.getByText('Duplicate claim item, adjust some details').waitFor();
    expect(adds).toHaveLength(2);

    await expectNoSeriousA11yViolations(page);
    // The claim lives on the server: a reload shows it as it was.
    await threeScreenshots(page, 'claims-details');
    expect(await page.getByTestId('claim-item').count()).toBe(2);

    // Receipts. The refused duplicate is still typed in the form: leaving asks first, and Stay keeps it.
    await page.getByRole('button', { name: 'Continue to receipts' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.locator('#claim-provider').inputValue()).toBe('bloor west optometry');
    await page.getByRole('button', { name: 'Continue to receipts' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL((url) => url.pathname === '/claims/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Receipts' }).waitFor();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/claim/upload') uploads.push(r.url());
    });
    const input = page.getByTestId('receipt-input');

    // Refused as it is chosen, with the reason at the file: named .png, and no image.
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: executable() });
    await page
      .getByText(
        'receipt.png was not attached: This file is not a readable image or PDF. Please choose a JPEG, PNG, or PDF.',
      )
      .waitFor();
    await input.setInputFiles({ name: 'big-scan.png', mimeType: 'image/png', buffer: sixMegabytePng() });
    await page.getByText('big-scan.png was not attached: Maximum image size cannot exceed 5MB.').waitFor();
    expect(uploads).toEqual([]);

    // A real progress bar while the receipt travels (the answer is held back a little to see it).
    await page.route('**/webapp/claim/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const png = answerOf<{ claim: Claim; message: string }>(page, '/claim/upload', () =>
      input.setInputFiles(PNG),
    );
    await page.getByRole('progressbar', { name: `Upload progress of ${PNG.name}` }).waitFor();
    await screenshot(page, 'claims-upload-progress');
    expect((await png).code).toBe(0);
    await page.getByText('Receipt uploaded').waitFor();
    await expect.poll(() => page.getByTestId('receipts-file').count()).toBe(1);

    await input.setInputFiles(PNG);
    await page.getByText(`${PNG.name} was not attached: Duplicate receipt image`).waitFor();
    const pdf = await answerOf<{ claim: Claim }>(page, '/claim/upload', () => input.setInputFiles(PDF));
    expect(pdf.code, JSON.stringify(pdf)).toBe(0);
    await expect.poll(() => page.getByTestId('receipts-file').count()).toBe(2);
    expect(uploads).toHaveLength(2);
    await page.unroute('**/webapp/claim/upload');

    // A receipt attached by mistake comes off the claim again, from the keyboard.
    const wrong = await answerOf<{ claim: Claim }>(page, '/claim/upload', () =>
      input.setInputFiles({ ...PNG, name: 'wrong-receipt.png' }),
    );
    expect(wrong.code).toBe(0);
    await expect.poll(() => page.getByTestId('receipts-file').count()).toBe(3);
    const removed = await answerOf<{ claim: Claim; message: string }>(
      page,
      '/claim/receipt/remove',
      async () => {
        await page.getByRole('button', { name: 'Remove wrong-receipt.png' }).focus();
        await page.keyboard.press('Enter');
      },
    );
    expect(removed.code).toBe(0);
    expect(removed.data.claim.receipts.map((r) => r.fileName)).toEqual([PNG.name, PDF.name]);
    await page.getByText('Receipt removed').waitFor();
    await expect.poll(() => page.getByTestId('receipts-file').count()).toBe(2);
    await page.getByRole('heading', { name: 'Attached receipts (2)' }).waitFor();

    // A receipt opens through the API with the token in the header.
    await page.getByRole('button', { name: `Open ${PNG.name}` }).click();
    const preview = page.getByTestId('file-preview');
    await preview.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="file-preview"]');
      return Boolean(img && img.complete && img.naturalWidth === 120);
    });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'claims-upload');

    // Review: each item and the total, with Ontario's taxes (HST, RST, premium tax; no GST or PST).
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL((url) => url.pathname === '/claims/review');
    await page.getByTestId('total-total').waitFor();
    const details = await api<{ claim: Claim }>('/employee/claim-details', { claimId }, token);
    const claim = details.data.claim;
    expect(claim.items).toHaveLength(2);
    expect(claim.amounts.total_amount).toBe(20_050);
    const b = claim.breakdown;
    expect(b.hstAmount).toBeGreaterThan(0);
    expect(b.rstAmount).toBeGreaterThan(0);
    expect(b.premAmount).toBeGreaterThan(0);
    expect(b.gstAmount + b.pstAmount).toBe(0);
    const shown = async (testId: string) => plain(await page.getByTestId(testId).textContent());
    expect(await shown('total-claimed')).toBe(money(20_050));
    expect(await shown('total-payable')).toBe(money(b.totalPayableAmount));
    // Last plan year's part is shown only when something is drawn from it.
    if (b.previousYearPayableAmount === 0)
      expect(await page.getByTestId('total-previousYear').count()).toBe(0);
    else expect(await shown('total-previousYear')).toBe(money(b.previousYearPayableAmount));
    expect(await shown('total-coPay')).toBe(money(b.coPayAmount));
    expect(await shown('total-adminFee')).toBe(money(b.adminFeeAmount));
    expect(await shown('total-hst')).toBe(money(b.hstAmount));
    expect(await shown('total-rst')).toBe(money(b.rstAmount));
    expect(await shown('total-prem')).toBe(money(b.premAmount));
    expect(await shown('total-total')).toBe(money(b.totalAmount));
    expect(await page.getByTestId('total-gst').count()).toBe(0);
    expect(await page.getByTestId('total-pst').count()).toBe(0);
    for (const [i, item] of claim.items.entries()) {
      expect(await shown(`item-${i + 1}-claimed`)).toBe(money(item.amount));
      expect(await shown(`item-${i + 1}-total`)).toBe(money(item.breakdown.totalAmount));
    }
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'claims-review');

    // In French, the amounts are written the French-Canadian way.
    await storePreferences(page, 'light', 'fr');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vérifier la réclamation' }).waitFor();
    expect(await shown('total-total')).toBe(plain(money(b.totalAmount, 'fr-CA')));
    await screenshot(page, 'claims-review-fr');
    await storePreferences(page, 'light', 'en');
    await page.reload();
    await page.getByTestId('total-total').waitFor();

    // Submit.
    const submitted = await answerOf<{ status: string; breakdown: Breakdown; message: string }>(
      page,
      '/claim/submit',
      () => page.getByRole('button', { name: 'Submit claim' }).click(),
    );
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    expect(submitted.data.status).toBe('N');
    await page.waitForURL((url) => url.pathname === '/claims/success');
    await page.getByTestId('success-message').waitFor();
    expect(await page.getByTestId('success-message').innerText()).toBe('Your claim has been submitted.');
    expect(await page.getByTestId('success-claim-id').innerText()).toBe(String(claimId));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'claims-success');

    // The balance is lowered by the payable amount, on the server, in the drawer and on the dashboard.
    const after = await api<{ BALANCE: number }>('/employee', {}, token);
    expect(after.data.BALANCE).toBe(before.BALANCE - submitted.data.breakdown.payableAmount);
    await expect
      .poll(async () => plain(await page.getByTestId('drawer-hsa').textContent()))
      .toBe(money(after.data.BALANCE));
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(async () => plain(await page.getByTestId('hsa-balance').textContent()))
      .toBe(money(after.data.BALANCE));

    // Claim Activity lists it (default range: the last month) and links to its details.
    await page.goto('/claim-report');
    await page.getByRole('heading', { level: 1, name: 'Claim Activity' }).waitFor();
    const link = page.getByRole('link', { name: `Claim #${claimId}`, exact: true });
    await link.waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'claims-activity');

    // Paging at both ends.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Beginning of List').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('End of List').waitFor();
    await page.getByTestId('snackbar').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('snackbar').waitFor({ state: 'detached' });

    // CSV export: escaped text, amounts as decimals.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^claim-activity-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      "Claim,Submitted,Account,Status,First service date,Last service date,Patients,Services,Items,Claimed,Payable,From last plan year's balance",
    );
    const row = lines.find((l) => l.startsWith(`${claimId},`));
    expect(row).toContain(',HSA,Submitted,');
    expect(row).toMatch(/,(Olivia Tremblay; Léa Tremblay|Léa Tremblay; Olivia Tremblay),/);
    expect(row).toContain(`,2,200.50,${(submitted.data.breakdown.totalPayableAmount / 100).toFixed(2)},`);

    // PDF export of the same range, written by the server.
    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(
      /^claim-activity-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(
      fs
        .readFileSync((await pdfFile.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await link.click();
    await page.waitForURL((url) => url.pathname === `/claim/${claimId}`);
    await page.getByRole('heading', { level: 1, name: `Claim #${claimId}` }).waitFor();
    expect(await page.getByTestId('claim-status').first().innerText()).toBe('Submitted');
    await expect.poll(() => page.getByTestId('claim-receipts-list-file').count()).toBe(2);
    expect(await shown('total-total')).toBe(money(submitted.data.breakdown.totalAmount));
    await page.getByTestId('claim-history-list').waitFor();
    // HSA Plus members claim online only: no paper form of the claim.
    expect(await page.getByRole('link', { name: 'Print claim form' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'claims-claim-details');
    await page.setViewportSize(PHONE);
    await settle(page);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'claims-claim-details-360');

    // The token never travels in an address.
    expect(urls.filter((u) => u.includes(token))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves a claim, signs out and in, and resumes it; an 11th item is refused', async () => {
    const { page, context, errors } = await open();
    await signInEmployee(page, '100001');
    const { claimId, options } = await startHsaClaim(page);
    await fillItem(page, {
      patient: '0',
      service: 'Physiotherapy',
      provider: 'Annex Physiotherapy Clinic',
      suggested: true,
      date: inWindow(options, 1),
      amount: '95',
    });
    await addButton(page).click();
    await page.getByTestId('claim-item').waitFor();
    await page.getByRole('button', { name: 'Save and finish later' }).click();
    await page.getByText('Your claim has been saved. You can resume it at any time.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInEmployee(page, '100001');
    await page.goto('/claims/resume');
    await page.getByRole('heading', { level: 1, name: 'Resume a Claim' }).waitFor();
    expect(await page.getByTestId('saved-claim-HSA').innerText()).toContain(
      `Saved claim #${claimId}: 1 item`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Resume claim' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/claims/details' && url.searchParams.get('claim') === String(claimId),
    );
    await page.getByTestId('claim-item').waitFor();
    expect(await page.getByTestId('claim-item').innerText()).toContain('Annex Physiotherapy Clinic');

    // Fill the claim to 10 items (quickly, through the API), then try an 11th in the form.
    const token = await sessionToken(page);
    for (let i = 0; i < 9; i += 1) {
      const answer = await api<unknown>(
        '/claim/item/add',
        {
          claimId,
          patient: '0',
          service: '4',
          provider: `Physio clinic ${i}`,
          service_date: inWindow(options, 2),
          amount: String(10 + i),
        },
        token,
      );
      expect(answer.code, JSON.stringify(answer)).toBe(0);
    }
    await page.reload();
    await expect.poll(() => page.getByTestId('claim-item').count()).toBe(10);
    await fillItem(page, {
      patient: '0',
      service: 'Dental',
      provider: 'Another Dental Clinic',
      date: inWindow(options, 1),
      amount: '42',
    });
    await addButton(page).click();
    await page.getByText('Maximum of 10 claim items allowed per claim').waitFor();
    expect(await page.getByTestId('claim-item').count()).toBe(10);

    // Remove one: the list follows the server.
    await page.getByRole('button', { name: /^Remove item 10:/ }).click();
    await page.getByText('Claim item removed').waitFor();
    await expect.poll(() => page.getByTestId('claim-item').count()).toBe(9);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels a claim after a confirmation', async () => {
    const { page, context, errors } = await open();
    await signInEmployee(page, '100001');
    const token = await sessionToken(page);
    // The saved claim of the previous test is the open HSA claim: it is resumed and cancelled.
    const pending = await api<{ incompleteClaims: { HSA: { id: number } | null } }>(
      '/claims/pending',
      {},
      token,
    );
    const claimId = pending.data.incompleteClaims.HSA?.id;
    expect(claimId).toBeTruthy();

    // On a phone, a second button opens the camera (capture) for a photo of the receipt.
    const phone = await journey.open({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await signInEmployee(phone.page, '100001');
    await phone.page.goto(`/claims/upload?claim=${claimId}`);
    await phone.page.getByRole('button', { name: 'Take a photo' }).waitFor();
    const camera = phone.page.getByTestId('receipt-camera-input');
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*,application/pdf');
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await settle(phone.page);
    await screenshot(phone.page, 'claims-upload-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    await page.goto(`/claims/review?claim=${claimId}`);
    await page.getByTestId('total-total').waitFor();
    // No receipt yet: nothing to submit.
    expect(await page.getByRole('button', { name: 'Submit claim' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel claim' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel claim #${claimId}?` });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep the claim' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel claim' }).click();
    const cancelled = await answerOf<{ status: string }>(page, '/claim/cancel', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Cancel claim' }).click(),
    );
    expect(cancelled.data.status).toBe('C');
    await page.getByText('Your claim has been cancelled.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // Its steps say it is closed; /claims offers a new claim again.
    await page.goto(`/claims/details?claim=${claimId}`);
    await page.getByTestId('claim-not-open').waitFor();
    await page.setViewportSize(PHONE);
    await page.goto('/claims');
    await page.getByRole('button', { name: 'Start an HSA claim' }).waitFor();
    await settle(page);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'claims-start-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens nothing of another employee's claim", async () => {
    // A claim of 100002, found through the API with 100002's own session.
    const signIn = await fetch(`${journey.server.baseUrl}/webapp/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { id: '100002', pw: 'demo-password' } }),
    });
    const other = ((await signIn.json()) as Envelope<{ token: string }>).data.token;
    const report = await api<{ rows: { id: number }[] }>(
      '/employee/claim-report',
      { startdate: '2000-01-01', pageLength: 1 },
      other,
    );
    const foreignId = report.data.rows[0]!.id;

    const { page, context } = await open();
    await signInEmployee(page, '100001');
    const token = await sessionToken(page);
    const answer = await answerOf<unknown>(page, '/employee/claim-details', () =>
      page.goto(`/claim/${foreignId}`),
    );
    expect(answer.code).not.toBe(0);
    await page.getByText('Failed to load claim details.').waitFor();
    expect((await api<unknown>('/employee/claim-details', { claimId: foreignId }, token)).code).toBe(4);
    await context.close();
  });

  it('shows Balance History, the Benefit Summary and the claim form', async () => {
    const { page, context, errors, urls } = await open();
    await signInEmployee(page, '100001');
    const token = await sessionToken(page);

    const report = await answerOf<{ date: string; accounts: { points: unknown[] }[] }>(
      page,
      '/employee/balance-report/',
      () => page.goto('/balance-report'),
    );
    expect(report.code).toBe(0);
    await page.getByTestId('balance-chart').waitFor();
    expect(await page.getByTestId('balance-line').count()).toBe(report.data.accounts.length);
    expect(await page.locator('#balance-date').inputValue()).toBe(report.data.date);
    // The changes are the balance history definition: a group per account and plan year, each
    // opening with its balance on the date and closing with its net change.
    await page.getByTestId('balance-rows').first().waitFor();
    expect(await page.getByTestId('balance-rows').count()).toBe(report.data.accounts.length);
    expect(await page.getByTestId('balance-rows-row').count()).toBe(
      report.data.accounts.reduce((n, a) => n + a.points.length + 1, 0),
    );
    expect(await page.getByTestId('balance-rows-footer').count()).toBe(report.data.accounts.length);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'reports-balance');
    // A date before 2000-01-01 is refused in the form.
    await page.locator('#balance-date').fill('1999-12-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('Please choose a date from January 1, 2000 to today.').waitFor();
    await page.setViewportSize(PHONE);
    await settle(page);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'reports-balance-360');

    await page.goto('/claim-report');
    await page
      .getByRole('link', { name: /^Claim #\d+$/ })
      .first()
      .waitFor();
    await settle(page);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'claims-activity-360');
    await page.setViewportSize(DESKTOP);

    await page.goto('/summary-of-benefits');
    await page.getByTestId('summary-plan-name').waitFor();
    expect(await page.getByTestId('summary-plan-name').innerText()).toBe('HSA Plus');
    // Its tables are report definitions: the services close with their grand total.
    await page.getByTestId('summary-accounts-table-row').first().waitFor();
    await page.getByTestId('summary-services-table-footer').waitFor();
    expect(await page.getByTestId('summary-services-table-footer').innerText()).toMatch(/^Grand total/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'reports-summary');

    // HSA Plus members claim online only: the paper form's page sends them home, and the menu
    // does not offer it.
    await page.goto('/claim-form-print');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Print Claim Form' }).count()).toBe(0);

    // A member of an HSA Group plan prints it.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInEmployee(page, '100002');
    await page.goto('/claim-form-print');
    await page.getByRole('heading', { level: 1, name: 'Print Claim Form' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('print-download').click();
    const pdf = fs.readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoSeriousA11yViolations(page);

    // A report that cannot be read says so.
    await page.route('**/webapp/report/run', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 9, data: { error: {} } }),
      }),
    );
    await page.goto('/claim-report');
    await page.getByText('Failed to load report.').waitFor();
    await page.goto('/claim/999999');
    await page.getByText('Failed to load claim details.').waitFor();
    expect(urls.filter((u) => u.includes(token))).toEqual([]);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('a claim above $1,000 is selected for audit; its documents are sent one after the other', async () => {
    const { page, context, errors } = await open();
    await signInEmployee(page, '100001');
    const token = await sessionToken(page);
    const { claimId, options } = await startHsaClaim(page);
    await fillItem(page, {
      patient: '0',
      service: 'Orthotics',
      provider: 'Queen West Orthotics',
      date: inWindow(options, 2),
      amount: '1,250.00',
    });
    await addButton(page).click();
    await page.getByTestId('claim-item').waitFor();
    await page.getByRole('button', { name: 'Continue to receipts' }).click();
    await page.waitForURL((url) => url.pathname === '/claims/upload');
    await page.getByTestId('receipt-input').setInputFiles({ ...PNG, name: 'orthotics.png' });
    await page.getByTestId('receipts-file').waitFor();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByTestId('total-total').waitFor();
    const submitted = await answerOf<{ status: string }>(page, '/claim/submit', () =>
      page.getByRole('button', { name: 'Submit claim' }).click(),
    );
    expect(submitted.data.status).toBe('A');
    await page.waitForURL((url) => url.pathname === '/claims/success');
    await page.getByTestId('success-message').waitFor();
    expect(await page.getByTestId('success-message').innerText()).toBe(
      'Your claim has been submitted and selected for audit. Please upload your audit documents.',
    );
    expect(await page.getByTestId('claim-status').innerText()).toBe('In audit');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Upload audit documents' }).click();
    await page.waitForURL((url) => url.pathname === `/audit/${claimId}`);
    await page.getByRole('heading', { level: 1, name: `Audit of claim #${claimId}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    // Two files chosen at once travel one after the other.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/audit/upload') sent.push(new Date().toISOString());
    });
    let inFlight = 0;
    let most = 0;
    await page.route('**/webapp/audit/upload', async (route) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
      inFlight -= 1;
    });
    await page.getByTestId('audit-input').setInputFiles([
      { ...PDF, name: 'itemised-invoice.pdf' },
      { ...PNG, name: 'proof-of-payment.png' },
    ]);
    await expect.poll(() => page.getByTestId('audit-files-list-file').count()).toBe(2);
    expect(sent).toHaveLength(2);
    expect(most).toBe(1);
    await screenshot(page, 'claims-audit');

    // The audit blocks new claims: the menu says so and /claims goes home.
    const profile = await api<{ EMPLOYEE_AUDIT_STATE: number }>('/employee', {}, token);
    expect(profile.data.EMPLOYEE_AUDIT_STATE).toBe(1);
    await page.goto('/claims');
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
    await context.close();
  });
});
