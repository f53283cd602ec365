import { addDays, todayIso } from '@benefits/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../claims/files';
import { DESKTOP, followCompanyMenu, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots } from '../support/journey';
import { outboxMailTo, setPasswordPath } from '../support/mail';

/*
 * Issue #10 "Done when": one group admin, Liam Gagnon (100002, Prairie Sky Logistics, contract
 * type 13), runs the company area end to end in a real browser, on a server of its own: updates the
 * company, adds a division and a classification with a scheduled limit change, adds an employee
 * (who sets a password from the welcome mail and signs in), moves that employee to the new class
 * from a future date, adds a one-time change, terminates and un-terminates them, changes the
 * wellness accounts, changes the funding and saves PAD banking with a void cheque. Each screen's own
 * journey (e2e/employer, company, enrolment, directory, wellness, plan, card) checks its rules and
 * messages; this one checks that they work together on one company. Prairie Sky already has
 * wellness accounts, so its admin manages them here; setting wellness up is e2e/wellness (100261).
 */

const journey = privateJourney('company-admin');

/** Follows a company menu item (the Company group opens first when it is closed). */
async function fromCompanyMenu(page: Page, label: string, path: string, heading = label) {
  await followCompanyMenu(page, label, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const ok = (answer: { code: number }) => expect(answer.code, JSON.stringify(answer)).toBe(0);

describe('the company area end to end: Liam Gagnon (100002)', () => {
  it('runs the company from its details to its bank account', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');

    // 1. The company's details.
    await fromCompanyMenu(page, 'Company Details', '/employer');
    await page.locator('#employer-TELEPHONE').fill('403-555-0199');
    const company = await answerOf<{ employer: { TELEPHONE: string } }>(page, '/employer/update', () =>
      page.getByRole('button', { name: 'Save company information' }).click(),
    );
    ok(company);
    expect(company.data.employer.TELEPHONE).toBe('403-555-0199');

    // 2. A division.
    await fromCompanyMenu(page, 'Divisions', '/divisions');
    await page.getByRole('button', { name: 'Add division' }).click();
    const division = page.getByRole('dialog', { name: 'Add a division' });
    await division.waitFor();
    await page.keyboard.type('Warehouse');
    ok(await answerOf(page, '/employer/divisions/add', () => page.keyboard.press('Enter')));
    await page.getByTestId('division-list').getByRole('heading', { level: 3, name: 'Warehouse' }).waitFor();

    // 3. A classification, and a new limit for it from a date ahead.
    await fromCompanyMenu(page, 'Classifications', '/classifications');
    await page.getByRole('button', { name: 'Add classification' }).click();
    const add = page.getByRole('dialog', { name: 'Add a classification' });
    await add.getByLabel(/Classification name/).fill('Warehouse Crew');
    await add.getByLabel(/^HSA amount/).fill('1200');
    await add.getByLabel(/^Wellness amount/).fill('500');
    ok(
      await answerOf(page, '/employer/classifications/add', () =>
        add.getByRole('button', { name: 'Save' }).click(),
      ),
    );
    await page.getByText('Classification added').waitFor();
    const limitDate = addDays(todayIso(), 20);
    await page.getByRole('button', { name: 'Schedule a new limit for Warehouse Crew' }).click();
    const limit = page.getByRole('dialog', { name: 'Schedule a new limit for Warehouse Crew' });
    await limit.getByLabel(/^New HSA amount/).fill('1500');
    await limit.getByLabel(/Takes effect on/).fill(limitDate);
    ok(
      await answerOf(page, '/employer/classifications/edit', () =>
        limit.getByRole('button', { name: 'Save' }).click(),
      ),
    );
    await page.getByText('Limit change scheduled').waitFor();

    // 4. An employee in the new division, who gets the welcome mail.
    await fromCompanyMenu(page, 'Add Employees', '/add-employee');
    const form = page.getByTestId('enrol-form');
    await form.getByLabel(/^First name/).fill('Nadia');
    await form.getByLabel(/^Last name/).fill('Okafor');
    await form.getByLabel(/^Email address/).fill('nadia.okafor@example.com');
    await form.getByLabel(/^Date of birth/).fill('1992-03-09');
    await form.getByLabel(/^Province/).selectOption('AB');
    await form.getByLabel(/^Classification/).selectOption({ label: 'Drivers' });
    await form.getByLabel(/^Division/).selectOption({ label: 'Warehouse' });
    const added = await answerOf<{ added: { ID: number }[] }>(page, '/employer/add-employees', () =>
      form.getByRole('button', { name: 'Add employee' }).click(),
    );
    ok(added);
    const id = added.data.added[0]!.ID;
    await page.getByRole('heading', { level: 1, name: 'Employee Added' }).waitFor();

    // 5. The new employee sets a password from the mail's link and signs in (a browser of their own).
    const mail = await outboxMailTo(journey.server.dataDir, 'nadia.okafor@example.com');
    const link = setPasswordPath(mail);
    expect(link, mail).toBeTruthy();
    const nadia = await journey.open({ viewport: DESKTOP });
    await nadia.page.goto(link!);
    await nadia.page.getByLabel(/^New password/).fill('nadia-secret-7');
    await nadia.page.getByLabel(/^Confirm new password/).fill('nadia-secret-7');
    await nadia.page.getByRole('button', { name: 'Update password' }).click();
    await nadia.page.getByRole('heading', { level: 1, name: 'Password updated' }).waitFor();
    await nadia.page.goto('/login');
    await nadia.page.getByLabel('Employee ID').fill(String(id));
    await nadia.page.getByLabel(/^Password/).fill('nadia-secret-7');
    await nadia.page.getByRole('button', { name: 'Login', exact: true }).click();
    await nadia.page.waitForURL(/\/hsa-agreement$/);
    expect(nadia.errors).toEqual([]);
    await nadia.context.close();

    // 6. In the directory: the new class from a future date, a one-time change, terminate and undo.
    await fromCompanyMenu(page, 'Employee Directory', '/directory/employees');
    const list = page.getByTestId('employee-list');
    await page.getByLabel('Search by name, ID or e-mail').fill(String(id));
    await expect.poll(() => list.getByTestId('employee').count()).toBe(1);
    const row = list.getByTestId('employee').first();
    const actions = page.getByRole('button', { name: 'Actions for Nadia Okafor' });

    const classDate = addDays(todayIso(), 10);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Change class' }).click();
    const move = page.getByRole('dialog', { name: 'Change the class of Nadia Okafor' });
    await move.getByLabel(/New classification/).selectOption({ label: 'Warehouse Crew' });
    await move.getByLabel(/Takes effect on/).fill(classDate);
    ok(
      await answerOf(page, '/employer/class-change/add', () =>
        move.getByRole('button', { name: 'Save' }).click(),
      ),
    );
    await row.getByText(/^To Warehouse Crew from/).waitFor();

    await actions.click();
    await page.getByRole('menuitem', { name: 'One-time change' }).click();
    const otc = page.getByRole('dialog', { name: 'One-time change for Nadia Okafor' });
    await otc.getByLabel(/Amount/).fill('100');
    await otc.getByLabel(/Takes effect on/).fill(addDays(todayIso(), 1));
    await otc.getByLabel(/Reason/).fill('Joined mid-year');
    ok(
      await answerOf(page, '/employer/otc-change/add', () =>
        otc.getByRole('button', { name: 'Save' }).click(),
      ),
    );
    await row.getByText(/\$100\.00 on .*: Joined mid-year/).waitFor();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Terminate' }).click();
    const terminate = page.getByRole('dialog', { name: 'Terminate Nadia Okafor?' });
    ok(
      await answerOf(page, '/employee/terminate', () =>
        terminate.getByRole('button', { name: 'Terminate' }).click(),
      ),
    );
    await row.getByText(/^Terminated from/).waitFor();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Cancel termination' }).click();
    const undo = page.getByRole('dialog', { name: 'Cancel the termination of Nadia Okafor?' });
    const undone = await answerOf<{ employee: { TERMINATED_FLAG: string } }>(
      page,
      '/employee/cancel-terminate',
      () => undo.getByRole('button', { name: 'Cancel termination' }).click(),
    );
    ok(undone);
    expect(undone.data.employee.TERMINATED_FLAG).toBe('N');
    // Still waiting for her class and one-time changes, no longer leaving.
    await row.getByText(/^Terminated from/).waitFor({ state: 'detached' });
    await row.getByText(/^To Warehouse Crew from/).waitFor();
    await threeScreenshots(page, 'company-admin-directory');

    // 7. Wellness accounts: a new amount for the new class from a date ahead.
    await fromCompanyMenu(page, 'Wellness Manage', '/wellness/manage');
    await page.getByRole('button', { name: 'Change categories or amounts' }).click();
    const wellness = page.getByTestId('wellness-change-form');
    await wellness.getByLabel('Fitness').check();
    await wellness.getByLabel(/Wellness amount for Warehouse Crew/).fill('700');
    await wellness.getByLabel(/Takes effect on/).fill(addDays(todayIso(), 10));
    ok(
      await answerOf(page, '/employer/wellness/manage', () =>
        wellness.getByRole('button', { name: 'Save change' }).click(),
      ),
    );
    await page.getByTestId('pending-change').getByText('Warehouse Crew: $700.00').waitFor();

    // 8. How the company funds its account.
    await fromCompanyMenu(page, 'Company Funding', '/company-funding');
    await page.getByLabel('Electronic funds transfer (online banking)').check();
    await page.getByLabel('Monthly deposit').check();
    await page.getByLabel('Amount of each deposit').fill('2500');
    const funding = await answerOf<{ funding: { frequency: string; depositCents: number } }>(
      page,
      '/employer/company-funding/set',
      () => page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    ok(funding);
    expect(funding.data.funding).toMatchObject({ frequency: 'MONTHLY', depositCents: 250_000 });

    // 9. The company's PAD account, with a void cheque.
    await fromCompanyMenu(page, 'Pre-Authorised Debit', '/business-banking');
    await page.getByLabel('Transit number').fill('00152');
    await page.getByLabel('Institution number').fill('004');
    await page.getByLabel('Account number').fill('7654321');
    await page.getByTestId('document-input').setInputFiles({
      name: 'prairie-sky-void-cheque.pdf',
      mimeType: 'application/pdf',
      buffer: receiptPdf('VOID - Prairie Sky Logistics Ltd. - 00152 004 7654321'),
    });
    await page.getByTestId('chosen-document').waitFor();
    await page.getByRole('checkbox', { name: /I have authority over this account/ }).check();
    const banking = await answerOf<{ banking: { accountNumber: string } }>(
      page,
      '/employer/banking-details/save',
      () => page.getByRole('button', { name: /^Save/ }).click(),
    );
    ok(banking);
    expect(banking.data.banking.accountNumber).toBe('******4321');
    await page.getByTestId('on-file-account').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
