import type { Api, ResponseOf } from '@benefits/contract';
import { API_MESSAGES, reportNote, SERVICE_SUMMARY_REPORT } from '@benefits/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimItems, claims, claimStatusHistory, employerLedger, employers } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText as textOf } from '../../test/pdf-text';
import { paidClaimsByMonth, unfundedClaimsTotals } from './queries-claims';

type Run = ResponseOf<Api['reportRun']>;
type Alias = ResponseOf<Api['companyReport']>;

/*
 * The four claims-money company reports (serviceSummary, claimSummary, fees, rff;
 * docs/product/company-reports.md) for Prairie Sky Logistics (5002, group admin 100002). May and June
 * 2020 hold hand-made claims (nothing of the demo seed is that old); every expected figure below is
 * written by hand from the fixtures, not computed by the server's code.
 */
const MAY_JUNE = { startdate: '2020-05-01', enddate: '2020-06-30' };
const at = (iso: string) => new Date(`${iso}T15:00:00.000Z`);

/** One item's breakdown: payable, fee and taxes (cents); its total is their sum. */
interface Item {
  service: number;
  paid: number;
  fee: number;
  gst?: number;
  rst?: number;
  hst?: number;
  prem?: number;
}
interface Fixture {
  employeeId: number;
  type: 'HSA' | 'WSA';
  status: 'P' | 'N' | 'A';
  /** Paid on (P) or submitted on (N, A). */
  on: string;
  funded?: boolean;
  items: Item[];
}
const SERVICE_NAMES: Record<number, string> = {
  2: 'Dental',
  3: 'Vision Care',
  4: 'Physiotherapy',
  101: 'Fitness Membership and Classes',
  102: 'Sports Equipment',
};
const totalOf = (i: Item) => i.paid + i.fee + (i.gst ?? 0) + (i.rst ?? 0) + (i.hst ?? 0) + (i.prem ?? 0);

const CLAIMS: Fixture[] = [
  // Ethan Bouchard (100101): dental and physiotherapy in one claim, paid May 4.
  {
    employeeId: 100101,
    type: 'HSA',
    status: 'P',
    on: '2020-05-04',
    items: [
      { service: 2, paid: 10_000, fee: 800, gst: 40 },
      { service: 4, paid: 5_000, fee: 400, gst: 20 },
    ],
  },
  // Sophie Côté (100102): dental, paid May 15.
  {
    employeeId: 100102,
    type: 'HSA',
    status: 'P',
    on: '2020-05-15',
    items: [{ service: 2, paid: 20_000, fee: 1_600, gst: 80 }],
  },
  // Mason Nguyen (100103): dental, paid June 2 (the third dental claimant: the count is shown).
  {
    employeeId: 100103,
    type: 'HSA',
    status: 'P',
    on: '2020-06-02',
    items: [{ service: 2, paid: 4_000, fee: 320, gst: 16 }],
  },
  // Zoé Bélanger (100104): a wellness claim, paid June 10.
  {
    employeeId: 100104,
    type: 'WSA',
    status: 'P',
    on: '2020-06-10',
    items: [{ service: 101, paid: 7_500, fee: 600, gst: 30 }],
  },
  // Liam Gagnon (100002): vision with every tax, paid June 20.
  {
    employeeId: 100002,
    type: 'HSA',
    status: 'P',
    on: '2020-06-20',
    items: [{ service: 3, paid: 20_000, fee: 1_600, rst: 1_600, hst: 208, prem: 432 }],
  },
  // Paid July 1: after the period.
  {
    employeeId: 100101,
    type: 'HSA',
    status: 'P',
    on: '2020-07-01',
    items: [{ service: 2, paid: 9_999, fee: 800, gst: 40 }],
  },
  // Another company's (Northern Lights, 100001): never in Prairie Sky's reports.
  {
    employeeId: 100001,
    type: 'HSA',
    status: 'P',
    on: '2020-05-10',
    items: [{ service: 2, paid: 12_345, fee: 988 }],
  },
  // Waiting for funding (rff): Owen Fraser's submitted dental claim, Amelia Chen's wellness claim in audit.
  {
    employeeId: 100105,
    type: 'HSA',
    status: 'N',
    on: '2020-06-25',
    items: [{ service: 2, paid: 3_000, fee: 240, gst: 12 }],
  },
  {
    employeeId: 100106,
    type: 'WSA',
    status: 'A',
    on: '2020-06-26',
    items: [{ service: 102, paid: 10_000, fee: 800, gst: 40 }],
  },
  // Submitted and already funded: not asked for again.
  {
    employeeId: 100101,
    type: 'HSA',
    status: 'N',
    on: '2020-06-27',
    funded: true,
    items: [{ service: 2, paid: 1_000, fee: 80, gst: 4 }],
  },
  // Another company's unfunded claim: never on Prairie Sky's invoice.
  {
    employeeId: 100001,
    type: 'HSA',
    status: 'N',
    on: '2020-06-25',
    items: [{ service: 2, paid: 5_000, fee: 400 }],
  },
];

const money = (r: Record<string, unknown>) => [
  r.paid,
  r.adminFee,
  r.gst,
  r.rst,
  r.hst,
  r.pst,
  r.premTax,
  r.totalDue,
];

describe.each(backends)('company claims-money reports on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  const seeded: Record<string, Run> = {};
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await t.login('employee', '100002');
    // The demo seed's own figures over the default period (the last month), before the fixtures.
    for (const report of ['serviceSummary', 'claimSummary', 'fees', 'rff'])
      seeded[report] = (await t.call<Run>('/report/run', { report }, admin)).body.data;
    // The seeded world's own unfunded claims and company account are left out: the invoice below is by hand.
    await t.db.execute(
      sql`update claims set funded = true where status in ('N', 'A') and employee_id in (select id from employees where employer_id = 5002)`,
    );
    // The fixtures are of 2020: the company existed then (fees lists no month before its effective date).
    await t.db.update(employers).set({ planEffectiveDate: '2020-01-01' }).where(eq(employers.id, 5002));
    await t.db.delete(employerLedger).where(eq(employerLedger.employerId, 5002));
    await t.db.insert(employerLedger).values([
      {
        employerId: 5002,
        kind: 'DEPOSIT',
        amountCents: 10_000,
        reference: 'Pre-authorised debit',
        createdAt: at('2020-06-01'),
      },
      {
        employerId: 5002,
        kind: 'CLAIMS',
        amountCents: -2_500,
        reference: 'Claims funded',
        createdAt: at('2020-06-02'),
      },
    ]);
    for (const c of CLAIMS) {
      const sum = (key: keyof Item) => c.items.reduce((s, i) => s + ((i[key] as number | undefined) ?? 0), 0);
      const [row] = await t.db
        .insert(claims)
        .values({
          employeeId: c.employeeId,
          type: c.type,
          status: c.status,
          origin: 'O',
          planYear: 2020,
          claimedCents: sum('paid'),
          payableCents: sum('paid'),
          adminFeeCents: sum('fee'),
          gstCents: sum('gst'),
          rstCents: sum('rst'),
          hstCents: sum('hst'),
          premCents: sum('prem'),
          totalCents: c.items.reduce((s, i) => s + totalOf(i), 0),
          funded: c.status === 'P' || c.funded === true,
          submittedAt: c.status === 'P' ? at('2020-04-20') : at(c.on),
          createdAt: at('2020-04-20'),
          updatedAt: at(c.on),
        })
        .returning({ id: claims.id });
      await t.db.insert(claimItems).values(
        c.items.map((i) => ({
          claimId: row!.id,
          patientName: 'A patient',
          serviceId: i.service,
          serviceName: SERVICE_NAMES[i.service]!,
          provider: 'A provider',
          serviceDate: '2020-04-15',
          amountCents: i.paid,
          breakdown: {
            payableAmount: i.paid,
            previousYearPayableAmount: 0,
            totalPayableAmount: i.paid,
            adminFeeAmount: i.fee,
            coPayAmount: 0,
            gstAmount: i.gst ?? 0,
            hstAmount: i.hst ?? 0,
            rstAmount: i.rst ?? 0,
            pstAmount: 0,
            premAmount: i.prem ?? 0,
            totalAmount: totalOf(i),
          },
        })),
      );
      if (c.status === 'P')
        await t.db
          .insert(claimStatusHistory)
          .values({ claimId: row!.id, status: 'P', actorKind: 'system', actorId: 'payments', at: at(c.on) });
    }
  });
  afterAll(async () => t?.close());

  const run = (report: string, range: object = MAY_JUNE, token = admin) =>
    t.call<Run>('/report/run', { report, ...range }, token);

  /** Every Grand total is the sum of its rows, to the cent. */
  const expectTotalsAreSums = (rows: Run['rows'], totals: Run['totals']) => {
    for (const [key, total] of Object.entries(totals))
      expect(
        rows.reduce((sum, r) => sum + Number(r[key] ?? 0), 0),
        key,
      ).toBe(total);
  };

  it('has rows in every one of the four over the default period in the demo seed', () => {
    for (const report of ['serviceSummary', 'claimSummary', 'fees', 'rff'])
      expect(seeded[report]!.rows.length, report).toBeGreaterThan(0);
    // Three drivers' dental claims paid in the last month: the claimants are counted.
    const dental = seeded.serviceSummary!.rows.find(
      (r) => (r.service as readonly { en: string }[])[0]!.en === 'Dental',
    );
    expect(dental).toMatchObject({ account: 'HSA', claimants: 3 });
    expect(seeded.claimSummary!.totals.adminFee).toBeGreaterThan(0);
    expect(seeded.claimSummary!.totals.gst).toBeGreaterThan(0);
    expect(seeded.rff!.rows.map((r) => r.employeeId)).toContain('100103');
    expect(seeded.rff!.after).toHaveLength(2);
  });

  it('serviceSummary: per account and service category, the items’ breakdowns, claimants only from three', async () => {
    const res = await run('serviceSummary');
    expect(res.status).toBe(200);
    const { rows, totals, groups } = res.body.data;
    expect(
      rows.map((r) => [
        r.account,
        (r.service as readonly { en: string }[])[0]!.en,
        r.items,
        r.claimants,
        ...money(r),
      ]),
    ).toEqual([
      // Dental: 10,000 + 20,000 + 4,000 paid; fees 800 + 1,600 + 320; GST 40 + 80 + 16; three claimants.
      ['HSA', 'Dental', 3, 3, 34_000, 2_720, 136, 0, 0, 0, 0, 36_856],
      ['HSA', 'Vision Care', 1, null, 20_000, 1_600, 0, 1_600, 208, 0, 432, 23_840],
      ['HSA', 'Physiotherapy', 1, null, 5_000, 400, 20, 0, 0, 0, 0, 5_420],
      ['WSA', 'Fitness Membership and Classes', 1, null, 7_500, 600, 30, 0, 0, 0, 0, 8_130],
    ]);
    expect(rows[0]!.service).toEqual([{ en: 'Dental', fr: 'Soins dentaires' }]);
    // No claim lines: no providers, patients or service dates.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'account',
        'service',
        'items',
        'claimants',
        'paid',
        'adminFee',
        'gst',
        'rst',
        'hst',
        'pst',
        'premTax',
        'totalDue',
      ].sort(),
    );
    expect(totals).toEqual({
      items: 6,
      paid: 66_500,
      adminFee: 5_320,
      gst: 186,
      rst: 1_600,
      hst: 208,
      pst: 0,
      premTax: 432,
      totalDue: 74_246,
    });
    expect(groups.map((g) => [g.value, g.count, g.totals.items, g.totals.totalDue])).toEqual([
      ['HSA', 3, 5, 66_116],
      ['WSA', 1, 1, 8_130],
    ]);
    expectTotalsAreSums(rows, totals);
  });

  it('claimSummary: each claim paid, by payment date, grouped by month, without medical details', async () => {
    const { rows, totals, groups } = (await run('claimSummary')).body.data;
    expect(rows.map((r) => [r.month, r.paidOn, r.employeeId, r.name, r.account, ...money(r)])).toEqual([
      ['2020-05', '2020-05-04', '100101', 'Bouchard, Ethan', 'HSA', 15_000, 1_200, 60, 0, 0, 0, 0, 16_260],
      ['2020-05', '2020-05-15', '100102', 'Côté, Sophie', 'HSA', 20_000, 1_600, 80, 0, 0, 0, 0, 21_680],
      ['2020-06', '2020-06-02', '100103', 'Nguyen, Mason', 'HSA', 4_000, 320, 16, 0, 0, 0, 0, 4_336],
      ['2020-06', '2020-06-10', '100104', 'Bélanger, Zoé', 'WSA', 7_500, 600, 30, 0, 0, 0, 0, 8_130],
      [
        '2020-06',
        '2020-06-20',
        '100002',
        'Gagnon, Liam',
        'HSA',
        20_000,
        1_600,
        0,
        1_600,
        208,
        0,
        432,
        23_840,
      ],
    ]);
    expect(rows.every((r) => r.claim === r.id && !('provider' in r) && !('patients' in r))).toBe(true);
    expect(groups.map((g) => [g.value, g.count, g.totals.paid, g.totals.gst, g.totals.totalDue])).toEqual([
      ['2020-05', 2, 35_000, 140, 37_940],
      ['2020-06', 3, 31_500, 46, 36_306],
    ]);
    expect(totals).toEqual({
      paid: 66_500,
      adminFee: 5_320,
      gst: 186,
      rst: 1_600,
      hst: 208,
      pst: 0,
      premTax: 432,
      totalDue: 74_246,
    });
    expectTotalsAreSums(rows, totals);
  });

  it('fees: every month of the period, an empty one at zero, fees and taxes = total due − paid', async () => {
    const { rows, totals } = (await run('fees', { startdate: '2020-04-01', enddate: '2020-06-30' })).body
      .data;
    expect(
      rows.map((r) => [
        r.month,
        r.claims,
        r.paid,
        r.adminFee,
        r.gst,
        r.rst,
        r.hst,
        r.pst,
        r.premTax,
        r.feesAndTaxes,
      ]),
    ).toEqual([
      ['2020-04', 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ['2020-05', 2, 35_000, 2_800, 140, 0, 0, 0, 0, 2_940],
      ['2020-06', 3, 31_500, 2_520, 46, 1_600, 208, 0, 432, 4_806],
    ]);
    expect(totals).toEqual({
      claims: 5,
      paid: 66_500,
      adminFee: 5_320,
      gst: 186,
      rst: 1_600,
      hst: 208,
      pst: 0,
      premTax: 432,
      feesAndTaxes: 7_746,
    });
    expectTotalsAreSums(rows, totals);
  });

  it('fees: no month before the company’s plan effective date (QA lifecycle finding 8)', async () => {
    const [company] = await t.db.select().from(employers).where(eq(employers.id, 5002));
    await t.db.update(employers).set({ planEffectiveDate: '2020-05-15' }).where(eq(employers.id, 5002));
    try {
      const { rows, totals } = (await run('fees', { startdate: '2020-04-01', enddate: '2020-06-30' })).body
        .data;
      expect(rows.map((r) => [r.month, r.claims])).toEqual([
        ['2020-05', 2],
        ['2020-06', 3],
      ]);
      expect(totals).toMatchObject({ claims: 5, feesAndTaxes: 7_746 });
      // A period wholly before the company existed: no row at all.
      const before = (await run('fees', { startdate: '2020-01-01', enddate: '2020-03-31' })).body.data;
      expect(before.rows).toEqual([]);
    } finally {
      await t.db
        .update(employers)
        .set({ planEffectiveDate: company!.planEffectiveDate })
        .where(eq(employers.id, 5002));
    }
  });

  it('rff: the unfunded claims as of today, less the account balance, the amount due never below zero', async () => {
    const res = await t.call<Run>('/report/run', { report: 'rff' }, admin);
    expect(res.status).toBe(200);
    const { rows, totals, after, range } = res.body.data;
    expect(range).toBeNull();
    expect(rows.map((r) => [r.submitted, r.employeeId, r.name, r.account, r.status, ...money(r)])).toEqual([
      ['2020-06-25', '100105', 'Fraser, Owen', 'HSA', 'N', 3_000, 240, 12, 0, 0, 0, 0, 3_252],
      ['2020-06-26', '100106', 'Chen, Amelia', 'WSA', 'A', 10_000, 800, 40, 0, 0, 0, 0, 10_840],
    ]);
    expect(totals).toEqual({
      paid: 13_000,
      adminFee: 1_040,
      gst: 52,
      rst: 0,
      hst: 0,
      pst: 0,
      premTax: 0,
      totalDue: 14_092,
    });
    expectTotalsAreSums(rows, totals);
    // The company account holds 100.00 − 25.00 = 75.00: 140.92 − 75.00 = 65.92 is due.
    expect(after).toEqual([
      { key: 'lessBalance', totals: { totalDue: -7_500 } },
      { key: 'amountDue', totals: { totalDue: 6_592 } },
    ]);

    // The CSV: the Grand total, the balance and the amount due under it, as plain decimals.
    const csv = await t.call('/report/export', { report: 'rff', format: 'csv' }, admin);
    expect(csv.status).toBe(200);
    // As of today: dated, so two days' downloads do not overwrite each other.
    expect(String(csv.headers['content-disposition'])).toMatch(
      /filename="request-for-funding-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const records = csv.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(records[0]).toBe(
      'Claim,Submitted,Employee ID,Employee,Account,Status,Paid,Admin fee,GST,RST,HST,PST,Premium tax,Total due',
    );
    expect(records.slice(-3)).toEqual([
      'Grand total,,,,,,130.00,10.40,0.52,0.00,0.00,0.00,0.00,140.92',
      'Less the account balance,,,,,,,,,,,,,-75.00',
      'Amount due,,,,,,,,,,,,,65.92',
    ]);

    // The PDF is an invoice: the company billed with its address, the amount due, how to pay it.
    const text = await pdfText({ report: 'rff', format: 'pdf', language: 'en' });
    for (const expected of [
      'Request for Funding',
      'Bill to:',
      'Prairie Sky Logistics Ltd.',
      'Company ID 5002',
      'Amount due: $65.92',
      'Pay to:',
      'Reference: 5002',
    ])
      expect(text, expected).toContain(expected);
    // In French the colon has its space before it, as the other lines have.
    const french = await pdfText({ report: 'rff', format: 'pdf', language: 'fr' });
    expect(french).toMatch(/Facturé à\s:/u);
    expect(french).toMatch(/Montant dû\s: 65,92\s\$/u);

    // A deposit that covers the claims: nothing is due.
    await t.db.insert(employerLedger).values({
      employerId: 5002,
      kind: 'DEPOSIT',
      amountCents: 20_000,
      reference: 'Pre-authorised debit',
      createdAt: at('2020-06-03'),
    });
    try {
      const covered = (await t.call<Run>('/report/run', { report: 'rff' }, admin)).body.data;
      expect(covered.after).toEqual([
        { key: 'lessBalance', totals: { totalDue: -27_500 } },
        { key: 'amountDue', totals: { totalDue: 0 } },
      ]);
    } finally {
      await t.db.delete(employerLedger).where(eq(employerLedger.reference, 'Pre-authorised debit'));
      await t.db.insert(employerLedger).values({
        employerId: 5002,
        kind: 'DEPOSIT',
        amountCents: 10_000,
        reference: 'Pre-authorised debit',
        createdAt: at('2020-06-01'),
      });
    }
  });

  it('exports the CSV as a flat list (the account a column), amounts as plain decimals', async () => {
    const csv = await t.call(
      '/report/export',
      { report: 'serviceSummary', ...MAY_JUNE, format: 'csv' },
      admin,
    );
    expect(String(csv.headers['content-disposition'])).toMatch(
      /filename="claims-by-service-2020-05-01-to-2020-06-30\.csv"/,
    );
    const records = csv.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(records.slice(0, 2)).toEqual([
      'Account,Service category,Items,Claimants,Paid,Admin fee,GST,RST,HST,PST,Premium tax,Total due',
      'HSA,Dental,3,3,340.00,27.20,1.36,0.00,0.00,0.00,0.00,368.56',
    ]);
    expect(records.at(-1)).toBe('Grand total,,6,,665.00,53.20,1.86,16.00,2.08,0.00,4.32,742.46');
    // Every record above the Grand total is a row with every field (no group heading, no
    // subtotal), and their total due sums to the Grand total's, as a spreadsheet would sum it.
    const body = records.slice(1, -1).map((r) => r.split(','));
    expect(body.every((fields) => fields.length === 12 && ['HSA', 'WSA'].includes(fields[0]!))).toBe(true);
    const cents = body.reduce((sum, fields) => sum + Math.round(Number(fields[11]) * 100), 0);
    expect(cents).toBe(74_246);
    const text = await pdfText({ report: 'claimSummary', ...MAY_JUNE, format: 'pdf', language: 'fr' });
    expect(text).toContain('Prairie Sky Logistics Ltd.');
    expect(text).toContain('juin 2020');
    expect(text).toContain('Total général');
    // Under the table, why a category's claimants can be missing (the same note as on the screen).
    const service = await pdfText({ report: 'serviceSummary', ...MAY_JUNE, format: 'pdf', language: 'en' });
    expect(service).toContain(reportNote(SERVICE_SUMMARY_REPORT, 'en'));
    expect(service).toContain('fewer than 3, so no one can be singled out.');
  });

  it('claimSummary pages: each page its rows, with the whole report’s count, month subtotals and Grand Total', async () => {
    const whole = (await run('claimSummary')).body.data;
    expect(whole.total).toBe(5);
    const pages = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = (await run('claimSummary', { ...MAY_JUNE, pageNumber, pageLength: 2 })).body.data;
      // The figures are PostgreSQL's sums over the same claims: the same as the rows summed here.
      expect(page).toMatchObject({ total: 5, truncated: false, totals: whole.totals, groups: whole.groups });
      expect(page.hasMore).toBe(pageNumber < 3);
      pages.push(...page.rows);
    }
    expect(pages).toEqual(whole.rows);
    expect(
      (await run('claimSummary', { ...MAY_JUNE, pageNumber: 4, pageLength: 2 })).body.data,
    ).toMatchObject({
      rows: [],
      total: 5,
      hasMore: false,
    });
  });

  it('claimSummary’s month sums stop at the report’s last row, and say when more were paid', async () => {
    const between = { from: new Date('2020-05-01T00:00:00Z'), to: new Date('2020-07-01T00:00:00Z') };
    // The first three claims (oldest payment first): two in May, the first of June.
    const months = await paidClaimsByMonth(t.db, 5002, between, 3);
    expect(months.map((m) => [m.month, m.claims, Number(m.paid), Number(m.total), m.more])).toEqual([
      ['2020-05', 2, 35_000, 37_940, false],
      ['2020-06', 1, 4_000, 4_336, true],
    ]);
    const all = await paidClaimsByMonth(t.db, 5002, between, 5);
    expect(all.map((m) => [m.month, m.claims, m.more])).toEqual([
      ['2020-05', 2, false],
      ['2020-06', 3, false],
    ]);
  });

  it('rff pages: each page its claims, with the whole request’s count and Grand Total; the sums stop at its last row', async () => {
    const whole = (await t.call<Run>('/report/run', { report: 'rff' }, admin)).body.data;
    expect(whole.total).toBe(2);
    const pages = [];
    for (const pageNumber of [1, 2]) {
      const page = (await t.call<Run>('/report/run', { report: 'rff', pageNumber, pageLength: 1 }, admin))
        .body.data;
      // PostgreSQL's sums over the same claims: the hand-computed Grand Total of the test above.
      expect(page).toMatchObject({ total: 2, truncated: false, totals: whole.totals, after: whole.after });
      expect(page.totals.totalDue).toBe(14_092);
      expect(page.hasMore).toBe(pageNumber < 2);
      pages.push(...page.rows);
    }
    expect(pages).toEqual(whole.rows);
    // Cut after the first claim (oldest submission first): Owen Fraser's 32.52, and more waiting.
    const first = await unfundedClaimsTotals(t.db, 5002, 1);
    expect([first.claims, Number(first.paid), Number(first.total), first.more]).toEqual([
      1,
      3_000,
      3_252,
      true,
    ]);
    const none = await unfundedClaimsTotals(t.db, 999_999, 10);
    expect([none.claims, none.total, none.more]).toEqual([0, '0', false]);
  });

  it('answers POST /company/report/{reportName} for the four, the request for funding without a range', async () => {
    for (const report of ['serviceSummary', 'claimSummary', 'fees']) {
      const alias = await t.call<Alias>(
        `/company/report/${report}`,
        { fromDate: MAY_JUNE.startdate, toDate: MAY_JUNE.enddate },
        admin,
      );
      expect(alias.status, report).toBe(200);
      const page = (await run(report)).body.data;
      expect(alias.body.data.rows).toEqual(page.rows);
      expect(alias.body.data.totals).toEqual(page.totals);
    }
    const rff = await t.call<Alias>('/company/report/rff', {}, admin);
    expect(rff.status).toBe(200);
    expect(rff.body.data).toMatchObject({ report: 'rff', range: null, total: 2 });
    expect(rff.body.data.after?.[1]).toEqual({ key: 'amountDue', totals: { totalDue: 6_592 } });
  });

  it('shows the four to every company (never hidden), still refuses a hidden report, and keeps each company to its own', async () => {
    const jacob = await t.login('employee', '100008'); // group admin of Bluenose (5004): no wellness
    expect((await run('wellnessEmployee', MAY_JUNE, jacob)).status).toBe(403);
    await t.db.update(employers).set({ planCode: 1081 }).where(eq(employers.id, 5004));
    try {
      expect((await run('employees', MAY_JUNE, jacob)).status).toBe(403);
      for (const report of ['serviceSummary', 'claimSummary', 'fees', 'rff']) {
        const res = await run(report, MAY_JUNE, jacob);
        expect(res.status, report).toBe(200);
        expect(res.body.data.rows, report).toEqual(report === 'fees' ? expect.any(Array) : []);
      }
      const fees = (await run('fees', MAY_JUNE, jacob)).body.data;
      expect(fees.totals.claims).toBe(0);
    } finally {
      await t.db.update(employers).set({ planCode: 1071 }).where(eq(employers.id, 5004));
    }
    const olivia = await t.login('employee', '100001'); // no admin
    for (const report of ['serviceSummary', 'claimSummary', 'fees', 'rff']) {
      const res = await run(report, MAY_JUNE, olivia);
      expect(res.status, report).toBe(403);
      expect(res.body.data).not.toHaveProperty('rows');
      expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
    }
  });

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
});
