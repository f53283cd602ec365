import { addDays, todayIso } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { DESKTOP, settle, signInEmployee } from '../employee/helpers';
import { answerOf, privateJourney, threeScreenshots, viewportScreenshot } from '../support/journey';

/*
 * The company's employee directory (/directory/employees; docs/product §4 "Employee / employer",
 * decision 0024) as Liam Gagnon (100002, group admin of Prairie Sky Logistics), in a real browser
 * against the built app on a server of its own (it changes the demo company): no reduction below a
 * balance of $0.00, and no account action for Priya Patel, the non-member admin.
 */

const journey = privateJourney('company-directory');

type Changed = {
  employee: {
    ID: number;
    status: string;
    TERMINATED_FLAG: string;
    GROUP_ADMIN: string;
    pendingClassChange: { changeDate: string; classificationName: string } | null;
    pendingOneTimeChanges: { changeAmountCents: number }[];
  };
  message: string;
};

describe('the employee directory: Liam Gagnon (100002)', () => {
  it('searches, schedules a class change and a one-time change, terminates and cancels, toggles BC', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await page.goto('/directory/employees');
    await page.getByRole('heading', { level: 1, name: 'Employee Directory' }).waitFor();
    const list = page.getByTestId('employee-list');
    await list.waitFor();
    expect(await list.getByTestId('employee').count()).toBe(8);
    // Nothing wider than the window on the desktop either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // Nor inside its box: every column shows beside the menu at 1280px, Status included, without
    // scrolling the table sideways (the ID goes under the name below xl).
    const fit = await list.evaluate((table) => ({
      table: table.scrollWidth,
      box: table.parentElement!.clientWidth,
      status: table.querySelector('thead th:last-child')!.getBoundingClientRect().right,
      edge: table.parentElement!.getBoundingClientRect().right,
    }));
    expect(fit.table, JSON.stringify(fit)).toBeLessThanOrEqual(fit.box);
    expect(fit.status, JSON.stringify(fit)).toBeLessThanOrEqual(fit.edge);

    // Search by name: one row left.
    await page.getByLabel('Search by name, ID or e-mail').fill('mason');
    await expect.poll(() => list.getByTestId('employee').count()).toBe(1);
    const mason = list.getByTestId('employee').first();
    await mason.getByText('Nguyen, Mason').waitFor();

    // Move Mason to Management from ten days ahead: pending until then.
    const date = addDays(todayIso(), 10);
    await page.getByRole('button', { name: 'Actions for Mason Nguyen' }).click();
    await page.getByRole('menuitem', { name: 'Change class' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Change the class of Mason Nguyen' });
    await classDialog.getByLabel(/New classification/).selectOption({ label: 'Management' });
    await classDialog.getByLabel(/Takes effect on/).fill(date);
    await viewportScreenshot(page, 'company-directory-class-change');
    const scheduled = await answerOf<Changed>(page, '/employer/class-change/add', () =>
      classDialog.getByRole('button', { name: 'Save' }).click(),
    );
    expect(scheduled.code, JSON.stringify(scheduled)).toBe(0);
    expect(scheduled.data.employee.pendingClassChange).toMatchObject({
      changeDate: date,
      classificationName: 'Management',
    });
    await page.getByText('Class change scheduled').waitFor();
    await mason.getByText(/^To Management from/).waitFor();
    await mason.getByText('Pending changes').waitFor();
    await mason.getByRole('button', { name: 'Remove the pending class change of Mason Nguyen' }).waitFor();

    // A one-time reduction of $75.50 from tomorrow, with the keyboard through the actions menu.
    await page.getByRole('button', { name: 'Actions for Mason Nguyen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'One-time change' }).click();
    const otc = page.getByRole('dialog', { name: 'One-time change for Mason Nguyen' });
    await otc.getByLabel(/Amount/).fill('-75.50');
    await otc.getByLabel(/Takes effect on/).fill(addDays(todayIso(), 1));
    await otc.getByLabel(/Reason/).fill('Overpayment correction');
    const added = await answerOf<Changed>(page, '/employer/otc-change/add', () =>
      otc.getByRole('button', { name: 'Save' }).click(),
    );
    expect(added.code, JSON.stringify(added)).toBe(0);
    expect(added.data.employee.pendingOneTimeChanges.map((o) => o.changeAmountCents)).toEqual([-7_550]);
    await page.getByText('One-time change scheduled').waitFor();
    await mason.getByText(/-\$75\.50 on .*: Overpayment correction/).waitFor();
    await threeScreenshots(page, 'company-directory');

    // Taking back more than Mason has is refused on the amount before anything is sent.
    let otcCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/employer/otc-change/add')) otcCalls += 1;
    });
    await page.getByRole('button', { name: 'Actions for Mason Nguyen' }).click();
    await settle(page);
    await page.getByRole('menuitem', { name: 'One-time change' }).click();
    const tooMuch = page.getByRole('dialog', { name: 'One-time change for Mason Nguyen' });
    await tooMuch.getByText(/^HSA balance this plan year: \$[\d,]+\.\d\d$/).waitFor();
    await tooMuch.getByLabel(/Amount/).fill('-5000');
    await tooMuch.getByLabel(/Reason/).fill('Too much');
    await tooMuch.getByRole('button', { name: 'Save' }).click();
    await tooMuch
      .getByText(/^This change would take the HSA balance below \$0\.00: the balance is \$[\d,]+\.\d\d/)
      .waitFor();
    expect(otcCalls).toBe(0);
    await page.keyboard.press('Escape');
    await tooMuch.waitFor({ state: 'detached' });

    // Priya Patel administers without being a plan member: no account, so nothing of one to change.
    await page.getByLabel('Search by name, ID or e-mail').fill('priya');
    await expect.poll(() => list.getByTestId('employee').count()).toBe(1);
    await page.getByRole('button', { name: 'Actions for Priya Patel' }).click();
    await settle(page);
    const priyaMenu = page.getByRole('menu');
    expect(await priyaMenu.getByRole('menuitem').allTextContents()).toEqual([
      'Change name',
      'Change division',
      'Terminate',
    ]);
    await page.keyboard.press('Escape');
    await priyaMenu.waitFor({ state: 'detached' });

    // Terminate Ethan from today, then cancel the termination.
    await page.getByLabel('Search by name, ID or e-mail').fill('ethan');
    await expect.poll(() => list.getByTestId('employee').count()).toBe(1);
    await page.getByRole('button', { name: 'Actions for Ethan Bouchard' }).click();
    await page.getByRole('menuitem', { name: 'Terminate' }).click();
    const terminate = page.getByRole('dialog', { name: 'Terminate Ethan Bouchard?' });
    await terminate.getByText(/keeps its balance to claim expenses/).waitFor();
    const terminated = await answerOf<Changed>(page, '/employee/terminate', () =>
      terminate.getByRole('button', { name: 'Terminate' }).click(),
    );
    expect(terminated.data.employee).toMatchObject({ TERMINATED_FLAG: 'Y', status: 'terminated' });
    await page.getByText('Employee terminated').waitFor();
    await list.getByText(/^Terminated from/).waitFor();
    await page.getByRole('button', { name: 'Actions for Ethan Bouchard' }).click();
    await page.getByRole('menuitem', { name: 'Cancel termination' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel the termination of Ethan Bouchard?' });
    const cancelled = await answerOf<Changed>(page, '/employee/cancel-terminate', () =>
      cancel.getByRole('button', { name: 'Cancel termination' }).click(),
    );
    expect(cancelled.data.employee).toMatchObject({ TERMINATED_FLAG: 'N', status: 'active' });
    await list.getByText('Active').waitFor();

    // Make Ethan a group admin (BC), and say why Liam cannot remove his own status.
    await page.getByRole('button', { name: 'Actions for Ethan Bouchard' }).click();
    await page.getByRole('menuitem', { name: 'Make group admin' }).click();
    const grant = page.getByRole('dialog', { name: 'Make Ethan Bouchard a group admin?' });
    const granted = await answerOf<Changed>(page, '/employer/toggle-bc-status', () =>
      grant.getByRole('button', { name: 'Make group admin' }).click(),
    );
    expect(granted.data.employee.GROUP_ADMIN).toBe('Y');
    await page.getByText('Group administrator status granted').waitFor();
    await page.getByLabel('Search by name, ID or e-mail').fill('100002');
    await expect.poll(() => list.getByTestId('employee').count()).toBe(1);
    // The menu grows open: its item is clicked once it holds still (as the company menu's links).
    await page.getByRole('button', { name: 'Actions for Liam Gagnon' }).click();
    await settle(page);
    await page.getByRole('menuitem', { name: 'Remove group admin' }).click();
    const own = page.getByRole('dialog', { name: 'Group admin status cannot be removed' });
    await own.getByText(/You cannot remove your own administrator status/).waitFor();
    await viewportScreenshot(page, 'company-directory-own-admin');
    await page.keyboard.press('Escape');
    await own.waitFor({ state: 'detached' });

    // Nothing matches: the empty state.
    await page.getByLabel('Search by name, ID or e-mail').fill('nobody at all');
    await page.getByTestId('directory-empty').getByText('No employee matches “nobody at all”.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
