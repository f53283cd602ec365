import type { Api, ResponseOf } from '@benefits/contract';
import { addDays, REPORT_MESSAGES, todayIso } from '@benefits/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, claims, employees, services } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { claimApi, realPdf, withPaperClaimForm } from './test-support';

type Report = ResponseOf<Api['employeeClaimReport']>;
type Balances = ResponseOf<Api['employeeBalanceReport']>;
type Summary = ResponseOf<Api['employeeSummaryOfBenefits']>;

describe.each(backends)('claim history and reports on %s', (backend) => {
  let t: TestApp;
  let olivia: string;
  let year: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    olivia = await t.login('employee', '100001');
    year = t.services.now().getUTCFullYear();
  });
  afterAll(async () => t?.close());

  it('seeds a claim history whose ledger agrees with the claims', async () => {
    for (const employeeId of [100001, 100002]) {
      const submitted = await t.db
        .select()
        .from(claims)
        .where(and(eq(claims.employeeId, employeeId), isNotNull(claims.submittedAt)));
      expect(submitted.length).toBeGreaterThan(5);
      const rows = await t.db
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.employeeId, employeeId), eq(balanceLedger.kind, 'CLAIM')));
      expect(rows.every((r) => r.claimId !== null)).toBe(true);
      for (const claim of submitted) {
        const mine = rows.filter((r) => r.claimId === claim.id);
        expect(mine.reduce((s, r) => s + r.amountCents, 0)).toBe(-claim.payableCents);
      }
    }
    // 100001 claimed exactly 1,450.00 last plan year: the balances the app always showed still hold.
    const user = await t.call<{ BALANCE: number; SPENDABLE_PREVIOUS_BALANCE: number }>(
      '/employee',
      {},
      olivia,
    );
    // Last year's 550.00 left is spendable only during its 90-day run-out (docs/decisions/0008).
    const inRunOut = new Date().getUTCMonth() < 3;
    expect(user.body.data).toMatchObject({
      BALANCE: 250_000,
      SPENDABLE_PREVIOUS_BALANCE: inRunOut ? 55_000 : 0,
    });
    const summary = (await t.call<Summary>('/employee/summary-of-benefits-report/', {}, olivia)).body.data;
    expect(summary).toMatchObject({
      plan: { code: 1081, name: 'HSA Plus' },
      classification: { name: 'All Employees', hsaLimit: 250_000 },
    });
    expect(summary.accounts).toEqual([
      { account: 'HSA', planYear: year, funded: 250_000, paid: 0, balance: 250_000, spendable: 250_000 },
      {
        account: 'HSA',
        planYear: year - 1,
        funded: 200_000,
        paid: 145_000,
        balance: 55_000,
        spendable: summary.runOut ? 55_000 : 0,
      },
    ]);
    const dental = summary.services.find((s) => s.planYear === year - 1 && s.serviceName === 'Dental')!;
    expect(dental).toMatchObject({
      items: 3,
      claimed: 55_350,
      paid: 55_350,
      serviceNameFr: 'Soins dentaires',
    });
  });

  it('answers each service name in French beside the English, and no French where the table has none', async () => {
    const frenchOf = new Map((await t.db.select().from(services)).map((s) => [s.name, s.nameFr]));
    const report = async () =>
      (await t.call<Report>('/employee/claim-report', { startdate: '2000-01-01', pageLength: 50 }, olivia))
        .body.data.rows;
    const rows = await report();
    for (const row of rows) expect(row.servicesFr).toEqual(row.services.map((name) => frenchOf.get(name)));
    const withDental = rows.find((r) => r.services.includes('Dental'))!;
    expect(withDental.servicesFr[withDental.services.indexOf('Dental')]).toBe('Soins dentaires');

    const details = async () =>
      (
        await t.call<ResponseOf<Api['employeeClaimDetails']>>(
          '/employee/claim-details',
          { claimId: withDental.id },
          olivia,
        )
      ).body.data.claim.items;
    const dentalItem = (await details()).find((i) => i.service_name === 'Dental')!;
    expect(dentalItem.service_name_fr).toBe('Soins dentaires');

    // A service without a French name answers '' (the screens show the English then).
    await t.db.update(services).set({ nameFr: '' }).where(eq(services.id, 2));
    try {
      const again = (await report()).find((r) => r.id === withDental.id)!;
      expect(again.servicesFr[again.services.indexOf('Dental')]).toBe('');
      expect((await details()).find((i) => i.service_name === 'Dental')!.service_name_fr).toBe('');
      const summary = (await t.call<Summary>('/employee/summary-of-benefits-report/', {}, olivia)).body.data;
      expect(summary.services.filter((s) => s.serviceName === 'Dental').map((s) => s.serviceNameFr)).toEqual(
        summary.services.filter((s) => s.serviceName === 'Dental').map(() => ''),
      );
    } finally {
      await t.db.update(services).set({ nameFr: 'Soins dentaires' }).where(eq(services.id, 2));
    }
  });

  it('pages the claim report newest first, with a hint that more exist', async () => {
    const all = { startdate: '2000-01-01', pageLength: 5 };
    const one = (await t.call<Report>('/employee/claim-report', { ...all, pageNumber: 1 }, olivia)).body.data;
    expect(one.rows).toHaveLength(5);
    expect(one.hasMore).toBe(true);
    const three = (await t.call<Report>('/employee/claim-report', { ...all, pageNumber: 3 }, olivia)).body
      .data;
    expect(three.rows).toHaveLength(2);
    expect(three.hasMore).toBe(false);
    const two = (await t.call<Report>('/employee/claim-report', { ...all, pageNumber: 2 }, olivia)).body.data;
    const dates = [...one.rows, ...two.rows, ...three.rows].map((r) => r.submittedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...one.rows, ...two.rows, ...three.rows].map((r) => r.id)).size).toBe(12);
    expect(three.rows.at(-1)).toMatchObject({
      origin: 'P',
      status: 'P',
      patients: ['Léa Tremblay', 'Olivia Tremblay'],
    });

    const dflt = (await t.call<Report>('/employee/claim-report', {}, olivia)).body.data;
    expect(dflt).toMatchObject({ pageNumber: 1, pageLength: 50, enddate: expect.stringMatching(/^\d{4}-/) });
    const bad = await t.call('/employee/claim-report', { startdate: 'yesterday' }, olivia);
    expect(bad.body.data.error?.startdate).toBe(REPORT_MESSAGES.invalidStartDate);
    const reversed = await t.call(
      '/employee/claim-report',
      { startdate: '2026-05-02', enddate: '2026-05-01' },
      olivia,
    );
    expect(reversed.body.data.error?.startdate).toBe(REPORT_MESSAGES.startAfterEnd);
    // The same period rule as the Claim Activity definition: no end after today.
    const future = await t.call('/employee/claim-report', { enddate: '2099-12-31' }, olivia);
    expect(future.body.data.error?.enddate).toBe(REPORT_MESSAGES.endAfterToday);
    const huge = await t.call('/employee/claim-report', { pageLength: 601 }, olivia);
    expect(huge.body.data.error?.pageLength).toBe(REPORT_MESSAGES.invalidPageLength);
  });

  it('shows a seeded audit and payment in the claim details', async () => {
    const rows = (
      await t.call<Report>('/employee/claim-report', { startdate: '2000-01-01', pageLength: 50 }, olivia)
    ).body.data.rows;
    // The 8th claim Olivia ever submitted was sampled for audit (every 8th claim), passed, and was paid.
    const eighth = rows[rows.length - 8]!;
    const details = await t.call<ResponseOf<Api['employeeClaimDetails']>>(
      '/employee/claim-details',
      { claimId: eighth.id },
      olivia,
    );
    expect(details.body.data.claim).toMatchObject({
      auditSelected: 'Y',
      status: 'P',
      amounts: { funded: 'Y' },
    });
    expect(details.body.data.history.map((h) => [h.status, h.actor])).toEqual([
      ['A', 'employee'],
      ['N', 'staff'],
      ['P', 'system'],
    ]);
    expect(details.body.data.claim.receipts).toEqual([]);
  });

  it('answers running balances per account and plan year, from a date no earlier than 2000-01-01', async () => {
    const report = (
      await t.call<Balances>('/employee/balance-report/', { date: `${year - 2}-01-01` }, olivia)
    ).body.data;
    expect(report.accounts.map((a) => a.planYear.key)).toEqual([year, year - 1, year - 2]);
    for (const group of report.accounts) {
      const last = group.points.at(-1);
      expect(group.closing).toBe(last ? last.balance : group.opening);
      expect(group.opening + group.points.reduce((s, p) => s + p.amount, 0)).toBe(group.closing);
    }
    const lastYear = report.accounts.find((a) => a.planYear.key === year - 1)!;
    expect(lastYear.points[0]).toMatchObject({ kind: 'FUNDING', amount: 200_000, date: `${year - 1}-01-01` });
    expect(lastYear.closing).toBe(55_000);
    const later = (await t.call<Balances>('/employee/balance-report/', { date: `${year - 1}-07-01` }, olivia))
      .body.data;
    const mid = later.accounts.find((a) => a.planYear.key === year - 1)!;
    expect(mid.opening).toBe(200_000 - 32_750 - 19_000 - 8_550);
    const early = await t.call('/employee/balance-report/', { date: '1999-12-31' }, olivia);
    expect(early.body.data.error?.date).toBe(REPORT_MESSAGES.invalidBalanceDate);
    const today = todayIso(t.services.now());
    const late = await t.call('/employee/balance-report/', { date: addDays(today, 1) }, olivia);
    expect(late.body.data.error?.date).toBe(REPORT_MESSAGES.invalidBalanceDate);
    const fromToday = await t.call<Balances>('/employee/balance-report/', { date: today }, olivia);
    expect(fromToday.body.data.date).toBe(today);
  });

  it('prints a blank claim form for the employee of a plan with the paper form', async () => {
    const form = await withPaperClaimForm(t, 5001, () => t.call('/employee/get-print-form', {}, olivia));
    expect(form.status).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(String(form.headers['content-disposition'])).toMatch(/^attachment; filename="claim-form\.pdf"/);
    expect(form.raw.slice(0, 5)).toBe('%PDF-');
  });

  it('says where to mail the claim form, and names it, in the reader’s language (QA exports 5, 8)', async () => {
    const print = (language: 'en' | 'fr', data: object = {}) =>
      withPaperClaimForm(t, 5001, () =>
        t.app.inject({
          method: 'POST',
          url: '/webapp/employee/get-print-form',
          headers: { 'content-type': 'application/json', token: olivia, 'accept-language': language },
          payload: JSON.stringify({ data }),
        }),
      );
    const en = await print('en');
    const enLines = pdfText(en.rawPayload).split('\n');
    const mail = enLines.indexOf('Mail the signed form with your receipts to:');
    expect(mail).toBeGreaterThan(0);
    expect(enLines.slice(mail + 1, mail + 5)).toEqual([
      'Spendwell Benefits',
      'PO Box 4500, Station A',
      'Toronto ON M5W 4K2',
      'Questions: support@example.com.',
    ]);
    // The address keeps a blank form on one page.
    expect(pdfPages(en.rawPayload)).toHaveLength(1);
    const fr = await print('fr');
    const frLines = pdfText(fr.rawPayload).split('\n');
    const poste = frLines.indexOf('Postez le formulaire signé avec vos reçus à :');
    expect(poste).toBeGreaterThan(0);
    expect(frLines.slice(poste + 1, poste + 5)).toEqual([
      'Spendwell Benefits',
      'PO Box 4500, Station A',
      'Toronto ON M5W 4K2',
      'Questions : support@example.com.',
    ]);
    // French file names, in ASCII; a claim's form is named by its number.
    expect(String(fr.headers['content-disposition'])).toContain('filename="formulaire-de-reclamation.pdf"');
    const [claim] = await t.db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.employeeId, 100001), eq(claims.status, 'P')))
      .limit(1);
    const ofClaim = await print('fr', { claimId: claim!.id });
    expect(String(ofClaim.headers['content-disposition'])).toContain(
      `filename="formulaire-de-reclamation-${claim!.id}.pdf"`,
    );
  });

  it('prints names outside Latin-1 on the claim form intact, and an emoji as one placeholder', async () => {
    // Liam (100002, Prairie Sky 5002): no other test here claims as him.
    const liam = await t.login('employee', '100002');
    const [before] = await t.db.select().from(employees).where(eq(employees.id, 100002));
    await t.db
      .update(employees)
      .set({ firstName: 'Zoë', lastName: 'Ménard-Łukasz' })
      .where(eq(employees.id, 100002));
    const api = claimApi(t, liam);
    const { claimId } = await api.open();
    try {
      const added = await api.add(claimId, {
        patient: '0',
        service_date: api.today(),
        service: 4,
        provider: 'Łukasz Physio 😀 Clinic',
        provider_number: 'PL-7',
        amount: '95.00',
      });
      expect(added.body.code, added.raw).toBe(0);
      const form = await withPaperClaimForm(t, 5002, () =>
        t.app.inject({
          method: 'POST',
          url: '/webapp/employee/get-print-form',
          headers: { 'content-type': 'application/json', token: liam },
          payload: JSON.stringify({ data: { claimId } }),
        }),
      );
      expect(form.statusCode).toBe(200);
      const lines = pdfText(form.rawPayload).split('\n');
      const text = lines.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('Name: Zoë Ménard-Łukasz Employee ID: 100002');
      // The expense row: the patient, then the provider and its number after the emoji's placeholder.
      expect(lines).toContain('Zoë Ménard-Łukasz');
      expect(lines).toContain('Łukasz Physio \uFFFD Clinic');
      expect(lines).toContain('PL-7');
    } finally {
      await api.cancel(claimId);
      await t.db
        .update(employees)
        .set({ firstName: before!.firstName, lastName: before!.lastName })
        .where(eq(employees.id, 100002));
    }
  });

  it('lists a claim that failed its audit with nothing payable: the claim report, the run and its CSV', async () => {
    const api = claimApi(t, olivia);
    const { claimId } = await api.open();
    const added = await api.add(claimId, {
      patient: '0',
      service_date: api.today(),
      service: 2,
      provider: 'Harbord Dental Centre',
      amount: '1,050.00',
    });
    expect(added.body.code, added.raw).toBe(0);
    await api.upload(claimId, 'invoice.pdf', await realPdf());
    expect((await api.submit(claimId)).body.data).toMatchObject({ status: 'A' });
    const auditor = await t.login('tools', 'auditor');
    const failed = await t.call('/tools/audit-claim/fail', { claimId, reason: 'Not itemised' }, auditor);
    expect(failed.body.code, failed.raw).toBe(0);
    const [stored] = await t.db.select().from(claims).where(eq(claims.id, claimId));
    expect(stored).toMatchObject({ status: 'F', claimedCents: 105_000 });
    expect(stored!.payableCents).toBeGreaterThan(0); // what it would have paid, kept on the claim

    const range = { startdate: addDays(api.today(), -1), enddate: api.today() };
    const report = (await t.call<Report>('/employee/claim-report', { ...range, pageLength: 50 }, olivia)).body
      .data;
    expect(report.rows.find((r) => r.id === claimId)).toMatchObject({
      status: 'F',
      claimed: 105_000,
      payable: 0,
      previousYearPayable: 0,
    });
    const run = await t.call<{ rows: Record<string, unknown>[] }>(
      '/report/run',
      { report: 'claimActivity', ...range },
      olivia,
    );
    expect(run.body.data.rows.find((r) => r.claim === claimId)).toMatchObject({
      payable: 0,
      claimed: 105_000,
    });
    const csv = await t.call('/report/export', { report: 'claimActivity', ...range, format: 'csv' }, olivia);
    const line = csv.raw
      .slice(1)
      .split('\r\n')
      .find((l) => l.startsWith(`${claimId},`));
    expect(line).toBeDefined();
    // …, Claimed, Payable, Previous-year payable: as claimed, then nothing.
    expect(line!.split(',').slice(-3)).toEqual(['1050.00', '0.00', '0.00']);
  });

  it('lists no account for a plan year that ended before the employee was covered', async () => {
    // Owen (100105, 5002) is covered from today: last plan year never held an account of his.
    const today = todayIso(t.services.now());
    await t.db.update(employees).set({ effectiveDate: today }).where(eq(employees.id, 100105));
    const owen = await t.login('employee', '100105');
    const summaryOf = async () =>
      (await t.call<Summary>('/employee/summary-of-benefits-report/', {}, owen)).body.data;
    const { planYear, previousPlanYear } = await summaryOf();
    expect(previousPlanYear.end < today).toBe(true);
    const [current, previous] = [planYear.key, previousPlanYear.key];
    // A plan year that holds money stays listed (the seed funded him for last year).
    expect((await summaryOf()).accounts.map((a) => `${a.account} ${a.planYear}`)).toEqual([
      `HSA ${current}`,
      `HSA ${previous}`,
      `WSA ${current}`,
      `WSA ${previous}`,
    ]);
    await t.db
      .delete(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, 100105), eq(balanceLedger.planYear, previous)));
    expect((await summaryOf()).accounts.map((a) => `${a.account} ${a.planYear}`)).toEqual([
      `HSA ${current}`,
      `WSA ${current}`,
    ]);
    const balances = (await t.call<Balances>('/employee/balance-report/', {}, owen)).body.data;
    expect(balances.accounts.map((a) => `${a.account} ${a.planYear.key}`)).toEqual([
      `HSA ${current}`,
      `WSA ${current}`,
    ]);
    const run = await t.call<{ rows: Record<string, unknown>[] }>(
      '/report/run',
      { report: 'benefitAccounts' },
      owen,
    );
    expect(run.body.data.rows.map((r) => `${String(r.account)} ${String(r.planYear)}`)).toEqual([
      `HSA ${current}`,
      `WSA ${current}`,
    ]);
  });
});
