import fs from 'node:fs';
import type { ResponseOf, api as contract } from '@benefits/contract';
import { columnLabel, columnsFor, LIST_PAGE_LENGTH, SALES_REPORT } from '@benefits/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, signInTools, storedSession } from '../partner-tools/helpers';
import {
  expectNoSeriousA11yViolations,
  horizontalOverflow,
  screenshot,
  type OpenPage,
} from '../support/browser';
import {
  answerOf,
  privateJourney,
  reloaded,
  storePreferences,
  threeScreenshots,
  viewportScreenshot,
  type Envelope,
} from '../support/journey';

/*
 * The Sales Report and Transfer Details (issue #11; decision 0033), on a server of its own: staff
 * (ALL_ACCESS) opens the Sales Report from the tools drawer; its groups, rows and totals are the
 * report run's answer, the chart is the fetch-sales answer with its text alternative, and the CSV
 * export has a line per company. Transfer Details shows the period's money in, out and net, and a
 * batch's movements in a dialog that Escape closes. The auditor (PERMIT_AUDIT only) is refused.
 */

const journey = privateJourney('tools-sales');

type ReportRun = ResponseOf<typeof contract.reportRun>;
type SalesByMonth = ResponseOf<typeof contract.toolsFetchSales>;
type TransferBatch = ResponseOf<typeof contract.toolsTransferBatch>;

const toolsNav = (page: Page) => page.getByRole('navigation', { name: 'Tools menu' });
const money = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
const count = (n: number) => new Intl.NumberFormat('en-CA').format(n);
/** Text as read on screen, with the non-breaking and narrow spaces of Intl output as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The envelope of the next answer to `apiPath` (start waiting before the action that makes it). */
function nextAnswer<T>(page: Page, apiPath: string): Promise<Envelope<T>> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === `/webapp${apiPath}`)
    .then(async (r) => (await r.json()) as Envelope<T>);
}

describe('the Sales Report and Transfer Details', () => {
  let open: OpenPage;
  let page: Page;

  it('staff opens the Sales Report from the drawer: rows, groups and totals of the report run', async () => {
    open = await journey.open({ viewport: DESKTOP });
    page = open.page;
    await signInTools(page, 'staff');

    const run = nextAnswer<ReportRun>(page, '/report/run');
    const chart = nextAnswer<SalesByMonth>(page, '/tools/fetch-sales');
    await toolsNav(page).getByRole('link', { name: 'Sales Report', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools/sales');
    await page.getByRole('heading', { level: 1, name: 'Sales Report' }).waitFor();
    const report = await run;
    expect(report.code, JSON.stringify(report)).toBe(0);
    expect(report.data.report).toBe('salesReport');
    const { rows } = report.data;
    // The demo sells companies in the default period (January 1st of last year to today).
    expect(rows.length).toBeGreaterThan(0);

    const months = await chart;
    expect(months.code, JSON.stringify(months)).toBe(0);
    await expectSalesShown(page, report.data, months.data);
    await expectNoSeriousA11yViolations(page);

    // CSV export: the header of the definition's CSV columns and a line per company of the report.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe(
      columnsFor(SALES_REPORT, 'csv')
        .map((c) => columnLabel(SALES_REPORT, c, 'en'))
        .join(','),
    );
    const ids = new Set(rows.map((r) => String(r.employerId)));
    const dataLines = lines.slice(1).filter((l) => ids.has(l.split(',')[0] ?? ''));
    expect(dataLines.length).toBe(rows.length);
    expect(new Set(dataLines.map((l) => l.split(',')[0])).size).toBe(rows.length);

    await threeScreenshots(page, 'tools-sales');

    // A period from five years back: every agent's companies, and a chart of many months.
    const end = report.data.range!.enddate;
    const wideRun = nextAnswer<ReportRun>(page, '/report/run');
    const wideChart = nextAnswer<SalesByMonth>(page, '/tools/fetch-sales');
    await page.locator('#sales-startdate').fill(`${Number(end.slice(0, 4)) - 5}-01-01`);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const wide = await wideRun;
    expect(wide.code, JSON.stringify(wide)).toBe(0);
    expect(wide.data.range).toEqual({ startdate: `${Number(end.slice(0, 4)) - 5}-01-01`, enddate: end });
    expect(wide.data.rows.length).toBeGreaterThanOrEqual(rows.length);
    await page.waitForURL((url) => url.searchParams.get('from') === wide.data.range!.startdate);
    await expectSalesShown(page, wide.data, (await wideChart).data);
    await threeScreenshots(page, 'tools-sales-wide');
  });

  it('shows Transfer Details: the net totals of the report run, and a batch in a dialog', async () => {
    const run = nextAnswer<ReportRun>(page, '/report/run');
    await page.goto('/tools/transfer-details');
    await page.getByRole('heading', { level: 1, name: 'Transfer Details' }).waitFor();
    const report = await run;
    expect(report.code, JSON.stringify(report)).toBe(0);
    expect(report.data.report).toBe('transferBatches');
    const { rows, totals, total } = report.data;
    expect(rows.length).toBeGreaterThan(0);

    const moneyIn = totals.moneyIn ?? 0;
    const moneyOut = totals.moneyOut ?? 0;
    await page.getByTestId('transfer-total-net').waitFor();
    expect(plain(await page.getByTestId('transfer-total-in').textContent())).toBe(money(moneyIn));
    expect(plain(await page.getByTestId('transfer-total-out').textContent())).toBe(money(moneyOut));
    expect(plain(await page.getByTestId('transfer-total-net').textContent())).toBe(money(moneyIn - moneyOut));
    const shownRows = page.getByTestId('batches-row');
    expect(await shownRows.count()).toBe(Math.min(total ?? rows.length, LIST_PAGE_LENGTH));
    const footer = plain(await page.getByTestId('batches-footer').textContent());
    expect(footer).toContain(money(moneyIn));
    expect(footer).toContain(money(moneyOut));
    await expectNoSeriousA11yViolations(page);
    await threeScreenshots(page, 'tools-transfer-details');

    // The newest batch: its movements and their total, in a dialog that Escape closes.
    const newest = rows[0]!;
    const batch = await openBatch(page);
    expect(batch).toMatchObject({ date: newest.date, kind: newest.kind, direction: newest.direction });
    expect(batch.movements.length).toBe(Number(newest.movements));
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('batch-movements-row').count()).toBe(batch.movements.length);
    expect(batch.totalCents).toBe(Number(newest.moneyIn) - Number(newest.moneyOut));
    expect(plain(await dialog.getByTestId('batch-movements-footer').textContent())).toContain(
      money(batch.totalCents),
    );
    for (const [index, movement] of batch.movements.entries()) {
      const text = plain(await dialog.getByTestId('batch-movements-row').nth(index).textContent());
      expect(text).toContain(movement.company);
      expect(text).toContain(money(movement.amountCents));
    }
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, 'tools-transfer-batch-light');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The dialog in dark, then at 360 px.
    await storePreferences(page, 'dark');
    await reloaded(page, () => page.getByTestId('batches-row').first().waitFor());
    await openBatch(page);
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, 'tools-transfer-batch-dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await storePreferences(page, 'light');
    await page.setViewportSize(PHONE);
    await reloaded(page, () => page.getByTestId('batches-row').first().waitFor());
    await openBatch(page);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await viewportScreenshot(page, 'tools-transfer-batch-360');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);

    expect(open.errors).toEqual([]);
    await open.context.close();
  });

  it('tells the auditor (PERMIT_AUDIT only) that the Sales Report is not theirs', async () => {
    const auditor = await journey.open({ viewport: DESKTOP });
    const { page } = auditor;
    const { permissions } = await signInTools(page, 'auditor');
    expect(permissions).toEqual(['PERMIT_AUDIT']);
    expect(await toolsNav(page).getByRole('link', { name: 'Sales Report', exact: true }).count()).toBe(0);
    await page.goto('/tools/sales');
    await page.getByRole('heading', { level: 1, name: 'Sales Report' }).waitFor();
    await page.getByText('Your permissions do not include this section.').waitFor();
    expect(await page.getByTestId('sales-chart').count()).toBe(0);
    expect(await page.getByTestId('export-csv').count()).toBe(0);
    // The server refuses the auditor's session the report and the chart either way.
    const token = (await storedSession(page, 'tools'))!.token;
    expect((await journey.api('/report/run', { report: 'salesReport' }, token)).code).not.toBe(0);
    expect((await journey.api('/tools/fetch-sales', {}, token)).code).not.toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'tools-sales-not-allowed');
    expect(auditor.errors).toEqual([]);
    await auditor.context.close();
  });
});

/** Opens the newest batch of the list and answers what the server said about it. */
async function openBatch(page: Page): Promise<TransferBatch> {
  const answer = await answerOf<TransferBatch>(page, '/tools/transfer-details', () =>
    page.getByTestId('batch-open').first().click(),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await page.getByRole('dialog').getByTestId('batch-movements-row').first().waitFor();
  return answer.data;
}

/**
 * The Sales Report shows the run's answer (its rows in order under their agents' headings, each
 * agent's subtotal, the grand total) and the chart the fetch-sales answer with its text alternative.
 */
async function expectSalesShown(page: Page, report: ReportRun, months: SalesByMonth) {
  const { rows, groups, totals, total } = report;
  expect(total).toBe(rows.length);
  expect(rows.length).toBeLessThanOrEqual(LIST_PAGE_LENGTH);
  // Every company of the answer is a row, in the answer's order, under its agent's heading.
  const shownRows = page.getByTestId('sales-row');
  await shownRows.first().waitFor();
  await expect.poll(() => shownRows.count()).toBe(rows.length);
  for (const [index, row] of rows.entries()) {
    const shown = shownRows.nth(index);
    expect(plain(await shown.locator('th').textContent())).toBe(String(row.employerId));
    const text = plain(await shown.textContent());
    expect(text).toContain(String(row.company));
    expect(text).toContain(money(Number(row.commission)));
  }
  const headings = await page
    .locator('#sales-report h3')
    .evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ''));
  expect(headings).toEqual(groups.map((g) => `${g.value === '' ? 'No agent' : g.value} (${g.count})`));
  // A subtotal per agent, then the grand total (closing the last agent's table): members and
  // commission of the answer.
  const footers = page.getByTestId('sales-footer');
  const subtotals = footers.filter({ hasNotText: 'Grand total' });
  expect(await subtotals.count()).toBe(groups.length);
  for (const [index, group] of groups.entries()) {
    const text = plain(await subtotals.nth(index).textContent());
    expect(text).toContain(money(group.totals.commission ?? 0));
    expect(text).toContain(count(group.totals.members ?? 0));
  }
  const grand = plain(await footers.filter({ hasText: 'Grand total' }).textContent());
  expect(grand).toContain('Grand total');
  expect(grand).toContain(money(totals.commission ?? 0));
  expect(grand).toContain(count(totals.members ?? 0));

  // The chart: the fetch-sales months, a bar per month with sales, and its text alternative.
  expect(months.range).toEqual(report.range);
  const sold = months.months.filter((m) => m.companies > 0);
  const companies = sold.reduce((sum, m) => sum + m.companies, 0);
  expect(companies).toBe(total);
  const figure = page.getByRole('img', { name: /^Companies sold per month/ });
  await figure.waitFor();
  await expect.poll(() => figure.locator('rect[data-month]').count()).toBe(sold.length);
  for (const m of sold)
    expect(await figure.locator(`rect[data-month="${m.month}"]`).getAttribute('data-companies')).toBe(
      String(m.companies),
    );
  const summary = plain(await page.getByTestId('sales-chart-summary').textContent());
  expect(summary).toMatch(new RegExp(`^${companies} compan(y|ies) sold from .+ to .+\\.$`));
  expect(plain(await figure.locator('desc').textContent())).toBe(summary);
  expect(await page.getByTestId('sales-chart-text').locator('li').count()).toBe(sold.length);
}
