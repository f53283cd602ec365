import type { Api, ResponseOf } from '@benefits/contract';
import { COMMISSION_MESSAGES, COMMISSION_PAYOUT_MINIMUM_CENTS, nextMonth, todayIso } from '@benefits/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  claimStatusHistory,
  commissions,
  commissionStatements,
  employers,
  jobs,
  notifications,
  partnerBanking,
} from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { markClaimPaid } from '../claims/payment';
import { accrueSignupCommission, closeMonth } from './accrual';

type Statement = ResponseOf<Api['partnerCommissionStatement']>;
type Run = ResponseOf<Api['reportRun']>;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each(backends)('commission statements on %s', (backend) => {
  let t: TestApp;
  let agent: string; // 200001, sold 5001-5003
  let manager: string; // 200002, manages 200001
  let otherAgent: string; // 200003, the other team
  let today: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    agent = await t.login('partner', '200001');
    manager = await t.login('partner', '200002');
    otherAgent = await t.login('partner', '200003');
    today = todayIso(t.now());
  });
  afterAll(async () => t?.close());

  const unpaidOf = async (id: string) => {
    const res = await t.call<{ user: { UNPAID_COMMISSION: number } }>('/partner/login/', {
      id,
      pw: 'demo-password',
    });
    return res.body.data.user.UNPAID_COMMISSION;
  };
  const list = async (token: string) =>
    (await t.call<Run>('/report/run', { report: 'commissionStatements' }, token)).body.data;
  const statement = (id: number, token: string) =>
    t.call<Statement>('/partner/commissions/statement', { id }, token);
  const openStatementOf = async (partnerId: number) =>
    (
      await t.db
        .select()
        .from(commissionStatements)
        .where(and(eq(commissionStatements.partnerId, partnerId), eq(commissionStatements.status, 'OPEN')))
    )[0];

  it('shows 200001 an open statement whose lines sum to its total and to the drawer’s unpaid figure', async () => {
    const { rows, totals } = await list(agent);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({ status: 'OPEN', partner: 'Ethan Wilson (200001)', paidOn: null });
    expect(rows.slice(1).every((r) => r.status === 'PAID')).toBe(true);
    expect(totals.total).toBe(sum(rows.map((r) => Number(r.total))));

    const open = await statement(Number(rows[0]!.statement), agent);
    expect(open.status).toBe(200);
    const { statement: s, lines } = open.body.data;
    expect(lines.length).toBeGreaterThan(0);
    expect(s.totalCents).toBe(sum(lines.map((l) => l.amountCents)));
    expect(s.totalCents).toBe(rows[0]!.total);
    expect(await unpaidOf('200001')).toBe(s.totalCents);
    // Each line is its base times its rate, rounded half-up (decision 0042).
    for (const l of lines) {
      expect(l.amountCents).toBe(Math.floor((l.baseCents! * l.rateBps! + 5_000) / 10_000));
      expect(l.role).toBe('DIRECT');
    }
  });

  it('keeps every paid statement equal to the sum of its lines, all paid, above the minimum', async () => {
    const paid = await t.db
      .select()
      .from(commissionStatements)
      .where(eq(commissionStatements.status, 'PAID'));
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) {
      const lines = await t.db.select().from(commissions).where(eq(commissions.statementId, p.id));
      expect(p.totalCents).toBe(sum(lines.map((l) => l.amountCents)));
      expect(p.totalCents).toBeGreaterThanOrEqual(COMMISSION_PAYOUT_MINIMUM_CENTS);
      expect(lines.every((l) => l.paidAt?.getTime() === p.paidAt?.getTime())).toBe(true);
      expect(p.payoutRef).toBe(`EFT-${p.periodEnd!.slice(0, 7).replace('-', '')}-${p.partnerId}`);
    }
    // The manager has override lines on their agent's sales.
    const overrides = await t.db
      .select()
      .from(commissions)
      .where(and(eq(commissions.partnerId, 200002), eq(commissions.role, 'OVERRIDE')));
    expect(overrides.length).toBeGreaterThan(0);
  });

  it('accrues a paid claim’s admin-fee commission once, with the manager’s override, in the claim’s transaction', async () => {
    const [claim] = await t.db
      .insert(claims)
      .values({
        employeeId: 100001, // Northern Lights (5001), sold by 200001
        type: 'HSA',
        status: 'N',
        origin: 'P',
        claimedCents: 15_562,
        payableCents: 15_562,
        adminFeeCents: 1_245,
        totalCents: 16_807,
        submittedAt: t.now(),
      })
      .returning({ id: claims.id });
    const before = await unpaidOf('200001');
    const beforeManager = await unpaidOf('200002');
    const paid = await t.db.transaction((tx) => markClaimPaid(t.services, tx, claim!.id, t.now()));
    expect(paid).toBe(true);
    const lines = await t.db
      .select()
      .from(commissions)
      .where(and(eq(commissions.source, 'CLAIM_FEE'), eq(commissions.sourceRef, String(claim!.id))));
    // 10 % of $12.45 = $1.245 → $1.25; the override 2.5 % = $0.31125 → $0.31.
    expect(lines.map((l) => [l.partnerId, l.role, l.amountCents, l.accruedOn])).toEqual([
      [200001, 'DIRECT', 125, today],
      [200002, 'OVERRIDE', 31, today],
    ]);
    expect(await unpaidOf('200001')).toBe(before + 125);
    expect(await unpaidOf('200002')).toBe(beforeManager + 31);
    const [row] = await t.db.select().from(claims).where(eq(claims.id, claim!.id));
    expect(row!.status).toBe('P');
    const history = await t.db
      .select()
      .from(claimStatusHistory)
      .where(eq(claimStatusHistory.claimId, claim!.id));
    expect(history.map((h) => h.status)).toEqual(['P']);

    // Paid again: not in N any more, nothing changes, nothing accrues twice.
    expect(await t.db.transaction((tx) => markClaimPaid(t.services, tx, claim!.id, t.now()))).toBe(false);
    const again = await t.db
      .select()
      .from(commissions)
      .where(and(eq(commissions.source, 'CLAIM_FEE'), eq(commissions.sourceRef, String(claim!.id))));
    expect(again).toHaveLength(2);
    // The month's close is scheduled once, for the start of next month.
    const close = await t.db.select().from(jobs).where(eq(jobs.name, 'commission-close'));
    const month = today.slice(0, 7);
    expect(close.filter((j) => j.dedupeKey === `commission-close:${month}`)).toHaveLength(1);
    expect(close.find((j) => j.dedupeKey === `commission-close:${month}`)!.runAt.toISOString()).toBe(
      `${nextMonth(month)}-01T00:00:00.000Z`,
    );
  });

  it('accrues a sign-up payment once per payment reference; a company without a partner earns nothing', async () => {
    const signup = { employerId: 5003, paymentRef: 'cs_test_signup_1', planFeeCents: 24_900, paidOn: today };
    const first = await t.db.transaction((tx) => accrueSignupCommission(t.services, tx, signup));
    expect(first).toEqual({
      accrued: true,
      lines: [
        { partnerId: 200001, role: 'DIRECT', amountCents: 4_980 },
        { partnerId: 200002, role: 'OVERRIDE', amountCents: 1_245 },
      ],
    });
    // QA lifecycle finding 9: the agent and the manager are told, in English and French, in the same
    // transaction; once per payment, and nobody when nothing accrued.
    const told = async () =>
      (
        await t.db
          .select({
            subjectId: notifications.subjectId,
            title: notifications.title,
            body: notifications.body,
            titleFr: notifications.titleFr,
            bodyFr: notifications.bodyFr,
            webOnPress: notifications.webOnPress,
          })
          .from(notifications)
          .where(and(eq(notifications.kind, 'partner'), eq(notifications.title, 'Commission accrued')))
      ).filter((n) => n.body.includes('signed up'));
    const [company] = await t.db
      .select({ name: employers.name })
      .from(employers)
      .where(eq(employers.id, 5003));
    const notices = await told();
    expect(notices.sort((a, b) => a.subjectId.localeCompare(b.subjectId))).toEqual([
      {
        subjectId: '200001',
        title: 'Commission accrued',
        body: `${company!.name} signed up: a commission of $49.80 was accrued to your open statement.`,
        titleFr: 'Commission acquise',
        bodyFr: `${company!.name} a adhéré : une commission de 49,80\u00a0$ a été acquise à votre relevé ouvert.`,
        webOnPress: '/partner/commissions',
      },
      {
        subjectId: '200002',
        title: 'Commission accrued',
        body: `${company!.name} signed up through your team: a manager override of $12.45 was accrued to your open statement.`,
        titleFr: 'Commission acquise',
        bodyFr: `${company!.name} a adhéré par votre équipe : une commission de gestionnaire de 12,45\u00a0$ a été acquise à votre relevé ouvert.`,
        webOnPress: '/partner/commissions',
      },
    ]);
    const second = await t.db.transaction((tx) => accrueSignupCommission(t.services, tx, signup));
    expect(second).toEqual({ accrued: false, lines: [] });
    expect(await told()).toHaveLength(2);
    await t.db.update(employers).set({ partnerId: null }).where(eq(employers.id, 5004));
    const none = await t.db.transaction((tx) =>
      accrueSignupCommission(t.services, tx, { ...signup, employerId: 5004, paymentRef: 'cs_test_signup_2' }),
    );
    expect(none).toEqual({ accrued: false, lines: [] });
    expect(await told()).toHaveLength(2);
    await t.db.update(employers).set({ partnerId: 200003 }).where(eq(employers.id, 5004));

    // Still one open statement each, holding every unpaid line: the drawer's figure is its total.
    for (const id of [200001, 200002]) {
      const open = await openStatementOf(id);
      const body = (await statement(open!.id, id === 200001 ? agent : manager)).body.data;
      const unpaid = await t.db
        .select()
        .from(commissions)
        .where(and(eq(commissions.partnerId, id), isNull(commissions.paidAt)));
      expect(body.lines.map((l) => l.id).sort()).toEqual(unpaid.map((l) => l.id).sort());
      expect(await unpaidOf(String(id))).toBe(body.statement.totalCents);
    }
  });

  it('lets a partner read only their own statements, and a manager also their agents’', async () => {
    const mine = (await openStatementOf(200001))!.id;
    const managers = (await openStatementOf(200002))!.id;
    expect((await statement(mine, manager)).status).toBe(200);
    for (const [id, token] of [
      [managers, agent],
      [mine, otherAgent],
      [999_999, agent],
    ] as const) {
      const res = await statement(id, token);
      expect(res.status).toBe(404);
      expect(res.body.data.error).toMatchObject({ GENERAL: COMMISSION_MESSAGES.statementNotFound });
      const pdf = await t.call('/partner/commissions/statement/pdf', { id, language: 'en' }, token);
      expect(pdf.status).toBe(404);
    }
    const managerRows = (await list(manager)).rows.map((r) => String(r.partner));
    expect(managerRows).toContain('Ethan Wilson (200001)');
    expect(managerRows).toContain('Sophie Bouchard (200002)');
    const otherRows = (await list(otherAgent)).rows.map((r) => String(r.partner));
    expect(otherRows.every((p) => p.endsWith('(200003)'))).toBe(true);
    const employee = await t.login('employee', '100001');
    expect((await statement(mine, employee)).status).toBe(403);
    // docs/product §7's list answers what /report/run answers, for the caller's own book only.
    const alias = await t.call<Run>('/partner/report/commissions-list', {}, otherAgent);
    expect(alias.status).toBe(200);
    expect(alias.body.data.rows).toEqual((await list(otherAgent)).rows);
    expect((await t.call('/partner/report/commissions-list', {}, employee)).status).toBe(403);
  });

  it('renders the statement as a PDF, and exports the list as CSV', async () => {
    const open = (await openStatementOf(200001))!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/webapp/partner/commissions/statement/pdf',
      headers: { 'content-type': 'application/json', token: agent },
      payload: JSON.stringify({ data: { id: open, language: 'fr' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(String(res.headers['content-disposition'])).toContain(`releve-commissions-${open}.pdf`);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/webapp/report/export',
      headers: { 'content-type': 'application/json', token: agent },
      payload: JSON.stringify({ data: { report: 'commissionStatements', format: 'csv', language: 'en' } }),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Statement,Partner,Status,Period end,Lines,Total,Paid on,EFT reference');
    expect(csv.body).toContain('Ethan Wilson (200001),Open');
  });

  it('keeps each date of the statement PDF on one line, in English and in French', async () => {
    const open = (await openStatementOf(200001))!.id;
    const [line] = await t.db
      .select({ id: commissions.id, accruedOn: commissions.accruedOn })
      .from(commissions)
      .where(eq(commissions.statementId, open))
      .limit(1);
    // The longest month's name with a two-digit day: 'September 30, 2025' / '30 septembre 2025'.
    await t.db.update(commissions).set({ accruedOn: '2025-09-30' }).where(eq(commissions.id, line!.id));
    try {
      const text = async (language: 'en' | 'fr') => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/webapp/partner/commissions/statement/pdf',
          headers: { 'content-type': 'application/json', token: agent },
          payload: JSON.stringify({ data: { id: open, language } }),
        });
        expect(res.statusCode).toBe(200);
        return pdfText(res.rawPayload).split('\n');
      };
      // pdfkit writes each line of a wrapped cell apart: a whole date is one line of the text.
      expect(await text('en')).toContain('September 30, 2025');
      expect(await text('fr')).toContain('30 septembre 2025');
    } finally {
      await t.db.update(commissions).set({ accruedOn: line!.accruedOn }).where(eq(commissions.id, line!.id));
    }
  });

  it('numbers the statement PDF’s pages and starts each page after the first with its header (QA exports 2)', async () => {
    const open = (await openStatementOf(200001))!.id;
    // Enough lines for three pages.
    const added = await t.db
      .insert(commissions)
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          partnerId: 200001,
          employerId: 5001,
          amountCents: 100 + i,
          accruedOn: '2025-09-30',
          source: 'ADJUSTMENT',
          role: 'DIRECT',
          statementId: open,
        })),
      )
      .returning({ id: commissions.id });
    try {
      const expected = {
        en: {
          heading: ['Date', 'Client', 'Source', 'Base', 'Rate', 'Commission'],
          head: `Commission statement ${open} — Ethan Wilson (200001)`,
          page: (n: number, m: number) => `Page ${n} of ${m}`,
        },
        fr: {
          heading: ['Date', 'Client', 'Source', 'Base', 'Taux', 'Commission'],
          head: `Relevé de commissions ${open} — Ethan Wilson (200001)`,
          page: (n: number, m: number) => `Page ${n} sur ${m}`,
        },
      };
      for (const language of ['en', 'fr'] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/webapp/partner/commissions/statement/pdf',
          headers: { 'content-type': 'application/json', token: agent },
          payload: JSON.stringify({ data: { id: open, language } }),
        });
        expect(res.statusCode).toBe(200);
        const pages = pdfPages(res.rawPayload).map((page) => page.split('\n'));
        const e = expected[language];
        expect(pages.length).toBeGreaterThan(2);
        pages.forEach((lines, i) => {
          expect(lines).toContain(e.page(i + 1, pages.length));
          if (i === 0) return;
          // The table's header first, then the rows; the statement and the partner at the top.
          expect(lines.slice(0, 6)).toEqual(e.heading);
          expect(lines).toContain(e.head);
        });
        expect(pages.at(-1)).toContain('Total');
      }
    } finally {
      for (const { id } of added) await t.db.delete(commissions).where(eq(commissions.id, id));
    }
  });

  it('pays an open statement at the month’s close when it reaches the minimum, by the durable job', async () => {
    const open = (await openStatementOf(200001))!;
    const due = await unpaidOf('200001');
    expect(due).toBeGreaterThanOrEqual(COMMISSION_PAYOUT_MINIMUM_CENTS);
    // Below the minimum, a statement stays open (a month closed by hand, for 200003's team).
    const month = today.slice(0, 7);
    // Nothing is paid into an account staff have not verified yet, nor to a partner with none on file.
    const [account] = await t.db.select().from(partnerBanking).where(eq(partnerBanking.partnerId, 200001));
    const closeNow = () => t.db.transaction((tx) => closeMonth(tx, month, t.now()));
    await t.db
      .update(partnerBanking)
      .set({ verifyRequired: true })
      .where(eq(partnerBanking.partnerId, 200001));
    expect((await closeNow()).find((c) => c.partnerId === 200001)).toMatchObject({ paid: false });
    await t.db.delete(partnerBanking).where(eq(partnerBanking.partnerId, 200001));
    expect((await closeNow()).find((c) => c.partnerId === 200001)).toMatchObject({ paid: false });
    await t.db.insert(partnerBanking).values(account!);
    expect(await openStatementOf(200001)).toMatchObject({ id: open.id });
    // The job runs at the start of next month.
    const days = Math.ceil((Date.parse(`${nextMonth(month)}-01T00:00:00Z`) - t.now().getTime()) / 86_400_000);
    t.advance(days * 86_400 + 3_600);
    await t.services.jobs.runUntilEmpty();
    const [paid] = await t.db.select().from(commissionStatements).where(eq(commissionStatements.id, open.id));
    expect(paid).toMatchObject({
      status: 'PAID',
      totalCents: due,
      payoutRef: `EFT-${month.replace('-', '')}-200001`,
      periodEnd: expect.stringMatching(new RegExp(`^${month}-`)),
    });
    expect(await unpaidOf('200001')).toBe(0);
    expect(await openStatementOf(200001)).toBeUndefined();
    // Closing again changes nothing.
    const again = await t.db.transaction((tx) => closeMonth(tx, month, t.now()));
    expect(again.some((c) => c.partnerId === 200001)).toBe(false);
  });
});
