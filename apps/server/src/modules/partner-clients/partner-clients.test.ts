import type { Api, ResponseOf } from '@benefits/contract';
import { API_MESSAGES, addDays, addYears, todayIso } from '@benefits/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, commissions, employees, employers } from '../../db/schema';
import { backends, startTestApp, type TestApp } from '../../test/harness';

type Run = ResponseOf<Api['reportRun']>;
type Client = ResponseOf<Api['partnerClientDetails']>;
type Agent = ResponseOf<Api['partnerAgent']>;

/*
 * The partner's clients, agents, sales and renewals (decision 0038) on the seed: 200001 (agent of
 * manager 200002) sold 5001–5003, 200003 (the other team) 5004–5005, the manager 200002 sold 5026.
 * Effective dates are set here relative to today, so the renewals are hand-computed.
 */
describe.each(backends)('partner clients, agents, sales and renewals on %s', (backend) => {
  let t: TestApp;
  let agent: string;
  let manager: string;
  let otherAgent: string;
  let employee: string;
  let today: string;
  /** The plan effective dates set for the test: anniversaries 10, 45, 120, 20 and 5 days from today. */
  const effective: Record<number, string> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    today = todayIso(t.now());
    Object.assign(effective, {
      5001: addYears(addDays(today, 10), -3),
      5002: addYears(addDays(today, 45), -2),
      5003: addYears(addDays(today, 120), -4),
      5026: addYears(addDays(today, 20), -1),
      5004: addYears(addDays(today, 5), -1),
    });
    for (const [id, date] of Object.entries(effective))
      await t.db
        .update(employers)
        .set({ planEffectiveDate: date })
        .where(eq(employers.id, Number(id)));
    agent = await t.login('partner', '200001');
    manager = await t.login('partner', '200002');
    otherAgent = await t.login('partner', '200003');
    employee = await t.login('employee', '100001');
  });
  afterAll(async () => t?.close());

  /** Plan members today, counted here the long way: not terminated, not non-member admins. */
  /** A partner's commission lines (decision 0042; seeded from the demo's own events): earned and unpaid. */
  const earned = async (partnerId: number) => {
    const lines = await t.db
      .select({ amount: commissions.amountCents, paidAt: commissions.paidAt })
      .from(commissions)
      .where(eq(commissions.partnerId, partnerId));
    const sum = (list: typeof lines) => list.reduce((total, l) => total + Number(l.amount), 0);
    return { commission: sum(lines), unpaid: sum(lines.filter((l) => l.paidAt === null)) };
  };
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

  const run = (token: string, report: string, extra: Record<string, unknown> = {}) =>
    t.call<Run>('/report/run', { report, pageNumber: 1, pageLength: 600, ...extra }, token);

  it('lists an agent’s own clients with the §3 columns, and a manager’s team’s with their agent', async () => {
    const mine = await run(agent, 'clientList');
    expect(mine.status).toBe(200);
    expect(mine.body.data.rows.map((r) => r.EMPLOYER)).toEqual(['5001', '5002', '5003']);
    expect(mine.body.data.rows[1]).toEqual({
      EMPLOYER: '5002',
      EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
      PLAN_CODE: '1071',
      EFFECTIVE_DATE: effective[5002],
      TERMINATION_DATE: null,
      LAST_CLAIM_DATE: expect.anything(),
      TRAVL_INS: 'Y',
      EEI_INS: 'Y',
      AGENT_NAME: 'Ethan Wilson',
    });
    expect(mine.body.data.rows[0]).toMatchObject({ TRAVL_INS: 'N', EEI_INS: 'N', PLAN_CODE: '1081' });
    expect(mine.body.data.hasMore).toBe(false);
    // Never an employee's data: no member's e-mail or ID in the answer.
    expect(mine.raw).not.toContain('olivia.tremblay@example.com');
    expect(mine.raw).not.toContain('100001');

    const team = await run(manager, 'clientList');
    expect(team.body.data.rows.map((r) => [r.EMPLOYER, r.AGENT_NAME])).toEqual([
      ['5001', 'Ethan Wilson'],
      ['5002', 'Ethan Wilson'],
      ['5003', 'Ethan Wilson'],
      ['5026', 'Sophie Bouchard'],
    ]);
    const other = await run(otherAgent, 'clientList');
    expect(other.body.data.rows.map((r) => r.EMPLOYER)).toEqual(['5004', '5005']);
  });

  it('pages the client list (§3) and takes the last claim date from the latest submitted claim', async () => {
    const page1 = await run(manager, 'clientList', { pageLength: 3 });
    expect(page1.body.data.rows.map((r) => r.EMPLOYER)).toEqual(['5001', '5002', '5003']);
    expect(page1.body.data.hasMore).toBe(true);
    const page2 = await run(manager, 'clientList', { pageLength: 3, pageNumber: 2 });
    expect(page2.body.data.rows.map((r) => r.EMPLOYER)).toEqual(['5026']);
    expect(page2.body.data.hasMore).toBe(false);

    // A claim submitted at 23:30 UTC on 2031-07-14 by a member of Maplewood Dental (5026).
    const [member] = await t.db.select().from(employees).where(eq(employees.employerId, 5026)).limit(1);
    const submittedAt = new Date(Date.UTC(2031, 6, 14, 23, 30));
    const [claim] = await t.db
      .insert(claims)
      .values({ employeeId: member!.id, type: 'HSA', status: 'N', submittedAt })
      .returning();
    try {
      const after = await run(manager, 'clientList', { pageLength: 3, pageNumber: 2 });
      expect(after.body.data.rows[0]?.LAST_CLAIM_DATE).toBe('2031-07-14');
    } finally {
      await t.db.delete(claims).where(eq(claims.id, claim!.id));
    }
  });

  it('exports the client list as CSV with the screen’s words (Yes/No); the agent named for a manager only', async () => {
    const csvOf = async (token: string) => {
      const res = await t.call('/report/export', { report: 'clientList', format: 'csv' }, token);
      expect(res.status).toBe(200);
      return res.raw
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    const lines = await csvOf(agent);
    // An agent's book is all their own: no Agent column, as on their screen.
    expect(lines[0]).toBe(
      'Employer ID,Company,Plan code,Effective date,Termination date,Last claim,Travel insurance,Earnings insurance',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      new RegExp(`^5002,Prairie Sky Logistics Ltd\\.,1071,${effective[5002]},,[0-9-]*,Yes,Yes$`),
    );
    const team = await csvOf(manager);
    expect(team[0]).toMatch(/,Earnings insurance,Agent$/);
    expect(team.some((line) => /^5002,.*,Ethan Wilson$/.test(line))).toBe(true);
  });

  it('answers a client’s details to its agent and their manager, 404 to anyone else', async () => {
    const mine = await t.call<Client>('/partner/clientdetails', { employerId: 5002 }, agent);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      EMPLOYER: 5002,
      EMPLOYER_NAME: 'Prairie Sky Logistics Ltd.',
      PLAN_CODE: 1071,
      PROVINCE: 'AB',
      EFFECTIVE_DATE: effective[5002],
      TERMINATION_DATE: null,
      TRAVL_INS: 'Y',
      EEI_INS: 'Y',
      MEMBERS: await members(5002),
      AGENT: 200001,
      AGENT_NAME: 'Ethan Wilson',
      NEXT_RENEWAL_DATE: addDays(today, 45),
      // Group renews at $99 with Alberta's 5 % on top.
      RENEWAL_PRICE: 9_900,
      RENEWAL_TAX: 495,
      RENEWAL_TOTAL: 10_395,
      TAX_INCLUDED: 'N',
    });
    expect(mine.raw).not.toMatch(/@example\.com/);
    const team = await t.call<Client>('/partner/clientdetails', { employerId: 5001 }, manager);
    expect(team.body.data).toMatchObject({ EMPLOYER: 5001, AGENT_NAME: 'Ethan Wilson' });

    for (const [token, employerId] of [
      [otherAgent, 5001],
      [agent, 5026],
      [agent, 5004],
      [agent, 999_999],
    ] as const) {
      const refused = await t.call('/partner/clientdetails', { employerId }, token);
      expect(refused.status).toBe(404);
      expect(refused.body.data.error).toEqual({ GENERAL: API_MESSAGES.clientNotFound });
      expect(refused.raw).not.toContain('Northern Lights');
    }
    const byEmployee = await t.call('/partner/clientdetails', { employerId: 5001 }, employee);
    expect(byEmployee.status).toBe(403);
  });

  it('lists the renewals of the next 90 days with the §9 renewal price, soonest first', async () => {
    const res = await run(agent, 'upcomingRenewals');
    expect(res.status).toBe(200);
    const { rows, range, totals, total } = res.body.data;
    expect(range).toEqual({ startdate: today, enddate: addDays(today, 90) });
    // Harbourview (5003) renews in 120 days: not in the window.
    expect(rows).toEqual([
      {
        renewalDate: addDays(today, 10),
        employerId: '5001',
        company: 'Northern Lights Consulting Inc.',
        planCode: '1081',
        effectiveDate: effective[5001],
        agent: 'Ethan Wilson',
        members: await members(5001),
        // Plus: $499 with Ontario's 13 % included: 49,900 × 1,300 / 11,300 = 5,740.7 → 5,741.
        renewalPrice: 44_159,
        renewalTax: 5_741,
        renewalTotal: 49_900,
      },
      expect.objectContaining({
        renewalDate: addDays(today, 45),
        employerId: '5002',
        renewalPrice: 9_900,
        renewalTax: 495,
        renewalTotal: 10_395,
      }),
    ]);
    expect(total).toBe(2);
    expect(totals).toEqual({
      members: (await members(5001)) + (await members(5002)),
      renewalPrice: 54_059,
      renewalTax: 6_236,
      renewalTotal: 60_295,
    });

    // A manager sees their own sale too (Maplewood, Group in Ontario: 9,900 + 13 % = 11,187).
    const team = await run(manager, 'upcomingRenewals');
    expect(team.body.data.rows.map((r) => [r.employerId, r.renewalTotal])).toEqual([
      ['5001', 49_900],
      ['5026', 11_187],
      ['5002', 10_395],
    ]);
    // A longer window reaches Harbourview (Basic in Nova Scotia: 24,900 + 14 % = 28,386).
    const year = await run(agent, 'upcomingRenewals', { startdate: today, enddate: addDays(today, 365) });
    expect(year.body.data.rows.map((r) => [r.employerId, r.renewalTotal])).toEqual([
      ['5001', 49_900],
      ['5002', 10_395],
      ['5003', 28_386],
    ]);
  });

  it('leaves out a plan cancelled before its anniversary', async () => {
    await t.db
      .update(employers)
      .set({ cancellationDate: addDays(today, 30) })
      .where(eq(employers.id, 5002));
    try {
      const res = await run(agent, 'upcomingRenewals');
      expect(res.body.data.rows.map((r) => r.employerId)).toEqual(['5001']);
      const details = await t.call<Client>('/partner/clientdetails', { employerId: 5002 }, agent);
      expect(details.body.data).toMatchObject({
        TERMINATION_DATE: addDays(today, 30),
        NEXT_RENEWAL_DATE: null,
        RENEWAL_TOTAL: null,
      });
    } finally {
      await t.db.update(employers).set({ cancellationDate: null }).where(eq(employers.id, 5002));
    }
  });

  it('lists HSA sales by effective date in the range, newest first, members summed', async () => {
    const range = { startdate: addYears(today, -3), enddate: today };
    const res = await run(manager, 'hsaSales', range);
    expect(res.status).toBe(200);
    // 5003 took effect more than 3 years ago (4 years less 120 days); the others within.
    expect(res.body.data.rows.map((r) => [r.employerId, r.effectiveDate, r.agent])).toEqual([
      ['5026', effective[5026], 'Sophie Bouchard'],
      ['5002', effective[5002], 'Ethan Wilson'],
      ['5001', effective[5001], 'Ethan Wilson'],
    ]);
    expect(res.body.data.totals).toEqual({
      members: (await members(5026)) + (await members(5002)) + (await members(5001)),
    });
    const mine = await run(agent, 'hsaSales', range);
    expect(mine.body.data.rows.map((r) => r.employerId)).toEqual(['5002', '5001']);
  });

  it('gives the Agent List to a manager only, with each agent’s sales and commissions', async () => {
    const refused = await run(agent, 'agentList');
    expect(refused.status).toBe(403);
    expect(refused.body.data.error).toEqual({ GENERAL: API_MESSAGES.notAllowed });
    expect((await t.call('/report/export', { report: 'agentList', format: 'csv' }, agent)).status).toBe(403);

    const res = await run(manager, 'agentList');
    expect(res.status).toBe(200);
    const { rows, totals } = res.body.data;
    // The team by name: the manager's agents and the manager; the other team is not in it.
    expect(rows.map((r) => r.agentName)).toEqual([
      'Daniel Fortin',
      'Ethan Wilson',
      'Grace Kim',
      'Sophie Bouchard',
    ]);
    const ethanMembers = (await members(5001)) + (await members(5002)) + (await members(5003));
    expect(rows[1]).toEqual({
      agentId: '200001',
      agentName: 'Ethan Wilson',
      company: 'Wilson Financial Services',
      clients: 3,
      members: ethanMembers,
      ...(await earned(200001)),
    });
    const sophie = await earned(200002);
    expect(rows[3]).toMatchObject({ agentId: '200002', clients: 1, ...sophie });
    expect(rows[0]).toMatchObject({ clients: 0, members: 0, commission: 0, unpaid: 0 });
    const team = [await earned(200001), sophie, await earned(200005), await earned(200006)];
    expect(totals).toEqual({
      clients: 4,
      members: ethanMembers + (await members(5026)),
      commission: team.reduce((total, e) => total + e.commission, 0),
      unpaid: team.reduce((total, e) => total + e.unpaid, 0),
    });
    expect(res.raw).not.toContain('Daniel Fraser');
  });

  it('answers one agent of the team to their manager, 404 for another team, 403 for an agent', async () => {
    const res = await t.call<Agent>('/partner/agent', { agentId: 200001 }, manager);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      AGENT: 200001,
      AGENT_NAME: 'Ethan Wilson',
      TYPE: 'AGENT',
      CLIENTS: 3,
    });
    const ethan = await earned(200001);
    expect(res.body.data).toMatchObject({ COMMISSION: ethan.commission, UNPAID_COMMISSION: ethan.unpaid });
    expect(res.body.data.clients.map((c) => c.EMPLOYER)).toEqual([5001, 5002, 5003]);
    const other = await t.call('/partner/agent', { agentId: 200003 }, manager);
    expect(other.status).toBe(404);
    expect(other.body.data.error).toEqual({ GENERAL: API_MESSAGES.agentNotFound });
    expect((await t.call('/partner/agent', { agentId: 200001 }, agent)).status).toBe(403);
    expect((await t.call('/partner/agent', { agentId: 200003 }, otherAgent)).status).toBe(403);
  });

  it('serves §7’s /partner/report/{list} calls by their spec names, the agent list to managers only', async () => {
    type Call = ResponseOf<Api['partnerReport']>;
    const clients = await t.call<Call>('/partner/report/client-list', {}, agent);
    expect(clients.status).toBe(200);
    expect(clients.body.data).toMatchObject({ list: 'client-list', range: null, total: 3 });
    expect(clients.body.data.rows.map((r) => r.EMPLOYER)).toEqual(['5001', '5002', '5003']);

    const renewals = await t.call<Call>('/partner/report/upcoming-renewals-list', {}, agent);
    expect(renewals.body.data.range).toEqual({ startdate: today, enddate: addDays(today, 90) });
    expect(renewals.body.data.totals.renewalTotal).toBe(60_295);

    const sales = await t.call<Call>(
      '/partner/report/sales-list',
      { startdate: addYears(today, -3), enddate: today },
      agent,
    );
    expect(sales.body.data.rows.map((r) => r.employerId)).toEqual(['5002', '5001']);

    expect((await t.call('/partner/report/agent-list', {}, agent)).status).toBe(403);
    const team = await t.call<Call>('/partner/report/agent-list', {}, manager);
    expect(team.status).toBe(200);
    const commission = (await earned(200001)).commission + (await earned(200002)).commission;
    expect(team.body.data.totals).toMatchObject({ clients: 4, commission });
    expect((await t.call('/partner/report/client-list', {}, employee)).status).toBe(403);
    const unknown = await t.call('/partner/report/commission-lists', {}, agent);
    expect(unknown.status).not.toBe(200);
  });

  it('refuses the partner reports to employees', async () => {
    for (const report of ['clientList', 'hsaSales', 'upcomingRenewals', 'agentList'])
      expect((await run(employee, report)).status).toBe(403);
  });
});
