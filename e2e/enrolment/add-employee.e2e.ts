import type { EmployeeUser } from '@benefits/contract';
import { describe, expect, it } from 'vitest';
import { DESKTOP, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { outboxMailTo, setPasswordPath } from '../support/mail';
import {
  answerOf,
  privateJourney,
  threeScreenshots,
  viewportScreenshot,
  type Envelope,
} from '../support/journey';

/*
 * Adding employees (docs/product §2 /add-employee, /add-employee/success; decision 0025) as Liam
 * Gagnon (100002, group admin of Prairie Sky Logistics, contract type 13), in a real browser against
 * the built app on a server of its own: one employee by form, whose welcome mail (read from the
 * server's outbox) opens the new-password screen; the new employee then signs in with their ID and
 * password. Then a CSV file with a bad row shows that row's message and saves nothing.
 */

const journey = privateJourney('enrolment');

/** The text of the welcome mail sent to `to`, once the outbox has it. */
const mailTo = (to: string) => outboxMailTo(journey.server.dataDir, to);

describe('adding employees: Liam Gagnon (100002)', () => {
  it('adds one employee by form; the welcome link sets a password and the employee signs in', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await page.goto('/add-employee');
    await page.getByRole('heading', { level: 1, name: 'Add Employees' }).waitFor();
    const form = page.getByTestId('enrol-form');
    await form.waitFor();
    await threeScreenshots(page, 'enrolment-add-employee');

    // An empty form: the rules' messages, field by field, and nothing sent.
    await form.getByRole('button', { name: 'Add employee' }).click();
    await form.getByText("Please fill out the employee's first name").waitFor();
    await form.getByText("Please fill out the employee's date of birth").waitFor();

    await form.getByLabel(/^First name/).fill('Maya');
    await form.getByLabel(/^Last name/).fill('Chen');
    await form.getByLabel(/^Email address/).fill('maya.chen@example.com');
    await form.getByLabel(/^Date of birth/).fill('1991-05-14');
    await form.getByLabel(/^Province/).selectOption('AB');
    await form.getByLabel(/^Classification/).selectOption({ label: 'Drivers' });
    await form.getByLabel(/^Division/).selectOption({ label: 'Fleet Operations' });
    const added = await answerOf<{ added: { ID: number }[] }>(page, '/employer/add-employees', () =>
      form.getByRole('button', { name: 'Add employee' }).click(),
    );
    expect(added.code, JSON.stringify(added)).toBe(0);
    const id = added.data.added[0]!.ID;

    await page.getByRole('heading', { level: 1, name: 'Employee Added' }).waitFor();
    await page.getByTestId(`added-${id}`).getByText('Maya Chen · maya.chen@example.com').waitFor();
    await page.getByText(/welcome email with their ID/).waitFor();
    await threeScreenshots(page, 'enrolment-added');

    // The welcome mail, from the outbox: the ID and a link to the new-password screen.
    const mail = await mailTo('maya.chen@example.com');
    expect(mail).toContain(`Your ID (to sign in): ${id}`);
    const link = setPasswordPath(mail);
    expect(link, mail).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await journey.open({ viewport: DESKTOP });
    await visitor.page.goto(link!);
    await visitor.page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await visitor.page.getByLabel(/^New password/).fill('maya-secret-42');
    await visitor.page.getByLabel(/^Confirm new password/).fill('maya-secret-42');
    await visitor.page.getByRole('button', { name: 'Update password' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: 'Password updated' }).waitFor();

    await visitor.page.goto('/login');
    await visitor.page.getByLabel('Employee ID').fill(String(id));
    await visitor.page.getByLabel(/^Password/).fill('maya-secret-42');
    const profile = visitor.page.waitForResponse((r) => new URL(r.url()).pathname === '/webapp/employee');
    await visitor.page.getByRole('button', { name: 'Login', exact: true }).click();
    const user = (await (await profile).json()) as Envelope<EmployeeUser>;
    expect(user.code, JSON.stringify(user)).toBe(0);
    expect(user.data).toMatchObject({ ID: id, FIRST_NAME: 'Maya', EMPLOYER: 5002, BALANCE: 100_000 });
    // A new employee's first visit: the HSA agreement.
    await visitor.page.waitForURL(/\/hsa-agreement$/);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('shows a CSV file’s bad row with its message and saves nothing', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await page.goto('/add-employee');
    await page.getByRole('tab', { name: 'From a CSV file' }).click();
    const panel = page.getByTestId('enrol-file');
    await panel.waitFor();
    const csv = [
      'first_name,last_name,email,date_of_birth,province,effective_date,classification,division,group_admin,language',
      'Ava,Li,ava.li@example.com,1988-02-03,ON,2025-01-01,Drivers,,N,EN',
      'Ben,Roy,ben.roy@example.com,1990-07-08,ZZ,2025-01-01,Drivers,,N,FR',
    ]
      .join('\r\n')
      .replace(/2025-01-01/g, new Date().toISOString().slice(0, 10));
    const preview = await answerOf<{ badRows: number }>(page, '/employer/add-employees/csv/preview', () =>
      page.getByTestId('enrol-file-input').setInputFiles({
        name: 'staff.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      }),
    );
    expect(preview.code, JSON.stringify(preview)).toBe(0);
    expect(preview.data.badRows).toBe(1);
    await panel
      .getByText('1 row of 2 has problems. Nothing will be saved until the file is corrected.')
      .waitFor();
    await page.getByTestId('csv-problems').getByText('Province: Please select a province.').waitFor();
    await page.getByTestId('csv-problems').getByText('Row 3').waitFor();
    expect(await page.getByTestId('enrol-file-save').count()).toBe(0);
    await viewportScreenshot(page, 'enrolment-csv-bad-row');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
