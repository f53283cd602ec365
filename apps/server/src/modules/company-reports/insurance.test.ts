import type { Api, ResponseOf } from '@benefits/contract';
import { addDays, API_MESSAGES, todayIso } from '@benefits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, insuranceCoverage } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';

type Run = ResponseOf<Api['reportRun']>;
type List = ResponseOf<Api['companyReports']>;

/*
 * The insurance reports (docs/product/company-reports.md; decision 37). The first quarter of 2020
 * holds hand-made coverage, ending with 2020 (the demo seed's begins years later): Prairie Sky Logistics (5002, admin
 * 100002, members in Alberta: 3 % premium tax, no sales tax) holds travel and employee earnings
 * insurance, Northern Lights (5001, members in Ontario: 2 % premium tax and 8 % sales tax)
 * catastrophic drug. Every expected figure below is written by hand.
 */
const Q1 = { startdate: '2020-01-01', enddate: '2020-03-31' };

const cover = (
  employerId: number,
  employeeId: number,
  product: string,
  startDate: string,
  endDate: string | null,
  premiumCents: number,
) => ({ employerId, employeeId, product, startDate, endDate, premiumCents });

const INSURANCE_REPORTS = [
  'travelStatement',
  'travelActivity',
  'eeiStatement',
  'eeiActivity',
  'catStatement',
  'catActivity',
  'insuranceCoverage',
];

describe.each(backends)('insurance reports on %s', (backend) => {
  let t: TestApp;
  let liam: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    liam = await t.login('employee', '100002');
    await t.db.insert(insuranceCoverage).values([
      // Travel at Prairie Sky, $18.50 a member a month.
      cover(5002, 100101, 'TRAVEL', '2020-01-01', '2020-12-31', 1_850), // Ethan Bouchard
      cover(5002, 100102, 'TRAVEL', '2020-01-01', '2020-02-15', 1_850), // Sophie Côté, left mid-February
      cover(5002, 100103, 'TRAVEL', '2020-02-10', '2020-12-31', 1_850), // Mason Nguyen, joined
      cover(5002, 100104, 'TRAVEL', '2020-03-01', '2020-03-31', 1_850), // Zoé Bélanger, March only
      // EEI at Prairie Sky: Ethan at an older rate for two months, Liam since mid-January.
      cover(5002, 100101, 'EEI', '2020-01-01', '2020-02-29', 3_990),
      cover(5002, 100002, 'EEI', '2020-01-15', '2020-12-31', 4_275),
      // Catastrophic drug at Northern Lights: Olivia Tremblay, then Mia Gauthier from February.
      cover(5001, 100001, 'CAT_DRUG', '2020-01-01', '2020-12-31', 1_225),
      cover(5001, 100010, 'CAT_DRUG', '2020-02-01', '2020-12-31', 1_225),
    ]);
  });
  afterAll(async () => t?.close());

  const run = (report: string, range: object = Q1, token = liam) =>
    t.call<Run>('/report/run', { report, ...range }, token);

  it('travelStatement: one row per month (a month, as Claims Paid and Fees show it), members covered on the first, 3 % Alberta premium tax', async () => {
    const res = await run('travelStatement');
    expect(res.status).toBe(200);
    const { rows, totals } = res.body.data;
    expect(rows).toEqual([
      // January 1st: Ethan and Sophie.
      {
        id: '2020-01',
        month: '2020-01',
        covered: 2,
        rate: 1_850,
        premium: 3_700,
        premTax: 111,
        rst: 0,
        total: 3_811,
      },
      // February 1st: the same two (Mason joins on the 10th, Sophie leaves after the 15th).
      {
        id: '2020-02',
        month: '2020-02',
        covered: 2,
        rate: 1_850,
        premium: 3_700,
        premTax: 111,
        rst: 0,
        total: 3_811,
      },
      // March 1st: Ethan, Mason and Zoé; 3 % of $55.50 is $1.665, half up to $1.67.
      {
        id: '2020-03',
        month: '2020-03',
        covered: 3,
        rate: 1_850,
        premium: 5_550,
        premTax: 167,
        rst: 0,
        total: 5_717,
      },
    ]);
    expect(totals).toEqual({ premium: 12_950, premTax: 389, rst: 0, total: 13_339 });
  });

  it('eeiStatement: the premium per member only when all pay the same', async () => {
    const { rows, totals } = (await run('eeiStatement')).body.data;
    expect(rows.map((r) => [r.month, r.covered, r.rate, r.premium, r.premTax, r.rst, r.total])).toEqual([
      ['2020-01', 1, 3_990, 3_990, 120, 0, 4_110], // Ethan: 3 % of $39.90 = $1.197
      ['2020-02', 2, null, 8_265, 248, 0, 8_513], // Ethan and Liam: 3 % of $82.65 = $2.4795
      ['2020-03', 1, 4_275, 4_275, 128, 0, 4_403], // Liam: 3 % of $42.75 = $1.2825
    ]);
    expect(totals).toEqual({ premium: 16_530, premTax: 496, rst: 0, total: 17_026 });
  });

  it('travelActivity and eeiActivity: each change by date then name, the premium change summed', async () => {
    const travel = (await run('travelActivity')).body.data;
    expect(travel.rows.map((r) => [r.date, r.employeeId, r.name, r.change, r.premiumChange])).toEqual([
      ['2020-01-01', '100101', 'Bouchard, Ethan', 'ADDED', 1_850],
      ['2020-01-01', '100102', 'Côté, Sophie', 'ADDED', 1_850],
      ['2020-02-10', '100103', 'Nguyen, Mason', 'ADDED', 1_850],
      // Covered to February 15th: the change takes effect on the first day without coverage.
      ['2020-02-16', '100102', 'Côté, Sophie', 'REMOVED', -1_850],
      ['2020-03-01', '100104', 'Bélanger, Zoé', 'ADDED', 1_850],
      // Zoé's coverage ends on March 31st: its removal (April 1st) is outside the period.
    ]);
    expect(travel.totals).toEqual({ premiumChange: 5_550 });
    const eei = (await run('eeiActivity')).body.data;
    expect(eei.rows.map((r) => [r.date, r.name, r.change, r.premiumChange])).toEqual([
      ['2020-01-01', 'Bouchard, Ethan', 'ADDED', 3_990],
      ['2020-01-15', 'Gagnon, Liam', 'ADDED', 4_275],
      ['2020-03-01', 'Bouchard, Ethan', 'REMOVED', -3_990],
    ]);
    expect(eei.totals).toEqual({ premiumChange: 4_275 });
    // A period that ends the day before a removal does not show it; one starting that day does.
    const april = (await run('travelActivity', { startdate: '2020-04-01', enddate: '2020-04-30' })).body.data;
    expect(april.rows.map((r) => [r.date, r.name, r.change])).toEqual([
      ['2020-04-01', 'Bélanger, Zoé', 'REMOVED'],
    ]);
  });

  it('insuranceCoverage: who is covered by what on the period’s last day, each product summed', async () => {
    const { rows, totals } = (
      await run('insuranceCoverage', { startdate: '2020-02-01', enddate: '2020-02-12' })
    ).body.data;
    expect(rows).toEqual([
      {
        employeeId: '100101',
        name: 'Bouchard, Ethan',
        travel: 1_850,
        eei: 3_990,
        catDrug: null,
        total: 5_840,
      },
      { employeeId: '100102', name: 'Côté, Sophie', travel: 1_850, eei: null, catDrug: null, total: 1_850 },
      { employeeId: '100002', name: 'Gagnon, Liam', travel: null, eei: 4_275, catDrug: null, total: 4_275 },
      { employeeId: '100103', name: 'Nguyen, Mason', travel: 1_850, eei: null, catDrug: null, total: 1_850 },
    ]);
    expect(totals).toEqual({ travel: 5_550, eei: 8_265, catDrug: 0, total: 13_815 });
  });

  it('catStatement and catActivity: Ontario’s 2 % premium tax and 8 % sales tax, for Northern Lights', async () => {
    await t.db.update(employees).set({ groupAdmin: true }).where(eq(employees.id, 100001));
    try {
      const olivia = await t.login('employee', '100001');
      const statement = (await run('catStatement', Q1, olivia)).body.data;
      expect(
        statement.rows.map((r) => [r.month, r.covered, r.rate, r.premium, r.premTax, r.rst, r.total]),
      ).toEqual([
        ['2020-01', 1, 1_225, 1_225, 25, 98, 1_348], // 2 % of $12.25 = $0.245, half up
        ['2020-02', 2, 1_225, 2_450, 49, 196, 2_695],
        ['2020-03', 2, 1_225, 2_450, 49, 196, 2_695],
      ]);
      expect(statement.totals).toEqual({ premium: 6_125, premTax: 123, rst: 490, total: 6_738 });
      const activity = (await run('catActivity', Q1, olivia)).body.data;
      expect(activity.rows.map((r) => [r.date, r.name, r.change, r.premiumChange])).toEqual([
        ['2020-01-01', 'Tremblay, Olivia', 'ADDED', 1_225],
        ['2020-02-01', 'Gauthier, Mia', 'ADDED', 1_225],
      ]);
      expect(activity.totals).toEqual({ premiumChange: 2_450 });
      const covered = (
        await run('insuranceCoverage', { startdate: '2020-03-01', enddate: '2020-03-31' }, olivia)
      ).body.data;
      expect(covered.rows.map((r) => [r.name, r.travel, r.eei, r.catDrug, r.total])).toEqual([
        ['Gauthier, Mia', null, null, 1_225, 1_225],
        ['Tremblay, Olivia', null, null, 1_225, 1_225],
      ]);
      // Northern Lights holds no travel or EEI: those are refused, and not listed.
      expect((await run('travelStatement', Q1, olivia)).status).toBe(403);
      expect((await run('eeiActivity', Q1, olivia)).status).toBe(403);
      const list = (await t.call<List>('/company/reports', {}, olivia)).body.data.reports;
      expect(list.filter((r) => INSURANCE_REPORTS.includes(r))).toEqual([
        'catStatement',
        'catActivity',
        'insuranceCoverage',
      ]);
    } finally {
      await t.db.update(employees).set({ groupAdmin: false }).where(eq(employees.id, 100001));
    }
  });

  it('refuses the insurance reports of products the company does not hold (403), run and export alike', async () => {
    const mine = (await t.call<List>('/company/reports', {}, liam)).body.data.reports;
    expect(mine.filter((r) => INSURANCE_REPORTS.includes(r))).toEqual([
      'travelStatement',
      'travelActivity',
      'eeiStatement',
      'eeiActivity',
      'insuranceCoverage',
    ]);
    for (const report of ['catStatement', 'catActivity']) {
      const res = await run(report);
      expect(res.status, report).toBe(403);
      expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
    }
    // Bluenose (5004, admin 100008) holds no insurance: none of the seven.
    const jacob = await t.login('employee', '100008');
    const theirs = (await t.call<List>('/company/reports', {}, jacob)).body.data;
    expect(theirs.insurance).toEqual([]);
    expect(theirs.reports.filter((r) => INSURANCE_REPORTS.includes(r))).toEqual([]);
    for (const report of INSURANCE_REPORTS) {
      expect((await run(report, Q1, jacob)).status, report).toBe(403);
      expect((await t.call('/report/export', { report, format: 'csv' }, jacob)).status, report).toBe(403);
      expect((await t.call(`/company/report/${report}`, {}, jacob)).status, report).toBe(403);
    }
  });

  it('follows the employees: enrolment starts coverage, a termination ends it, cancelling it restores it', async () => {
    const today = todayIso(t.now());
    const added = await t.call<{ added: { ID: number }[] }>(
      '/employer/add-employees',
      {
        firstName: 'Maya',
        lastName: 'Chen',
        email: 'maya.chen@example.com',
        dateOfBirth: '1991-05-14',
        province: 'AB',
        effectiveDate: today,
        classification: 'Drivers',
        division: 'Fleet Operations',
        groupAdmin: false,
        language: 'en',
      },
      liam,
    );
    expect(added.body.code, added.raw).toBe(0);
    const id = added.body.data.added[0]!.ID;
    const coverage = () =>
      t.db
        .select({
          product: insuranceCoverage.product,
          start: insuranceCoverage.startDate,
          end: insuranceCoverage.endDate,
        })
        .from(insuranceCoverage)
        .where(eq(insuranceCoverage.employeeId, id));
    // Travel covers every member; EEI only those who elect it.
    expect(await coverage()).toEqual([{ product: 'TRAVEL', start: today, end: null }]);
    const change = (await run('travelActivity', {})).body.data.rows.find((r) => r.employeeId === String(id));
    expect(change).toMatchObject({ date: today, change: 'ADDED', premiumChange: 1_850 });

    const termDate = addDays(today, 40);
    const terminated = await t.call('/employee/terminate', { employeeId: id, termDate }, liam);
    expect(terminated.status, terminated.raw).toBe(200);
    expect(await coverage()).toEqual([{ product: 'TRAVEL', start: today, end: termDate }]);
    const later = { startdate: today, enddate: addDays(today, 60) };
    expect(
      (await run('travelActivity', later)).body.data.rows
        .filter((r) => r.employeeId === String(id))
        .map((r) => [r.date, r.change]),
    ).toEqual([
      [today, 'ADDED'],
      [addDays(termDate, 1), 'REMOVED'],
    ]);
    expect((await t.call('/employee/cancel-terminate', { employeeId: id }, liam)).status).toBe(200);
    expect(await coverage()).toEqual([{ product: 'TRAVEL', start: today, end: null }]);
  });

  it('exports a premium statement to CSV with amounts as numbers and the Grand total, the coverage to PDF', async () => {
    const csv = await t.call('/report/export', { report: 'travelStatement', ...Q1, format: 'csv' }, liam);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-disposition'])).toMatch(
      /filename="travel-premiums-2020-01-01-to-2020-03-31\.csv"/,
    );
    const records = csv.raw.replace(/^\uFEFF/, '').split('\r\n');
    expect(records[0]).toBe('Month,Members covered,Premium per member,Premium,Premium tax,Sales tax,Total');
    expect(records[3]).toBe('2020-03,3,18.50,55.50,1.67,0.00,57.17');
    expect(records.at(-2)).toBe('Grand total,,,129.50,3.89,0.00,133.39');
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/webapp/report/export',
      headers: { 'content-type': 'application/json', token: liam },
      payload: JSON.stringify({ data: { report: 'insuranceCoverage', ...Q1, format: 'pdf' } }),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names the insurance coverage as of its period’s last day, in its PDF and its files (not the period)', async () => {
    const exported = (format: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webapp/report/export',
        headers: { 'content-type': 'application/json', token: liam },
        payload: JSON.stringify({ data: { report: 'insuranceCoverage', ...Q1, format, language } }),
      });
    const pdf = await exported('pdf', 'en');
    expect(pdf.statusCode).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toMatch(
      /filename="insurance-coverage-2020-03-31\.pdf"/,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('As of Mar 31, 2020');
    expect(text).not.toContain('Jan 1, 2020');
    const french = pdfText((await exported('pdf', 'fr')).rawPayload);
    expect(french).toContain('Au 31 mars 2020');
    expect(french).not.toContain('1er janv. 2020');
    const csv = await exported('csv', 'en');
    expect(String(csv.headers['content-disposition'])).toMatch(
      /filename="insurance-coverage-2020-03-31\.csv"/,
    );
    // A report of a period keeps naming it.
    const travel = pdfText(
      (
        await t.app.inject({
          method: 'POST',
          url: '/webapp/report/export',
          headers: { 'content-type': 'application/json', token: liam },
          payload: JSON.stringify({
            data: { report: 'travelStatement', ...Q1, format: 'pdf', language: 'en' },
          }),
        })
      ).rawPayload,
    );
    expect(travel).toContain('Jan 1, 2020 to Mar 31, 2020');
    // Its rows are months, as Claims Paid and Fees show them (QA exports finding 8), not their first days.
    expect(travel.split('\n')).toEqual(expect.arrayContaining(['January 2020', 'March 2020']));
    expect(travel.split('\n')).not.toContain('Jan 1, 2020');
    const travelCsv = await t.app.inject({
      method: 'POST',
      url: '/webapp/report/export',
      headers: { 'content-type': 'application/json', token: liam },
      payload: JSON.stringify({ data: { report: 'travelStatement', ...Q1, format: 'csv', language: 'fr' } }),
    });
    expect(travelCsv.body.split('\r\n')[1]).toMatch(/^2020-01,2,/);
  });

  it('the seeded company: this month’s EEI changes in the default period, every Grand total the sum of its rows', async () => {
    const today = todayIso(t.now());
    const thisMonth = `${today.slice(0, 7)}-01`;
    // The default period (the last month) holds this month's first day: Sophie elected EEI, Owen dropped it.
    const eei = (await run('eeiActivity', {})).body.data;
    expect(eei.rows.map((r) => [r.date, r.name, r.change, r.premiumChange])).toEqual([
      [thisMonth, 'Côté, Sophie', 'ADDED', 4_275],
      [thisMonth, 'Fraser, Owen', 'REMOVED', -4_275],
    ]);
    const statement = (await run('eeiStatement', {})).body.data;
    expect(statement.rows).toEqual([
      // Liam, Ethan, Zoé and Sophie: 4 × $42.75 = $171.00, 3 % premium tax $5.13.
      {
        id: thisMonth.slice(0, 7),
        month: thisMonth.slice(0, 7),
        covered: 4,
        rate: 4_275,
        premium: 17_100,
        premTax: 513,
        rst: 0,
        total: 17_613,
      },
    ]);
    // Travel covers every member of Prairie Sky (not Priya, a non-member administrator).
    const members = (await t.db.select().from(employees).where(eq(employees.employerId, 5002))).filter(
      (e) => !e.nonMemberAdminOnly && !e.terminated,
    );
    const travel = (await run('travelStatement', {})).body.data;
    // On the first of the month: not Maya, enrolled today by the test above (unless today is the first).
    const onFirst = members.filter((e) => e.effectiveDate <= thisMonth).length;
    expect(travel.rows.map((r) => [r.covered, r.premium])).toEqual([[onFirst, 1_850 * onFirst]]);
    const coverage = (await run('insuranceCoverage', {})).body.data;
    expect(coverage.rows).toHaveLength(members.length);
    expect(coverage.totals).toMatchObject({ travel: 1_850 * members.length, eei: 17_100, catDrug: 0 });

    const years = { startdate: `${Number(today.slice(0, 4)) - 3}-01-01`, enddate: today };
    for (const range of [Q1, years, {}])
      for (const report of INSURANCE_REPORTS.filter((r) => !r.startsWith('cat'))) {
        const { rows, totals } = (await run(report, range)).body.data;
        for (const [key, total] of Object.entries(totals))
          expect(
            rows.reduce((sum, r) => sum + Number(r[key] ?? 0), 0),
            `${report} ${key}`,
          ).toBe(total);
      }
    // Over the seeded years, a month's members are last month's plus the changes up to its first day.
    const longer = (await run('eeiStatement', years)).body.data.rows;
    const changes = (
      await run('eeiActivity', { startdate: addDays(`${longer[0]!.month as string}-01`, 1), enddate: today })
    ).body.data.rows;
    for (let i = 1; i < longer.length; i++) {
      const month = `${longer[i]!.month as string}-01`;
      const previous = `${longer[i - 1]!.month as string}-01`;
      const net = changes
        .filter((c) => (c.date as string) > previous && (c.date as string) <= month)
        .reduce((n, c) => n + (c.change === 'ADDED' ? 1 : -1), 0);
      expect(longer[i]!.covered, month).toBe(Number(longer[i - 1]!.covered) + net);
    }
  });
});
