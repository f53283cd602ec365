import type { Api, ResponseOf } from '@benefits/contract';
import { API_MESSAGES } from '@benefits/contract';
import {
  addDays,
  codeNamesIn,
  dateInZone,
  formatCell,
  REPORT_MESSAGES,
  exportLines,
  todayIso,
  REPORT_IDS,
  reportAudience,
  type ReportDefinition,
} from '@benefits/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, employees, employers, partners } from '../../db/schema';
import { pdfText } from '../../test/pdf-text';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { renderReportPdf } from './pdf';
import { databasePrincipals } from '../../platform/principals';
import { runDefinition, type CallerOf, type RunnableReport } from './service';

type Run = ResponseOf<Api['reportRun']>;
type Old = ResponseOf<Api['employeeClaimReport']>;
type Balances = ResponseOf<Api['employeeBalanceReport']>;
type Summary = ResponseOf<Api['employeeSummaryOfBenefits']>;

const ALL = { report: 'claimActivity', startdate: '2000-01-01' };
const pagesOf = (pdf: string) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf)?.[1] ?? 0);

describe.each(backends)('report definitions run and export on %s', (backend) => {
  let t: TestApp;
  let olivia: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    olivia = await t.login('employee', '100001');
    admin = await t.login('employee', '100002');
  });
  afterAll(async () => t?.close());
  const callerOf = async (id: number): Promise<CallerOf<'employee'>> => ({
    scopeKind: 'employee',
    employee: (await databasePrincipals(t.db).employee(id))!,
  });

  it('runs claim activity a page at a time, with the whole result’s count, like the claim report', async () => {
    const page = async (pageNumber: number) =>
      (await t.call<Run>('/report/run', { ...ALL, pageLength: 5, pageNumber }, olivia)).body.data;
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.rows.length, two.rows.length, three.rows.length]).toEqual([5, 5, 2]);
    expect([one.hasMore, two.hasMore, three.hasMore]).toEqual([true, true, false]);
    // Claim activity neither sums nor groups: only the page is read, and not counted.
    expect(one).toMatchObject({ total: null, truncated: false, totals: {}, groups: [] });
    expect(one.range).toEqual({ startdate: '2000-01-01', enddate: expect.stringMatching(/^\d{4}-/) });

    const old = (
      await t.call<Old>('/employee/claim-report', { startdate: '2000-01-01', pageLength: 50 }, olivia)
    ).body.data.rows;
    const rows = [...one.rows, ...two.rows, ...three.rows];
    expect(rows.map((r) => r.claim)).toEqual(old.map((r) => r.id));
    expect(rows.map((r) => r.payable)).toEqual(old.map((r) => r.payable));
    const dental = rows.find((r) => JSON.stringify(r.services).includes('"Dental"'))!;
    expect(dental.services).toContainEqual({ en: 'Dental', fr: 'Soins dentaires' });
    expect(Object.keys(dental).sort()).toEqual(
      [
        'account',
        'claim',
        'claimed',
        'firstServiceDate',
        'items',
        'lastServiceDate',
        'patients',
        'payable',
        'previousYearPayable',
        'services',
        'status',
        'submitted',
      ].sort(),
    );
  });

  it('reads only the caller’s own claims, whatever the payload says', async () => {
    const ownIds = async (employeeId: number) =>
      (
        await t.db
          .select({ id: claims.id })
          .from(claims)
          .where(and(eq(claims.employeeId, employeeId), isNotNull(claims.submittedAt)))
      ).map((c) => c.id);
    const run = (token: string) =>
      t.call<Run>('/report/run', { ...ALL, pageLength: 600, employeeId: 100001, employee: 100001 }, token);
    const adminRows = (await run(admin)).body.data.rows.map((r) => r.claim);
    expect(adminRows.length).toBeGreaterThan(0);
    expect([...adminRows].sort()).toEqual((await ownIds(100002)).sort());
    const oliviaIds = new Set(await ownIds(100001));
    expect(adminRows.filter((id) => oliviaIds.has(id as number))).toEqual([]);

    const signedOut = await t.call('/report/run', ALL);
    expect(signedOut.body.code).not.toBe(0);
    expect(signedOut.body.data).not.toHaveProperty('rows');
    const exportSignedOut = await t.call('/report/export', { ...ALL, format: 'csv' });
    expect(exportSignedOut.headers['content-type']).toMatch(/json/);
    expect(exportSignedOut.body.code).not.toBe(0);
  });

  it('runs a grouped, summed definition: whole-result totals and subtotals on every page', async () => {
    // Claims by account with the payable summed: the shape of the company reports (docs/product §9).
    const byAccount: RunnableReport<'employee'> = {
      definition: {
        id: 'byAccount',
        audience: 'employee',
        params: 'dateRange',
        columns: [
          { key: 'account', type: 'code', codes: 'account' },
          { key: 'claim', type: 'text' },
          { key: 'payable', type: 'money', total: true },
        ],
        groupBy: 'account',
        sort: { key: 'account', direction: 'asc' },
        paging: { pageLength: 30, fetchLength: 600 },
        pager: 'always',
        exports: ['csv'],
        maxRows: 10,
      },
      source: async (s, { employee }, _params, { offset, limit }) =>
        (
          await s.db
            .select()
            .from(claims)
            .where(and(eq(claims.employeeId, employee.id), isNotNull(claims.submittedAt)))
            .orderBy(claims.type, claims.id)
            .offset(offset)
            .limit(limit)
        ).map((c) => ({ account: c.type, claim: c.id, payable: c.payableCents })),
    };
    const mine = await t.db
      .select()
      .from(claims)
      .where(and(eq(claims.employeeId, 100001), isNotNull(claims.submittedAt)));
    const byTypeThenIdOf = (list: typeof mine) =>
      [...list].sort((x, y) => x.type.localeCompare(y.type) || x.id - y.id).slice(0, 10);
    const first10 = byTypeThenIdOf(mine);
    const sum = (list: typeof mine) => list.reduce((total, c) => total + c.payableCents, 0);

    const olivia = await callerOf(100001);
    const page = (pageNumber: number) =>
      runDefinition(t.services, byAccount, olivia, { startdate: '2000-01-01', pageNumber, pageLength: 4 });
    const [one, three] = [await page(1), await page(3)];
    // 12 claims, cut at maxRows 10: counted, summed and grouped over those 10, paged 4 at a time.
    expect(one).toMatchObject({ total: 10, truncated: true, hasMore: true });
    expect(one.rows).toHaveLength(4);
    expect(three.rows).toHaveLength(2);
    expect(three.hasMore).toBe(false);
    expect(three.totals).toEqual({ payable: sum(first10) });
    expect(one.totals).toEqual(three.totals);
    expect(one.groups).toEqual([{ value: 'HSA', count: first10.length, totals: { payable: sum(first10) } }]);
    // Another employee's run reads their own rows only.
    const other = await runDefinition(t.services, byAccount, await callerOf(100002), {
      startdate: '2000-01-01',
      pageNumber: 1,
      pageLength: 600,
    });
    const theirs = await t.db
      .select()
      .from(claims)
      .where(and(eq(claims.employeeId, 100002), isNotNull(claims.submittedAt)));
    expect(theirs.length).toBeGreaterThan(0);
    expect(other.rows.map((r) => r.claim)).toEqual(byTypeThenIdOf(theirs).map((c) => c.id));
  });

  it('answers field messages for a bad range and refuses an unknown report', async () => {
    const bad = await t.call('/report/run', { report: 'claimActivity', startdate: 'yesterday' }, olivia);
    expect(bad.body.data.error?.startdate).toBe(REPORT_MESSAGES.invalidStartDate);
    const reversed = await t.call(
      '/report/export',
      { report: 'claimActivity', startdate: '2026-05-02', enddate: '2026-05-01', format: 'pdf' },
      olivia,
    );
    expect(reversed.body.data.error?.startdate).toBe(REPORT_MESSAGES.startAfterEnd);
    // Claim Activity's period ends today at the latest (the domain's rule for its definition).
    const today = todayIso(t.services.now());
    for (const enddate of [addDays(today, 1), '2099-12-31']) {
      for (const path of ['/report/run', '/report/export']) {
        const future = await t.call(
          path,
          { report: 'claimActivity', startdate: today, enddate, format: 'csv' },
          olivia,
        );
        expect(future.status).toBe(400);
        expect(future.body.data.error?.enddate).toBe(REPORT_MESSAGES.endAfterToday);
      }
    }
    const upToToday = await t.call<Run>(
      '/report/run',
      { report: 'claimActivity', startdate: addDays(today, -30), enddate: today },
      olivia,
    );
    expect(upToToday.body.data.range).toEqual({ startdate: addDays(today, -30), enddate: today });
    // An unknown report id is unknown; a company report is refused to a non-admin.
    const unknown = await t.call('/report/run', { report: 'noSuchReport' }, olivia);
    expect(unknown.body.data.error?.report).toBe('Invalid report');
    expect((await t.call('/report/run', { report: 'employees' }, olivia)).status).toBe(403);
  });

  it('exports the whole report as CSV in the language asked for, with a byte-order mark', async () => {
    const csv = await t.call('/report/export', { ...ALL, format: 'csv', language: 'fr' }, olivia);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    // The file is named in the reader's language too, without accents (activité des réclamations).
    expect(String(csv.headers['content-disposition'])).toMatch(
      /^attachment; filename="activite-des-reclamations-2000-01-01-au-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.raw.startsWith('\uFEFF')).toBe(true);
    const records = csv.raw.slice(1).split('\r\n');
    expect(records[0]).toBe(
      'Réclamation,Soumise le,Compte,État,Première date de service,Dernière date de service,Patients,Services,Postes,Réclamé,Payable,Du solde de l’année de régime précédente',
    );
    expect(records).toHaveLength(1 + 12 + 1); // the header, 12 claims, and the empty end after the last CRLF
    expect(records.some((r) => r.includes('Soins dentaires'))).toBe(true);
    expect(records[12]).toMatch(/^\d+,\d{4}-\d{2}-\d{2},CSS,Payée,/);
    const english = await t.call('/report/export', { ...ALL, format: 'csv' }, olivia);
    expect(english.raw.slice(1).split('\r\n')[0]).toMatch(/^Claim,Submitted,Account,Status,/);
    expect(String(english.headers['content-disposition'])).toMatch(
      /^attachment; filename="claim-activity-2000-01-01-to-\d{4}-\d{2}-\d{2}\.csv"/,
    );
  });

  it('names a company report’s export in the reader’s language, in plain ASCII', async () => {
    const range = { startdate: '2026-01-01', enddate: '2026-03-31' };
    const nameOf = async (report: string, format: 'csv' | 'pdf', language: 'en' | 'fr', r = range) => {
      const res = await t.call('/report/export', { report, ...r, format, language }, admin);
      expect(res.status, res.raw).toBe(200);
      return /filename="([^"]*)"/.exec(String(res.headers['content-disposition']))?.[1];
    };
    expect(await nameOf('employeeBalance', 'csv', 'en')).toBe('hsa-balances-2026-01-01-to-2026-03-31.csv');
    expect(await nameOf('employeeBalance', 'csv', 'fr')).toBe('soldes-css-2026-01-01-au-2026-03-31.csv');
    expect(await nameOf('fees', 'pdf', 'fr')).toBe('frais-et-taxes-2026-01-01-au-2026-03-31.pdf');
    // A report as of a day, and one without a period.
    expect(await nameOf('insuranceCoverage', 'csv', 'fr')).toBe('couverture-assurance-2026-03-31.csv');
    // Without a period: dated the day it is as of (today on the server's clock, UTC without a zone).
    expect(await nameOf('rff', 'pdf', 'fr', {} as typeof range)).toBe(
      `demande-de-financement-${todayIso(t.services.now())}.pdf`,
    );
  });

  it('runs Balance History as a grouped definition that agrees with /employee/balance-report/', async () => {
    const year = t.services.now().getUTCFullYear();
    const from = `${year - 2}-01-01`;
    const spec = (await t.call<Balances>('/employee/balance-report/', { date: from }, olivia)).body.data;
    const run = (
      await t.call<Run>('/report/run', { report: 'balanceHistory', startdate: from, pageLength: 600 }, olivia)
    ).body.data;
    expect(run.range).toEqual({ startdate: from, enddate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // One group per account and plan year, in the same order, each its opening row and its changes.
    expect(run.groups.map((g) => g.value)).toEqual(
      spec.accounts.map((a) => `${a.account} ${a.planYear.key}`),
    );
    expect(run.groups.map((g) => g.count)).toEqual(spec.accounts.map((a) => a.points.length + 1));
    // The subtotal of the amounts is the group's net change.
    expect(run.groups.map((g) => g.totals.amount)).toEqual(spec.accounts.map((a) => a.closing - a.opening));
    expect(run.total).toBe(run.rows.length);
    const openings = run.rows.filter((r) => r.entry === 'OPENING');
    expect(openings.map((r) => r.balance)).toEqual(spec.accounts.map((a) => a.opening));
    expect(openings.every((r) => r.amount === null)).toBe(true);
    const lastYear = run.rows.filter((r) => JSON.stringify(r.series).includes(`HSA ${year - 1}`));
    expect(lastYear[1]).toMatchObject({ entry: 'FUNDING', amount: 200_000, date: `${year - 1}-01-01` });
    expect(lastYear.at(-1)!.balance).toBe(55_000);
    expect(lastYear[0]!.series).toEqual([{ en: `HSA ${year - 1}`, fr: `CSS ${year - 1}` }]);
    const claimRow = run.rows.find((r) => r.entry === 'CLAIM')!;
    expect(claimRow.claim).toMatch(/^\d+$/);
    // The references the product wrote, in both languages (plan/ledger.ts); none on an opening row.
    expect(claimRow.reference).toEqual([
      { en: `Claim ${claimRow.claim}`, fr: `Réclamation ${claimRow.claim}` },
    ]);
    expect(lastYear[1]!.reference).toEqual([{ en: 'Plan year deposit', fr: 'Dépôt de l’année du régime' }]);
    expect(openings.every((r) => r.reference === null)).toBe(true);

    // Without a start: the spec endpoint's default, the previous plan year's first day.
    const byDefault = (await t.call<Run>('/report/run', { report: 'balanceHistory' }, olivia)).body.data;
    const specDefault = (await t.call<Balances>('/employee/balance-report/', {}, olivia)).body.data;
    expect(byDefault.range?.startdate).toBe(specDefault.date);
    const early = await t.call('/report/run', { report: 'balanceHistory', startdate: '1999-12-31' }, olivia);
    expect(early.body.data.error?.startdate).toBe(REPORT_MESSAGES.invalidBalanceDate);
    // Today at the latest: a later start would begin the report after its end.
    const today = todayIso(t.services.now());
    const late = await t.call(
      '/report/run',
      { report: 'balanceHistory', startdate: addDays(today, 1) },
      olivia,
    );
    expect(late.body.data.error?.startdate).toBe(REPORT_MESSAGES.invalidBalanceDate);
    const fromToday = await t.call<Run>(
      '/report/run',
      { report: 'balanceHistory', startdate: today },
      olivia,
    );
    expect(fromToday.body.data.range).toEqual({ startdate: today, enddate: today });
  });

  it('exports Balance History as a flat list, the account and plan year a column, and no totals', async () => {
    const year = t.services.now().getUTCFullYear();
    const csv = await t.call(
      '/report/export',
      { report: 'balanceHistory', startdate: `${year - 1}-01-01`, format: 'csv', language: 'fr' },
      olivia,
    );
    expect(String(csv.headers['content-disposition'])).toMatch(
      new RegExp(`filename="historique-du-solde-${year - 1}-01-01-au-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(csv.raw.startsWith('\uFEFF')).toBe(true);
    const records = csv.raw.slice(1).split('\r\n');
    expect(records[0]).toBe('Compte,Date,Changement,Réclamation,Référence,Montant,Solde');
    expect(records[1]).toMatch(new RegExp(`^CSS ${year},${year}-01-01,Solde d’ouverture,,,,`));
    expect(records.some((r) => r.startsWith('Sous-total') || r.startsWith('Total général'))).toBe(false);
    expect(records.some((r) => r.startsWith(`CSS ${year - 1},`))).toBe(true);
    // No record of one field (a group heading) among the rows.
    expect(records.filter((r) => r !== '' && !r.includes(','))).toEqual([]);
    // The references in French too, as the screen shows them.
    expect(records.some((r) => r.includes(',Dépôt,,Dépôt de l’année du régime,'))).toBe(true);
    expect(records.some((r) => /,Réclamation,(\d+),Réclamation \1,/.test(r))).toBe(true);
    expect(csv.raw).not.toContain('Plan year deposit');
    const pdf = await t.call('/report/export', { report: 'balanceHistory', format: 'pdf' }, olivia);
    expect(pdf.raw.slice(0, 5)).toBe('%PDF-');
  });

  it('runs the Benefit Summary’s two tables as definitions that agree with its endpoint', async () => {
    const summary = (await t.call<Summary>('/employee/summary-of-benefits-report/', {}, olivia)).body.data;
    const accounts = (await t.call<Run>('/report/run', { report: 'benefitAccounts' }, olivia)).body.data;
    expect(accounts).toMatchObject({ range: null, total: null, hasMore: false, totals: {}, groups: [] });
    expect(accounts.rows).toEqual(summary.accounts.map((a) => ({ ...a, planYear: String(a.planYear) })));

    const services = (await t.call<Run>('/report/run', { report: 'benefitServices' }, olivia)).body.data;
    expect(services.rows).toEqual(
      summary.services.map((r) => ({
        service: [{ en: r.serviceName, fr: r.serviceNameFr }],
        account: r.account,
        planYear: String(r.planYear),
        items: r.items,
        claimed: r.claimed,
        paid: r.paid,
      })),
    );
    const sum = (key: 'items' | 'claimed' | 'paid') => summary.services.reduce((n, r) => n + r[key], 0);
    expect(services.total).toBe(summary.services.length);
    expect(services.totals).toEqual({ items: sum('items'), claimed: sum('claimed'), paid: sum('paid') });

    const csv = await t.call('/report/export', { report: 'benefitServices', format: 'csv' }, olivia);
    expect(String(csv.headers['content-disposition'])).toContain(
      `filename="benefit-summary-services-${todayIso(t.services.now())}.csv"`,
    );
    const records = csv.raw.slice(1).split('\r\n');
    expect(records[0]).toBe('Service,Account,Plan year,Items,Claimed,Paid or payable');
    expect(records.at(-2)).toBe(
      `Grand total,,,${sum('items')},${(sum('claimed') / 100).toFixed(2)},${(sum('paid') / 100).toFixed(2)}`,
    );
  });

  it('says whose a PDF is and when, and dates a file without a period, in the reader’s time zone (QA exports 7, 8)', async () => {
    const [me] = await t.db
      .select({ first: employees.firstName, last: employees.lastName, employer: employers.name })
      .from(employees)
      .innerJoin(employers, eq(employers.id, employees.employerId))
      .where(eq(employees.id, 100001));
    const partnerName = async (id: number) =>
      (await t.db.select({ name: partners.agentName }).from(partners).where(eq(partners.id, id)))[0]!.name;
    const ethan = await t.login('partner', '200001');
    const manager = await t.login('partner', '200002');
    // Far east of UTC: its today may be UTC's tomorrow, and the file and the PDF say that day.
    const timeZone = 'Pacific/Kiritimati';
    const today = dateInZone(timeZone, t.services.now());
    const day = (language: 'en' | 'fr') =>
      formatCell({ key: 'd', type: 'date' }, today, { language, codeName: codeNamesIn(language) });
    const exported = async (token: string, report: string, language: 'en' | 'fr', extra: object = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/webapp/report/export',
        headers: { 'content-type': 'application/json', token },
        payload: JSON.stringify({ data: { report, format: 'pdf', language, timeZone, ...extra } }),
      });
      expect(res.statusCode, report).toBe(200);
      return {
        name: /filename="([^"]*)"/.exec(String(res.headers['content-disposition']))?.[1],
        lines: pdfText(res.rawPayload).split('\n'),
      };
    };
    const employee = `${me!.first} ${me!.last}`;
    // The Benefit Summary has no period: the employee, their employer, and the day it is as of.
    const accounts = await exported(olivia, 'benefitAccounts', 'en');
    expect(accounts.lines).toContain(`${employee} (employee ID 100001), ${me!.employer}`);
    expect(accounts.lines).toContain(`As of ${day('en')}`);
    expect(accounts.name).toBe(`benefit-summary-accounts-${today}.pdf`);
    const services = await exported(olivia, 'benefitServices', 'fr');
    expect(services.lines).toContain(`${employee} (no d’employé 100001), ${me!.employer}`);
    expect(services.lines).toContain(`Au ${day('fr')}`);
    // A report of a period: the owner above the period.
    const history = await exported(olivia, 'balanceHistory', 'en', { startdate: '2025-01-01' });
    const owner = history.lines.indexOf(`${employee} (employee ID 100001), ${me!.employer}`);
    expect(owner).toBeGreaterThan(0);
    expect(history.lines[owner + 1]).toMatch(/^Jan 1, 2025 to /);
    const claims = await exported(olivia, 'claimActivity', 'fr', { startdate: '2025-01-01' });
    expect(claims.lines).toContain(`${employee} (no d’employé 100001), ${me!.employer}`);
    // A partner's lists: the partner, and the day.
    for (const [report, token, id] of [
      ['clientList', ethan, 200001],
      ['agentList', manager, 200002],
      ['commissionStatements', ethan, 200001],
    ] as const) {
      const list = await exported(token, report, 'fr');
      expect(list.lines, report).toContain(`${await partnerName(id)} (no de partenaire ${id})`);
      expect(list.lines, report).toContain(`Au ${day('fr')}`);
      expect(list.name, report).toMatch(new RegExp(`-${today}\\.pdf$`));
    }
    const sales = await exported(ethan, 'hsaSales', 'en', { startdate: '2025-01-01', enddate: '2025-12-31' });
    expect(sales.lines).toContain(`${await partnerName(200001)} (partner ID 200001)`);
    expect(sales.lines).toContain('Jan 1, 2025 to Dec 31, 2025');
  });

  it('writes a CSV’s times as dates in the reader’s time zone, as its PDF does', async () => {
    const timeZone = 'Pacific/Kiritimati'; // UTC+14: a claim sent after 10:00 UTC is already the next day there
    const run = (await t.call<Run>('/report/run', { ...ALL, pageLength: 600 }, olivia)).body.data.rows;
    const csv = await t.call('/report/export', { ...ALL, format: 'csv', timeZone }, olivia);
    const submitted = csv.raw
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(',')[1]);
    expect(submitted).toEqual(run.map((r) => dateInZone(timeZone, new Date(String(r.submitted)))));
    // Some differs from its UTC date (else this would prove nothing).
    expect(run.some((r, i) => String(r.submitted).slice(0, 10) !== submitted[i])).toBe(true);
  });

  it('refuses each report to a caller outside its audience, before reading anything', async () => {
    const partner = await t.login('partner', '200001');
    const staff = await t.login('tools', 'staff');
    // The staff reports (audience staff, decision 0033) are tested in modules/sales; the partner's
    // (decisions 0038, 0042) are refused here to an employee and staff, and to an agent in modules/partner-clients.
    for (const report of REPORT_IDS.filter((id) => reportAudience(id) !== 'staff')) {
      const audience = reportAudience(report);
      const partnerReport = audience === 'partner' || audience === 'partnerManager';
      for (const token of partnerReport ? [olivia, staff] : [partner, staff]) {
        for (const [path, extra] of [
          ['/report/run', {}],
          ['/report/export', { format: 'csv' }],
        ] as const) {
          const res = await t.call(path, { report, ...extra }, token);
          expect(res.status, `${report} ${path}`).toBe(403);
          expect(res.body.data.error?.GENERAL).toBe(API_MESSAGES.notAllowed);
          expect(res.body.data).not.toHaveProperty('rows');
        }
      }
    }
    // An employee with an unknown report id is told it is unknown (a field message, not a refusal).
    const unknown = await t.call('/report/run', { report: 'noSuchReport' }, olivia);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.error?.report).toBe('Invalid report');
  });

  it('exports the whole report as a landscape PDF', async () => {
    const pdf = await t.call('/report/export', { ...ALL, format: 'pdf', language: 'fr' }, olivia);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(
      /filename="activite-des-reclamations-2000-01-01-au-.*\.pdf"/,
    );
    expect(pdf.raw.slice(0, 5)).toBe('%PDF-');
    expect(pdf.raw).toContain('/MediaBox [0 0 792 612]');
    expect(pagesOf(pdf.raw)).toBe(1);
    // A time zone the runtime does not know falls back to UTC rather than failing.
    const zoned = await t.call('/report/export', { ...ALL, format: 'pdf', timeZone: 'Mars/Olympus' }, olivia);
    expect(zoned.raw.slice(0, 5)).toBe('%PDF-');
    const none = await t.call(
      '/report/export',
      { report: 'claimActivity', startdate: '2001-01-01', enddate: '2001-01-31', format: 'pdf' },
      olivia,
    );
    expect(none.raw.slice(0, 5)).toBe('%PDF-');
  });
});

describe('the report PDF table', () => {
  const definition: ReportDefinition = {
    id: 'test',
    audience: 'employee',
    params: 'none',
    columns: [
      { key: 'division', type: 'text' },
      { key: 'name', type: 'text' },
      { key: 'paid', type: 'money', total: true },
    ],
    groupBy: 'division',
    sort: { key: 'division', direction: 'asc' },
    paging: { pageLength: 30, fetchLength: 600 },
    pager: 'always',
    exports: ['pdf'],
    maxRows: 1000,
  };

  it('breaks long reports over pages', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({
      division: i < 75 ? 'East' : 'Ouest',
      name: `Employé ${i}`,
      paid: 1_000 + i,
    }));
    const render = (count: number) =>
      renderReportPdf({
        definition,
        lines: exportLines(definition, rows.slice(0, count), 'pdf', { language: 'fr' }),
        title: 'Test',
        subtitle: 'Du 1er janv. 2026 au 31 janv. 2026',
        empty: 'Rien',
        note: '',
        pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
      });
    const long = (await render(150)).toString('latin1');
    const short = (await render(3)).toString('latin1');
    expect(pagesOf(short)).toBe(1);
    expect(pagesOf(long)).toBeGreaterThan(3);
  });
});
