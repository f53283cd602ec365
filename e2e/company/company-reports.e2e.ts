import fs from 'node:fs';
import { ACCOUNT_BALANCE_REPORT, addMonths, columnLabel, columnsFor, todayIso } from '@benefits/domain';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, followCompanyMenu, signInEmployee } from '../employee/helpers';
import { expectNoSeriousA11yViolations } from '../support/browser';
import { answerOf, privateJourney, threeScreenshots } from '../support/journey';

/*
 * The company reports (docs/product/company-reports.md; decision 35) as Liam Gagnon (100002, group
 * admin of Prairie Sky Logistics): the list, three reports, a change of period, the CSV and PDF
 * exports, the chart of claims by service category, light and dark and a phone's width. On a server of its own, so no other journey's change to
 * the company moves its figures.
 */
const journey = privateJourney('company-reports');

interface Run {
  rows: Record<string, unknown>[];
  totals: Record<string, number>;
  range: { startdate: string; enddate: string };
}

const LIST_TITLES = [
  'Claims Paid by Employee',
  'Wellness Claims Paid by Employee',
  'Claims Paid by Division',
  'Wellness Claims Paid by Division',
  'HSA Balances by Employee',
  'Wellness Balances by Employee',
  'Claims by Service Category',
  'Claims Paid',
  'Administration Fees and Taxes',
  'Request for Funding',
  'Travel Insurance Premiums',
  'Travel Insurance Coverage Changes',
  'Employee Earnings Insurance Premiums',
  'Employee Earnings Insurance Coverage Changes',
  'Insurance Coverage',
  'Company Account Statement',
];

/** Opens a report from the list and answers its first run. */
async function openReport(page: Page, title: string): Promise<Run> {
  if (new URL(page.url()).pathname !== '/company-reports') {
    await page.getByRole('link', { name: 'All company reports' }).click();
    await page.getByTestId('company-report-list').waitFor();
  }
  const answer = await answerOf<Run>(page, '/report/run', () =>
    page.getByRole('link', { name: new RegExp(`^${title}`) }).click(),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return answer.data;
}

/** Sets the period with the form and answers the run it causes. */
async function changePeriod(page: Page, from: string): Promise<Run> {
  await page.getByLabel('From').fill(from);
  const answer = await answerOf<Run>(page, '/report/run', () =>
    page.getByRole('button', { name: 'Show', exact: true }).click(),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await page.waitForURL((url) => url.searchParams.get('from') === from);
  return answer.data;
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

describe('company reports: Liam Gagnon (100002)', () => {
  it('opens the list, runs three reports, changes the period and exports CSV and PDF', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await followCompanyMenu(page, 'Company Reports', '/company-reports');
    const list = page.getByTestId('company-report-list');
    await list.waitFor();
    expect(await list.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(LIST_TITLES);
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'company-reports-list');

    // 1. The account statement over the default period (the last month): opening to closing.
    const today = todayIso();
    const statement = await openReport(page, 'Company Account Statement');
    expect(statement.range).toEqual({ startdate: addMonths(today, -1), enddate: today });
    const entries = statement.rows.map((r) => r.entry);
    expect(entries[0]).toBe('OPENING');
    expect(entries.at(-1)).toBe('CLOSING');
    const closing = Number(statement.rows.at(-1)!.balance);
    const opening = Number(statement.rows[0]!.balance);
    const { deposits = 0, claimsPaid = 0, refunds = 0, other = 0 } = statement.totals;
    expect(closing).toBe(opening + deposits - claimsPaid - refunds + other);
    const footer = page.getByTestId('company-report-footer');
    await footer.getByText('Grand total').waitFor();
    expect(await page.getByTestId('company-report-row').last().innerText()).toContain(money(closing));

    // The period two years back: the seeded movements are all in it, and the address keeps it.
    const from = `${Number(today.slice(0, 4)) - 2}-01-01`;
    const longer = await changePeriod(page, from);
    expect(longer.range).toEqual({ startdate: from, enddate: today });
    expect(Number(longer.rows.at(-1)!.balance)).toBe(closing);
    await expectNoSeriousA11yViolations(page);

    // CSV: the definition's headings, one record per row, amounts as plain decimals, the Grand total.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`account-statement-${from}-to-${today}.csv`);
    const records = parse(fs.readFileSync((await file.path())!, 'utf8'), { bom: true }) as string[][];
    expect(records[0]).toEqual(
      columnsFor(ACCOUNT_BALANCE_REPORT, 'csv').map((c) => columnLabel(ACCOUNT_BALANCE_REPORT, c, 'en')),
    );
    expect(records).toHaveLength(longer.rows.length + 2);
    const total = records.at(-1)!;
    expect(total[0]).toBe('Grand total');
    const depositsColumn = records[0]!.indexOf('Deposits');
    const sum = records
      .slice(1, -1)
      .reduce((cents, r) => cents + Math.round(Number(r[depositsColumn] || 0) * 100), 0);
    expect(Math.round(Number(total[depositsColumn]) * 100)).toBe(sum);
    expect(sum).toBe(longer.totals.deposits);

    // PDF: the statement, written by the server.
    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`account-statement-${from}-to-${today}.pdf`);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await threeScreenshots(page, 'company-reports-statement');

    // 2. Claims paid by employee over two years: Liam's own claims, with the Grand total row.
    const byEmployee = await openReport(page, 'Claims Paid by Employee');
    const claims = await changePeriod(page, from);
    expect(byEmployee.range.enddate).toBe(today);
    expect(claims.rows.map((r) => r.name)).toContain('Gagnon, Liam');
    await page.getByTestId('company-report-footer').getByText(money(claims.totals.totalDue!)).waitFor();
    await expectNoSeriousA11yViolations(page);

    // 3. HSA balances by employee: every member, the closing balances summed.
    const balances = await openReport(page, 'HSA Balances by Employee');
    expect(balances.rows.length).toBeGreaterThanOrEqual(7);
    expect(balances.totals.closing).toBe(balances.rows.reduce((cents, r) => cents + Number(r.closing), 0));
    await page.getByTestId('company-report-footer').getByText('Grand total').waitFor();
    await threeScreenshots(page, 'company-reports-balances');

    // 4. Claims by service category over the default period (the seed's drivers claimed in it): the
    // chart of spending by category beside the table, its bars the rows', in both themes and at 360 px.
    const services = await openReport(page, 'Claims by Service Category');
    expect(services.range).toEqual({ startdate: addMonths(today, -1), enddate: today });
    expect(services.rows.length).toBeGreaterThan(0);
    expect(await page.getByTestId('shell-title').innerText()).toBe('Claims by Service Category');
    const chart = page.getByRole('img', { name: /Total due by service category/ });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(services.rows.length);
    expect(await page.getByTestId('serviceSummary-chart-text').locator('li').count()).toBe(
      services.rows.length,
    );
    await page
      .getByTestId('company-report-footer')
      .last()
      .getByText(money(services.totals.totalDue!))
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'company-reports-services');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows this month’s EEI coverage changes and the insurance coverage with its totals (decision 37)', async () => {
    const { page, context, errors } = await journey.open({ viewport: DESKTOP });
    await signInEmployee(page, '100002');
    await page.goto('/company-reports'); // the menu is the first journey's; the address is enough here
    await page.getByTestId('company-report-list').waitFor();
    // The default period holds the first of this month: Sophie elected EEI, Owen dropped it.
    const changes = await openReport(page, 'Employee Earnings Insurance Coverage Changes');
    expect(changes.rows.map((r) => [r.name, r.change])).toEqual([
      ['Côté, Sophie', 'ADDED'],
      ['Fraser, Owen', 'REMOVED'],
    ]);
    await page.getByTestId('company-report-footer').getByText('Grand total').waitFor();
    await expectNoSeriousA11yViolations(page);
    // Who is covered by what: light, dark and a phone's width (each checked with axe).
    const coverage = await openReport(page, 'Insurance Coverage');
    expect(coverage.totals.total).toBe(coverage.rows.reduce((cents, r) => cents + Number(r.total), 0));
    await page.getByTestId('company-report-footer').getByText(money(coverage.totals.total!)).waitFor();
    await threeScreenshots(page, 'company-reports-insurance-coverage');
    expect(errors).toEqual([]);
    await context.close();
  });
});
