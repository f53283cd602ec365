import { describe, expect, it } from 'vitest';
import { DESKTOP, followCompanyMenu, sessionToken, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, reloaded, threeScreenshots, viewportScreenshot } from '../support/journey';

/*
 * The company's funding, balance, insurance add-ons and plan (docs/product §2 /company-funding,
 * /insurance-funding, /business-plan; docs/decisions/0027) as Liam Gagnon (100002, group admin of
 * Prairie Sky Logistics, which holds travel and EEI add-ons), on a server of its own (it changes the
 * demo company). The cancellation is taken to its confirmation and not confirmed.
 */

const journey = privateJourney('plan');

const fromCompanyMenu = followCompanyMenu;

describe('company funding and plan: Liam Gagnon (100002)', () => {
  it('changes the funding and views the balance; a refund above it is refused', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');

    // Company funding: from PAD monthly to EFT quarterly.
    await fromCompanyMenu(page, 'Company Funding', '/company-funding');
    await page.getByRole('heading', { level: 1, name: 'Company Funding' }).waitFor();
    const balance = page.getByTestId('company-balance');
    await balance.waitFor();
    await page.getByTestId('movements').getByText('Claims paid').waitFor();
    await page.getByLabel('Electronic funds transfer (online banking)').check();
    await page.getByLabel('Quarterly deposit').check();
    await page.getByLabel('Amount of each deposit').fill('4000');
    const saved = await answerOf<{ funding: { method: string; frequency: string; depositCents: number } }>(
      page,
      '/employer/company-funding/set',
      () => page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.funding).toMatchObject({
      method: 'EFT',
      frequency: 'QUARTERLY',
      depositCents: 400_000,
    });
    await page.getByText('Saved company funding').waitFor();

    // A refund above the balance is refused with the balance in the message, before any confirmation
    // (by the server's own rule): nothing is asked, sent or recorded.
    const shown = (await balance.innerText()).trim();
    let refundCalls = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/webapp/employer/refund') refundCalls += 1;
    });
    await page.getByLabel('Refund amount').fill('999999');
    await page.getByRole('button', { name: 'Request refund' }).click();
    await page.getByText(`The refund cannot be more than the company balance of ${shown}.`).waitFor();
    expect(await page.getByRole('dialog', { name: /^Refund/ }).count()).toBe(0);
    expect(refundCalls).toBe(0);
    expect((await balance.innerText()).trim()).toBe(shown);
    await expectNoSeriousA11yViolations(page);
    await reloaded(page, () => page.getByTestId('company-balance').waitFor());
    expect(await page.getByLabel('Electronic funds transfer (online banking)').isChecked()).toBe(true);
    await threeScreenshots(page, 'plan-company-funding');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes how the travel add-on is funded', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    const user = await signInEmployee(page, '100002');
    expect(user.TRAVEL_INS).toBe('Y');
    // Insurance funding: travel paid by invoice from now on.
    await fromCompanyMenu(page, 'Insurance Funding', '/insurance-funding');
    await page.getByRole('heading', { level: 2, name: 'Travel medical insurance' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Employee earnings insurance (EEI)' }).waitFor();
    await page.getByRole('combobox', { name: 'Paid by' }).first().click();
    await page.getByRole('option', { name: 'Monthly invoice (EFT or cheque)' }).click();
    const insurance = await answerOf<{ products: { product: string; funding: string }[] }>(
      page,
      '/employer/insurance-funding/set',
      () => page.getByRole('button', { name: 'Save insurance funding' }).click(),
    );
    expect(insurance.code, JSON.stringify(insurance)).toBe(0);
    expect(insurance.data.products.find((p) => p.product === 'TRAVEL')?.funding).toBe('INVOICE');
    await reloaded(page, () => page.getByTestId('insurance-total').waitFor());
    await threeScreenshots(page, 'plan-insurance-funding');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the plan and goes through the cancellation’s first step without confirming', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    // The plan: details, and the cancellation's first step, not confirmed.
    await fromCompanyMenu(page, 'Company Plan', '/business-plan');
    expect(await page.getByTestId('plan-name').innerText()).toBe('HSA Group');
    await page.getByTestId('plan-admin-fee').getByText('8%').waitFor();
    await threeScreenshots(page, 'plan-business-plan');
    await page.getByRole('button', { name: 'Continue' }).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel the plan on/ });
    await cancel.getByText('What happens').waitFor();
    await cancel.getByText(/is refunded to the company/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, 'plan-cancel-confirmation');
    await cancel.getByRole('button', { name: 'Keep the plan' }).click();
    await cancel.waitFor({ state: 'detached' });
    const details = await journey.api<{ cancellation: { state: string } }>(
      '/employer/plan-details/get',
      {},
      await sessionToken(page),
    );
    expect(details.data.cancellation.state).toBe('NONE');

    expect(errors).toEqual([]);
    await context.close();
  });
});
