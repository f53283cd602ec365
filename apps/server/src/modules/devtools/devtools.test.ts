import { API_MESSAGES, api } from '@benefits/contract';
import { addDays, todayIso } from '@benefits/domain';
import { and, asc, eq, max, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLedger,
  classifications,
  employeeClassifications,
  employees,
  staffActions,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { fundPlanYears } from '../plan-year-funding/funding';

interface Recalc {
  employeeId: number;
  classification: string;
  funded: boolean;
  planYear: number;
  hsa: { beforeCents: number; afterCents: number };
  wsa: { beforeCents: number; afterCents: number } | null;
  adjustments: { account: string; amountCents: number }[];
  applied: boolean;
}

describe.each(backends)('tools developer and audit tools on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  let auditor: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    staff = await t.login('tools', 'staff');
    auditor = await t.login('tools', 'auditor');
  });
  afterAll(async () => t?.close());

  it('lists every contract endpoint with its access and request schema, and the OpenAPI document', async () => {
    const res = await t.call<{
      routes: {
        name: string;
        path: string;
        method: string;
        access: string;
        accessDetail: string;
        request: { type?: string };
      }[];
      openapi: {
        openapi: string;
        paths: Record<string, Record<string, { operationId: string; 'x-access': string }>>;
      };
    }>('/tools/api-routes', {}, staff);
    expect(res.body.code).toBe(0);
    const { routes, openapi } = res.body.data;
    expect(routes).toHaveLength(Object.keys(api).length);
    expect(routes.find((r) => r.name === 'toolsRecalEmployeeLimit')).toMatchObject({
      path: '/tools/recal-employee-limit',
      method: 'POST',
      access: 'staff',
      accessDetail: 'PERMIT_AUDIT',
    });
    const login = routes.find((r) => r.name === 'toolsLogin')!;
    expect(login.access).toBe('public');
    expect(login.request).toMatchObject({ type: 'object', properties: { id: { type: 'string' } } });
    expect(openapi.openapi).toBe('3.1.0');
    expect(openapi.paths['/webapp/tools/api-routes']!.post).toMatchObject({
      operationId: 'toolsApiRoutes',
      'x-access': 'staff: PERMIT_DEVELOPER',
    });
    expect(openapi.paths['/webapp/test/alive']!.get).toBeDefined();
  });

  it('refuses Api Routes and the tester log to the auditor, employees and partners, and the recalculation to employees and partners', async () => {
    const employee = await t.login('employee', '100001');
    const partner = await t.login('partner', '200001');
    const log = { path: '/test/alive', method: 'GET', status: 200, code: 0, withToken: false };
    for (const token of [auditor, employee, partner]) {
      for (const [path, data] of [
        ['/tools/api-routes', {}],
        ['/tools/api-tester/log', log],
      ] as const) {
        const res = await t.call(path, data, token);
        expect(res.status, path).toBe(403);
        expect(res.body.data.error).toEqual({ GENERAL: API_MESSAGES.notAllowed });
      }
    }
    for (const token of [employee, partner]) {
      const res = await t.call('/tools/recal-employee-limit', { userId: 100002 }, token);
      expect(res.status).toBe(403);
    }
    expect((await t.call('/tools/api-routes', {})).status).toBe(401);
  });

  it('writes each tester call to the staff log', async () => {
    const res = await t.call(
      '/tools/api-tester/log',
      { path: '/employee', method: 'POST', status: 403, code: 3, withToken: true },
      staff,
    );
    expect(res.body.code).toBe(0);
    const rows = await t.db.select().from(staffActions).where(eq(staffActions.action, 'api-tester.call'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subjectKind: 'api', subjectId: 'POST /employee' });
    expect(rows[0]!.detail).toContain('HTTP 403, code 3');
  });

  it('recalculates a limit: nothing when it matches, the difference as ledger rows once when it does not', async () => {
    const recalc = (userId: number | string, apply = false, token = auditor) =>
      t.call<Recalc>('/tools/recal-employee-limit', { userId, apply }, token);
    const same = await recalc(100002);
    expect(same.body.code).toBe(0);
    expect(same.body.data).toMatchObject({
      employeeId: 100002,
      classification: 'Management',
      funded: true,
      hsa: { beforeCents: 150_000, afterCents: 150_000 },
      wsa: { beforeCents: 50_000, afterCents: 50_000 },
      adjustments: [],
      applied: false,
    });
    const unchanged = await recalc(100002, true);
    expect(unchanged.body.data.applied).toBe(false);

    // The classification's amount changed without the ledger following (what the tool repairs).
    const [link] = await t.db
      .select()
      .from(employeeClassifications)
      .where(eq(employeeClassifications.employeeId, 100002));
    await t.db
      .update(classifications)
      .set({ hsaAmountCents: 180_000 })
      .where(eq(classifications.id, link!.classificationId));
    const preview = await recalc(100002);
    expect(preview.body.data.adjustments).toEqual([{ account: 'HSA', amountCents: 30_000 }]);
    const ledgerRows = () =>
      t.db
        .select()
        .from(balanceLedger)
        .where(and(eq(balanceLedger.employeeId, 100002), eq(balanceLedger.kind, 'LIMIT_CHANGE')));
    expect(await ledgerRows()).toHaveLength(0);

    const [first, second] = await Promise.all([recalc(100002, true), recalc(100002, true, staff)]);
    expect([first.body.data.applied, second.body.data.applied].sort()).toEqual([false, true]);
    const rows = await ledgerRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      account: 'HSA',
      amountCents: 30_000,
      planYear: preview.body.data.planYear,
    });
    const after = await recalc(100002);
    expect(after.body.data).toMatchObject({
      hsa: { beforeCents: 180_000, afterCents: 180_000 },
      adjustments: [],
    });
    const logged = await t.db.select().from(staffActions).where(eq(staffActions.action, 'limit.recalc'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      subjectKind: 'employee',
      subjectId: '100002',
      detail: 'HSA +$300.00',
      detailKey: 'limit',
    });
    // The log reads the change in the reader's language (staff holds PERMIT_LOGIN_AS).
    const log = await t.call<{ rows: { action: string; detail: string }[] }>(
      '/tools/staff-log',
      { subjectKind: 'employee', subjectId: '100002' },
      staff,
      { language: 'fr' },
    );
    const recalcRow = log.body.data.rows.find((r) => r.action === 'limit.recalc');
    expect(recalcRow?.detail.replace(/[\u00a0\u202f]/g, ' ')).toBe('CSS +300,00 $');
  });

  it('counts a class change’s rows: after a class change made by the directory the limit is already right', async () => {
    // Amelia Chen (100106), a driver with the wellness account, moves to Management today through the
    // directory's own endpoint, which writes the CLASS_CHANGE rows (new classification less old).
    const liam = await t.login('employee', '100002');
    const classes = await t.call<{
      classifications: {
        classificationId: number;
        classificationName: string;
        amountCents: number;
        wellnessAmountCents: number;
      }[];
    }>('/employer/classifications', {}, liam);
    const management = classes.body.data.classifications.find((c) => c.classificationName === 'Management')!;
    const moved = await t.call(
      '/employer/class-change/add',
      {
        employeeId: 100106,
        newClassificationId: management.classificationId,
        changeDate: todayIso(new Date()),
      },
      liam,
    );
    expect(moved.status, moved.raw).toBe(200);
    const classRows = await t.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, 100106), eq(balanceLedger.kind, 'CLASS_CHANGE')));
    expect(classRows.length).toBeGreaterThan(0);

    const preview = await t.call<Recalc>('/tools/recal-employee-limit', { userId: 100106 }, auditor);
    expect(preview.body.data).toMatchObject({
      classification: 'Management',
      funded: true,
      hsa: { beforeCents: management.amountCents, afterCents: management.amountCents },
      wsa: { beforeCents: management.wellnessAmountCents, afterCents: management.wellnessAmountCents },
      adjustments: [],
    });
    const applied = await t.call<Recalc>(
      '/tools/recal-employee-limit',
      { userId: 100106, apply: true },
      staff,
    );
    expect(applied.body.data).toMatchObject({ adjustments: [], applied: false });
    const written = await t.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.employeeId, 100106), eq(balanceLedger.kind, 'LIMIT_CHANGE')));
    expect(written).toEqual([]);
  });

  it('never writes a decrease below $0.00: a lower classification amount takes at most the balance', async () => {
    const planYear = (await t.call<Recalc>('/tools/recal-employee-limit', { userId: 100002 }, auditor)).body
      .data.planYear;
    const hsaBalance = async () => {
      const [row] = await t.db
        .select({ total: sum(balanceLedger.amountCents) })
        .from(balanceLedger)
        .where(
          and(
            eq(balanceLedger.employeeId, 100002),
            eq(balanceLedger.account, 'HSA'),
            eq(balanceLedger.planYear, planYear),
          ),
        );
      return Number(row?.total ?? 0);
    };
    const balance = await hsaBalance();
    // Liam has used part of his limit; his classification now gives $250.00, less than he used.
    const [link] = await t.db
      .select()
      .from(employeeClassifications)
      .where(eq(employeeClassifications.employeeId, 100002));
    await t.db
      .update(classifications)
      .set({ hsaAmountCents: 25_000 })
      .where(eq(classifications.id, link!.classificationId));
    const preview = await t.call<Recalc>('/tools/recal-employee-limit', { userId: 100002 }, auditor);
    const limit = preview.body.data.hsa.beforeCents;
    expect(limit - 25_000).toBeGreaterThan(balance);
    expect(preview.body.data.hsa.afterCents).toBe(25_000);
    expect(preview.body.data.adjustments).toEqual([{ account: 'HSA', amountCents: -balance }]);
    const applied = await t.call<Recalc>(
      '/tools/recal-employee-limit',
      { userId: 100002, apply: true },
      staff,
    );
    expect(applied.body.data.applied).toBe(true);
    expect(await hsaBalance()).toBe(0);
    // Nothing more to take: the balance is $0.00 (what was paid stays paid).
    const again = await t.call<Recalc>('/tools/recal-employee-limit', { userId: 100002, apply: true }, staff);
    expect(again.body.data).toMatchObject({ adjustments: [], applied: false });
    expect(await hsaBalance()).toBe(0);
  });

  it('funds no plan year before the effective date, and deposits an unfunded account once, each account on its own', async () => {
    // QA lifecycle findings 1 and 2: Marc (in force) and Tom (from next month), Drivers, each with
    // only a WSA FUNDING row for this plan year, as a wellness setup wrote it; the HSA never funded.
    const [template] = await t.db.select().from(employees).where(eq(employees.id, 100101));
    const [link] = await t.db
      .select()
      .from(employeeClassifications)
      .where(eq(employeeClassifications.employeeId, 100101));
    const [drivers] = await t.db
      .select()
      .from(classifications)
      .where(eq(classifications.id, link!.classificationId));
    const [highest] = await t.db.select({ id: max(employees.id) }).from(employees);
    const [marc, tom] = [highest!.id! + 1, highest!.id! + 2];
    const today = todayIso(t.now());
    const planYear = (await t.call<Recalc>('/tools/recal-employee-limit', { userId: 100101 }, auditor)).body
      .data.planYear;
    for (const [id, effectiveDate] of [
      [marc, today],
      [tom, addDays(today, 30)],
    ] as const) {
      await t.db
        .insert(employees)
        .values({ ...template!, id, email: `recalc.${id}@example.com`, wellness: true, effectiveDate });
      await t.db.insert(employeeClassifications).values({ employeeId: id, classificationId: drivers!.id });
      await t.db.insert(balanceLedger).values({
        employeeId: id,
        account: 'WSA',
        planYear,
        amountCents: drivers!.wsaAmountCents,
        kind: 'FUNDING',
        reference: 'Wellness setup #1',
      });
    }
    const recalc = (userId: number, apply = false) =>
      t.call<Recalc>('/tools/recal-employee-limit', { userId, apply }, staff);
    const rows = (id: number) =>
      t.db
        .select({
          account: balanceLedger.account,
          amountCents: balanceLedger.amountCents,
          kind: balanceLedger.kind,
        })
        .from(balanceLedger)
        .where(eq(balanceLedger.employeeId, id))
        .orderBy(asc(balanceLedger.account), asc(balanceLedger.id));

    // Tom starts next month: nothing to apply for a plan year he is not in yet.
    expect((await recalc(tom)).body.data).toMatchObject({ funded: false, adjustments: [] });
    expect((await recalc(tom, true)).body.data).toMatchObject({ adjustments: [], applied: false });

    // Marc: his HSA is not funded (the WSA's row says nothing of it): its plan-year deposit.
    const preview = await recalc(marc);
    expect(preview.body.data).toMatchObject({
      funded: false,
      adjustments: [{ account: 'HSA', amountCents: drivers!.hsaAmountCents }],
    });
    expect((await recalc(marc, true)).body.data.applied).toBe(true);
    // The night's run finds it funded: one limit's worth, not two.
    await fundPlanYears(t.services);
    expect(await rows(marc)).toEqual([
      { account: 'HSA', amountCents: drivers!.hsaAmountCents, kind: 'FUNDING' },
      { account: 'WSA', amountCents: drivers!.wsaAmountCents, kind: 'FUNDING' },
    ]);
    expect((await recalc(marc)).body.data).toMatchObject({ funded: true, adjustments: [] });
    expect((await rows(tom)).map((r) => r.account)).toEqual(['WSA']);
  });

  it('answers not found for an unknown employee', async () => {
    const res = await t.call('/tools/recal-employee-limit', { userId: 999_999 }, auditor);
    expect(res.status).toBe(404);
    const bad = await t.call('/tools/recal-employee-limit', { userId: 'abc' }, auditor);
    expect(bad.status).toBe(400);
  });

  it('refuses a non-member admin, who holds no account, with a message saying so', async () => {
    const text =
      'Employee 100003 administers the plan and holds no account: there is no limit to recalculate.';
    for (const apply of [false, true]) {
      const res = await t.call('/tools/recal-employee-limit', { userId: 100003, apply }, auditor);
      expect(res.status).toBe(409);
      expect(res.body.data.error).toMatchObject({ GENERAL: text, userId: text });
    }
    const rows = await t.db.select().from(balanceLedger).where(eq(balanceLedger.employeeId, 100003));
    expect(rows.filter((r) => r.kind === 'LIMIT_CHANGE')).toEqual([]);
  });
});
