import type { Api, ResponseOf } from '@benefits/contract';
import { API_MESSAGES, addDays, todayIso } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissions, employees, staffActions } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Run = ResponseOf<Api['reportRun']>;
type Months = ResponseOf<Api['toolsFetchSales']>;
type Batch = ResponseOf<Api['toolsTransferBatch']>;

describe.each(backends)('sales report and transfer details on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  let auditor: string;
  let today: string;
  let year: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    staff = await t.login('tools', 'staff');
    auditor = await t.login('tools', 'auditor');
    today = todayIso(t.now());
    year = Number(today.slice(0, 4));
  });
  afterAll(async () => t?.close());

  const members = async (employerId: number) =>
    (
      await t.db
        .select()
        .from(employees)
        .where(
          and(
            eq(employees.employerId, employerId),
            eq(employees.terminated, false),
            eq(employees.nonMemberAdminOnly, false),
          ),
        )
    ).length;

  /** Every commission line of a company (agent and manager override; decision 0042, seed/commissions.ts). */
  const commissionOf = async (employerId: number, role?: string) =>
    (await t.db.select().from(commissions).where(eq(commissions.employerId, employerId)))
      .filter((c) => role === undefined || c.role === role)
      .reduce((sum, c) => sum + c.amountCents, 0);

  it('lists the companies sold by effective date, grouped by agent, with members and commission', async () => {
    const range = { startdate: `${year - 4}-01-01`, enddate: today };
    const res = await t.call<Run>('/report/run', { report: 'salesReport', ...range }, staff);
    expect(res.status).toBe(200);
    const { rows, total, totals, groups } = res.body.data;
    // Grouped by agent name: Daniel Fraser (the other team's agent), Ethan Wilson, then the manager
    // Sophie Bouchard, who sold Maplewood Dental (5026) herself.
    expect(rows.map((r) => r.employerId)).toEqual(['5004', '5005', '5003', '5001', '5002', '5026']);
    expect(rows[2]).toMatchObject({
      company: 'Harbourview Bakery Inc.',
      planCode: '1051',
      effectiveDate: `${year - 4}-06-01`,
      agentId: '200001',
      agent: 'Ethan Wilson',
      manager: 'Sophie Bouchard',
      commission: await commissionOf(5003),
    });
    // Prairie Sky's commission is its agent's and its manager's override together.
    expect(await commissionOf(5002, 'OVERRIDE')).toBeGreaterThan(0);
    expect(rows[4]).toMatchObject({
      agentId: '200001',
      commission: (await commissionOf(5002, 'DIRECT')) + (await commissionOf(5002, 'OVERRIDE')),
    });
    expect(rows[0]).toMatchObject({
      agentId: '200003',
      agent: 'Daniel Fraser',
      manager: 'Marie Côté',
      commission: await commissionOf(5004),
    });
    expect(rows[5]).toMatchObject({
      effectiveDate: `${year - 1}-01-01`,
      agentId: '200002',
      agent: 'Sophie Bouchard',
      manager: 'Sophie Bouchard',
      members: await members(5026),
      commission: await commissionOf(5026, 'DIRECT'),
    });
    const sold = [5001, 5002, 5003, 5004, 5005, 5026];
    const expectedMembers = (await Promise.all(sold.map(members))).reduce((a, b) => a + b);
    expect(total).toBe(6);
    const commission = (await Promise.all(sold.map((id) => commissionOf(id)))).reduce((a, b) => a + b);
    expect(commission).toBeGreaterThan(0);
    expect(totals).toEqual({ members: expectedMembers, commission });
    expect(groups.map((g) => [g.value, g.count])).toEqual([
      ['Daniel Fraser', 2],
      ['Ethan Wilson', 3],
      ['Sophie Bouchard', 1],
    ]);
    expect(rows.find((r) => r.employerId === '5002')?.members).toBe(await members(5002));
  });

  it('answers the companies sold per month for the chart, every month of the range', async () => {
    const res = await t.call<Months>(
      '/tools/fetch-sales',
      { startdate: `${year - 1}-01-01`, enddate: `${year - 1}-12-31` },
      staff,
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.months).toHaveLength(12);
    const sold = res.body.data.months.filter((m) => m.companies > 0);
    expect(sold.map((m) => [m.month, m.companies])).toEqual([
      [`${year - 1}-01`, 1],
      [`${year - 1}-05`, 1],
      [`${year - 1}-09`, 1],
    ]);
    const bad = await t.call('/tools/fetch-sales', { startdate: '2026-02-01', enddate: '2026-01-01' }, staff);
    expect(bad.status).toBe(400);
    expect(bad.body.data.error?.startdate).toBeTruthy();
  });

  it('says when nothing was sold', async () => {
    const res = await t.call<Run>(
      '/report/run',
      { report: 'salesReport', startdate: '2001-01-01', enddate: '2001-12-31' },
      staff,
    );
    expect(res.body.data).toMatchObject({ rows: [], total: 0, totals: { members: 0, commission: 0 } });
  });

  it('lists the transfer batches newest first with money in and out, and opens one', async () => {
    const range = { startdate: addDays(today, -100), enddate: today };
    const res = await t.call<Run>('/report/run', { report: 'transferBatches', ...range }, staff);
    expect(res.status).toBe(200);
    const { rows, totals } = res.body.data;
    expect(rows.map((r) => [r.date, r.direction, r.kind, r.movements])).toEqual([
      [today, 'IN', 'DEPOSIT', 1],
      [today, 'OUT', 'CLAIMS', 1],
      [addDays(today, -8), 'OUT', 'ADJUSTMENT', 2],
      [addDays(today, -33), 'OUT', 'CLAIMS', 2],
      [addDays(today, -47), 'IN', 'DEPOSIT', 1],
      [addDays(today, -61), 'OUT', 'CLAIMS', 2],
      [addDays(today, -95), 'IN', 'DEPOSIT', 2],
    ]);
    expect(rows[2]).toMatchObject({ moneyIn: null, moneyOut: 221_250 + 176_875 });
    expect(totals).toEqual({
      movements: 11,
      moneyIn: 1_200_000 + 120_000 + 750_000,
      moneyOut: 185_000 + 398_125 + 216_300 + 255_575,
    });

    const batch = await t.call<Batch>(
      '/tools/transfer-details',
      { date: addDays(today, -95), kind: 'DEPOSIT', direction: 'IN' },
      staff,
    );
    expect(batch.body.code).toBe(0);
    expect(batch.body.data.movements.map((m) => [m.employerId, m.amountCents, m.reference])).toEqual([
      [5001, 500_000, 'Pre-authorised debit'],
      [5003, 250_000, 'Cheque deposit'],
    ]);
    expect(batch.body.data.totalCents).toBe(750_000);
    expect(batch.body.data.movements[0]?.company).toBe('Northern Lights Consulting Inc.');
  });

  it('exports both as CSV, and writes runs, exports and opened batches to the staff log', async () => {
    const csv = await t.call(
      '/report/export',
      { report: 'transferBatches', startdate: addDays(today, -100), enddate: today, format: 'csv' },
      staff,
    );
    expect(csv.status).toBe(200);
    const lines = csv.raw.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Direction,Kind,Movements,In,Out');
    // The direction and the kind by their names, as the screen shows them; the numbers as numbers.
    expect(lines).toContain(`${addDays(today, -95)},In,Deposit,2,7500.00,`);
    expect(lines.some((line) => /,(IN|OUT),/.test(line))).toBe(false);
    expect(lines.at(-2)).toBe('Grand total,,,11,20700.00,10550.00');
    const french = await t.call(
      '/report/export',
      {
        report: 'transferBatches',
        startdate: addDays(today, -100),
        enddate: today,
        format: 'csv',
        language: 'fr',
      },
      staff,
    );
    const frenchLines = french.raw.slice(1).split('\r\n');
    expect(frenchLines[0]).toBe('Date,Sens,Type,Mouvements,Entrées,Sorties');
    expect(frenchLines).toContain(`${addDays(today, -95)},Entrée,Dépôt,2,7500.00,`);
    const sales = await t.call(
      '/report/export',
      {
        report: 'salesReport',
        startdate: `${year - 4}-01-01`,
        enddate: today,
        format: 'pdf',
        language: 'fr',
      },
      staff,
    );
    expect(sales.status).toBe(200);
    expect(sales.raw.startsWith('%PDF')).toBe(true);
    const log = await t.db.select().from(staffActions);
    const actions = log.map((l) => `${l.action} ${l.subjectId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'report.run salesReport',
        'report.run transferBatches',
        'report.export transferBatches',
        'report.export salesReport',
        `transfer-details.open ${addDays(today, -95)} DEPOSIT IN`,
      ]),
    );
  });

  it('refuses staff without PERMIT_SALES_REPORT, employees and partners', async () => {
    const employee = await t.login('employee', '100002');
    const partner = await t.login('partner', '200001');
    const calls = [
      ['/report/run', { report: 'salesReport' }],
      ['/report/run', { report: 'transferBatches' }],
      ['/report/export', { report: 'salesReport', format: 'csv' }],
      ['/tools/fetch-sales', {}],
      ['/tools/transfer-details', { date: today, kind: 'DEPOSIT', direction: 'IN' }],
    ] as const;
    for (const [path, data] of calls) {
      for (const token of [auditor, employee, partner]) {
        const res = await t.call(path, data, token);
        expect(res.status, path).toBe(403);
        expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
      }
    }
    // A staff member with the permission may still not run an employee's report.
    const mine = await t.call('/report/run', { report: 'claimActivity' }, staff);
    expect(mine.status).toBe(403);
  });
});
