import type { Api, ResponseOf } from '@benefits/contract';
import { API_MESSAGES, todayIso, type BalanceLedgerKind, type EmployerLedgerKind } from '@benefits/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  claims,
  claimStatusHistory,
  employees,
  employerLedger,
  employers,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText as textOf } from '../../test/pdf-text';

type Run = ResponseOf<Api['reportRun']>;
type List = ResponseOf<Api['companyReports']>;
type Alias = ResponseOf<Api['companyReport']>;

/*
 * The company reports of the first slice (docs/product/company-reports.md; decision 35) for Prairie
 * Sky Logistics (5002, group admin 100002). March 2020 holds hand-made figures (nothing of the demo
 * seed is that old): the expected numbers below are written by hand, not computed by the server's
 * queries.
 */
const MARCH = { startdate: '2020-03-01', enddate: '2020-03-31' };
const at = (iso: string) => new Date(`${iso}T15:00:00.000Z`);

/** A paid claim with its breakdown and its P status on `paidOn`. */
interface Fixture {
  employeeId: number;
  type: 'HSA' | 'WSA';
  status: 'P' | 'N';
  paidOn: string;
  paid: number;
  fee: number;
  gst?: number;
  rst?: number;
  hst?: number;
  prem?: number;
}
const CLAIMS: Fixture[] = [
  // Ethan Bouchard (100101, a driver, no division): two HSA claims paid in March.
  { employeeId: 100101, type: 'HSA', status: 'P', paidOn: '2020-03-10', paid: 10_000, fee: 800, gst: 40 },
  { employeeId: 100101, type: 'HSA', status: 'P', paidOn: '2020-03-20', paid: 5_000, fee: 400, gst: 20 },
  // Liam Gagnon (100002, Head Office): one in March with every tax, one paid on April 1st.
  {
    employeeId: 100002,
    type: 'HSA',
    status: 'P',
    paidOn: '2020-03-12',
    paid: 20_000,
    fee: 1_600,
    rst: 1_600,
    hst: 208,
    prem: 432,
  },
  { employeeId: 100002, type: 'HSA', status: 'P', paidOn: '2020-04-01', paid: 9_999, fee: 800 },
  // Submitted in March, not paid: not in the reports.
  { employeeId: 100101, type: 'HSA', status: 'N', paidOn: '2020-03-15', paid: 7_777, fee: 622 },
  // Another company's claim (Northern Lights, 100001): never in Prairie Sky's reports.
  { employeeId: 100001, type: 'HSA', status: 'P', paidOn: '2020-03-10', paid: 12_345, fee: 988 },
  // Sophie Côté (100102, a driver): a wellness claim.
  { employeeId: 100102, type: 'WSA', status: 'P', paidOn: '2020-03-15', paid: 7_500, fee: 600, gst: 30 },
];

const totalOf = (c: Fixture) => c.paid + c.fee + (c.gst ?? 0) + (c.rst ?? 0) + (c.hst ?? 0) + (c.prem ?? 0);

describe.each(backends)('company reports on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await t.login('employee', '100002');
    for (const c of CLAIMS) {
      const [row] = await t.db
        .insert(claims)
        .values({
          employeeId: c.employeeId,
          type: c.type,
          status: c.status,
          origin: 'O',
          planYear: 2020,
          claimedCents: c.paid,
          payableCents: c.paid,
          adminFeeCents: c.fee,
          gstCents: c.gst ?? 0,
          rstCents: c.rst ?? 0,
          hstCents: c.hst ?? 0,
          premCents: c.prem ?? 0,
          totalCents: totalOf(c),
          submittedAt: at('2020-03-01'),
          createdAt: at('2020-03-01'),
          updatedAt: at(c.paidOn),
        })
        .returning({ id: claims.id });
      await t.db.insert(claimStatusHistory).values([
        {
          claimId: row!.id,
          status: 'N',
          actorKind: 'employee',
          actorId: String(c.employeeId),
          at: at('2020-03-01'),
        },
        ...(c.status === 'P'
          ? [{ claimId: row!.id, status: 'P', actorKind: 'system', actorId: 'payments', at: at(c.paidOn) }]
          : []),
      ]);
    }
    const ledger = (
      employeeId: number,
      account: string,
      kind: BalanceLedgerKind,
      amountCents: number,
      on: string,
    ) => ({
      employeeId,
      account,
      planYear: 2020,
      kind,
      amountCents,
      createdAt: at(on),
    });
    await t.db.insert(balanceLedger).values([
      ledger(100101, 'HSA', 'FUNDING', 100_000, '2020-01-01'),
      ledger(100101, 'HSA', 'LIMIT_CHANGE', 50_000, '2020-03-05'),
      ledger(100101, 'HSA', 'CLAIM', -10_000, '2020-03-10'),
      ledger(100101, 'HSA', 'CLAIM', -5_000, '2020-03-20'),
      ledger(100101, 'HSA', 'ADJUSTMENT', 250, '2020-03-25'),
      ledger(100002, 'HSA', 'FUNDING', 150_000, '2020-01-01'),
      ledger(100002, 'HSA', 'CLAIM', -20_000, '2020-03-12'),
      ledger(100002, 'HSA', 'CLAIM', -9_999, '2020-04-01'),
      ledger(100102, 'WSA', 'FUNDING', 25_000, '2020-01-01'),
      ledger(100102, 'WSA', 'CLAIM', -7_500, '2020-03-15'),
      // Another company's member: never in Prairie Sky's balances.
      ledger(100001, 'HSA', 'FUNDING', 99_999, '2020-01-01'),
    ]);
    const company = (kind: EmployerLedgerKind, amountCents: number, on: string, reference: string) => ({
      employerId: 5002,
      kind,
      amountCents,
      reference,
      createdAt: at(on),
    });
    await t.db.insert(employerLedger).values([
      company('DEPOSIT', 500_000, '2020-02-01', 'Pre-authorised debit'),
      company('DEPOSIT', 250_000, '2020-03-02', 'Pre-authorised debit'),
      company('CLAIMS', -40_100, '2020-03-21', 'Claims funded'),
      company('REFUND', -5_000, '2020-03-25', 'Refund to PAD account'),
      company('ADJUSTMENT', 1_234, '2020-03-28', 'Correction'),
      company('CLAIMS', -9_999, '2020-04-02', 'Claims funded'),
      {
        employerId: 5001,
        kind: 'DEPOSIT',
        amountCents: 777_777,
        reference: 'Other',
        createdAt: at('2020-03-03'),
      },
    ]);
  });
  afterAll(async () => t?.close());

  /** The text a PDF export writes (test/pdf-text.ts). */
  async function pdfText(data: object): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webapp/report/export',
      headers: { 'content-type': 'application/json', token: admin },
      payload: JSON.stringify({ data }),
    });
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return textOf(bytes);
  }

  const run = (report: string, range: object = MARCH, token = admin) =>
    t.call<Run>('/report/run', { report, ...range }, token);

  it('lists the reports Prairie Sky may see: every built one but the insurance it lacks', async () => {
    const res = await t.call<List>('/company/reports', {}, admin);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ planCode: 1071, hasWellness: true, insurance: ['EEI', 'TRAVEL'] });
    expect(res.body.data.reports).toContain('employees');
    expect(res.body.data.reports).toContain('travelStatement');
    expect(res.body.data.reports).not.toContain('catStatement');
  });

  it('employees: HSA claims paid in the period, per employee, to the cent', async () => {
    const res = await run('employees');
    expect(res.status).toBe(200);
    const { rows, totals, total } = res.body.data;
    expect(rows).toEqual([
      {
        employeeId: '100101',
        name: 'Bouchard, Ethan',
        claims: 2,
        paid: 15_000,
        adminFee: 1_200,
        gst: 60,
        rst: 0,
        hst: 0,
        pst: 0,
        premTax: 0,
        totalDue: 16_260,
      },
      {
        employeeId: '100002',
        name: 'Gagnon, Liam',
        claims: 1,
        paid: 20_000,
        adminFee: 1_600,
        gst: 0,
        rst: 1_600,
        hst: 208,
        pst: 0,
        premTax: 432,
        totalDue: 23_840,
      },
    ]);
    expect(total).toBe(2);
    expect(totals).toEqual({
      claims: 3,
      paid: 35_000,
      adminFee: 2_800,
      gst: 60,
      rst: 1_600,
      hst: 208,
      pst: 0,
      premTax: 432,
      totalDue: 40_100,
    });
  });

  it('divisions: the same rows grouped by division, Head Office then No division, with subtotals', async () => {
    const { rows, groups, totals } = (await run('divisions')).body.data;
    expect(rows.map((r) => [r.employeeId, r.division])).toEqual([
      ['100002', [{ en: 'Head Office', fr: 'Head Office' }]],
      ['100101', [{ en: 'No division', fr: 'Aucune division' }]],
    ]);
    expect(groups.map((g) => [g.value, g.count, g.totals.claims, g.totals.totalDue])).toEqual([
      ['Head Office', 1, 1, 23_840],
      ['No division', 1, 2, 16_260],
    ]);
    expect(totals.totalDue).toBe(40_100);
  });

  it('wellnessEmployee and wellnessDivision: the wellness claim only', async () => {
    const expected = {
      employeeId: '100102',
      name: 'Côté, Sophie',
      claims: 1,
      paid: 7_500,
      adminFee: 600,
      gst: 30,
      rst: 0,
      hst: 0,
      pst: 0,
      premTax: 0,
      totalDue: 8_130,
    };
    const flat = (await run('wellnessEmployee')).body.data;
    expect(flat.rows).toEqual([expected]);
    expect(flat.totals).toMatchObject({ claims: 1, totalDue: 8_130 });
    const grouped = (await run('wellnessDivision')).body.data;
    expect(grouped.rows).toEqual([{ division: [{ en: 'No division', fr: 'Aucune division' }], ...expected }]);
    expect(grouped.groups).toEqual([{ value: 'No division', count: 1, totals: flat.totals }]);
  });

  it('employeeBalance: every member, opening + funded − claims + other = closing', async () => {
    const { rows, totals } = (await run('employeeBalance')).body.data;
    const members = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.employerId, 5002), eq(employees.nonMemberAdminOnly, false)));
    expect(rows.map((r) => Number(r.employeeId)).sort()).toEqual(members.map((m) => m.id).sort());
    // In the reader's name order whatever the database's collation: Bélanger before Bouchard.
    expect(rows.slice(0, 3).map((r) => r.name)).toEqual(['Bélanger, Zoé', 'Bouchard, Ethan', 'Chen, Amelia']);
    const byId = new Map(rows.map((r) => [r.employeeId, r]));
    expect(byId.get('100101')).toMatchObject({
      name: 'Bouchard, Ethan',
      opening: 100_000,
      funded: 50_000,
      claimsPaid: 15_000,
      other: 250,
      expired: 0,
      closing: 135_250,
    });
    expect(byId.get('100002')).toMatchObject({
      opening: 150_000,
      funded: 0,
      claimsPaid: 20_000,
      other: 0,
      expired: 0,
      closing: 130_000,
    });
    for (const r of rows.filter((r) => r.employeeId !== '100101' && r.employeeId !== '100002'))
      expect(r).toMatchObject({ opening: 0, funded: 0, claimsPaid: 0, other: 0, expired: 0, closing: 0 });
    expect(rows.some((r) => r.employeeId === '100003')).toBe(false);
    expect(totals).toEqual({
      opening: 250_000,
      funded: 50_000,
      claimsPaid: 35_000,
      other: 250,
      expired: 0,
      closing: 265_250,
    });
  });

  it('employeeBalance PDF: a name outside Latin-1 and the cells after it are intact', async () => {
    const [before] = await t.db.select().from(employees).where(eq(employees.id, 100101));
    await t.db
      .update(employees)
      .set({ firstName: 'Zoë', lastName: 'Ménard-Łukasz' })
      .where(eq(employees.id, 100101));
    try {
      const lines = (
        await pdfText({ report: 'employeeBalance', ...MARCH, format: 'pdf', language: 'en' })
      ).split('\n');
      const at = lines.indexOf('Ménard-Łukasz, Zoë');
      expect(lines.slice(at - 1, at + 3)).toEqual(['100101', 'Ménard-Łukasz, Zoë', '$1,000.00', '$500.00']);
    } finally {
      await t.db
        .update(employees)
        .set({ firstName: before!.firstName, lastName: before!.lastName })
        .where(eq(employees.id, 100101));
    }
  });

  it("employeeBalance: a plan year's balance is held until its run-out ends, then expires", async () => {
    // Ethan Bouchard's 2019 plan year (Prairie Sky's plan years are calendar years): $400 deposited,
    // $100 claimed, $300 left, claimable for 90 days after 31 December: until 30 March 2020 (a leap year).
    const y2019 = (kind: BalanceLedgerKind, amountCents: number, on: string) => ({
      employeeId: 100101,
      account: 'HSA',
      planYear: 2019,
      kind,
      amountCents,
      createdAt: at(on),
    });
    const inserted = await t.db
      .insert(balanceLedger)
      .values([y2019('FUNDING', 40_000, '2019-01-01'), y2019('CLAIM', -10_000, '2019-06-01')])
      .returning({ id: balanceLedger.id });
    try {
      const ethan = async (range: object) =>
        (await run('employeeBalance', range)).body.data.rows.find((r) => r.employeeId === '100101');
      // Up to 30 March: still claimable, held in the opening and the closing.
      expect(await ethan({ startdate: '2020-03-01', enddate: '2020-03-30' })).toMatchObject({
        opening: 130_000,
        funded: 50_000,
        claimsPaid: 15_000,
        other: 250,
        expired: 0,
        closing: 165_250,
      });
      // March: the run-out ended on the 30th, so the $300 expires in March.
      expect(await ethan(MARCH)).toMatchObject({
        opening: 130_000,
        funded: 50_000,
        claimsPaid: 15_000,
        other: 250,
        expired: 30_000,
        closing: 135_250,
      });
      // April: gone from the opening too.
      expect(await ethan({ startdate: '2020-04-01', enddate: '2020-04-30' })).toMatchObject({
        opening: 135_250,
        expired: 0,
        closing: 135_250,
      });
      // The whole of 2020: last year's balance is held at the start and expires in it.
      expect(await ethan({ startdate: '2020-01-01', enddate: '2020-12-31' })).toMatchObject({
        opening: 30_000,
        funded: 150_000,
        claimsPaid: 15_000,
        other: 250,
        expired: 30_000,
        closing: 135_250,
      });
      // The March report's Grand total says the same.
      const { totals } = (await run('employeeBalance')).body.data;
      expect(totals).toMatchObject({ opening: 280_000, expired: 30_000, closing: 265_250 });
    } finally {
      await t.db.delete(balanceLedger).where(
        inArray(
          balanceLedger.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it("employeeBalance: a class change's difference is funding, as a limit change's is (LIMIT_LEDGER_KINDS)", async () => {
    // Ethan moves to a classification $200 higher in March 2020: the row the class change writes.
    const inserted = await t.db
      .insert(balanceLedger)
      .values({
        employeeId: 100101,
        account: 'HSA',
        planYear: 2020,
        kind: 'CLASS_CHANGE',
        amountCents: 20_000,
        createdAt: at('2020-03-10'),
      })
      .returning({ id: balanceLedger.id });
    try {
      const { rows, totals } = (await run('employeeBalance')).body.data;
      expect(rows.find((r) => r.employeeId === '100101')).toMatchObject({
        opening: 100_000,
        funded: 70_000,
        claimsPaid: 15_000,
        other: 250,
        closing: 155_250,
      });
      expect(totals).toMatchObject({ funded: 70_000, other: 250, closing: 285_250 });
    } finally {
      await t.db.delete(balanceLedger).where(
        inArray(
          balanceLedger.id,
          inserted.map((r) => r.id),
        ),
      );
    }
  });

  it('wellnessEmployeeBalance: the wellness account of the members with wellness', async () => {
    const { rows, totals } = (await run('wellnessEmployeeBalance')).body.data;
    expect(rows.find((r) => r.employeeId === '100102')).toMatchObject({
      opening: 25_000,
      funded: 0,
      claimsPaid: 7_500,
      other: 0,
      expired: 0,
      closing: 17_500,
    });
    expect(totals).toEqual({
      opening: 25_000,
      funded: 0,
      claimsPaid: 7_500,
      other: 0,
      expired: 0,
      closing: 17_500,
    });
  });

  it('wellnessEmployeeBalance: a member without wellness is listed for a wellness row, even one after the period', async () => {
    // A new member of Prairie Sky (a copy of Ethan Bouchard's record) without wellness, with no row yet.
    const [ethan] = await t.db.select().from(employees).where(eq(employees.id, 100101));
    const id = 100_199;
    await t.db.insert(employees).values({ ...ethan!, id, email: 'ethan.copy@example.com', wellness: false });
    try {
      const before = (await run('wellnessEmployeeBalance')).body.data.rows;
      expect(before.some((r) => r.employeeId === String(id))).toBe(false);
      // A wellness row dated after March: listed, and no figure of March counts it (the closing
      // balance is the sum before the period's end).
      await t.db.insert(balanceLedger).values({
        employeeId: id,
        account: 'WSA',
        planYear: 2020,
        kind: 'FUNDING',
        amountCents: 4_000,
        createdAt: at('2020-05-01'),
      });
      const { rows, totals } = (await run('wellnessEmployeeBalance')).body.data;
      expect(rows.find((r) => r.employeeId === String(id))).toMatchObject({
        opening: 0,
        funded: 0,
        claimsPaid: 0,
        other: 0,
        expired: 0,
        closing: 0,
      });
      expect(totals).toEqual({
        opening: 25_000,
        funded: 0,
        claimsPaid: 7_500,
        other: 0,
        expired: 0,
        closing: 17_500,
      });
    } finally {
      await t.db.delete(balanceLedger).where(eq(balanceLedger.employeeId, id));
      await t.db.delete(employees).where(eq(employees.id, id));
    }
  });

  it('accountBalance: the company account statement, opening to closing', async () => {
    const { rows, totals } = (await run('accountBalance')).body.data;
    expect(
      rows.map((r) => [r.date, r.entry, r.deposits, r.claimsPaid, r.refunds, r.other, r.balance]),
    ).toEqual([
      ['2020-03-01', 'OPENING', null, null, null, null, 500_000],
      ['2020-03-02', 'DEPOSIT', 250_000, null, null, null, 750_000],
      ['2020-03-21', 'CLAIMS', null, 40_100, null, null, 709_900],
      ['2020-03-25', 'REFUND', null, null, 5_000, null, 704_900],
      ['2020-03-28', 'ADJUSTMENT', null, null, null, 1_234, 706_134],
      ['2020-03-31', 'CLOSING', null, null, null, null, 706_134],
    ]);
    expect(totals).toEqual({ deposits: 250_000, claimsPaid: 40_100, refunds: 5_000, other: 1_234 });
    expect(rows[1]!.reference).toEqual([{ en: 'Pre-authorised debit', fr: 'Débit préautorisé' }]);
    expect(rows[0]!.reference).toBeNull();
    // The claims paid from the account are the employees report's total due.
    expect(totals.claimsPaid).toBe((await run('employees')).body.data.totals.totalDue);
  });

  it('answers every Grand total as the sum of its rows, to the cent, over the seeded years too', async () => {
    const today = todayIso(t.now());
    const years = { startdate: `${Number(today.slice(0, 4)) - 2}-01-01`, enddate: today };
    for (const range of [MARCH, years])
      for (const report of [
        'employees',
        'wellnessEmployee',
        'divisions',
        'wellnessDivision',
        'employeeBalance',
        'wellnessEmployeeBalance',
        'accountBalance',
      ]) {
        const { rows, totals } = (await run(report, range)).body.data;
        for (const [key, total] of Object.entries(totals))
          expect(
            rows.reduce((sum, r) => sum + Number(r[key] ?? 0), 0),
            `${report} ${key}`,
          ).toBe(total);
      }
  });

  it('employees over the seeded years agrees with the claims paid, summed here', async () => {
    const today = todayIso(t.now());
    const from = `${Number(today.slice(0, 4)) - 2}-01-01`;
    const paid = await t.db
      .select({ claim: claims, at: claimStatusHistory.at })
      .from(claims)
      .innerJoin(claimStatusHistory, eq(claimStatusHistory.claimId, claims.id))
      .innerJoin(employees, eq(employees.id, claims.employeeId))
      .where(
        and(
          eq(employees.employerId, 5002),
          eq(claims.type, 'HSA'),
          eq(claims.status, 'P'),
          eq(claimStatusHistory.status, 'P'),
        ),
      );
    const inRange = paid.filter((p) => p.at.toISOString().slice(0, 10) >= from);
    expect(inRange.length).toBeGreaterThan(0);
    const { rows, totals } = (await run('employees', { startdate: from, enddate: today })).body.data;
    expect(totals.claims).toBe(inRange.length);
    expect(totals.totalDue).toBe(inRange.reduce((sum, p) => sum + p.claim.totalCents, 0));
    expect(totals.adminFee).toBe(inRange.reduce((sum, p) => sum + p.claim.adminFeeCents, 0));
    expect(new Set(rows.map((r) => r.employeeId))).toEqual(
      new Set(inRange.map((p) => String(p.claim.employeeId))),
    );
  });

  it('exports the CSV with amounts as numbers and the PDF as a statement of the company', async () => {
    const csv = await t.call('/report/export', { report: 'employees', ...MARCH, format: 'csv' }, admin);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-disposition'])).toMatch(
      /filename="claims-by-employee-2020-03-01-to-2020-03-31\.csv"/,
    );
    const records = csv.raw.replace(/^\uFEFF/, '').split('\r\n');
    expect(records[0]).toBe(
      'Employee ID,Employee,Claims,Paid,Admin fee,GST,RST,HST,PST,Premium tax,Total due',
    );
    expect(records[1]).toBe('100101,"Bouchard, Ethan",2,150.00,12.00,0.60,0.00,0.00,0.00,0.00,162.60');
    expect(records.at(-2)).toBe('Grand total,,3,350.00,28.00,0.60,16.00,2.08,0.00,4.32,401.00');
    // The PDF is a statement of the company: its name, the period, the Grand total.
    const text = await pdfText({ report: 'accountBalance', ...MARCH, format: 'pdf', language: 'fr' });
    expect(text).toContain('Prairie Sky Logistics Ltd.');
    expect(text).toContain('mars 2020');
    expect(text).toContain('Total général');
    // The product's own references in French; another text as it was written.
    expect(text).toContain('Débit préautorisé');
    expect(text).toContain('Réclamations financées');
    expect(text).not.toContain('Pre-authorised debit');
  });

  it('refuses a hidden report, a non-admin, a partner and staff; another admin reads only their own company', async () => {
    const jacob = await t.login('employee', '100008'); // group admin of Bluenose (5004): no wellness
    const hidden = await run('wellnessEmployee', MARCH, jacob);
    expect(hidden.status).toBe(403);
    expect(hidden.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
    const hiddenExport = await t.call('/report/export', { report: 'wellnessEmployee', format: 'csv' }, jacob);
    expect(hiddenExport.status).toBe(403);
    // An individual plan (§9 plan codes) hides the per-employee reports: refused, not only unlisted.
    await t.db.update(employers).set({ planCode: 1081 }).where(eq(employers.id, 5004));
    try {
      expect((await run('employees', MARCH, jacob)).status).toBe(403);
      expect((await run('divisions', MARCH, jacob)).status).toBe(403);
      const list = await t.call<List>('/company/reports', {}, jacob);
      expect(list.body.data.reports).not.toContain('employees');
      expect(list.body.data.reports).toContain('accountBalance');
    } finally {
      await t.db.update(employers).set({ planCode: 1071 }).where(eq(employers.id, 5004));
    }
    // Another company's admin reads their own company's rows, never Prairie Sky's.
    const theirs = (await run('accountBalance', MARCH, jacob)).body.data;
    expect(theirs.rows.map((r) => r.balance)).toEqual([0, 0]);
    expect((await run('employees', MARCH, jacob)).body.data.rows).toEqual([]);
    // An employee who is no admin, a partner and staff are refused.
    const olivia = await t.login('employee', '100001');
    const partner = await t.login('partner', '200001');
    const staff = await t.login('tools', 'staff');
    for (const token of [olivia, partner, staff]) {
      for (const report of ['employees', 'accountBalance']) {
        const res = await run(report, MARCH, token);
        expect(res.status, report).toBe(403);
        expect(res.body.data).not.toHaveProperty('rows');
      }
      expect((await t.call('/company/reports', {}, token)).status).toBe(403);
      expect((await t.call('/company/report/employees', {}, token)).status).toBe(403);
    }
  });

  it('answers the spec’s POST /company/report/{reportName} from the same runner', async () => {
    const res = await t.call<Alias>(
      '/company/report/employees',
      { userId: 100008, token: 'ignored', fromDate: MARCH.startdate, toDate: MARCH.enddate },
      admin,
    );
    expect(res.status).toBe(200);
    const run = (await t.call<Run>('/report/run', { report: 'employees', ...MARCH }, admin)).body.data;
    expect(res.body.data).toMatchObject({ report: 'employees', range: MARCH, total: 2, truncated: false });
    expect(res.body.data.rows).toEqual(run.rows);
    expect(res.body.data.totals).toEqual(run.totals);
    const bad = await t.call(
      '/company/report/employees',
      { fromDate: '2020-04-01', toDate: '2020-03-01' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.error?.fromDate).toBeTruthy();
    const unknown = await t.call('/company/report/noSuchReport', {}, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.error?.report).toBe('Invalid report');
  });
});
